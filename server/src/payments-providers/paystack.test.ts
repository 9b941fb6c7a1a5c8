import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadFixture } from './fixtures/load.js';
import { isValidPaystackSignature, PaystackProvider, verifiedStatus } from './paystack.js';
import { PaymentProviderError, type FetchLike } from './provider.js';

const SECRET = 'sk_test_0123456789abcdef';
const REFERENCE = 'GHC-6f1c2a5e-3b7d-4e8f-9a01-2b3c4d5e6f70';
const EMAIL = 'ama@example.com';

type Recorded = { response: { status: number; body: unknown } };
interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake fetch answering with one recorded fixture and remembering what was sent (no network). */
function fakeFetch(fixture: string, values: Record<string, string | number> = {}) {
  const sent: SentRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body ? JSON.parse(init.body) : undefined });
    const recorded = loadFixture<Recorded>(fixture, { reference: REFERENCE, email: EMAIL, amount: 95_381, ...values });
    return { ok: recorded.response.status < 300, status: recorded.response.status, json: async () => recorded.response.body };
  };
  return { fetch, sent };
}

const provider = (fetch: FetchLike) => new PaystackProvider({ secretKey: SECRET, baseUrl: 'https://api.paystack.co', callbackUrl: 'https://app.example/payments', fetch });
const payment = { id: 'b1d0f7c2-0000-4000-8000-000000000001', reference: REFERENCE, amount: 95_381, method: 'mtn_momo' as const, phone: '+233241234567', loanId: 'l-1' };

describe('PaystackProvider.initiate', () => {
  it('sends a GHS mobile-money charge in pesewas with the local phone and the network code', async () => {
    const { fetch, sent } = fakeFetch('paystack-charge-momo');
    const started = await provider(fetch).initiate(payment, { id: 'u-1', email: EMAIL });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: 'https://api.paystack.co/charge',
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    });
    const expected = loadFixture<{ request: { body: unknown } }>('paystack-charge-momo', { reference: REFERENCE, email: EMAIL }).request.body;
    expect(sent[0].body).toMatchObject(expected as object);
    expect(started).toEqual({
      providerReference: REFERENCE,
      nextAction: { kind: 'await_prompt', url: null, displayText: 'Please complete authorization process on your mobile phone' },
    });
  });

  it('maps Telecel to "vod" and AirtelTigo to "atl"', async () => {
    for (const [method, code] of [['telecel_cash', 'vod'], ['airteltigo_money', 'atl']] as const) {
      const { fetch, sent } = fakeFetch('paystack-charge-momo');
      await provider(fetch).initiate({ ...payment, method, phone: '+233201234567' }, { id: 'u-1', email: EMAIL });
      expect((sent[0].body as { mobile_money: unknown }).mobile_money).toEqual({ phone: '0201234567', provider: code });
    }
  });

  it('sends card payers to Paystack’s hosted checkout', async () => {
    const { fetch, sent } = fakeFetch('paystack-initialize-card');
    const started = await provider(fetch).initiate({ ...payment, method: 'card', phone: null }, { id: 'u-1', email: EMAIL });
    expect(sent[0].url).toBe('https://api.paystack.co/transaction/initialize');
    expect(sent[0].body).toMatchObject({ amount: 95_381, currency: 'GHS', reference: REFERENCE, channels: ['card'], callback_url: 'https://app.example/payments' });
    expect(started.nextAction).toEqual({ kind: 'redirect', url: 'https://checkout.paystack.com/0peioxfhpn', displayText: 'Continue to the secure card page to pay.' });
  });

  it('raises a provider error with Paystack’s words when the charge fails at once, and when Paystack is unreachable', async () => {
    const { fetch } = fakeFetch('paystack-charge-failed');
    const failure = await provider(fetch).initiate(payment, { id: 'u-1', email: EMAIL }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as PaymentProviderError).providerMessage).toBe('Invalid mobile money number');
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const unreachable = await provider(down).initiate(payment, { id: 'u-1', email: EMAIL }).catch((error: unknown) => error);
    expect(unreachable).toBeInstanceOf(PaymentProviderError);
    expect((unreachable as PaymentProviderError).providerMessage).toBeNull();
  });
});

describe('PaystackProvider.verify', () => {
  it('reads a successful verification', async () => {
    const { fetch, sent } = fakeFetch('paystack-verify-success');
    const verified = await provider(fetch).verify(REFERENCE);
    expect(sent[0]).toMatchObject({ url: `https://api.paystack.co/transaction/verify/${REFERENCE}`, method: 'GET' });
    expect(verified).toEqual({ status: 'success', amount: 95_381, currency: 'GHS', paidAt: new Date('2026-11-21T10:23:11.000Z'), gatewayResponse: 'Approved' });
  });

  it('reads a declined payment as failed', async () => {
    const { fetch } = fakeFetch('paystack-verify-failed');
    expect(await provider(fetch).verify(REFERENCE)).toMatchObject({ status: 'failed', paidAt: null, gatewayResponse: 'Declined by the customer' });
  });
});

describe('PaystackProvider.verify: states', () => {
  it('reads abandoned as abandoned (not final), ongoing as pending, and an unknown reference as pending with nothing taken', async () => {
    expect(await provider(fakeFetch('paystack-verify-abandoned').fetch).verify(REFERENCE)).toEqual({
      status: 'abandoned',
      amount: 95_381,
      currency: 'GHS',
      paidAt: null,
      gatewayResponse: 'The transaction was not completed',
    });
    expect(await provider(fakeFetch('paystack-verify-ongoing').fetch).verify(REFERENCE)).toMatchObject({ status: 'pending', amount: 95_381 });
    expect(await provider(fakeFetch('paystack-verify-not-found').fetch).verify(REFERENCE)).toEqual({
      status: 'pending',
      amount: 0,
      currency: 'GHS',
      paidAt: null,
      gatewayResponse: 'Transaction reference not found',
    });
  });

  it('raises a provider error when Paystack fails or cannot be reached, so the payment is asked about again later', async () => {
    const failing: FetchLike = async () => ({ ok: false, status: 503, json: async () => ({ status: false, message: 'Service unavailable' }) });
    const failure = await provider(failing).verify(REFERENCE).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as PaymentProviderError).httpStatus).toBe(503);
  });

  it('maps every Paystack verify status', () => {
    const mapped = ['success', 'failed', 'abandoned', 'ongoing', 'pending', 'processing', 'queued', 'reversed'].map((status) => [status, verifiedStatus(status)]);
    expect(Object.fromEntries(mapped)).toEqual({
      success: 'success',
      failed: 'failed',
      abandoned: 'abandoned',
      ongoing: 'pending',
      pending: 'pending',
      processing: 'pending',
      queued: 'pending',
      reversed: 'failed',
    });
  });
});

describe('isValidPaystackSignature', () => {
  const body = Buffer.from(JSON.stringify(loadFixture('paystack-webhook-charge-success', { reference: REFERENCE, email: EMAIL, amount: 95_381 }).body));
  const signed = createHmac('sha512', SECRET).update(body).digest('hex');

  it('accepts the HMAC-SHA512 of the raw body and nothing else', () => {
    expect(isValidPaystackSignature(body, signed, SECRET)).toBe(true);
    expect(isValidPaystackSignature(body, signed.toUpperCase(), SECRET)).toBe(true);
    expect(isValidPaystackSignature(Buffer.concat([body, Buffer.from(' ')]), signed, SECRET)).toBe(false);
    expect(isValidPaystackSignature(body, createHmac('sha512', 'sk_test_other').update(body).digest('hex'), SECRET)).toBe(false);
    expect(isValidPaystackSignature(body, signed.slice(2), SECRET)).toBe(false);
    expect(isValidPaystackSignature(body, undefined, SECRET)).toBe(false);
  });
});
