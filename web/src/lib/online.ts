// Browser online/offline state as React hooks, and the SPEC §8 toasts when it changes.
import { enqueueSnackbar as notistackEnqueue, type OptionsObject, type SnackbarKey, type SnackbarMessage } from 'notistack';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { TOAST_TEXTS, toastOptions } from './toasts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const getOnline = () => navigator.onLine;
// Server rendering has no navigator; assume online.
const getServerOnline = () => true;

/** navigator.onLine, updated on the window's online/offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getOnline, getServerOnline);
}

export type Enqueue = (message: SnackbarMessage, options?: OptionsObject) => SnackbarKey;

/** Toasts 'Network connection lost...' / 'Network connection restored' on a change, never for the state at first render. */
export function useConnectivityToasts(enqueue: Enqueue = notistackEnqueue): boolean {
  const online = useOnlineStatus();
  const previous = useRef(online);
  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    if (online) enqueue(TOAST_TEXTS.connectionRestored, toastOptions('success'));
    else enqueue(TOAST_TEXTS.connectionLost, toastOptions('warning'));
  }, [online, enqueue]);
  return online;
}
