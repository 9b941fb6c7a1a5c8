// Turns an Apollo error into what a staff member should read, plus the field the server blamed (extensions.field).
import { CombinedGraphQLErrors } from '@apollo/client/errors';

const CODE_MESSAGES: Record<string, string> = {
  FORBIDDEN: 'Your role may not do this.',
  UNAUTHENTICATED: 'Your session has expired. Please log in again.',
  RATE_LIMITED: 'Too many requests. Wait a moment and try again.',
};

export interface ServerProblem {
  code: string | null;
  field: string | null;
  message: string;
}

export function describeServerError(error: unknown): ServerProblem {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
    const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : null;
    const message = (code && CODE_MESSAGES[code]) || first?.message || 'The server refused the request.';
    return { code, field, message };
  }
  return { code: null, field: null, message: 'Network error. Please check your internet connection and try again.' };
}
