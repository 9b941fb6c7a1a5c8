// Hubtel SMS (https://businessdocs-developers.hubtel.com/docs/simple-messaging): POST {base}/v1/messages/send with Basic
// auth (client id : client secret) and a JSON body { From, To, Content, ClientReference }. It answers { rate, messageId,
// status, networkId, clientReference, statusDescription }: status 0 is accepted; the documented failure codes (HTTP 4xx/5xx
// with a JSON body) are 1 invalid destination, 2 invalid sender, 3 too long, 4 not routable, 6 content rejected,
// 401 authorisation failed, 402 no messaging credit, 500/502 Hubtel's side.
import { SmsProviderError, type FetchLike, type SmsProvider, type SmsToSend } from './provider.js';

const REQUEST_TIMEOUT_MS = 20_000;
/** Hubtel status codes that no retry will fix. */
const PERMANENT = new Set([1, 2, 3, 4, 6]);

export interface HubtelOptions {
  clientId: string;
  clientSecret: string;
  /** At most 11 characters, registered with Hubtel. */
  senderId: string;
  baseUrl: string;
  fetch?: FetchLike;
}

interface HubtelAnswer {
  messageId?: string;
  status?: number;
  statusDescription?: string;
  message?: string;
}

export class HubtelSmsProvider implements SmsProvider {
  readonly name = 'hubtel' as const;
  private readonly fetch: FetchLike;

  constructor(private readonly options: HubtelOptions) {
    this.fetch = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  }

  async send(message: SmsToSend): Promise<{ providerMessageId: string }> {
    const authorization = `Basic ${Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64')}`;
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await this.fetch(`${this.options.baseUrl.replace(/\/$/, '')}/v1/messages/send`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ From: this.options.senderId, To: message.to.replace(/^\+/, ''), Content: message.text, ClientReference: message.reference }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsProviderError(`Hubtel could not be reached (${error instanceof Error ? error.name : 'error'})`, false);
    }
    const answer = ((await response.json().catch(() => ({}))) ?? {}) as HubtelAnswer;
    const said = (answer.statusDescription ?? answer.message ?? `HTTP ${response.status}`).slice(0, 200);
    if (response.status === 401 || response.status === 403) throw new SmsProviderError(`Hubtel refused the credentials: ${said}`, false, response.status);
    if (response.status === 402) throw new SmsProviderError(`Hubtel: no messaging credit: ${said}`, false, response.status);
    if (typeof answer.status === 'number' && PERMANENT.has(answer.status)) throw new SmsProviderError(`Hubtel refused the message (${answer.status}): ${said}`, true, response.status);
    if (!response.ok || answer.status !== 0 || typeof answer.messageId !== 'string') throw new SmsProviderError(`Hubtel did not send it: ${said}`, false, response.status);
    return { providerMessageId: answer.messageId };
  }
}
