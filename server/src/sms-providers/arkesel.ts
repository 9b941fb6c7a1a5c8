// Arkesel SMS API v2 (https://developers.arkesel.com): POST {base}/api/v2/sms/send with the `api-key` header and a JSON
// body { sender, message, recipients: ['233…'] }. It answers { status: 'success', data: [{ recipient, id }, …] }; numbers
// it cannot deliver to come back in a `{ "invalid numbers": [...] }` element instead of a { recipient, id } pair.
import { SmsProviderError, type FetchLike, type SmsProvider, type SmsToSend } from './provider.js';

const REQUEST_TIMEOUT_MS = 20_000;

export interface ArkeselOptions {
  apiKey: string;
  /** At most 11 characters, registered with Arkesel. */
  senderId: string;
  baseUrl: string;
  fetch?: FetchLike;
}

interface ArkeselAnswer {
  status?: string;
  message?: string;
  code?: string;
  data?: Array<{ recipient?: string; id?: string; 'invalid numbers'?: string[] }>;
}

/** +233244123456 → 233244123456 (Arkesel takes the international form without '+'). */
export function arkeselNumber(e164: string): string {
  return e164.replace(/^\+/, '');
}

export class ArkeselSmsProvider implements SmsProvider {
  readonly name = 'arkesel' as const;
  private readonly fetch: FetchLike;

  constructor(private readonly options: ArkeselOptions) {
    this.fetch = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  }

  async send(message: SmsToSend): Promise<{ providerMessageId: string }> {
    const recipient = arkeselNumber(message.to);
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await this.fetch(`${this.options.baseUrl.replace(/\/$/, '')}/api/v2/sms/send`, {
        method: 'POST',
        headers: { 'api-key': this.options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ sender: this.options.senderId, message: message.text, recipients: [recipient] }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      // Never the request (it carries the key): only what kind of failure it was.
      throw new SmsProviderError(`Arkesel could not be reached (${error instanceof Error ? error.name : 'error'})`, false);
    }
    const answer = ((await response.json().catch(() => ({}))) ?? {}) as ArkeselAnswer;
    const said = typeof answer.message === 'string' ? answer.message.slice(0, 200) : `HTTP ${response.status}`;
    if (response.status === 401 || response.status === 403) throw new SmsProviderError(`Arkesel refused the API key: ${said}`, false, response.status);
    if (response.status === 422 || response.status === 400) throw new SmsProviderError(`Arkesel refused the message: ${said}`, true, response.status);
    if (!response.ok || answer.status !== 'success') throw new SmsProviderError(`Arkesel did not send it: ${said}`, false, response.status);
    const data = answer.data ?? [];
    const accepted = data.find((entry) => entry.recipient === recipient && typeof entry.id === 'string');
    if (accepted?.id) return { providerMessageId: accepted.id };
    if (data.some((entry) => entry['invalid numbers']?.includes(recipient))) throw new SmsProviderError('Arkesel: invalid phone number', true, response.status);
    throw new SmsProviderError('Arkesel answered without a message id for the number', false, response.status);
  }
}
