import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { paths } from '../../lib/paths';
import { CreditDisclosure, type CreditDisclosureQuote } from '../../components/CreditDisclosure';
import { OrderStatusChip, OrderTimeline, type OrderStatusValue } from '../../components/OrderTimeline';
import { PageContainer } from '../../components/PageContainer';
import { formatCedis, formatDate, formatDateTime } from '../../lib/money';
import { formatGhanaPhone } from '../../lib/phone-format';
import { GHANA_REGION_LABELS, type GhanaRegion } from '../../lib/ghana-regions';

export interface OrderDetail {
  id: string;
  status: OrderStatusValue;
  months: number;
  subtotal: number;
  /** The region the goods go to and its delivery fee; orders placed before checkout asked for it have neither. */
  deliveryRegion?: GhanaRegion | null;
  deliveryFee?: number;
  /** subtotal + deliveryFee: the amount financed. */
  total?: number;
  createdAt: string;
  decidedAt?: string | null;
  decisionReason?: string | null;
  dispatchedAt?: string | null;
  deliveredOn?: string | null;
  cancelledAt?: string | null;
  cancelReason?: string | null;
  disclosureAcceptedAt: string;
  deliveryAddress?: string | null;
  deliveryGpsCode?: string | null;
  deliveryPhone?: string | null;
  loanId?: string | null;
  items: ReadonlyArray<{ productId: string; name: string; unitPrice: number; quantity: number; lineTotal: number }>;
  disclosure: CreditDisclosureQuote;
}

export interface OrderLoanSummary {
  id: string;
  status: string;
  outstandingBalance: number;
  paidInstalments: number;
  months: number;
  nextInstalment?: { number: number; dueDate: string; amountDue: number } | null;
}

export interface OrderDetailPageProps {
  order: OrderDetail;
  loan?: OrderLoanSummary | null;
  onCancel: () => void;
  cancelling?: boolean;
  error?: string | null;
}

const LOAN_STATUS: Record<string, string> = {
  active: 'Active',
  in_arrears: 'In arrears',
  paid_off: 'Paid off',
  cancelled: 'Cancelled: nothing owed',
  written_off: 'Written off',
  awaiting_disbursement: 'Waiting for your signature',
};

export function OrderDetailPage({ order, loan, onCancel, cancelling = false, error }: OrderDetailPageProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <PageContainer
      title="Order"
      subtitle={`Placed ${formatDateTime(order.createdAt)}`}
      maxWidth="lg"
      actions={
        <Button component={RouterLink} to={paths.orders} variant="outlined">
          All my orders
        </Button>
      }
    >
      <Stack spacing={3}>
        {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
        {order.status === 'rejected' && order.decisionReason ? <Alert severity="error">Not approved: {order.decisionReason}</Alert> : null}
        {order.status === 'cancelled' && order.cancelReason ? <Alert severity="info">Cancelled by us: {order.cancelReason}</Alert> : null}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={3}>
              <Card variant="outlined" component="section" aria-labelledby="order-items">
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
                    <Typography id="order-items" variant="h6" component="h2">
                      Items
                    </Typography>
                    <OrderStatusChip status={order.status} />
                  </Stack>
                  <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {order.items.map((item) => (
                      <Stack component="li" key={item.productId} direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                        <Box sx={{ minWidth: 0 }}>
                          <Typography sx={{ overflowWrap: 'anywhere' }}>{item.name}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {item.quantity} × {formatCedis(item.unitPrice)}
                          </Typography>
                        </Box>
                        <Typography sx={{ whiteSpace: 'nowrap' }}>{formatCedis(item.lineTotal)}</Typography>
                      </Stack>
                    ))}
                  </Stack>
                  {order.deliveryRegion ? (
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 1 }} data-testid="order-delivery-fee">
                      <Typography>Delivery to {GHANA_REGION_LABELS[order.deliveryRegion]}</Typography>
                      <Typography sx={{ whiteSpace: 'nowrap' }}>{order.deliveryFee ? formatCedis(order.deliveryFee) : 'Free'}</Typography>
                    </Stack>
                  ) : null}
                  <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
                    <Typography sx={{ fontWeight: 600 }}>Financed</Typography>
                    <Typography sx={{ fontWeight: 600 }}>{formatCedis(order.total ?? order.subtotal)}</Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {order.months} months at {formatCedis(order.disclosure.instalmentAmount)} a month, {formatCedis(order.disclosure.totalRepayable)} in total.
                    You accepted these terms on {formatDateTime(order.disclosureAcceptedAt)}.
                  </Typography>
                </CardContent>
              </Card>
              {loan ? (
                <Card variant="outlined" component="section" aria-labelledby="order-loan">
                  <CardContent>
                    <Typography id="order-loan" variant="h6" component="h2" gutterBottom>
                      Your loan for this order
                    </Typography>
                    <Typography>Status: {LOAN_STATUS[loan.status] ?? loan.status}</Typography>
                    <Typography>Still to pay: {formatCedis(loan.outstandingBalance)}</Typography>
                    <Typography>
                      Instalments paid: {loan.paidInstalments} of {loan.months}
                    </Typography>
                    {loan.nextInstalment ? (
                      <Typography>
                        Next instalment: {formatCedis(loan.nextInstalment.amountDue)} due {formatDate(loan.nextInstalment.dueDate)}
                      </Typography>
                    ) : null}
                    {loan.status === 'awaiting_disbursement' ? (
                      <>
                        <Alert severity="warning" sx={{ mt: 2 }}>
                          Approved: read and sign your credit agreement. Your plan starts when you sign, and we then prepare your order for delivery.
                        </Alert>
                        <Button component={RouterLink} to={paths.loanAgreement(loan.id)} variant="contained" sx={{ mt: 2 }}>
                          Read and sign
                        </Button>
                      </>
                    ) : loan.status !== 'cancelled' ? (
                      <Button component={RouterLink} to={paths.payments} variant="contained" sx={{ mt: 2 }}>
                        Pay or view the schedule
                      </Button>
                    ) : null}
                  </CardContent>
                </Card>
              ) : null}
              <Accordion variant="outlined" disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
                  <Typography>Cost of credit you accepted</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <CreditDisclosure quote={order.disclosure} title="Cost of credit disclosure" product="bnpl" />
                </AccordionDetails>
              </Accordion>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3}>
              <Card variant="outlined" component="section" aria-labelledby="order-progress">
                <CardContent>
                  <Typography id="order-progress" variant="h6" component="h2" gutterBottom>
                    Progress
                  </Typography>
                  <OrderTimeline order={order} />
                </CardContent>
              </Card>
              <Card variant="outlined" component="section" aria-labelledby="order-delivery">
                <CardContent>
                  <Typography id="order-delivery" variant="h6" component="h2" gutterBottom>
                    Delivery
                  </Typography>
                  {order.deliveryAddress ? (
                    <>
                      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{order.deliveryAddress}</Typography>
                      {order.deliveryGpsCode ? <Typography color="text.secondary">GPS: {order.deliveryGpsCode}</Typography> : null}
                      {order.deliveryPhone ? <Typography color="text.secondary">Phone: {formatGhanaPhone(order.deliveryPhone)}</Typography> : null}
                    </>
                  ) : (
                    <Typography color="text.secondary">No delivery details were given with this order.</Typography>
                  )}
                </CardContent>
              </Card>
              {order.status === 'pending_approval' ? (
                <Box>
                  <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={cancelling}>
                    Cancel this order
                  </Button>
                </Box>
              ) : null}
            </Stack>
          </Grid>
        </Grid>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-order-title">
        <DialogTitle id="cancel-order-title">Cancel this order?</DialogTitle>
        <DialogContent>
          <Typography>The order is withdrawn before our credit team decides on it. You can place a new order any time.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep the order</Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancelling}
            onClick={() => {
              setConfirming(false);
              onCancel();
            }}
          >
            Cancel order
          </Button>
        </DialogActions>
      </Dialog>
    </PageContainer>
  );
}
