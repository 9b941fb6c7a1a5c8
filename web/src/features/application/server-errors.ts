// Turns what the server or network said into one message (and the field at fault) a customer can act on.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface FormError {
  message: string;
  /** The server's `extensions.field`, e.g. `employer.startDate` or `emergencyContacts.1.phone`. */
  field?: string;
  code?: string;
}

export function toFormError(error: unknown): FormError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as { code?: unknown; field?: unknown };
    const code = typeof extensions.code === 'string' ? extensions.code : undefined;
    const field = typeof extensions.field === 'string' ? extensions.field : undefined;
    if (code === 'UNAUTHENTICATED') return { code, message: 'Your session has expired. Please log in again.' };
    if (code === 'RATE_LIMITED') return { code, message: 'Too many attempts. Please wait a moment and try again.' };
    if (code === 'FORBIDDEN') return { code, message: 'You are not allowed to do this.' };
    if (code === 'INTERNAL_SERVER_ERROR') return { code, message: first?.message ?? 'Something went wrong on our side. Please try again.' };
    // class-validator messages read 'Invalid monthlyRent: must be …'; the field is highlighted, so keep only the reason.
    const raw = first?.message ?? 'Please check what you entered.';
    const reason = /^Invalid [\w.]+: (.+)$/.exec(raw)?.[1];
    const message = reason ? `${reason.charAt(0).toUpperCase()}${reason.slice(1)}${/[.!?]$/.test(reason) ? '' : '.'}` : raw;
    return { code, field, message };
  }
  if (error instanceof Error && error.message) {
    return { message: /fetch|network/i.test(error.message) ? 'Network error. Please check your internet connection and try again.' : error.message };
  }
  return { message: 'Something went wrong. Please try again.' };
}
