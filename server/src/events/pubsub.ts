import { Repeater } from '@graphql-yoga/subscription';
import type { PubSub } from 'type-graphql';
import { isEventName, type EventBus } from './bus.js';

/** A subscriber that falls this far behind loses its subscription (the client resubscribes and refetches). */
export const MAX_PENDING_EVENTS_PER_SUBSCRIPTION = 1000;

/** type-graphql's pubsub over the event bus: `@Subscription({ topics: 'application.changed' })` listens to the bus. */
export function eventPubSub(bus: EventBus): PubSub {
  return {
    publish(topic, payload) {
      if (!isEventName(topic)) throw new Error(`Unknown event: ${topic}`);
      void bus.publish(topic, payload as never);
    },
    subscribe(topic) {
      if (!isEventName(topic)) throw new Error(`Unknown event: ${topic}`);
      return new Repeater<unknown>(async (push, stop) => {
        let pending = 0;
        const unsubscribe = bus.subscribe(topic, (payload) => {
          if (pending >= MAX_PENDING_EVENTS_PER_SUBSCRIPTION) {
            stop(new Error('The subscriber is too slow; subscribe again and refetch.'));
            return;
          }
          pending += 1;
          void push(payload).finally(() => {
            pending -= 1;
          });
        });
        await stop;
        unsubscribe();
      });
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
