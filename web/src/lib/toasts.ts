// SPEC §8/§9 toast texts and timings for notistack, so every screen's toasts last and stack the same way.
import type { OptionsObject, SnackbarProviderProps, VariantType } from 'notistack';
import { TOAST_MAX, TOAST_MS, TOAST_SUCCESS_MS } from './constants';

/** Spread onto <SnackbarProvider>: at most 20 toasts, 4 s each unless a toast says otherwise. */
export const SNACKBAR_PROVIDER_PROPS = {
  maxSnack: TOAST_MAX,
  autoHideDuration: TOAST_MS,
} satisfies Partial<SnackbarProviderProps>;

export type ToastVariant = VariantType | 'loading';

/**
 * Options for `enqueueSnackbar(message, toastOptions(variant))`: success 3 s, others 4 s.
 * 'loading' has no time limit (persist) and shows as info; close it with `closeSnackbar(key)` when the work resolves.
 */
export function toastOptions(variant: ToastVariant): OptionsObject {
  if (variant === 'loading') return { variant: 'info', persist: true };
  return { variant, autoHideDuration: variant === 'success' ? TOAST_SUCCESS_MS : TOAST_MS };
}

/** SPEC §8 toast texts, exactly. */
export const TOAST_TEXTS = {
  connectionRestored: 'Network connection restored',
  connectionLost: 'Network connection lost. Some features may be unavailable.',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out successfully',
  registered: 'Registration successful! You are now logged in.',
} as const;
