import type { NextAction, PaymentProvider, PaymentToInitiate, VerifiedTransaction } from './provider.js';

export const SIMULATOR_PATH = '/pay/simulate';

/**
 * Test mode: no money moves. The payer is sent to our own checkout page (http/pay-simulator.ts) where they approve or
 * decline as they would on a mobile-money prompt; that page settles the payment through the same path as a webhook.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;

  constructor(private readonly publicUrl: string) {}

  async initiate(payment: PaymentToInitiate): Promise<{ providerReference: string; nextAction: NextAction }> {
    const url = `${this.publicUrl.replace(/\/$/, '')}${SIMULATOR_PATH}/${encodeURIComponent(payment.reference)}`;
    return {
      providerReference: payment.reference,
      nextAction: { kind: 'redirect', url, displayText: 'TEST MODE: open the test checkout page to approve or decline this payment.' },
    };
  }

  /** The simulator settles directly, so there is nothing remote to ask. */
  async verify(): Promise<VerifiedTransaction> {
    return { status: 'pending', amount: 0, currency: 'GHS', paidAt: null, gatewayResponse: null };
  }
}
