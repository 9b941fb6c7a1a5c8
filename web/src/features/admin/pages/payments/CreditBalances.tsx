// Loans holding a credit balance (money received beyond what was owed): finance refunds it or applies it to the loan.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ApplyLoanCreditDocument, ListCreditBalanceLoansDocument, RefundLoanCreditDocument, type ListCreditBalanceLoansQuery } from '../../gql/graphql';
import { formatCedis } from '../../../../lib/money';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { toastOptions } from '../../../../lib/toasts';
import { BALANCE_LABELS, ConfirmDialog, describeServerError, humanize } from '../../shared';
import { customerName } from './customer';
import { customerColumn, loanNumberColumn } from '../loans/loanColumns';
import { LOAN_STATUS_COLORS, RUNNING_LOAN_STATUSES } from './labels';
import { LOAN_SEARCH_DEBOUNCE_MS } from './LoanPicker';
import { RefundCreditDialog, type CreditRefund } from './RefundCreditDialog';

type CreditRow = ListCreditBalanceLoansQuery['loans']['nodes'][number];

/**
 * The server has no "has credit" filter yet, so the newest loans (or a search's matches) are read in one page of the
 * largest size it allows and narrowed here.
 */
export const CREDIT_SCAN_LIMIT = 100;

const REFETCH = ['ListCreditBalanceLoans', 'ListAdminLoans'];

function label(row: CreditRow): string {
  return `${row.number} · ${customerName(row.customer)}`;
}

export function CreditBalances({ canManage }: { canManage: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), LOAN_SEARCH_DEBOUNCE_MS);
  const { data, loading, error } = useQuery(ListCreditBalanceLoansDocument, {
    variables: { first: CREDIT_SCAN_LIMIT, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.loans.nodes ?? [];
  const more = data?.loans.pageInfo.hasNextPage ?? false;

  const [refunding, setRefunding] = useState<CreditRow | null>(null);
  const [refundError, setRefundError] = useState<string | null>(null);
  const [refund, refundState] = useMutation(RefundLoanCreditDocument, { refetchQueries: REFETCH });
  const [applying, setApplying] = useState<CreditRow | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [apply, applyState] = useMutation(ApplyLoanCreditDocument, { refetchQueries: REFETCH });

  const onRefund = async (input: CreditRefund) => {
    if (!refunding) return;
    setRefundError(null);
    try {
      const result = await refund({ variables: { loanId: refunding.id, input } });
      const left = result.data?.refundCredit.creditBalance;
      const waiting = result.data?.refundCredit.pendingApprovals.some((request) => request.action === 'refund');
      enqueueSnackbar(
        waiting
          ? `Refund of ${formatCedis(input.amount)} for ${refunding.number} sent for a second person’s approval`
          : `Refund of ${formatCedis(input.amount)} recorded for ${refunding.number}${left !== undefined ? `; ${formatCedis(left)} credit left` : ''}`,
        toastOptions('success'),
      );
      setRefunding(null);
    } catch (caught) {
      setRefundError(describeServerError(caught).message);
    }
  };

  const onApply = async () => {
    if (!applying) return;
    setApplyError(null);
    try {
      const result = await apply({ variables: { loanId: applying.id } });
      const loan = result.data?.applyCreditBalance;
      const waiting = loan?.pendingApprovals.some((request) => request.action === 'credit_applied');
      enqueueSnackbar(
        waiting
          ? `Applying the credit of ${applying.number} was sent for a second person’s approval`
          : loan
          ? `Applied ${formatCedis(applying.creditBalance - loan.creditBalance)} of credit to ${applying.number}; ${formatCedis(loan.outstandingBalance)} still owed, ${formatCedis(loan.creditBalance)} credit left`
          : `Credit applied to ${applying.number}`,
        toastOptions('success'),
      );
      setApplying(null);
    } catch (caught) {
      setApplyError(describeServerError(caught).message);
    }
  };

  const columns: GridColDef<CreditRow>[] = [
    loanNumberColumn<CreditRow>(),
    customerColumn<CreditRow>(),
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => <Chip size="small" label={humanize(row.status)} color={LOAN_STATUS_COLORS[row.status] ?? 'default'} />,
    },
    { field: 'outstandingBalance', headerName: BALANCE_LABELS.totalOwed, description: BALANCE_LABELS.totalOwedMeaning, minWidth: 130, sortable: false, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatCedis(value) },
    { field: 'creditBalance', headerName: 'Credit balance', minWidth: 140, sortable: false, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatCedis(value) },
  ];
  if (canManage) {
    columns.push({
      field: 'actions',
      headerName: 'Actions',
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => {
        const running = RUNNING_LOAN_STATUSES.has(row.status);
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              onClick={() => {
                setRefundError(null);
                setRefunding(row);
              }}
              aria-label={`Refund credit of ${row.number}`}
            >
              Refund
            </Button>
            <Button
              size="small"
              disabled={!running || row.outstandingBalance === 0}
              title={running ? undefined : 'Only a running loan can take its credit balance'}
              onClick={() => {
                setApplyError(null);
                setApplying(row);
              }}
              aria-label={`Apply to loan ${row.number}`}
            >
              Apply to loan
            </Button>
          </Stack>
        );
      },
    });
  }

  return (
    <Stack spacing={2}>
      <TextField
        size="small"
        label="Find a loan"
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText="Borrower name, email, phone or loan number"
        sx={{ maxWidth: { sm: 360 } }}
      />
      <Typography variant="body2" color="text.secondary">
        Loans holding credit{search ? ' that match the search' : ''}, newest first.
        {more ? ` Only the first ${CREDIT_SCAN_LIMIT} are shown: search for the borrower or loan number to find others.` : ''}
      </Typography>
      {error ? <Alert severity="error">{describeServerError(error).message}</Alert> : null}
      <Box sx={{ width: '100%', minWidth: 0, height: rows.length > 0 ? undefined : 180 }}>
        <DataGrid
          aria-label="Credit balances"
          rows={rows}
          columns={columns}
          loading={loading && !data}
          hideFooter
          disableRowSelectionOnClick
          disableColumnMenu
          disableVirtualization
          autoHeight={rows.length > 0}
          density="compact"
          localeText={{ noRowsLabel: 'No loan holds a credit balance' }}
        />
      </Box>
      {refunding ? (
        <RefundCreditDialog
          open
          loanLabel={label(refunding)}
          creditBalance={refunding.creditBalance}
          busy={refundState.loading}
          serverError={refundError}
          onSubmit={(input) => void onRefund(input)}
          onClose={() => setRefunding(null)}
        />
      ) : null}
      <ConfirmDialog
        open={applying !== null}
        title="Apply the credit balance?"
        message={
          applying ? (
            <>
              Up to <strong>{formatCedis(applying.creditBalance)}</strong> of credit pays what loan <strong>{label(applying)}</strong> owes today (at most today’s
              settlement amount). Anything left stays as credit.
            </>
          ) : null
        }
        confirmLabel="Apply to loan"
        busy={applyState.loading}
        error={applyError}
        onConfirm={() => void onApply()}
        onClose={() => setApplying(null)}
      />
    </Stack>
  );
}
