// The sidebar's application-status badge: lib/application-status's cached, delayed, retried loader on myLatestApplication.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { createApplicationStatusLoader } from '../../lib/application-status';
import { SidebarApplicationStatusDocument } from '../../gql/graphql';
import type { SidebarStatus } from '../../components/UserSidebar';

export interface SidebarStatusState extends SidebarStatus {
  /** Loads again; `force` skips the fresh cache (a realtime change). */
  reload(force?: boolean): void;
  /** Forgets the cached status (sign-out). */
  clearCache(): void;
}

export function useSidebarStatus(enabled: boolean, userId: string | null): SidebarStatusState {
  const client = useApolloClient();
  const loader = useMemo(
    () =>
      createApplicationStatusLoader({
        fetchStatus: async (signal) => {
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
  const [state, setState] = useState<SidebarStatus>({ status: null, loading: true, error: false });
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(
    (force = false) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      loader.load({ force, signal: current.signal }).then(
        (result) => {
          if (current.signal.aborted) return;
          setState(
            result.ok
              ? { status: result.status, loading: false, error: false, hasApplication: result.application !== null }
              : { status: null, loading: false, error: true },
          );
        },
        () => undefined,
      );
    },
    [loader],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    reload(false);
    return () => controller.current?.abort();
  }, [enabled, reload]);

  return { ...state, reload, clearCache: loader.clearCache };
}
