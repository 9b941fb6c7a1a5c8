import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { describeError, type Logger } from '../logger.js';
import { createListenerRegistry, isEventName, type DomainEvents, type EventBus, type EventName } from './bus.js';

/** The one channel every instance LISTENs on. */
export const EVENTS_CHANNEL = 'ghc_events';

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; ids-only payloads stay far below.
const MAX_NOTIFY_BYTES = 7900;

/** What travels in a NOTIFY: the event, its ids-only payload, and the instance that sent it. */
export interface EventMessage {
  event: EventName;
  payload: DomainEvents[EventName];
  origin: string;
}

export interface PostgresEventBus extends EventBus {
  /** This instance's id in every message it sends (it skips its own messages when they come back). */
  readonly origin: string;
  /** Stops listening; publishing afterwards only reaches this instance. */
  close(): Promise<void>;
}

function parseMessage(text: string): EventMessage | null {
  try {
    const message = JSON.parse(text) as Partial<EventMessage>;
    const payload = message.payload as Partial<DomainEvents[EventName]> | undefined;
    if (!isEventName(message.event) || typeof message.origin !== 'string') return null;
    if (typeof payload?.id !== 'string' || typeof payload.userId !== 'string') return null;
    return { event: message.event, payload: { id: payload.id, userId: payload.userId }, origin: message.origin };
  } catch {
    return null;
  }
}

/**
 * Domain events shared by every instance on one database (PostgreSQL or PGlite) through LISTEN/NOTIFY.
 * A publish reaches this instance's listeners at once (callers see their own events synchronously) and the
 * other instances through NOTIFY; the NOTIFY also comes back here and is skipped by its origin, so every
 * listener gets each event exactly once. Services publish after commit, so a rolled-back change sends nothing.
 */
export async function createPostgresEventBus(database: Database, logger: Logger): Promise<PostgresEventBus> {
  const origin = randomUUID();
  const registry = createListenerRegistry((error, event) =>
    logger.error('event listener failed', { event, ...describeError(error) }),
  );

  const unlisten = await database.listen(EVENTS_CHANNEL, (text) => {
    const message = parseMessage(text);
    if (!message) {
      logger.warn('ignored a malformed event message', { channel: EVENTS_CHANNEL });
      return;
    }
    if (message.origin === origin) return;
    registry.deliver(message.event, message.payload);
  });
  let closed = false;

  return {
    origin,
    async publish(event, payload) {
      registry.deliver(event, payload);
      if (closed) return;
      const text = JSON.stringify({ event, payload: { id: payload.id, userId: payload.userId }, origin } satisfies EventMessage);
      if (Buffer.byteLength(text) > MAX_NOTIFY_BYTES) {
        logger.error('event too large to notify other instances', { event });
        return;
      }
      try {
        await database.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, text]);
      } catch (error) {
        // The change is committed already; other instances miss this event and their clients refetch on reconnect.
        logger.error('event notify failed', { event, ...describeError(error) });
      }
    },
    async publishMany(event, payloads) {
      for (const payload of payloads) registry.deliver(event, payload);
      if (closed || payloads.length === 0) return;
      const texts = payloads.map((payload) => JSON.stringify({ event, payload: { id: payload.id, userId: payload.userId }, origin } satisfies EventMessage));
      try {
        // One statement for the whole batch: each element is its own NOTIFY (ids-only payloads stay under the limit).
        await database.query('SELECT pg_notify($1, message) FROM unnest($2::text[]) AS message', [EVENTS_CHANNEL, texts]);
      } catch (error) {
        logger.error('event notify failed', { event, events: payloads.length, ...describeError(error) });
      }
    },
    subscribe: (event, listener) => registry.add(event, listener),
    listenerCount: registry.count,
    async close() {
      if (closed) return;
      closed = true;
      await unlisten();
    },
  };
}
