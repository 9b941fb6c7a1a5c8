import { describe, expect, it } from 'vitest';
import { ArkeselSmsProvider } from './arkesel.js';
import { loadFixture } from './fixtures/load.js';
import { SmsProviderError, type FetchLike } from './provider.js';

const KEY = 'ark_test_key_0123456789';
const values = { sender: 'GHCredit', message: 'Ghana Homes Credit: GH₵953.81 is due on 15 Feb 2026.', recipient: '233244564567' };

type Recorded = { request?: { body: unknown }; response: { status: number; body: unknown } };

/** A fake fetch answering with one recorded fixture (Arkesel's documented v2 answers) and remembering what was sent. */
function fakeFetch(fixture: string) {
  const sent: Array<{ url: string; method: string; headers: Record<string, string>; body: unknown }> = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body ? JSON.parse(init.body) : undefined });
    const recorded = loadFixture<Recorded>(fixture, values);
    return { ok: recorded.response.status < 300, status: recorded.response.status, json: async () => recorded.response.body };
  };
  return { fetch, sent };
}

const provider = (fetch: FetchLike) => new ArkeselSmsProvider({ apiKey: KEY, senderId: 'GHCredit', baseUrl: 'https://sms.arkesel.com', fetch });

describe('ArkeselSmsProvider', () => {
  it('sends one SMS with the api-key header, the sender id and the number without "+", and returns Arkesel’s message id', async () => {
    const { fetch, sent } = fakeFetch('arkesel-send-success');
    const result = await provider(fetch).send({ to: '+233244564567', text: values.message, reference: 'msg-1' });
    expect(result).toEqual({ providerMessageId: '9b752841-7ee7-4d40-b4fe-768bfb1da4f0' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: 'https://sms.arkesel.com/api/v2/sms/send', method: 'POST', headers: { 'api-key': KEY, 'content-type': 'application/json' } });
    expect(sent[0].body).toEqual(loadFixture<Recorded>('arkesel-send-success', values).request!.body);
  });

  it('reads an authentication failure as retryable (the key may be fixed) and never puts the key in the error', async () => {
    const { fetch } = fakeFetch('arkesel-send-auth-failed');
    const error = await provider(fetch).send({ to: '+233244564567', text: 'x', reference: 'msg-1' }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(SmsProviderError);
    expect(error).toMatchObject({ permanent: false, httpStatus: 401 });
    expect((error as Error).message).toMatch(/API key/);
    expect((error as Error).message).not.toContain(KEY);
  });

  it('reads an invalid number as a permanent failure (not retried)', async () => {
    const { fetch } = fakeFetch('arkesel-send-invalid-number');
    const error = await provider(fetch).send({ to: '+233244564567', text: 'x', reference: 'msg-1' }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(SmsProviderError);
    expect(error).toMatchObject({ permanent: true, message: 'Arkesel: invalid phone number' });
  });

  it('reads an unreachable gateway as retryable, without the request in the message', async () => {
    const down: FetchLike = async () => {
      throw new TypeError(`fetch failed api-key=${KEY}`);
    };
    const error = await provider(down).send({ to: '+233244564567', text: 'x', reference: 'msg-1' }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ permanent: false, httpStatus: null });
    expect((error as Error).message).not.toContain(KEY);
  });
});
