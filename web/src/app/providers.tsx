import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { styled } from '@mui/material/styles';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { AuthProvider, useAuth } from '../lib/auth-context';
import { SESSION_EXPIRED_MESSAGE } from '../lib/auth-messages';
import { discardEarlyQueries } from '../lib/early-requests';
import { LazyApolloProvider, loadApolloClient, loadedApolloClient } from '../lib/lazy-apollo';
import { forgetCacheSnapshot, forgetOfflineData, readCacheSnapshot, setOfflineCacheOwner } from '../lib/offline-data';
import type { SessionUser } from '../lib/auth-init';
import { ColorModeProvider } from '../lib/color-mode';
import { SNACKBAR_PROVIDER_PROPS, toastOptions } from '../lib/toasts';
import { createAppTheme } from './theme';

// notistack's default greens and oranges fail WCAG AA contrast with white text; these pass (4.5:1 or more).
const AccessibleToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1B5E20', color: '#FFFFFF' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B3261E', color: '#FFFFFF' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7A4F01', color: '#FFFFFF' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0B4F8A', color: '#FFFFFF' },
});
const TOAST_COMPONENTS = { success: AccessibleToast, error: AccessibleToast, warning: AccessibleToast, info: AccessibleToast, default: AccessibleToast };

function Themed({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/**
 * Signing out (or in as someone else) empties Apollo's cache, so the next user never sees the previous one's records.
 * The answers index.html fetched early go too once anything but the session it saw is in place (lib/early-requests).
 */
function ForgetPreviousUser() {
  const { state, user } = useAuth();
  const userId = user?.id ?? null;
  const previous = useRef(userId);
  const initialised = state.status !== 'uninitialised';
  useEffect(() => {
    if (initialised && userId === null) discardEarlyQueries();
    if (previous.current !== null && previous.current !== userId) {
      discardEarlyQueries();
      void loadedApolloClient()?.clearStore().catch(() => undefined);
      if (userId === null) forgetOfflineData();
      else forgetCacheSnapshot();
    }
    previous.current = userId;
    // Snapshots of the cache (for offline use) are kept for a signed-in customer only, and only as that customer.
    setOfflineCacheOwner(initialised ? user : null);
  }, [initialised, userId, user]);
  return null;
}

/** An offline start: the customer's last screens come back from the snapshot their device kept (lib/offline-data). */
async function restoreOfflineCache(user: SessionUser): Promise<void> {
  const snapshot = readCacheSnapshot<Record<string, unknown>>(user.id);
  if (!snapshot) return;
  const client = await loadApolloClient();
  client.cache.restore(snapshot as Parameters<typeof client.cache.restore>[0]);
}

const showSessionExpired = () => enqueueSnackbar(SESSION_EXPIRED_MESSAGE, toastOptions('warning'));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      {(mode) => (
        <Themed mode={mode}>
          <SnackbarProvider {...SNACKBAR_PROVIDER_PROPS} Components={TOAST_COMPONENTS} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
            <LazyApolloProvider>
              <AuthProvider onSessionExpired={showSessionExpired} onOfflineStart={restoreOfflineCache}>
                <ForgetPreviousUser />
                {children}
              </AuthProvider>
            </LazyApolloProvider>
          </SnackbarProvider>
        </Themed>
      )}
    </ColorModeProvider>
  );
}
