// SPEC §8/§9 toast texts and timings for notistack, so every screen's toasts last and stack the same way.
import type { OptionsObject, SnackbarProviderProps, VariantType } from 'notistack';
import { TOAST_MAX, TOAST_MS, TOAST_SUCCESS_MS } from './constants';

/** Spread onto <SnackbarProvider>: at most 20 toasts, 4 s each unless a toast says otherwise. */
export const SNACKBAR_PROVIDER_PROPS = {
  maxSnack: TOAST_MAX,
  autoHideDuration: TOAST_MS,
} satisfies Partial<SnackbarProviderProps>;

export type ToastVariant = VariantType | 'loading';

let toastSeq = 0;

/**
 * Options for `enqueueSnackbar(message, toastOptions(variant))`: success 3 s, others 4 s.
 * 'loading' has no time limit (persist) and shows as info; close it with `closeSnackbar(key)` when the work resolves.
 *
 * Every toast gets its own key. notistack's default key is `Date.getTime() + Math.random()`, and at today's epoch a
 * double keeps only ~11 bits of that fraction, so two toasts raised in the same millisecond (a burst of live
 * notifications) could share a key and render as one duplicated element.
 */
export function toastOptions(variant: ToastVariant): OptionsObject {
  toastSeq += 1;
  const key = `toast-${toastSeq}`;
  if (variant === 'loading') return { key, variant: 'info', persist: true };
  return { key, variant, autoHideDuration: variant === 'success' ? TOAST_SUCCESS_MS : TOAST_MS };
}

/** SPEC §8 toast texts, exactly. */
export const TOAST_TEXTS = {
  connectionRestored: 'Network connection restored',
  connectionLost: 'Network connection lost. Some features may be unavailable.',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out successfully',
  registered: 'Registration successful! You are now logged in.',
} as const;
