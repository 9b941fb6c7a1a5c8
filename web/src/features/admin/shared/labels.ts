// Names of the server's enums as staff read them, shared by the work pages, dashboards and analytics.
import type { ArrearsBucket } from '../gql/graphql';

export { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../../lib/payment-labels';

export const ARREARS_BUCKET_LABELS: Record<ArrearsBucket, string> = {
  days_1_30: '1–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  days_90_plus: '90+ days',
};

/**
 * The names of a loan's balances wherever staff read them (loans lists, the collections dashboard and queues), each
 * with what it means: "Total owed" is Loan.outstandingBalance, not principal outstanding (PAR and the classification
 * say "outstanding principal").
 */
export const BALANCE_LABELS = {
  totalOwed: 'Total owed',
  totalOwedMeaning: 'Principal, interest, fees and penalties still to pay on the schedule (interest not yet due included; settling early costs less)',
  overdue: 'Overdue',
  overdueMeaning: 'Owed on instalments past their grace days',
} as const;
