import { describe, expect, it } from 'vitest';
import { createLocalEventBus } from './bus.js';
import { eventPubSub, eventStream, MAX_PENDING_EVENTS_PER_SUBSCRIPTION, schemaOnlyPubSub } from './pubsub.js';

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

describe('delivery', () => {
  it('hands every listener the same frozen object for one event, and a new object for the next', async () => {
    const bus = createLocalEventBus();
    const received: Array<{ listener: number; payload: object }> = [];
    for (const listener of [1, 2, 3]) bus.subscribe('application.changed', (payload) => received.push({ listener, payload }));
    const payload = { id: 'a-1', userId: 'u' };
    await bus.publish('application.changed', payload);
    await bus.publish('application.changed', payload);
    expect(received.map((entry) => entry.listener)).toEqual([1, 2, 3, 1, 2, 3]);
    const [first, second] = [received[0].payload, received[3].payload];
    expect(first).toEqual(payload);
    expect(Object.isFrozen(first)).toBe(true);
    expect(received.slice(0, 3).every((entry) => entry.payload === first)).toBe(true);
    expect(received.slice(3).every((entry) => entry.payload === second)).toBe(true);
    expect(second).not.toBe(first);
  });

  it('drops events a stream does not accept before they are queued', async () => {
    const bus = createLocalEventBus();
    const iterator = eventStream(bus, 'payment.changed', (payload) => payload.userId === 'mine');
    void bus.publish('payment.changed', { id: 'p-1', userId: 'theirs' });
    void bus.publish('payment.changed', { id: 'p-2', userId: 'mine' });
    expect(await iterator.next()).toEqual({ value: { id: 'p-2', userId: 'mine' }, done: false });
    const waiting = iterator.next();
    await iterator.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(bus.listenerCount('payment.changed')).toBe(0);
  });

  it('holds an event back until its `ready` promise settles, and keeps the order of the events after it', async () => {
    const bus = createLocalEventBus();
    let releaseFirst!: () => void;
    const firstLoaded = new Promise<void>((resolve) => (releaseFirst = resolve));
    // Only the first event has something to wait for; the second must not overtake it.
    const iterator = eventStream(bus, 'application.changed', undefined, (payload) => (payload.id === 'a-1' ? firstLoaded : undefined));
    const received: string[] = [];
    const reading = (async () => {
      for (let index = 0; index < 2; index += 1) received.push(((await iterator.next()).value as { id: string }).id);
    })();
    void bus.publish('application.changed', { id: 'a-1', userId: 'u' });
    void bus.publish('application.changed', { id: 'a-2', userId: 'u' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([]);
    releaseFirst();
    await reading;
    expect(received).toEqual(['a-1', 'a-2']);
    await iterator.return?.();
    expect(bus.listenerCount('application.changed')).toBe(0);
  });
});
