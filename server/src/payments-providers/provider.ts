// The seam between our payments and whoever moves the money (a test-mode page or Paystack).

export type OnlinePaymentMethod = 'mtn_momo' | 'telecel_cash' | 'airteltigo_money' | 'card';

export interface NextAction {
  /** redirect: send the browser to `url`; await_prompt: the payer approves on their phone. */
  kind: 'redirect' | 'await_prompt';
  url: string | null;
  displayText: string;
}

export interface PaymentToInitiate {
  id: string;
  /** Our reference (GHC-<uuid>), sent to the provider so its webhook and verify call name the same payment. */
  reference: string;
  /** Pesewas. */
  amount: number;
  method: OnlinePaymentMethod;
  /** +233XXXXXXXXX for mobile money. */
  phone: string | null;
  loanId: string;
}

export interface PayingCustomer {
  id: string;
  email: string;
}

/**
 * What the provider says happened: success; failed (final); abandoned (the payer never completed it: not final, a late
 * success is still possible); pending (still under way, or unknown to the provider: nothing was taken).
 */
export type VerifiedStatus = 'success' | 'failed' | 'abandoned' | 'pending';

export interface VerifiedTransaction {
  status: VerifiedStatus;
  /** Minor units (pesewas for GHS). */
  amount: number;
  currency: string;
  paidAt: Date | null;
  /** The provider's words on a failure, for the customer and staff. */
  gatewayResponse: string | null;
}

export interface PaymentProvider {
  readonly name: 'simulated' | 'paystack';
  initiate(payment: PaymentToInitiate, customer: PayingCustomer): Promise<{ providerReference: string; nextAction: NextAction }>;
  verify(reference: string): Promise<VerifiedTransaction>;
}

/** The provider could not be reached or refused the request; nothing was charged. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** The provider's own message when it refused (shown to the payer), null when it was unreachable. */
    readonly providerMessage: string | null = null,
    /** The provider's HTTP status when it answered, null when it was unreachable. */
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;
