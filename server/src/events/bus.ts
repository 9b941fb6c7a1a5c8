// Domain events, published by services AFTER their transaction commits. Subscriptions listen here; the
// PostgreSQL bus (postgres-bus.ts) carries them between instances with LISTEN/NOTIFY.

/** Payloads are ids only: a subscriber reads the record itself, as the viewer it is. */
export interface DomainEvents {
  'application.changed': { id: string; userId: string };
  'document.changed': { id: string; userId: string };
  'payment.changed': { id: string; userId: string };
  'ticket.changed': { id: string; userId: string };
  'notification.added': { id: string; userId: string };
  'loan.changed': { id: string; userId: string };
  /** An API key was revoked (id: the key, userId: its service account): instances drop it from their cache. */
  'api_key.revoked': { id: string; userId: string };
}
export type EventName = keyof DomainEvents;

export const EVENT_NAMES: readonly EventName[] = [
  'application.changed',
  'document.changed',
  'payment.changed',
  'ticket.changed',
  'notification.added',
  'loan.changed',
  'api_key.revoked',
];

export function isEventName(value: unknown): value is EventName {
  return typeof value === 'string' && (EVENT_NAMES as readonly string[]).includes(value);
}

export interface EventBus {
  /** Delivers to this instance's listeners at once; resolves once other instances were told. Never rejects. */
  publish<E extends EventName>(event: E, payload: DomainEvents[E]): Promise<void>;
  /** Many events of one kind (a batch job's changes): delivered here at once, one statement to tell the others. */
  publishMany<E extends EventName>(event: E, payloads: ReadonlyArray<DomainEvents[E]>): Promise<void>;
  subscribe<E extends EventName>(event: E, listener: (payload: DomainEvents[E]) => void): () => void;
  /** How many listeners this instance has for an event (open subscriptions; tests wait on it). */
  listenerCount(event: EventName): number;
}

type AnyListener = (payload: DomainEvents[EventName]) => void;

/** The listeners of one process; a failing listener is reported and never stops the others. */
export function createListenerRegistry(onListenerError: (error: unknown, event: EventName) => void = () => {}) {
  const listeners = new Map<EventName, Set<AnyListener>>();
  return {
    /**
     * Every listener receives the same frozen copy, a new one per delivery: the object identifies this one event
     * (subscriptions share the record they load per event by it: modules/realtime/realtime.service.ts).
     */
    deliver(event: EventName, payload: DomainEvents[EventName]): void {
      const set = listeners.get(event);
      if (!set || set.size === 0) return;
      const delivered = Object.freeze({ ...payload });
      for (const listener of set) {
        try {
          listener(delivered);
        } catch (error) {
          onListenerError(error, event);
        }
      }
    },
    add<E extends EventName>(event: E, listener: (payload: DomainEvents[E]) => void): () => void {
      const set = listeners.get(event) ?? new Set<AnyListener>();
      listeners.set(event, set);
      set.add(listener as AnyListener);
      return () => {
        set.delete(listener as AnyListener);
      };
    },
    count: (event: EventName) => listeners.get(event)?.size ?? 0,
  };
}

/** One process only (scripts, unit tests): nothing leaves the process. */
export function createLocalEventBus(): EventBus {
  const registry = createListenerRegistry();
  return {
    async publish(event, payload) {
      registry.deliver(event, payload);
    },
    async publishMany(event, payloads) {
      for (const payload of payloads) registry.deliver(event, payload);
    },
    subscribe: (event, listener) => registry.add(event, listener),
    listenerCount: registry.count,
  };
}
