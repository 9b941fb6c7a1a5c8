// Reconciliation of online payments left pending (a lost or never-sent webhook): every 10 minutes each old pending
// payment is verified with the provider and settled with the servicing rules (OnlinePaymentService).
import type { ReconciliationResult } from '../modules/payments/online-payment.service.js';
import type { JobDefinition } from './job-system.js';

export const RECONCILE_PAYMENTS_QUEUE = 'reconcile-payments';

export interface ReconcileJobDependencies {
  onlinePayments: { reconcilePendingPayments(now?: Date): Promise<ReconciliationResult> };
}

/** Every 10 minutes; settlement locks each payment, and the queue runs one job at a time across instances. */
export function reconcilePaymentsJob(deps: ReconcileJobDependencies): JobDefinition {
  return {
    queue: RECONCILE_PAYMENTS_QUEUE,
    description: 'Verifies online payments still pending after payments.reconcile_after_minutes with the provider and settles them.',
    cron: '*/10 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 9 * 60,
    async handle() {
      return { ...(await deps.onlinePayments.reconcilePendingPayments()) };
    },
  };
}
