import { describe, expect, it } from 'vitest';
import { SimulatedProvider } from './simulated.js';

const payment = { id: 'b1d0f7c2-0000-4000-8000-000000000001', reference: 'GHC-sim-1', amount: 12_345, method: 'mtn_momo' as const, phone: '+233241234567', loanId: 'l-1' };

describe('SimulatedProvider', () => {
  it('sends the payer to the test checkout page and verifies as pending until they answer', async () => {
    const provider = new SimulatedProvider('https://app.example/');
    const started = await provider.initiate(payment);
    expect(started).toEqual({
      providerReference: 'GHC-sim-1',
      nextAction: { kind: 'redirect', url: 'https://app.example/pay/simulate/GHC-sim-1', displayText: 'TEST MODE: open the test checkout page to approve or decline this payment.' },
    });
    expect(await provider.verify('GHC-sim-1')).toEqual({ status: 'pending', amount: 12_345, currency: 'GHS', paidAt: null, gatewayResponse: null });
  });

  it('verifies what the payer answered: approved, declined or abandoned', async () => {
    const provider = new SimulatedProvider('https://app.example');
    const at = new Date('2026-11-21T10:23:11.000Z');
    provider.record('GHC-a', { status: 'success', amount: 5_000, at });
    provider.record('GHC-b', { status: 'failed', amount: 6_000, reason: 'Declined on the test checkout page.' });
    provider.record('GHC-c', { status: 'abandoned', amount: 7_000 });
    expect(await provider.verify('GHC-a')).toEqual({ status: 'success', amount: 5_000, currency: 'GHS', paidAt: at, gatewayResponse: 'Approved' });
    expect(await provider.verify('GHC-b')).toEqual({ status: 'failed', amount: 6_000, currency: 'GHS', paidAt: null, gatewayResponse: 'Declined on the test checkout page.' });
    expect(await provider.verify('GHC-c')).toMatchObject({ status: 'abandoned', amount: 7_000, paidAt: null });
  });

  it('answers pending with nothing taken for a reference it never started (another instance, or before a restart)', async () => {
    expect(await new SimulatedProvider('https://app.example').verify('GHC-unknown')).toEqual({ status: 'pending', amount: 0, currency: 'GHS', paidAt: null, gatewayResponse: null });
  });
});
