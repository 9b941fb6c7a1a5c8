import { print } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicSettingsDocument } from '../gql/graphql';
import { QUERY_STALE_MS } from './constants';
import { createSiteSettingsStore, FALLBACK_SITE, fetchPublicSettings, PUBLIC_SETTINGS_QUERY, toSiteSettings } from './site-settings';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const answer = (entries: Array<{ key: string; value: unknown }>, status = 200) =>
  new Response(JSON.stringify({ data: { publicSettings: entries } }), { status, headers: { 'content-type': 'application/json' } });

describe('public settings without Apollo Client', () => {
  it('sends exactly the generated PublicSettings operation', () => {
    expect(squash(PUBLIC_SETTINGS_QUERY)).toBe(squash(print(PublicSettingsDocument)));
  });

  it('POSTs it as JSON to /graphql with the session cookie and maps the answer', async () => {
    const fetchImpl = vi.fn(async () => answer([{ key: 'brand.name', value: 'GHC Test' }, { key: 'contact.social_links', value: [{ label: 'X', url: 'https://x.example' }] }]));
    const site = await fetchPublicSettings(fetchImpl as unknown as typeof fetch);
    expect(site.brandName).toBe('GHC Test');
    expect(site.social).toEqual([{ label: 'X', url: 'https://x.example' }]);
    expect(site.supportEmail).toBe(FALLBACK_SITE.supportEmail);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(init.body as string)).toEqual({ operationName: 'PublicSettings', query: PUBLIC_SETTINGS_QUERY });
  });

  it("takes index.html's early answer the first time instead of asking again", async () => {
    const early = window as { __earlyQueries?: Record<string, { query: string; response: Promise<Response> }> };
    early.__earlyQueries = { PublicSettings: { query: 'query PublicSettings { publicSettings { key value __typename } }', response: Promise.resolve(answer([{ key: 'brand.name', value: 'Early' }])) } };
    const fetchImpl = vi.fn(async () => answer([{ key: 'brand.name', value: 'Asked' }]));
    expect((await fetchPublicSettings(fetchImpl as unknown as typeof fetch)).brandName).toBe('Early');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect((await fetchPublicSettings(fetchImpl as unknown as typeof fetch)).brandName).toBe('Asked');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    delete early.__earlyQueries;
  });

  it('rejects an HTTP error or an answer without data', async () => {
    await expect(fetchPublicSettings((async () => new Response('busy', { status: 503 })) as unknown as typeof fetch)).rejects.toThrow('503');
    await expect(fetchPublicSettings((async () => new Response(JSON.stringify({ errors: [{ message: 'x' }] }))) as unknown as typeof fetch)).rejects.toThrow('no data');
  });
});

describe('site settings store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on the fallbacks, then serves the fetched settings and tells subscribers', async () => {
    const fetched = toSiteSettings([{ key: 'brand.name', value: 'Fetched' }]);
    const store = createSiteSettingsStore(async () => fetched);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBe(FALLBACK_SITE);
    store.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().brandName).toBe('Fetched');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not fetch again within 5 minutes, nor while a fetch runs', async () => {
    let now = 0;
    const fetchSettings = vi.fn(async () => FALLBACK_SITE);
    const store = createSiteSettingsStore(fetchSettings, () => now);
    store.refresh();
    store.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    now = QUERY_STALE_MS - 1;
    store.refresh();
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    now = QUERY_STALE_MS;
    store.refresh();
    expect(fetchSettings).toHaveBeenCalledTimes(2);
  });

  it('retries twice (1 s, then 2 s) and keeps the fallbacks when every try fails', async () => {
    const fetchSettings = vi.fn(async (): Promise<typeof FALLBACK_SITE> => {
      throw new TypeError('Failed to fetch');
    });
    const store = createSiteSettingsStore(fetchSettings);
    store.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSettings).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchSettings).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchSettings).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot()).toBe(FALLBACK_SITE);
    // A later screen tries again.
    store.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSettings).toHaveBeenCalledTimes(4);
  });
});
