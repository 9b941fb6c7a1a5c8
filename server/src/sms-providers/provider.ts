// The seam between our outbox and whoever delivers SMS (the simulated log, Arkesel or Hubtel).
import type { FetchLike } from '../payments-providers/provider.js';

export type { FetchLike };

export interface SmsToSend {
  /** E.164, +233XXXXXXXXX. */
  to: string;
  text: string;
  /** Our id for the message (the outbox row), sent as the client reference where the gateway takes one. */
  reference: string;
}

export const SMS_GATEWAYS = ['simulated', 'arkesel', 'hubtel'] as const;
export type SmsGatewayName = (typeof SMS_GATEWAYS)[number];

export interface SmsProvider {
  readonly name: SmsGatewayName;
  /** Resolves with the provider's message id; throws SmsProviderError when it was not accepted. */
  send(message: SmsToSend): Promise<{ providerMessageId: string }>;
}

/** The provider refused the message or could not be reached. `permanent`: retrying will not help (invalid number). */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}
