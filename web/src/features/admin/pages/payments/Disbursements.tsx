// Approved loans waiting for the landlord to be paid: record the transfer (confirmed) and the schedule starts.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GetDisbursementApplicationDocument, ListLoansAwaitingDisbursementDocument, RecordLandlordDisbursementDocument, type ListLoansAwaitingDisbursementQuery } from '../../gql/graphql';
import { formatCedis, formatDate, formatDateTime } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { ConfirmDialog, describeServerError, StaffList, useCursorPages, type StaffColumn } from '../../shared';
import { CustomerCell, customerName } from './customer';
import { DISBURSEMENT_METHOD_LABELS } from './labels';
import { formatGhanaPhone } from '../../../../lib/phone-format';

type LoanRow = ListLoansAwaitingDisbursementQuery['loans']['nodes'][number];

function DisbursementDialog({ loan, onDone, onClose }: { loan: LoanRow; onDone(): void; onClose(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const application = useQuery(GetDisbursementApplicationDocument, { variables: { id: loan.applicationId ?? '' }, skip: !loan.applicationId });
  const landlord = application.data?.application;
  const [paidTo, setPaidTo] = useState<string | null>(null);
  const [method, setMethod] = useState('bank_transfer');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [record, recording] = useMutation(RecordLandlordDisbursementDocument);
  // Rent pays the landlord; another product pays its payee (the school, …), named on the application.
  const payeeName = landlord?.landlordName ?? landlord?.payeeName ?? null;
  const payeePhone = landlord?.landlordPhone ?? landlord?.payeePhone ?? null;
  const payeeNoun = landlord?.creditProduct && landlord.creditProduct.payeeKind !== 'landlord' ? (landlord.creditProduct.payeeKind === 'school' ? 'school' : 'payee') : 'landlord';
  const payee = paidTo ?? (payeeName ? `${payeeName}${payeePhone ? ` (${formatGhanaPhone(payeePhone)})` : ''}` : '');
  const problems = { paidTo: payee.trim().length < 3 ? `Name the ${payeeNoun} who received the money` : null, reference: reference.trim().length < 3 ? 'Enter the transfer reference' : null };
  const valid = !problems.paidTo && !problems.reference;

  const submit = async () => {
    setServerError(null);
    try {
      const result = await record({ variables: { loanId: loan.id, input: { method, paidTo: payee.trim(), reference: reference.trim(), note: note.trim() || null } } });
      const waiting = result.data?.recordDisbursement.pendingApprovals.some((request) => request.action === 'disbursement');
      enqueueSnackbar(
        waiting
          ? `Disbursement of ${formatCedis(loan.principal)} sent for a second person’s approval`
          : `Disbursement of ${formatCedis(loan.principal)} recorded; the repayment schedule has started`,
        toastOptions('success'),
      );
      onDone();
    } catch (caught) {
      setServerError(describeServerError(caught).message);
    }
  };

  if (confirming) {
    return (
      <ConfirmDialog
        open
        title="Confirm disbursement"
        message={
          <>
            Record that <strong>{formatCedis(loan.principal)}</strong> was paid to <strong>{payee}</strong> by {DISBURSEMENT_METHOD_LABELS[method]} (reference{' '}
            {reference.trim()})? A second person approves it; the customer’s repayment schedule then starts a month later. This cannot be undone once approved.
          </>
        }
        confirmLabel="Record disbursement"
        cancelLabel="Back"
        busy={recording.loading}
        error={serverError}
        onConfirm={() => void submit()}
        onClose={() => setConfirming(false)}
      />
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="disbursement-title" fullWidth maxWidth="sm">
      <DialogTitle id="disbursement-title">Record disbursement</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {landlord && (
            <Typography variant="body2" color="text.secondary">
              {landlord.applicant.firstName} {landlord.applicant.lastName} · {landlord.propertyAddress ?? [landlord.creditProduct?.name, landlord.payeeReference].filter(Boolean).join(' · ')}
            </Typography>
          )}
          <TextField label="Paid to" required value={payee} onChange={(event) => setPaidTo(event.target.value)} error={touched && Boolean(problems.paidTo)} helperText={(touched && problems.paidTo) || `The ${payeeNoun} who received the money`} />
          <TextField select label="Method" required value={method} onChange={(event) => setMethod(event.target.value)}>
            {Object.entries(DISBURSEMENT_METHOD_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Transfer reference" required value={reference} onChange={(event) => setReference(event.target.value)} error={touched && Boolean(problems.reference)} helperText={(touched && problems.reference) || 'Bank or mobile-money transfer reference'} />
          <TextField label="Note" multiline minRows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        </Stack>
        {serverError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            setTouched(true);
            if (valid) setConfirming(true);
          }}
        >
          Review
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function Disbursements({ canManage }: { canManage: boolean }) {
  const paging = useCursorPages();
  const { data, loading, error, refetch } = useQuery(ListLoansAwaitingDisbursementDocument, { variables: { first: 20, after: paging.after }, fetchPolicy: 'cache-and-network' });
  const [selected, setSelected] = useState<LoanRow | null>(null);
  // In the order read; `priority` says which step aside first on a narrow screen (months, then the product).
  const columns: StaffColumn<LoanRow>[] = [
    { field: 'createdAt', headerName: 'Approved', minWidth: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
    {
      field: 'number',
      headerName: 'Loan',
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={paths.adminLoan(row.id)}>
          {row.number}
        </Link>
      ),
    },
    {
      field: 'customer',
      headerName: 'Customer',
      minWidth: 180,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => customerName(row.customer),
      renderCell: ({ row }) => <CustomerCell customer={row.customer} />,
    },
    { field: 'source', headerName: 'Product', minWidth: 130, priority: 6, sortable: false, valueFormatter: (value: string) => (value === 'rent' ? 'Rent assistance' : 'BNPL') },
    { field: 'principal', headerName: 'Amount', minWidth: 130, sortable: false, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatCedis(value) },
    { field: 'months', headerName: 'Months', minWidth: 90, priority: 7, sortable: false },
    {
      field: 'agreementSignedAt',
      headerName: 'Agreement',
      minWidth: 150,
      priority: 5,
      sortable: false,
      valueFormatter: (value: string | null) => (value ? `Signed ${formatDate(value)}` : 'Not signed yet'),
    },
  ];
  if (canManage) {
    columns.push({
      field: 'actions',
      headerName: 'Actions',
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => {
        const waiting = row.pendingApprovals.find((request) => request.action === 'disbursement');
        // Asked already: it waits in the approvals inbox for a second person.
        if (waiting) {
          return (
            <Link component={RouterLink} to={paths.adminApproval(waiting.id)} variant="body2">
              Waiting for approval
            </Link>
          );
        }
        // The server refuses a payout before the borrower signs; the button says so instead of offering it.
        return (
          <Button size="small" onClick={() => setSelected(row)} disabled={!row.agreementSignedAt} aria-label={row.agreementSignedAt ? `Record disbursement of ${formatCedis(row.principal)}` : `Waiting for signature: ${formatCedis(row.principal)}`}>
            {row.agreementSignedAt ? 'Record disbursement' : 'Waiting for signature'}
          </Button>
        );
      },
    });
  }
  return (
    <>
      <StaffList<LoanRow>
        label="Loans awaiting disbursement"
        connection={data?.loans}
        paging={paging}
        loading={loading}
        error={error}
        columns={columns}
        noRowsText="No loans are waiting for disbursement"
      />
      {selected && (
        <DisbursementDialog
          loan={selected}
          onClose={() => setSelected(null)}
          onDone={() => {
            setSelected(null);
            paging.reset();
            void refetch();
          }}
        />
      )}
    </>
  );
}
