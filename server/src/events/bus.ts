// Domain events, published by services AFTER their transaction commits. Subscriptions and the
// cross-instance fan-out (PostgreSQL LISTEN/NOTIFY) plug in here.

export interface DomainEvents {
  'application.changed': { id: string; userId: string };
  'document.changed': { id: string; userId: string };
  'payment.changed': { id: string; userId: string };
  'ticket.changed': { id: string; userId: string };
  'notification.added': { id: string; userId: string };
  'loan.changed': { id: string; userId: string };
}
export type EventName = keyof DomainEvents;

export interface EventBus {
  publish<E extends EventName>(event: E, payload: DomainEvents[E]): void;
  subscribe<E extends EventName>(event: E, listener: (payload: DomainEvents[E]) => void): () => void;
}

export function createLocalEventBus(): EventBus {
  const listeners = new Map<EventName, Set<(payload: never) => void>>();
  return {
    publish(event, payload) {
      listeners.get(event)?.forEach((listener) => (listener as (payload: unknown) => void)(payload));
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
  };
}
