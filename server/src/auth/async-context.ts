// better-auth keeps its per-request state in AsyncLocalStorage instances. On Node 20 an enabled store makes a promise
// hook run for every promise the process creates, whoever created it: after the first sign-in or session check, every
// GraphQL request cost ~40% more CPU (measured on one application by id; BENCHMARKS.md). So every call into
// better-auth goes through `inBetterAuth`, and when the last one in flight has finished its stores are disabled,
// which removes the hook until the next call enables them again (Node's own AsyncLocalStorage#disable).

/** Where better-auth keeps its stores: a global keyed by this symbol (one copy per process, by design). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
const STORES = ['requestStateAsyncStorage', 'endpointContextAsyncStorage', 'adapterAsyncStorage'] as const;

interface Store {
  enabled?: boolean;
  disable(): void;
}

/** better-auth's stores that exist so far (each is made on first use). */
export function betterAuthStores(): Store[] {
  const context = (globalThis as Record<symbol, { context?: Partial<Record<(typeof STORES)[number], Store>> } | undefined>)[BETTER_AUTH_GLOBAL]?.context;
  return STORES.flatMap((name) => (context?.[name] ? [context[name]] : []));
}

let inFlight = 0;

/** Runs a call into better-auth (its HTTP handler, or `auth.api.*`), then turns its stores off if nothing else is using them. */
export async function inBetterAuth<T>(work: () => Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await work();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) for (const store of betterAuthStores()) store.disable();
  }
}
