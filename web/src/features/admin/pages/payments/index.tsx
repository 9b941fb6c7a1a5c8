// /admin/payments: every customer's payments with filters; manual payments and reversals for manageAllPayments.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { PageContainer } from '../../../../components/PageContainer';
import { ListAdminPaymentsDocument, PaymentsLiveDocument, RecordManualPaymentDocument, ReversePaymentDocument, type ListAdminPaymentsQuery, type PaymentMethod, type PaymentStatus } from '../../gql/graphql';
import { formatCedis, formatDateTime } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { CursorDataGrid, describeServerError, FilterSelect, optionsOf, ReasonDialog, useCursorPages, useLiveRefetch, usePermissions } from '../../shared';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS } from './labels';
import { Disbursements } from './Disbursements';
import { LoansList } from './LoansList';
import { RecordPaymentDialog, type ManualPayment } from './RecordPaymentDialog';

const PAGE_SIZE = 20;

type PaymentRow = ListAdminPaymentsQuery['payments']['nodes'][number];

export default function AdminPaymentsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const { can } = usePermissions();
  const canManage = can('manageAllPayments');
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const paging = useCursorPages();
  const { data, loading, error, refetch } = useQuery(ListAdminPaymentsDocument, {
    variables: { first: PAGE_SIZE, after: paging.after, status: status || null, method: method || null },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.payments;
  useLiveRefetch(PaymentsLiveDocument, ['ListAdminPayments']);

  const [recordOpen, setRecordOpen] = useState(false);
  const [recordError, setRecordError] = useState<{ message: string; field: string | null } | null>(null);
  const [recordPayment, recording] = useMutation(RecordManualPaymentDocument);
  const [reversing, setReversing] = useState<PaymentRow | null>(null);
  const [reverseError, setReverseError] = useState<string | null>(null);
  const [reversePayment, reverseState] = useMutation(ReversePaymentDocument);

  const onRecord = async (payment: ManualPayment) => {
    setRecordError(null);
    try {
      await recordPayment({
        variables: {
          input: { userId: payment.userId, amount: payment.amount, method: payment.method, reference: payment.reference, note: payment.note },
        },
      });
      enqueueSnackbar(`Payment of ${formatCedis(payment.amount)} recorded for ${payment.customerLabel}`, toastOptions('success'));
      setRecordOpen(false);
      paging.reset();
      await refetch();
    } catch (caught) {
      const problem = describeServerError(caught);
      setRecordError({ message: problem.message, field: problem.field });
    }
  };

  const onReverse = async (reason: string) => {
    if (!reversing) return;
    setReverseError(null);
    try {
      await reversePayment({ variables: { id: reversing.id, reason } });
      enqueueSnackbar(`Payment of ${formatCedis(reversing.amount)} reversed`, toastOptions('success'));
      setReversing(null);
      await refetch();
    } catch (caught) {
      setReverseError(describeServerError(caught).message);
    }
  };

  const columns: GridColDef<PaymentRow>[] = [
    { field: 'createdAt', headerName: 'Date', minWidth: 170, flex: 1, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
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
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatCedis(value),
    },
    { field: 'method', headerName: 'Method', minWidth: 130, sortable: false, valueFormatter: (value: PaymentMethod) => PAYMENT_METHOD_LABELS[value] },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.kind === 'reversal' ? 'Reversal' : PAYMENT_STATUS_LABELS[row.status]}
          color={row.kind === 'reversal' ? 'default' : PAYMENT_STATUS_COLORS[row.status]}
        />
      ),
    },
    { field: 'providerReference', headerName: 'Reference', minWidth: 150, flex: 1, sortable: false },
    { field: 'note', headerName: 'Note', minWidth: 160, flex: 1, sortable: false },
  ];
  if (canManage) {
    columns.push({
      field: 'actions',
      headerName: 'Actions',
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) =>
        row.kind === 'payment' && row.status === 'successful' ? (
          <Button
            size="small"
            color="error"
            onClick={() => {
              setReverseError(null);
              setReversing(row);
            }}
            aria-label={`Reverse payment ${row.providerReference ?? row.id}`}
          >
            Reverse
          </Button>
        ) : null,
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <FilterSelect
          label="Status"
          value={status}
          allLabel="All statuses"
          options={optionsOf(PAYMENT_STATUS_LABELS)}
          onChange={(value) => {
            setStatus(value);
            paging.reset();
          }}
        />
        <FilterSelect
          label="Method"
          value={method}
          allLabel="All methods"
          options={optionsOf(PAYMENT_METHOD_LABELS)}
          onChange={(value) => {
            setMethod(value);
            paging.reset();
          }}
        />
      </Stack>
      <CursorDataGrid
        label="Payments"
        error={error ? describeServerError(error).message : null}
        rows={connection?.nodes ?? []}
        columns={columns}
        loading={loading}
        page={paging.page}
        hasNextPage={connection?.pageInfo.hasNextPage ?? false}
        onNext={() => paging.next(connection?.pageInfo.endCursor)}
        onPrevious={paging.previous}
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
      {recordOpen && (
        <RecordPaymentDialog
          open
          canSearchCustomers={can('viewAllUsers')}
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
