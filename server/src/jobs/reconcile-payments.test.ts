import { describe, expect, it, vi } from 'vitest';
import type { ReconciliationResult } from '../modules/payments/online-payment.service.js';
import { reconcilePaymentsJob } from './reconcile-payments.js';

const done: ReconciliationResult = { checked: 3, credited: 1, failed: 1, abandoned: 0, expired: 0, stillPending: 1, errors: 0 };

describe('reconcilePaymentsJob', () => {
  it('runs every 10 minutes on the job queue, retries a failed run, and reports what it settled', async () => {
    const reconcile = vi.fn(async () => done);
    const job = reconcilePaymentsJob({ onlinePayments: { reconcilePendingPayments: reconcile } });
    expect(job).toMatchObject({ queue: 'reconcile-payments', cron: '*/10 * * * *' });
    expect(job.retryLimit).toBeGreaterThan(0);
    const signal = new AbortController().signal;
    expect(await job.handle({}, { jobId: 'j1', attempt: 1, queuedAt: new Date(), signal })).toEqual(done);
    reconcile.mockRejectedValueOnce(new Error('provider down'));
    await expect(job.handle({}, { jobId: 'j2', attempt: 1, queuedAt: new Date(), signal })).rejects.toThrow('provider down');
  });
});
