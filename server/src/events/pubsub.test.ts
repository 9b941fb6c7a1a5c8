import { describe, expect, it } from 'vitest';
import { createLocalEventBus } from './bus.js';
import { eventPubSub, MAX_PENDING_EVENTS_PER_SUBSCRIPTION, schemaOnlyPubSub } from './pubsub.js';

describe('eventPubSub', () => {
  it('yields the bus events of its topic and stops listening when the subscriber leaves', async () => {
    const bus = createLocalEventBus();
    const iterator = eventPubSub(bus).subscribe('ticket.changed')[Symbol.asyncIterator]();
    const first = iterator.next();
    await Promise.resolve();
    expect(bus.listenerCount('ticket.changed')).toBe(1);
    void bus.publish('payment.changed', { id: 'other', userId: 'u' });
    void bus.publish('ticket.changed', { id: 't-1', userId: 'u' });
    expect(await first).toEqual({ value: { id: 't-1', userId: 'u' }, done: false });
    await iterator.return?.();
    expect(bus.listenerCount('ticket.changed')).toBe(0);
  });

  it('ends a subscription that falls too far behind instead of buffering without bound', async () => {
    const bus = createLocalEventBus();
    const iterator = eventPubSub(bus).subscribe('payment.changed')[Symbol.asyncIterator]();
    const first = iterator.next();
    await Promise.resolve();
    for (let index = 0; index <= MAX_PENDING_EVENTS_PER_SUBSCRIPTION + 1; index += 1) {
      void bus.publish('payment.changed', { id: `p-${index}`, userId: 'u' });
    }
    expect((await first).value).toEqual({ id: 'p-0', userId: 'u' });
    let error: unknown;
    try {
      for (;;) if ((await iterator.next()).done) break;
    } catch (caught) {
      error = caught;
    }
    expect(String(error)).toMatch(/too slow/);
    expect(bus.listenerCount('payment.changed')).toBe(0);
  });

  it('refuses unknown topics, and refuses to subscribe on a schema built only to be printed', () => {
    expect(() => eventPubSub(createLocalEventBus()).subscribe('user.deleted')).toThrow('Unknown event');
    expect(() => schemaOnlyPubSub.subscribe('payment.changed')).toThrow('without an event bus');
  });
});
