import type { NextAction, PaymentProvider, PaymentToInitiate, VerifiedStatus, VerifiedTransaction } from './provider.js';

export const SIMULATOR_PATH = '/pay/simulate';

/** How many test payments the simulator remembers (oldest forgotten first); a forgotten one verifies as pending. */
const REMEMBERED = 10_000;

/**
 * Test mode: no money moves. The payer is sent to our own checkout page (http/pay-simulator.ts) where they approve or
 * decline as they would on a mobile-money prompt; that page records the answer here (the "provider's side") and then
 * settles the payment through the same path as a webhook. `verify` answers from what was recorded, as a real
 * provider would, so reconciliation and staff re-checks behave as they do with Paystack. The record lives in this
 * process only: after a restart, or on another instance, an unanswered or unknown reference verifies as pending.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  private readonly transactions = new Map<string, { amount: number; status: VerifiedStatus; paidAt: Date | null; gatewayResponse: string | null }>();

  constructor(private readonly publicUrl: string) {}

  async initiate(payment: PaymentToInitiate): Promise<{ providerReference: string; nextAction: NextAction }> {
    this.remember(payment.reference, { amount: payment.amount, status: 'pending', paidAt: null, gatewayResponse: null });
    const url = `${this.publicUrl.replace(/\/$/, '')}${SIMULATOR_PATH}/${encodeURIComponent(payment.reference)}`;
    return {
      providerReference: payment.reference,
      nextAction: { kind: 'redirect', url, displayText: 'TEST MODE: open the test checkout page to approve or decline this payment.' },
    };
  }

  /** The payer's answer on the test checkout page (or a test standing in for them). */
  record(reference: string, outcome: { status: Exclude<VerifiedStatus, 'pending'>; amount: number; at?: Date; reason?: string | null }): void {
    this.remember(reference, {
      amount: outcome.amount,
      status: outcome.status,
      paidAt: outcome.status === 'success' ? (outcome.at ?? new Date()) : null,
      gatewayResponse: outcome.reason ?? (outcome.status === 'success' ? 'Approved' : null),
    });
  }

  async verify(reference: string): Promise<VerifiedTransaction> {
    const known = this.transactions.get(reference);
    if (!known) return { status: 'pending', amount: 0, currency: 'GHS', paidAt: null, gatewayResponse: null };
    return { ...known, currency: 'GHS' };
  }

  private remember(reference: string, entry: { amount: number; status: VerifiedStatus; paidAt: Date | null; gatewayResponse: string | null }): void {
    this.transactions.delete(reference);
    this.transactions.set(reference, entry);
    if (this.transactions.size > REMEMBERED) this.transactions.delete(this.transactions.keys().next().value!);
  }
}
