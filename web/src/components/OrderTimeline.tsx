// A BNPL order's status as words and colours, and its steps as a timeline (customer and staff screens).
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../lib/money';

export type OrderStatusValue = 'pending_approval' | 'approved' | 'rejected' | 'cancelled' | 'dispatched' | 'delivered';

export const ORDER_STATUS_LABELS: Record<OrderStatusValue, string> = {
  pending_approval: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Not approved',
  cancelled: 'Cancelled',
  dispatched: 'On its way',
  delivered: 'Delivered',
};

const STATUS_COLOURS: Record<OrderStatusValue, 'default' | 'warning' | 'success' | 'error' | 'info'> = {
  pending_approval: 'warning',
  approved: 'info',
  rejected: 'error',
  cancelled: 'default',
  dispatched: 'info',
  delivered: 'success',
};

export function OrderStatusChip({ status }: { status: OrderStatusValue }) {
  return <Chip size="small" color={STATUS_COLOURS[status]} label={ORDER_STATUS_LABELS[status]} />;
}

export interface OrderTimelineOrder {
  status: OrderStatusValue;
  createdAt: string;
  decidedAt?: string | null;
  dispatchedAt?: string | null;
  deliveredOn?: string | null;
  cancelledAt?: string | null;
}

interface TimelineStep {
  label: string;
  at: string | null;
  error?: boolean;
}

/** The steps an order went through, then the ones still ahead (without a date). */
export function orderSteps(order: OrderTimelineOrder): TimelineStep[] {
  const steps: TimelineStep[] = [{ label: 'Order placed', at: order.createdAt }];
  if (order.status === 'rejected') return [...steps, { label: 'Not approved', at: order.decidedAt ?? null, error: true }];
  if (order.decidedAt) steps.push({ label: 'Approved', at: order.decidedAt });
  if (order.status === 'cancelled') return [...steps, { label: 'Cancelled', at: order.cancelledAt ?? null, error: true }];
  if (!order.decidedAt) steps.push({ label: 'Approved', at: null });
  steps.push({ label: 'Dispatched', at: order.dispatchedAt ?? null });
  steps.push({ label: 'Delivered', at: order.deliveredOn ?? null });
  return steps;
}

function formatStepDate(at: string): string {
  // A delivery is a day (YYYY-MM-DD); the other steps are moments.
  return /^\d{4}-\d{2}-\d{2}$/.test(at)
    ? new Intl.DateTimeFormat('en-GH', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${at}T00:00:00Z`))
    : formatDateTime(at);
}

export function OrderTimeline({ order }: { order: OrderTimelineOrder }) {
  const steps = orderSteps(order);
  const active = steps.findIndex((step) => step.at === null);
  return (
    <Stepper orientation="vertical" activeStep={active === -1 ? steps.length : active} aria-label="Order progress">
      {steps.map((step) => (
        <Step key={step.label} completed={step.at !== null && !step.error}>
          <StepLabel error={step.error}>
            <Stack>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {step.label}
              </Typography>
              {step.at ? (
                <Typography variant="caption" color="text.secondary">
                  {formatStepDate(step.at)}
                </Typography>
              ) : null}
            </Stack>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
