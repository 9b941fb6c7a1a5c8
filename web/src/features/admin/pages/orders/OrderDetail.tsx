import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Link, Stack, TextField, Typography,
} from '@mui/material';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import { formatGhanaPhone, phoneHref } from '../../../../lib/phone-format';
import { GHANA_REGION_LABELS } from '../../../../lib/ghana-regions';
import { CreditDisclosure } from '../../../../components/CreditDisclosure';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { OrderStatusChip, OrderTimeline } from '../../../../components/OrderTimeline';
import { PageContainer } from '../../../../components/PageContainer';
import { formatCedis, formatDateTime } from '../../../../lib/money';
import {
  StaffApproveOrderDocument, StaffCancelOrderDocument, StaffDispatchOrderDocument, StaffMarkOrderDeliveredDocument, StaffOrderDetailDocument, StaffRejectOrderDocument,
  type StaffOrderDetailQuery,
} from '../../gql/graphql';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { describeServerError } from '../../shared/errors';
import { usePermissions } from '../../shared/usePermissions';
import { ApprovalChecklist, approvalBlocker, DecisionSteps } from '../../shared/ApprovalChecklist';

export type StaffOrder = StaffOrderDetailQuery['order'];
type Action = 'approve' | 'reject' | 'dispatch' | 'deliver' | 'cancel';

export interface OrderDetailProps {
  order: StaffOrder;
  /** Credit decisions (manageAllApplications). */
  canDecide: boolean;
  /** Dispatch, delivery and cancellation (fulfilOrders). */
  canFulfil: boolean;
  busy: boolean;
  error: string | null;
  /** Today (YYYY-MM-DD), the default delivery date. */
  today: string;
  onAction(action: Action, value?: string): Promise<boolean>;
  onClearError(): void;
  /** The signed-in staff member: a first approver cannot give the second approval. */
  viewerId?: string | null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function OrderDetail({ order, canDecide, canFulfil, busy, error, today, onAction, onClearError, viewerId }: OrderDetailProps) {
  const [open, setOpen] = useState<Action | null>(null);
  const [deliveredOn, setDeliveredOn] = useState(today);
  const close = () => {
    setOpen(null);
    onClearError();
  };
  const run = async (action: Action, value?: string) => {
    if (await onAction(action, value)) setOpen(null);
  };
  const pending = order.status === 'pending_approval';
  // Who decided, step by step, as the server recorded each step (approvals, rejection, cancellation).
  const decision = order.decisionSteps ?? [];
  // The server refuses dispatch until the customer signs the credit agreement (their plan starts then).
  const unsigned = order.status === 'approved' && !order.agreementSignedAt;
  // The server refuses the same cases; the reason is shown beside the disabled button.
  const blocker = canDecide && pending ? approvalBlocker(order.approvalChecks, order.approvalProgress, viewerId) : null;
  const buttons = [
    canDecide && pending ? (
      <Button key="approve" variant="contained" onClick={() => setOpen('approve')} disabled={blocker !== null} aria-describedby={blocker ? 'approve-blocked-reason' : undefined}>
        Approve
      </Button>
    ) : null,
    canDecide && pending ? <Button key="reject" color="error" variant="outlined" onClick={() => setOpen('reject')}>Reject</Button> : null,
    canFulfil && order.status === 'approved' ? (
      <Button key="dispatch" variant="contained" onClick={() => setOpen('dispatch')} disabled={unsigned} aria-describedby={unsigned ? 'dispatch-blocked-reason' : undefined}>
        Mark dispatched
      </Button>
    ) : null,
    canFulfil && order.status === 'dispatched' ? <Button key="deliver" variant="contained" onClick={() => setOpen('deliver')}>Mark delivered</Button> : null,
    canFulfil && (pending || order.status === 'approved') ? <Button key="cancel" color="error" onClick={() => setOpen('cancel')}>Cancel order</Button> : null,
  ].filter(Boolean);
  return (
    <PageContainer
      title={`Order of ${order.customer.firstName} ${order.customer.lastName}`}
      subtitle={`Placed ${formatDateTime(order.createdAt)}`}
      actions={<Button component={RouterLink} to={paths.adminPage('orders')}>Back to orders</Button>}
    >
      <Stack spacing={3}>
        {buttons.length > 0 ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Actions">
            {buttons}
          </Stack>
        ) : null}
        {blocker ? (
          <Typography id="approve-blocked-reason" variant="caption" color="text.secondary" sx={{ mt: -2 }}>
            Approve is unavailable: {blocker}
          </Typography>
        ) : null}
        {unsigned ? (
          <Alert severity="warning" id="dispatch-blocked-reason">
            Waiting for the customer to sign the credit agreement: the order can be dispatched once they have.
          </Alert>
        ) : null}
        {pending ? <ApprovalChecklist checks={order.approvalChecks} progress={order.approvalProgress} open={pending} /> : null}
        {!pending && decision.length > 0 ? (
          <Alert severity={order.status === 'rejected' ? 'error' : 'info'}>
            <strong>Decision</strong>
            <DecisionSteps steps={decision} />
          </Alert>
        ) : order.cancelReason ? (
          <Alert severity="info">Cancelled: {order.cancelReason}</Alert>
        ) : null}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={3}>
              <Card variant="outlined">
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h2">Items</Typography>
                    <OrderStatusChip status={order.status} />
                  </Stack>
                  <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { py: 0.75, textAlign: 'left', verticalAlign: 'top' }, '& .num': { textAlign: 'right', whiteSpace: 'nowrap', pl: 1 } }}>
                    <thead>
                      <tr>
                        <th>Item</th>
                        <th className="num">Unit price</th>
                        <th className="num">Qty</th>
                        <th className="num">Total</th>
                      </tr>
                    </thead>
                    <tbody>
                      {order.items.map((item) => (
                        <tr key={item.productId}>
                          <td>{item.name}</td>
                          <td className="num">{formatCedis(item.unitPrice)}</td>
                          <td className="num">{item.quantity}</td>
                          <td className="num">{formatCedis(item.lineTotal)}</td>
                        </tr>
                      ))}
                      {order.deliveryRegion ? (
                        <tr>
                          <td colSpan={3}>Delivery to {GHANA_REGION_LABELS[order.deliveryRegion]}</td>
                          <td className="num">{order.deliveryFee ? formatCedis(order.deliveryFee) : 'Free'}</td>
                        </tr>
                      ) : null}
                      <tr>
                        <th colSpan={3}>Financed</th>
                        <th className="num">{formatCedis(order.total)}</th>
                      </tr>
                    </tbody>
                  </Box>
                </CardContent>
              </Card>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>Plan</Typography>
                  <Stack spacing={1.5}>
                    <Field label="Terms">
                      {order.months} months, {formatCedis(order.disclosure.instalmentAmount)} a month, {formatCedis(order.disclosure.totalRepayable)} in total (APR{' '}
                      {(order.disclosure.aprBp / 100).toFixed(2)}%)
                    </Field>
                    <Field label="Disclosure accepted">
                      {formatDateTime(order.disclosureAcceptedAt)}
                      {order.disclosureIp ? ` from ${order.disclosureIp}` : ''}
                    </Field>
                    {order.loanId ? (
                      <Field label="Loan">
                        <Link component={RouterLink} to={paths.adminLoan(order.loanId)}>Open the loan</Link>
                      </Field>
                    ) : null}
                  </Stack>
                </CardContent>
              </Card>
              <Accordion variant="outlined" disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
                  <Typography>Disclosure the customer accepted</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <CreditDisclosure quote={order.disclosure} title="Cost of credit disclosure" product="bnpl" />
                </AccordionDetails>
              </Accordion>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>Customer and delivery</Typography>
                  <Stack spacing={1.5}>
                    <Field label="Customer">
                      {order.customer.firstName} {order.customer.lastName}
                      <br />
                      <Link href={`mailto:${order.customer.email}`}>{order.customer.email}</Link>
                    </Field>
                    <Field label="Delivery address">{order.deliveryAddress ?? 'Not given'}</Field>
                    <Field label="GhanaPost GPS">{order.deliveryGpsCode ?? '—'}</Field>
                    <Field label="Phone">{order.deliveryPhone ? <Link href={phoneHref(order.deliveryPhone)}>{formatGhanaPhone(order.deliveryPhone)}</Link> : '—'}</Field>
                    {order.deliveredOn ? <Field label="Delivered on (merchant paid on this date)">{order.deliveredOn}</Field> : null}
                  </Stack>
                </CardContent>
              </Card>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>Progress</Typography>
                  <OrderTimeline order={order} />
                </CardContent>
              </Card>
            </Stack>
          </Grid>
        </Grid>
      </Stack>
      <ConfirmDialog
        open={open === 'approve'}
        title="Approve this order?"
        message={`The stock is reserved and a loan of ${formatCedis(order.total)} over ${order.months} months waits for the customer to sign its credit agreement; the plan starts when they sign.`}
        confirmLabel="Approve"
        busy={busy}
        error={error}
        onConfirm={() => void run('approve')}
        onClose={close}
      />
      <ReasonDialog
        open={open === 'reject'}
        title="Reject this order?"
        message="The customer is notified and reads the reason."
        label="Reason"
        confirmLabel="Reject"
        minLength={5}
        destructive
        busy={busy}
        error={error}
        onSubmit={(reason) => void run('reject', reason)}
        onClose={close}
      />
      <ConfirmDialog
        open={open === 'dispatch'}
        title="Mark as dispatched?"
        message={`The goods leave for ${order.deliveryAddress ?? 'the customer'}. The customer is notified.`}
        confirmLabel="Mark dispatched"
        busy={busy}
        error={error}
        onConfirm={() => void run('dispatch')}
        onClose={close}
      />
      <Dialog open={open === 'deliver'} onClose={busy ? undefined : close} aria-labelledby="deliver-title" fullWidth maxWidth="xs">
        <DialogTitle id="deliver-title">Mark as delivered</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>The merchant is paid on the delivery date.</Typography>
          <TextField
            label="Delivered on"
            type="date"
            value={deliveredOn}
            onChange={(event) => setDeliveredOn(event.target.value)}
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>Cancel</Button>
          <Button variant="contained" disabled={busy || !deliveredOn} onClick={() => void run('deliver', deliveredOn)}>
            {busy ? 'Working…' : 'Mark delivered'}
          </Button>
        </DialogActions>
      </Dialog>
      <ReasonDialog
        open={open === 'cancel'}
        title="Cancel this order?"
        message={order.status === 'approved' ? 'The stock goes back on the shelf and the loan is cancelled: the customer owes nothing. The customer reads the reason.' : 'The customer reads the reason.'}
        label="Reason"
        confirmLabel="Cancel order"
        minLength={5}
        destructive
        busy={busy}
        error={error}
        onSubmit={(reason) => void run('cancel', reason)}
        onClose={close}
      />
    </PageContainer>
  );
}

export function OrderDetailRoute() {
  const { id = '' } = useParams();
  const { can, me } = usePermissions();
  const { data, loading, error } = useQuery(StaffOrderDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = ['ListStaffOrders'];
  const [approve, approving] = useMutation(StaffApproveOrderDocument, { refetchQueries });
  const [reject, rejecting] = useMutation(StaffRejectOrderDocument, { refetchQueries });
  const [dispatch, dispatching] = useMutation(StaffDispatchOrderDocument, { refetchQueries });
  const [deliver, delivering] = useMutation(StaffMarkOrderDeliveredDocument, { refetchQueries });
  const [cancel, cancelling] = useMutation(StaffCancelOrderDocument, { refetchQueries });
  const [actionError, setActionError] = useState<string | null>(null);
  const order = data?.order;
  if (!order) {
    if (loading) return <LoadingSpinner message="Loading..." />;
    if (!error || describeServerError(error).code === 'NOT_FOUND') return <NotFoundPage home={paths.admin} />;
    return <Alert severity="error" sx={{ m: 3 }}>{describeServerError(error).message}</Alert>;
  }
  const onAction = async (action: Action, value?: string): Promise<boolean> => {
    setActionError(null);
    try {
      if (action === 'approve') await approve({ variables: { id } });
      if (action === 'reject') await reject({ variables: { id, reason: value ?? '' } });
      if (action === 'dispatch') await dispatch({ variables: { id } });
      if (action === 'deliver') await deliver({ variables: { id, deliveredOn: value ?? null } });
      if (action === 'cancel') await cancel({ variables: { id, reason: value ?? '' } });
      return true;
    } catch (caught) {
      setActionError(describeServerError(caught).message);
      return false;
    }
  };
  return (
    <OrderDetail
      order={order}
      canDecide={can('manageAllApplications')}
      canFulfil={can('fulfilOrders')}
      busy={approving.loading || rejecting.loading || dispatching.loading || delivering.loading || cancelling.loading}
      error={actionError}
      today={new Date().toISOString().slice(0, 10)}
      onAction={onAction}
      onClearError={() => setActionError(null)}
      viewerId={me?.id ?? null}
    />
  );
}
