import type { PaymentStatus } from '../../gql/graphql';
import { PAYMENT_METHOD_LABELS } from '../../shared/labels';

export { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../shared/labels';

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, 'success' | 'warning' | 'error' | 'default'> = {
  successful: 'success',
  pending: 'warning',
  failed: 'error',
  reversed: 'default',
};

/** How finance pays a landlord: the payment methods except card, plus cheque (the server's DISBURSEMENT_METHODS). */
export const DISBURSEMENT_METHOD_LABELS: Record<string, string> = {
  bank_transfer: PAYMENT_METHOD_LABELS.bank_transfer,
  mtn_momo: PAYMENT_METHOD_LABELS.mtn_momo,
  telecel_cash: PAYMENT_METHOD_LABELS.telecel_cash,
  airteltigo_money: PAYMENT_METHOD_LABELS.airteltigo_money,
  cash: PAYMENT_METHOD_LABELS.cash,
  cheque: 'Cheque',
};
