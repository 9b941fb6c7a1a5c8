// The running book by Bank of Ghana class today: days past due, principal, the provision each class requires and
// the NPL ratio against its limit (settings accounting.classification_days, provision_rates_bp, npl_limit_bp).
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { LoanClassificationDocument, type LoanClassificationQuery } from '../../gql/graphql';
import { formatCedis, formatDate } from '../../../../lib/money';
import { Downloads, moneyColumn, ReportGrid, Toolbar } from './parts';

type ClassRow = LoanClassificationQuery['loanClassification']['rows'][number];

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

const columns: GridColDef<ClassRow>[] = [
  { field: 'label', headerName: 'Class', minWidth: 190, flex: 2, sortable: false },
  { field: 'fromDays', headerName: 'Days past due', minWidth: 130, sortable: false, valueGetter: (_value, row) => (row.toDays === null ? `${row.fromDays} or more` : `${row.fromDays}–${row.toDays}`) },
  { field: 'loans', headerName: 'Loans', width: 90, sortable: false, align: 'right', headerAlign: 'right' },
  moneyColumn<ClassRow>('principal', 'Principal outstanding'),
  { field: 'provisionBp', headerName: 'Provision rate', width: 120, sortable: false, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => percent(value) },
  moneyColumn<ClassRow>('provision', 'Provision required'),
];

export function Classification() {
  const { data, loading, error } = useQuery(LoanClassificationDocument, { fetchPolicy: 'cache-and-network' });
  const book = data?.loanClassification;
  return (
    <>
      <Toolbar
        downloads={
          <Stack spacing={1} useFlexGap>
            {[
              { report: 'loan-tape', caption: 'Loan tape', label: 'loan tape' },
              { report: 'aging', caption: 'Aging', label: 'aging by days past due' },
            ].map((entry) => (
              <Stack key={entry.report} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ minWidth: 72 }}>
                  {entry.caption}
                </Typography>
                <Downloads report={entry.report} label={entry.label} />
              </Stack>
            ))}
          </Stack>
        }
      >
        <Typography variant="body2" color="text.secondary">
          Running loans by days past due (after the grace days), as the Bank of Ghana classes them.
        </Typography>
      </Toolbar>
      {book ? (
        <Alert severity={book.withinLimit ? 'success' : 'warning'} sx={{ mb: 2 }} role="status">
          On {formatDate(book.on)}: NPL ratio {percent(book.nplRatioBp)} ({formatCedis(book.nonPerformingPrincipal)} of {formatCedis(book.principal)}),{' '}
          {book.withinLimit ? 'within' : 'above'} the limit of {percent(book.nplLimitBp)}. Provision required: {formatCedis(book.provision)} on {book.loans} loans.
        </Alert>
      ) : null}
      <ReportGrid<ClassRow> label="Loan classification" rows={book?.rows ?? []} columns={columns} loading={loading} error={error} getRowId={(row) => row.classification} />
    </>
  );
}
