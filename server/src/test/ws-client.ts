import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';

export interface SocketClosed {
  code: number;
  reason: string;
}

export interface TestSubscription<T> {
  /** Every result received so far, in order. */
  results: Array<ExecutionResult<T>>;
  /** Resolves with the next result not yet taken (rejects after `timeoutMs`). */
  next(timeoutMs?: number): Promise<ExecutionResult<T>>;
  /** Resolves once the server ends the operation (complete or error); `error` is set for an error. */
  ended: Promise<{ error?: unknown }>;
  unsubscribe(): void;
}

export interface TestSocket {
  client: Client;
  /** Resolves when the socket closes, with the server's close code. */
  closed: Promise<SocketClosed>;
  /** Resolves once the server acknowledged connection_init. */
  connected: Promise<void>;
  subscribe<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): TestSubscription<T>;
  /** A query or mutation over the socket: its one result. */
  execute<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<ExecutionResult<T> & { error?: unknown }>;
  dispose(): Promise<void>;
}

/** A graphql-ws client as a browser would open it: cookie and Origin on the upgrade, no retries. */
export function openTestSocket(baseUrl: string, headers: { cookie?: string; origin?: string; 'x-forwarded-for'?: string } = {}): TestSocket {
  const upgradeHeaders = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<string, string>;
  // graphql-ws constructs the socket itself, so the headers travel through a subclass.
  class BrowserLikeWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: upgradeHeaders });
    }
  }

  let resolveClosed!: (closed: SocketClosed) => void;
  const closed = new Promise<SocketClosed>((resolve) => (resolveClosed = resolve));
  let resolveConnected!: () => void;
  let rejectConnected!: (error: unknown) => void;
  const connected = new Promise<void>((resolve, reject) => {
    resolveConnected = resolve;
    rejectConnected = reject;
  });
  connected.catch(() => {});

  const client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: BrowserLikeWebSocket,
    retryAttempts: 0,
    lazy: false,
    shouldRetry: () => false,
    onNonLazyError: () => {},
    on: {
      connected: () => resolveConnected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        resolveClosed({ code, reason: String(reason) });
        rejectConnected(new Error(`closed with ${code}`));
      },
      error: (error) => rejectConnected(error),
    },
  });

  const subscribe = <T>(query: string, variables?: Record<string, unknown>): TestSubscription<T> => {
    const results: Array<ExecutionResult<T>> = [];
    let taken = 0;
    const waiters: Array<() => void> = [];
    let resolveEnded!: (value: { error?: unknown }) => void;
    const ended = new Promise<{ error?: unknown }>((resolve) => (resolveEnded = resolve));
    const unsubscribe = client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          results.push(result as ExecutionResult<T>);
          waiters.splice(0).forEach((wake) => wake());
        },
        error: (error) => resolveEnded({ error }),
        complete: () => resolveEnded({}),
      },
    );
    const next = async (timeoutMs = 2000): Promise<ExecutionResult<T>> => {
      const deadline = Date.now() + timeoutMs;
      while (taken >= results.length) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`no subscription result within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return results[taken++];
    };
    return { results, next, ended, unsubscribe };
  };

  return {
    client,
    closed,
    connected,
    subscribe,
    execute: <T>(query: string, variables?: Record<string, unknown>) =>
      new Promise<ExecutionResult<T> & { error?: unknown }>((resolve) => {
        let last: ExecutionResult<T> | undefined;
        client.subscribe<T>(
          { query, variables },
          {
            next: (result) => (last = result as ExecutionResult<T>),
            error: (error) => resolve({ ...(last ?? {}), error }),
            complete: () => resolve(last ?? {}),
          },
        );
      }),
    dispose: () => Promise.resolve(client.dispose()),
  };
}

/** Waits until `condition` holds (server-side state the protocol does not acknowledge, like a registered subscription). */
export async function waitFor(condition: () => boolean, timeoutMs = 3000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
