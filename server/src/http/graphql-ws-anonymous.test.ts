import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestInstance } from '../test/harness.js';
import { openTestSocket, type TestSocket } from '../test/ws-client.js';
import { WS_CLOSE } from './graphql-ws.js';

// Anonymous sockets are capped per client address (WS_MAX_ANONYMOUS_PER_IP, default 20) and per instance
// (WS_MAX_ANONYMOUS): before, 19,900 sockets were opened and held from one address. Signed-in users keep their own cap.

const PER_IP_DEFAULT = 20;
let app: TestApp;
let small: TestInstance;
let customer: { cookie: string; id: string };
let sockets: TestSocket[] = [];
let raws: WebSocket[] = [];

beforeAll(async () => {
  app = await startTestApp({ WS_CONNECTION_INIT_TIMEOUT_MS: '30000' });
  small = await app.startAnotherInstance({ WS_MAX_ANONYMOUS: '3', WS_MAX_ANONYMOUS_PER_IP: '50' });
  customer = await app.signUp();
});
afterEach(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  for (const raw of raws) raw.terminate();
  sockets = [];
  raws = [];
  // The server counts a close when its side of the socket ends, a moment after the client's.
  await new Promise((resolve) => setTimeout(resolve, 150));
});
afterAll(async () => {
  await small?.stop();
  await app?.stop();
});

function socketAs(cookie?: string, url = app.url): TestSocket {
  const socket = openTestSocket(url, { cookie, origin: app.origin });
  sockets.push(socket);
  return socket;
}

/** A socket that is opened and held without ever sending connection_init. */
async function heldOpen(url = app.url): Promise<WebSocket> {
  const raw = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { origin: app.origin } });
  raw.on('error', () => {});
  raws.push(raw);
  await new Promise<void>((resolve, reject) => {
    raw.once('open', () => resolve());
    raw.once('close', (code) => reject(new Error(`closed with ${code}`)));
  });
  return raw;
}

describe('anonymous sockets', () => {
  it(`closes anonymous socket number ${PER_IP_DEFAULT + 1} from one address with 4429, held or connected; signed-in users still connect`, async () => {
    const connected = Array.from({ length: PER_IP_DEFAULT / 2 }, () => socketAs());
    await Promise.all(connected.map((socket) => socket.connected));
    for (let index = 0; index < PER_IP_DEFAULT / 2; index += 1) await heldOpen();

    const extra = socketAs();
    expect(await extra.closed).toEqual({ code: WS_CLOSE.tooManyConnections, reason: 'Too many connections from this address' });
    // A cookie that signs nobody in is anonymous too: counted once the session is read.
    const bogus = socketAs('ghc.session_token=not-a-session');
    expect((await bogus.closed).code).toBe(WS_CLOSE.tooManyConnections);
    // A signed-in customer from the same address is counted as themselves (at most 10 sockets), not as anonymous.
    const signedIn = socketAs(customer.cookie);
    await signedIn.connected;
    expect((await signedIn.execute<{ me: { id: string } }>('{ me { id } }')).data?.me.id).toBe(customer.id);

    // A closed socket frees its place.
    await connected[0].dispose();
    await connected[0].closed;
    await new Promise((resolve) => setTimeout(resolve, 150));
    const replacement = socketAs();
    await replacement.connected;
    expect((await replacement.execute<{ __typename: string }>('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('closes an anonymous socket past the instance-wide cap with 1013 (try again later); signed-in users are not counted', async () => {
    const open = Array.from({ length: 3 }, () => socketAs(undefined, small.url));
    await Promise.all(open.map((socket) => socket.connected));
    const extra = socketAs(undefined, small.url);
    expect(await extra.closed).toEqual({ code: WS_CLOSE.tryAgainLater, reason: 'Too many connections, try again later' });
    await socketAs(customer.cookie, small.url).connected;
  });
});
