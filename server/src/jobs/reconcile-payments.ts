// Reconciliation of online payments left pending (a lost or never-sent webhook): every few minutes each old pending
// payment is verified with the provider (OnlinePaymentService.reconcilePendingPayments).
// Interim in-process timer: a durable PostgreSQL job queue replaces it in a later issue (DESIGN.md, background work).
import type { Logger } from '../logger.js';
import type { ReconciliationResult } from '../modules/payments/online-payment.service.js';

export const RECONCILE_EVERY_MS = 5 * 60 * 1000;

export interface ReconcileJobDependencies {
  onlinePayments: { reconcilePendingPayments(now?: Date): Promise<ReconciliationResult> };
}

/**
 * Runs reconciliation every `everyMs` (first run after one period); a run never overlaps the previous one. The timer
 * is unref'd so it never keeps the process alive. Several instances may run it: settlement locks each payment.
 * Returns a stop function for shutdown.
 */
export function scheduleReconcilePayments(deps: ReconcileJobDependencies, logger: Logger, everyMs = RECONCILE_EVERY_MS): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    deps.onlinePayments
      .reconcilePendingPayments()
      .catch((error: unknown) => logger.error('payment reconciliation failed', { error: String(error) }))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
