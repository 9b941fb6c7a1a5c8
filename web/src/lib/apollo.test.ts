import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { LiveApplicationChangedDocument } from '../gql/graphql';
import { lazyLink } from './apollo';
import { reconnectWait } from './retry';

const EVENT = { applicationChanged: { __typename: 'ApplicationChange', id: 'c1', kind: 'updated', userId: 'u1', application: null } };

/** A client whose only link is lazyLink over the link `load` gives. */
function clientOverLazyLink(load: () => Promise<ApolloLink>, wait: (retries: number) => number = () => 0) {
  // No deduplication: two identical subscriptions at once must both reach the link here.
  return new ApolloClient({ cache: new InMemoryCache(), link: lazyLink(load, wait), queryDeduplication: false });
}

function nextEvent(client: ApolloClient): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const subscription = client.subscribe({ query: LiveApplicationChangedDocument }).subscribe({
      next: (result) => {
        subscription.unsubscribe();
        resolve(result.data);
      },
      error: reject,
    });
  });
}

describe('the subscription link, loaded on the first subscription', () => {
  it('loads the link once and hands every operation to it', async () => {
    const reached: string[] = [];
    const target = new ApolloLink((operation) => {
      reached.push(operation.operationName ?? '');
      return of({ data: EVENT });
    });
    const load = vi.fn(async () => target);
    const client = clientOverLazyLink(load);
    expect(load).not.toHaveBeenCalled();

    const events = await Promise.all([nextEvent(client), nextEvent(client)]);
    expect(events).toEqual([EVENT, EVENT]);
    await nextEvent(client);
    expect(load).toHaveBeenCalledTimes(1);
    expect(reached).toEqual(['LiveApplicationChanged', 'LiveApplicationChanged', 'LiveApplicationChanged']);
  });

  it('tries a failed load again after the wait, and the subscription then goes through', async () => {
    const target = new ApolloLink(() => of({ data: EVENT }));
    const load = vi
      .fn<() => Promise<ApolloLink>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(target);
    const waits: number[] = [];
    const client = clientOverLazyLink(load, (retries) => {
      waits.push(retries);
      return 0;
    });

    await expect(nextEvent(client)).resolves.toEqual(EVENT);
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([0, 1]);
  });
});

describe('reconnect waits', () => {
  it('grow from 0.5–1 s to 15–30 s and stay there', () => {
    expect(reconnectWait(0, () => 0)).toBe(500);
    expect(reconnectWait(0, () => 1)).toBe(1000);
    expect(reconnectWait(3, () => 0.5)).toBe(6000);
    expect(reconnectWait(10, () => 0)).toBe(15_000);
    expect(reconnectWait(10, () => 1)).toBe(30_000);
  });
});
