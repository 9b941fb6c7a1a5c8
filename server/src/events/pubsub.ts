import type { PubSub } from 'type-graphql';
import { isEventName, type DomainEvents, type EventBus, type EventName } from './bus.js';

/** A subscriber that falls this far behind loses its subscription (the client resubscribes and refetches). */
export const MAX_PENDING_EVENTS_PER_SUBSCRIPTION = 1000;

const DONE: IteratorResult<never> = { value: undefined, done: true };

/**
 * One subscriber's events of one kind, as graphql-js consumes them: a listener on the bus, a queue, and at most
 * one waiting `next()`. An event meant for someone else is dropped in the bus listener (`accept`), before any
 * promise or queue entry exists; an accepted one resolves the waiting `next()` directly. A subscription costs
 * this per event, so it is kept to the minimum: no Repeater, no filter stage of its own.
 *
 * `ready` may hold an accepted event back until a promise settles (the record the subscriber reads, loaded once
 * for everyone it reaches): the subscriber's execution then runs once, without waiting halfway. Events still come
 * out in the order they went in.
 */
class EventStream<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | null = null;
  private failure: Error | null = null;
  private ended = false;
  /** The last event held back by `ready`; later events wait for it, to keep the order. */
  private held: Promise<void> | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    subscribe: (listener: (payload: T) => void) => () => void,
    accept?: (payload: T) => boolean,
    ready?: (payload: T) => Promise<void> | undefined,
  ) {
    this.unsubscribe = subscribe((payload) => {
      if (this.ended || (accept && !accept(payload))) return;
      const wait = ready?.(payload);
      if (!wait && !this.held) return this.push(payload);
      const held: Promise<void> = Promise.all([this.held, wait]).then(() => {
        if (this.held === held) this.held = null;
        this.push(payload);
      });
      this.held = held;
    });
  }

  private push(payload: T): void {
    if (this.ended) return;
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = null;
      waiting({ value: payload, done: false });
    } else if (this.queue.length >= MAX_PENDING_EVENTS_PER_SUBSCRIPTION) {
      // The backlog is dropped: the client refetches when it subscribes again.
      this.queue.length = 0;
      this.failure = new Error('The subscriber is too slow; subscribe again and refetch.');
      this.end();
    } else {
      this.queue.push(payload);
    }
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.failure) {
      const failure = this.failure;
      this.failure = null;
      return Promise.reject(failure);
    }
    if (this.ended) return Promise.resolve(DONE);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<T>> {
    this.queue.length = 0;
    this.end();
    return Promise.resolve(DONE);
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    this.queue.length = 0;
    this.end();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.unsubscribe();
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(DONE);
  }
}

/**
 * The events of one kind for one subscriber, those `accept` lets through (a subscriber's permission and
 * ownership filter: refused events never reach graphql-js), each once the promise `ready` returns for it has
 * settled (it must not reject). The listener leaves the bus when the subscriber leaves (`return()`), or when it
 * falls MAX_PENDING_EVENTS_PER_SUBSCRIPTION events behind (then `next()` rejects).
 */
export function eventStream<E extends EventName>(
  bus: EventBus,
  event: E,
  accept?: (payload: DomainEvents[E]) => boolean,
  ready?: (payload: DomainEvents[E]) => Promise<void> | undefined,
): AsyncIterableIterator<DomainEvents[E]> {
  return new EventStream<DomainEvents[E]>((listener) => bus.subscribe(event, listener), accept, ready);
}

/** type-graphql's pubsub over the event bus: `@Subscription({ topics: 'application.changed' })` listens to the bus. */
export function eventPubSub(bus: EventBus): PubSub {
  return {
    publish(topic, payload) {
      if (!isEventName(topic)) throw new Error(`Unknown event: ${topic}`);
      void bus.publish(topic, payload as never);
    },
    subscribe(topic) {
      if (!isEventName(topic)) throw new Error(`Unknown event: ${topic}`);
      return eventStream(bus, topic);
    },
  };
}

/** For building the schema without a running bus (printing it, walking its rules): subscribing is refused. */
export const schemaOnlyPubSub: PubSub = {
  publish() {
    throw new Error('This schema was built without an event bus.');
  },
  subscribe() {
    throw new Error('This schema was built without an event bus.');
  },
};
