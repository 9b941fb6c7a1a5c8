// Names of the payment enums as customers and staff read them (one copy for the whole web app).
import type { PaymentMethod, PaymentStatus } from '../gql/graphql';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  mtn_momo: 'MTN MoMo',
  telecel_cash: 'Telecel Cash',
  airteltigo_money: 'AirtelTigo Money',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  successful: 'Successful',
  pending: 'Pending',
  awaiting_approval: 'Waiting for approval',
  failed: 'Failed',
  abandoned: 'Not completed',
  expired: 'Expired',
  reversed: 'Reversed',
  refunded: 'Refunded',
};
