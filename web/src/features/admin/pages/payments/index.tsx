// /admin/payments: every customer's payments with filters; manual payments, re-checks, reversals and credit balances
// for manageAllPayments.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import { PageContainer } from '../../../../components/PageContainer';
import { ListAdminPaymentsDocument, PaymentsLiveDocument, RecheckPaymentDocument, RecordManualPaymentDocument, ReversePaymentDocument, StaffLoansLiveDocument, type ListAdminPaymentsQuery, type PaymentMethod, type PaymentStatus } from '../../gql/graphql';
import { formatCedis, formatDateTime } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { describeServerError, FilterSelect, StaffList, optionsOf, ReasonDialog, useCursorPages, useFilter, useLiveRefetch, usePermissions, type StaffColumn } from '../../shared';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS, RECHECKABLE_STATUSES } from './labels';
import { ReconciliationRuns } from '../system/ReconciliationRuns';
import { CreditBalances } from './CreditBalances';
import { Disbursements } from './Disbursements';
import { LoansList } from './LoansList';
import { manualPaymentInput, manualPaymentRecordedMessage, RecordPaymentDialog, type ManualPayment } from './RecordPaymentDialog';

const PAGE_SIZE = 20;
/** Lists a payment can change: its own, the loans' balances and the credit balances. */
const PAYMENT_LISTS = ['ListAdminPayments', 'ListAdminLoans', 'ListCreditBalanceLoans'];
/** Lists a loan event (disbursement, credit, penalty run) can change. */
const LOAN_LISTS = ['ListAdminLoans', 'ListCreditBalanceLoans', 'ListLoansAwaitingDisbursement'];

type PaymentRow = ListAdminPaymentsQuery['payments']['nodes'][number];

export default function AdminPaymentsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const { can } = usePermissions();
  const canManage = can('manageAllPayments');
  const paging = useCursorPages();
  const [status, setStatus] = useFilter<PaymentStatus | ''>(paging, '');
  const [method, setMethod] = useFilter<PaymentMethod | ''>(paging, '');
  const [search, setSearch] = useFilter(paging, '');
  const [fromDay, setFromDay] = useFilter(paging, '');
  const [toDay, setToDay] = useFilter(paging, '');
  // A range that ends before it starts is not asked for; the field says why.
  const rangeBackwards = fromDay !== '' && toDay !== '' && fromDay > toDay;
  const filters = { status: status || null, method: method || null, search: search || null, from: rangeBackwards ? null : fromDay || null, to: rangeBackwards ? null : toDay || null };
  const { data, loading, error, refetch } = useQuery(ListAdminPaymentsDocument, {
    variables: { first: PAGE_SIZE, after: paging.after, ...filters },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.payments;
  useLiveRefetch(PaymentsLiveDocument, PAYMENT_LISTS);
  useLiveRefetch(StaffLoansLiveDocument, LOAN_LISTS);

  const [recordOpen, setRecordOpen] = useState(false);
  // The 10-minute reconciliation's runs (what it verified and settled), read only when asked for.
  const [showReconciliation, setShowReconciliation] = useState(false);
  const [recordError, setRecordError] = useState<{ message: string; field: string | null } | null>(null);
  const [recordPayment, recording] = useMutation(RecordManualPaymentDocument);
  const [reversing, setReversing] = useState<PaymentRow | null>(null);
  const [reverseError, setReverseError] = useState<string | null>(null);
  const [reversePayment, reverseState] = useMutation(ReversePaymentDocument);
  const [rechecking, setRechecking] = useState<string | null>(null);
  const [recheckPayment] = useMutation(RecheckPaymentDocument);

  const onRecord = async (payment: ManualPayment) => {
    setRecordError(null);
    try {
      const result = await recordPayment({
        variables: {
          input: manualPaymentInput(payment),
        },
        refetchQueries: PAYMENT_LISTS.slice(1),
      });
      enqueueSnackbar(manualPaymentRecordedMessage(result.data?.recordManualPayment, payment.amount, payment.loanLabel), toastOptions('success'));
      setRecordOpen(false);
      paging.reset();
      await refetch();
    } catch (caught) {
      const problem = describeServerError(caught);
      setRecordError({ message: problem.message, field: problem.field });
    }
  };

  const onRecheck = async (row: PaymentRow) => {
    setRechecking(row.id);
    try {
      const result = await recheckPayment({ variables: { id: row.id }, refetchQueries: PAYMENT_LISTS });
      const checked = result.data?.recheckPayment;
      const reference = row.providerReference ?? row.id;
      enqueueSnackbar(
        !checked
          ? `Payment ${reference} re-checked`
          : checked.receipt
            ? `Payment ${reference} is ${PAYMENT_STATUS_LABELS[checked.status].toLowerCase()}: receipt ${checked.receipt.number}, balance after ${formatCedis(checked.receipt.balanceAfter)}`
            : `Payment ${reference} is ${PAYMENT_STATUS_LABELS[checked.status].toLowerCase()}${checked.failureReason ? ` (${checked.failureReason})` : ''}`,
        toastOptions(checked?.status === 'successful' ? 'success' : 'info'),
      );
    } catch (caught) {
      enqueueSnackbar(describeServerError(caught).message, toastOptions('error'));
    } finally {
      setRechecking(null);
    }
  };

  const onReverse = async (reason: string) => {
    if (!reversing) return;
    setReverseError(null);
    try {
      const result = await reversePayment({ variables: { id: reversing.id, reason } });
      // Maker-checker: the reversal waits for a second person (Approvals) unless a threshold lets it through.
      const waiting = result.data?.reversePayment.pendingApprovals.some((request) => request.action === 'reversal');
      enqueueSnackbar(waiting ? `Reversal of ${formatCedis(reversing.amount)} sent for a second person’s approval` : `Payment of ${formatCedis(reversing.amount)} reversed`, toastOptions('success'));
      setReversing(null);
      await refetch();
    } catch (caught) {
      setReverseError(describeServerError(caught).message);
    }
  };

  // In the order read; `priority` says which step aside first when the screen is narrow (Method, then Note).
  const columns: StaffColumn<PaymentRow>[] = [
    { field: 'createdAt', headerName: 'Date', minWidth: 140, flex: 1, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
    {
      field: 'customer',
      headerName: 'Customer',
      minWidth: 180,
      flex: 1.4,
      sortable: false,
      valueGetter: (_value, row) => `${row.customer.firstName} ${row.customer.lastName}`,
    },
    {
      field: 'signedAmount',
      headerName: 'Amount',
      minWidth: 130,
      priority: 1,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatCedis(value),
    },
    {
      field: 'loanNumber',
      headerName: 'Loan',
      minWidth: 130,
      priority: 4,
      sortable: false,
      renderCell: ({ row }) =>
        row.loanId && row.loanNumber ? (
          <Link component={RouterLink} to={paths.adminLoan(row.loanId)}>
            {row.loanNumber}
          </Link>
        ) : row.inSuspense ? (
          // Money with no loan waits in the suspense queue, where it is allocated or refunded.
          <Link component={RouterLink} to={paths.adminPage('suspense')}>
            In suspense
          </Link>
        ) : (
          '—'
        ),
    },
    { field: 'method', headerName: 'Method', minWidth: 130, priority: 5, sortable: false, valueFormatter: (value: PaymentMethod) => PAYMENT_METHOD_LABELS[value] },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 120,
      priority: 2,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.kind === 'reversal' ? 'Reversal' : PAYMENT_STATUS_LABELS[row.status]}
          color={row.kind === 'reversal' ? 'default' : PAYMENT_STATUS_COLORS[row.status]}
        />
      ),
    },
    { field: 'providerReference', headerName: 'Reference', minWidth: 130, flex: 1, priority: 3, sortable: false },
    { field: 'note', headerName: 'Note', minWidth: 160, flex: 1, priority: 6, sortable: false },
  ];
  if (canManage) {
    columns.push({
      field: 'actions',
      headerName: 'Actions',
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => {
        const reference = row.providerReference ?? row.id;
        if (row.kind !== 'payment') return null;
        if (row.status === 'successful') {
          return (
            <Button
              size="small"
              color="error"
              onClick={() => {
                setReverseError(null);
                setReversing(row);
              }}
              aria-label={`Reverse payment ${reference}`}
            >
              Reverse
            </Button>
          );
        }
        if (RECHECKABLE_STATUSES.has(row.status)) {
          return (
            <Button size="small" disabled={rechecking !== null} onClick={() => void onRecheck(row)} aria-label={`Re-check payment ${reference} with the provider`}>
              {rechecking === row.id ? 'Checking…' : 'Re-check'}
            </Button>
          );
        }
        return null;
      },
    });
  }

  return (
    <PageContainer
      title="Payments"
      subtitle="Every customer’s payments and reversals, newest first."
      actions={
        canManage ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setRecordError(null);
              setRecordOpen(true);
            }}
          >
            Record payment
          </Button>
        ) : undefined
      }
    >
      <StaffList<PaymentRow>
        label="Payments"
        search={{ label: 'Find payments', helperText: 'Customer name, email, phone (any format) or reference', onSearch: setSearch }}
        exportHref={paths.listExport('payments', filters)}
        filters={
          <>
            <TextField
              size="small"
              type="date"
              label="From"
              value={fromDay}
              onChange={(event) => setFromDay(event.target.value)}
              error={rangeBackwards}
              helperText={rangeBackwards ? 'The first day must not be after the last day.' : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField size="small" type="date" label="To" value={toDay} onChange={(event) => setToDay(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <FilterSelect
              label="Status"
              value={status}
              allLabel="All statuses"
              options={optionsOf(PAYMENT_STATUS_LABELS)}
              onChange={setStatus}
            />
            <FilterSelect
              label="Method"
              value={method}
              allLabel="All methods"
              options={optionsOf(PAYMENT_METHOD_LABELS)}
              onChange={setMethod}
            />
          </>
        }
        connection={connection}
        paging={paging}
        loading={loading}
        error={error}
        columns={columns}
        noRowsText="No payments match these filters"
      />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Disbursements to landlords
      </Typography>
      <Disbursements canManage={canManage} />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Loans
      </Typography>
      <LoansList />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Credit balances
      </Typography>
      <CreditBalances canManage={canManage} />
      {can('viewAllPayments') && (
        <Box sx={{ mt: 4 }}>
          {showReconciliation ? (
            <ReconciliationRuns />
          ) : (
            <Button variant="outlined" onClick={() => setShowReconciliation(true)}>
              Show payment reconciliation runs
            </Button>
          )}
        </Box>
      )}
      {recordOpen && (
        <RecordPaymentDialog
          open
          busy={recording.loading}
          serverError={recordError}
          onSubmit={(payment) => void onRecord(payment)}
          onClose={() => setRecordOpen(false)}
        />
      )}
      <ReasonDialog
        open={reversing !== null}
        title="Reverse this payment?"
        message={
          reversing
            ? `${formatCedis(reversing.amount)} from ${reversing.customer.firstName} ${reversing.customer.lastName}${
                reversing.providerReference ? ` (reference ${reversing.providerReference})` : ''
              } will be given back. This cannot be undone.`
            : undefined
        }
        label="Reason"
        helperText="Shown to the customer"
        confirmLabel="Reverse payment"
        minLength={5}
        maxLength={500}
        destructive
        busy={reverseState.loading}
        error={reverseError}
        onSubmit={(reason) => void onReverse(reason)}
        onClose={() => setReversing(null)}
      />
    </PageContainer>
  );
}
