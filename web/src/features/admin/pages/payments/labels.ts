import type { LoanStatus, PaymentStatus, PrepaymentChoice } from '../../gql/graphql';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS as SHARED_PAYMENT_STATUS_LABELS } from '../../shared/labels';

export { PAYMENT_METHOD_LABELS } from '../../shared/labels';

/** Every payment status as staff read it, the online states a late success still credits included. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  ...SHARED_PAYMENT_STATUS_LABELS,
  abandoned: 'Abandoned',
  expired: 'Expired',
};

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  successful: 'success',
  pending: 'warning',
  awaiting_approval: 'warning',
  failed: 'error',
  reversed: 'default',
  abandoned: 'info',
  expired: 'info',
  refunded: 'default',
};

/** Online payments the provider may still settle: staff can ask it again (Re-check). */
export const RECHECKABLE_STATUSES: ReadonlySet<PaymentStatus> = new Set<PaymentStatus>(['pending', 'abandoned', 'expired']);

export const LOAN_STATUS_COLORS: Partial<Record<LoanStatus, 'success' | 'warning' | 'error' | 'default' | 'info'>> = {
  active: 'success',
  in_arrears: 'error',
  awaiting_disbursement: 'warning',
  paid_off: 'info',
};

/** Loans that can take money: the server refuses the rest (applying a credit balance needs one of these). */
export const RUNNING_LOAN_STATUSES: ReadonlySet<LoanStatus> = new Set<LoanStatus>(['active', 'in_arrears']);

export const PREPAYMENT_LABELS: Record<PrepaymentChoice, { label: string; help: string }> = {
  shorten: { label: 'Shorten the loan', help: 'Same instalment, fewer instalments' },
  lower_instalment: { label: 'Lower the instalments', help: 'Same end date, smaller instalments' },
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
