import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  type FetchLike,
  type NextAction,
  type OnlinePaymentMethod,
  type PayingCustomer,
  type PaymentProvider,
  type PaymentToInitiate,
  type VerifiedStatus,
  type VerifiedTransaction,
} from './provider.js';

// Paystack's mobile_money.provider codes for Ghana (Telecel was Vodafone Cash: still "vod").
const MOBILE_MONEY_PROVIDERS: Record<Exclude<OnlinePaymentMethod, 'card'>, string> = {
  mtn_momo: 'mtn',
  telecel_cash: 'vod',
  airteltigo_money: 'atl',
};

const REQUEST_TIMEOUT_MS = 20_000;

export interface PaystackOptions {
  secretKey: string;
  baseUrl: string;
  /** Where card payers come back to after Paystack's checkout. */
  callbackUrl: string;
  fetch?: FetchLike;
}

interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data?: T;
}

interface ChargeData {
  reference: string;
  status: string;
  display_text?: string;
  message?: string;
}

interface InitializeData {
  authorization_url: string;
  access_code: string;
  reference: string;
}

interface VerifyData {
  status: string;
  reference: string;
  amount: number;
  currency: string;
  paid_at: string | null;
  gateway_response: string | null;
}

/**
 * Paystack's verify statuses (success, failed, abandoned, ongoing, pending, processing, queued, reversed) in ours.
 * abandoned stays abandoned (not final: the payer may still complete it); reversed means the money went back.
 */
export function verifiedStatus(paystackStatus: string): VerifiedStatus {
  if (paystackStatus === 'success') return 'success';
  if (paystackStatus === 'abandoned') return 'abandoned';
  if (paystackStatus === 'failed' || paystackStatus === 'reversed') return 'failed';
  return 'pending';
}

/** +233241234567 → 0241234567, the local form Paystack's Ghana mobile-money examples use. */
export function toLocalGhanaPhone(phone: string): string {
  return phone.startsWith('+233') ? `0${phone.slice(4)}` : phone;
}

/** True when `signature` is the hex HMAC-SHA512 of the raw body under the secret key (constant-time compare). */
export function isValidPaystackSignature(rawBody: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  private readonly fetch: FetchLike;

  constructor(private readonly options: PaystackOptions) {
    this.fetch = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  }

  async initiate(payment: PaymentToInitiate, customer: PayingCustomer): Promise<{ providerReference: string; nextAction: NextAction }> {
    const metadata = { payment_id: payment.id, loan_id: payment.loanId };
    if (payment.method === 'card') {
      // Card details never touch our servers: Paystack's hosted checkout collects them.
      const data = await this.call<InitializeData>('POST', '/transaction/initialize', {
        email: customer.email,
        amount: payment.amount,
        currency: 'GHS',
        reference: payment.reference,
        channels: ['card'],
        callback_url: this.options.callbackUrl,
        metadata,
      });
      return { providerReference: data.reference, nextAction: { kind: 'redirect', url: data.authorization_url, displayText: 'Continue to the secure card page to pay.' } };
    }
    if (!payment.phone) throw new PaymentProviderError('mobile money needs a phone number');
    const data = await this.call<ChargeData>('POST', '/charge', {
      email: customer.email,
      amount: payment.amount,
      currency: 'GHS',
      reference: payment.reference,
      mobile_money: { phone: toLocalGhanaPhone(payment.phone), provider: MOBILE_MONEY_PROVIDERS[payment.method] },
      metadata,
    });
    if (data.status === 'failed') throw new PaymentProviderError('charge failed', data.message ?? data.display_text ?? null);
    return {
      providerReference: data.reference,
      nextAction: {
        kind: 'await_prompt',
        url: null,
        displayText: data.display_text ?? 'Please complete the authorisation on your phone to finish the payment.',
      },
    };
  }

  async verify(reference: string): Promise<VerifiedTransaction> {
    let data: VerifyData;
    try {
      data = await this.call<VerifyData>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    } catch (error) {
      // Paystack never saw this reference (the charge was never created): nothing was taken, so it reads as pending.
      if (error instanceof PaymentProviderError && error.httpStatus !== null && error.httpStatus < 500 && /not found/i.test(error.providerMessage ?? '')) {
        return { status: 'pending', amount: 0, currency: 'GHS', paidAt: null, gatewayResponse: error.providerMessage };
      }
      throw error;
    }
    return {
      status: verifiedStatus(data.status),
      amount: data.amount,
      currency: data.currency,
      paidAt: data.paid_at ? new Date(data.paid_at) : null,
      gatewayResponse: data.gateway_response ?? null,
    };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await this.fetch(`${this.options.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.options.secretKey}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`Paystack unreachable: ${String(error)}`);
    }
    const envelope = (await response.json().catch(() => null)) as PaystackEnvelope<T> | null;
    if (!response.ok || !envelope?.status || !envelope.data) {
      throw new PaymentProviderError(`Paystack ${method} ${path} answered ${response.status}`, envelope?.message ?? null, response.status);
    }
    return envelope.data;
  }
}
