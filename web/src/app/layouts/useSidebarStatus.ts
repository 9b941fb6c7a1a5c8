// The sidebar's application-status badge. One source of truth: Apollo's normalized cache. The badge watches
// `myLatestApplication` there (cache-only), so whatever writes that Application (the dashboard's query, a live
// applicationChanged event, the read below) changes the badge in the same render. lib/application-status asks the
// server with SPEC §9's delay, timeout and retries, writing into that cache; its stored copy is shown only when the
// cache has nothing and the server cannot answer (offline: 'Network connection lost. Using cached data.').
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { createApplicationStatusLoader, DEFAULT_APPLICATION_STATUS } from '../../lib/application-status';
import { STATUS_CACHE_MEDIUM_MS } from '../../lib/constants';
import { APPLICATION_STATUS_CACHE_KEY, writeWithTimestamp } from '../../lib/storage';
import { SidebarApplicationStatusDocument } from '../../gql/graphql';
import type { SidebarStatus } from '../../components/UserSidebar';

export interface SidebarStatusState extends SidebarStatus {
  /** Asks the server again (a live event, the socket reconnecting). */
  reload(): void;
  /** Forgets the stored status (sign-out). */
  clearCache(): void;
}

export function useSidebarStatus(enabled: boolean, userId: string | null): SidebarStatusState {
  const client = useApolloClient();
  const watched = useQuery(SidebarApplicationStatusDocument, { fetchPolicy: 'cache-only', skip: !enabled });
  const loader = useMemo(
    () =>
      createApplicationStatusLoader({
        fetchStatus: async (signal) => {
          // network-only still writes the answer into the cache, which the watch above shows.
          const result = await client.query({
            query: SidebarApplicationStatusDocument,
            fetchPolicy: 'network-only',
            context: { fetchOptions: { signal } },
          });
          if (result.error) throw result.error;
          const application = result.data?.myLatestApplication ?? null;
          return { status: application?.status ?? null, application };
        },
      }),
    // A new loader per user, so the 1 s first-fetch delay applies to each sign-in.
    [client, userId],
  );
  // What the loader found when the cache has nothing: loading, the stored fallback, or an error.
  const [fallback, setFallback] = useState<SidebarStatus>({ status: null, loading: true, error: false });
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    loader.load({ signal: current.signal }).then(
      (result) => {
        if (current.signal.aborted) return;
        setFallback(
          result.ok
            ? { status: result.status, loading: false, error: false, hasApplication: result.application !== null }
            : { status: null, loading: false, error: true },
        );
      },
      () => undefined,
    );
  }, [loader]);

  useEffect(() => {
    if (!enabled) return undefined;
    reload();
    // SPEC §9's 30 min: the longest the badge goes without asking the server, should every live event be missed.
    const timer = setInterval(reload, STATUS_CACHE_MEDIUM_MS);
    return () => {
      clearInterval(timer);
      controller.current?.abort();
    };
  }, [enabled, reload]);

  const inCache = watched.data?.myLatestApplication !== undefined;
  const application = watched.data?.myLatestApplication ?? null;
  const status = inCache ? (application?.status ?? DEFAULT_APPLICATION_STATUS) : null;
  // The stored fallback follows the cache, so going offline later shows the last status seen, not an older read.
  useEffect(() => {
    if (status) writeWithTimestamp(APPLICATION_STATUS_CACHE_KEY, { status, applicationData: application }, Date.now());
  }, [status, application]);

  const state: SidebarStatus = status ? { status, loading: false, error: false, hasApplication: application !== null } : fallback;
  return { ...state, reload, clearCache: loader.clearCache };
}
