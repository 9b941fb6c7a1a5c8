import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.js';
import type { ReconciliationResult } from '../modules/payments/online-payment.service.js';
import { RECONCILE_EVERY_MS, scheduleReconcilePayments } from './reconcile-payments.js';

const done: ReconciliationResult = { checked: 0, credited: 0, failed: 0, abandoned: 0, expired: 0, stillPending: 0, errors: 0 };

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleReconcilePayments', () => {
  it('runs every 5 minutes, never two runs at once, survives a failed run, and stops', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    const reconcile = vi.fn(() => new Promise<ReconciliationResult>((resolve) => (release = () => resolve(done))));
    const stop = scheduleReconcilePayments({ onlinePayments: { reconcilePendingPayments: reconcile } }, createLogger('silent'));
    expect(RECONCILE_EVERY_MS).toBe(300_000);

    await vi.advanceTimersByTimeAsync(299_999);
    expect(reconcile).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reconcile).toHaveBeenCalledTimes(1);
    // Still running five minutes later: that tick is skipped.
    await vi.advanceTimersByTimeAsync(300_000);
    expect(reconcile).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(reconcile).toHaveBeenCalledTimes(2);
    release();

    reconcile.mockImplementationOnce(() => Promise.reject(new Error('database down')));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(reconcile).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(reconcile).toHaveBeenCalledTimes(4);
    release();

    stop();
    await vi.advanceTimersByTimeAsync(3_000_000);
    expect(reconcile).toHaveBeenCalledTimes(4);
  });
});
