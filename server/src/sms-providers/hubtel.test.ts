import { describe, expect, it } from 'vitest';
import { loadFixture } from './fixtures/load.js';
import { HubtelSmsProvider } from './hubtel.js';
import { SmsProviderError, type FetchLike } from './provider.js';

const CLIENT = { clientId: 'hubtel-client-id', clientSecret: 'hubtel-client-secret-0123' };
const values = { sender: 'GHCredit', message: 'Ghana Homes Credit: GHS 953.81 is due on 15 Feb 2026.', recipient: '233244564567', reference: 'c5b2a4b0-1d2e-4f00-8a11-000000000001' };

type Recorded = { request?: { body: unknown }; response: { status: number; body: unknown } };

/** A fake fetch answering with one recorded fixture (Hubtel's documented answers) and remembering what was sent. */
function fakeFetch(fixture: string) {
  const sent: Array<{ url: string; method: string; headers: Record<string, string>; body: unknown }> = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body ? JSON.parse(init.body) : undefined });
    const recorded = loadFixture<Recorded>(fixture, values);
    return { ok: recorded.response.status < 300, status: recorded.response.status, json: async () => recorded.response.body };
  };
  return { fetch, sent };
}

const provider = (fetch: FetchLike) => new HubtelSmsProvider({ ...CLIENT, senderId: 'GHCredit', baseUrl: 'https://sms.hubtel.com', fetch });
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('HubtelSmsProvider', () => {
  it('sends with Basic auth, the sender id, the number without "+" and our reference, and returns Hubtel’s message id', async () => {
    const { fetch, sent } = fakeFetch('hubtel-send-success');
    const result = await provider(fetch).send({ to: '+233244564567', text: values.message, reference: values.reference });
    expect(result).toEqual({ providerMessageId: '9c5f3edc-529e-4182-959b-aeb17b9ddad4' });
    expect(sent).toHaveLength(1);
    const basic = `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`;
    expect(sent[0]).toMatchObject({ url: 'https://sms.hubtel.com/v1/messages/send', method: 'POST', headers: { authorization: basic, 'content-type': 'application/json' } });
    expect(sent[0].body).toEqual(loadFixture<Recorded>('hubtel-send-success', values).request!.body);
  });

  it('reads an invalid destination (status 1) as permanent: the outbox does not retry it', async () => {
    const error = await failure(provider(fakeFetch('hubtel-send-invalid-destination').fetch).send({ to: '+233244564567', text: 'x', reference: 'r' }));
    expect(error).toBeInstanceOf(SmsProviderError);
    expect(error).toMatchObject({ permanent: true, httpStatus: 400 });
    expect((error as Error).message).toBe('Hubtel refused the message (1): Invalid Destination address received');
  });

  it('reads no messaging credit (HTTP 402) as retryable, so the outbox fails over to the other gateway', async () => {
    const error = await failure(provider(fakeFetch('hubtel-send-no-credit').fetch).send({ to: '+233244564567', text: 'x', reference: 'r' }));
    expect(error).toMatchObject({ permanent: false, httpStatus: 402 });
    expect((error as Error).message).toMatch(/no messaging credit/);
  });

  it('reads an unreachable gateway as retryable without the credentials in the message', async () => {
    const down: FetchLike = async () => {
      throw new TypeError(`fetch failed ${CLIENT.clientSecret}`);
    };
    const error = await failure(provider(down).send({ to: '+233244564567', text: 'x', reference: 'r' }));
    expect(error).toMatchObject({ permanent: false, httpStatus: null });
    expect((error as Error).message).not.toContain(CLIENT.clientSecret);
  });
});
