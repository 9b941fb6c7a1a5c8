// Reports every answer that says "not signed in" to lib/session-events, so the session-expired flow starts at once.
import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { tap } from 'rxjs';
import { reportUnauthenticated } from './session-events';

/** The socket's close code for an ended session (server/src/http/graphql-ws.ts WS_CLOSE.sessionEnded). */
export const SOCKET_SESSION_ENDED = 4401;

type ErrorList = ReadonlyArray<{ extensions?: Record<string, unknown> | null }> | undefined;

function hasUnauthenticatedCode(errors: ErrorList): boolean {
  return Boolean(errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED'));
}

/** True when the error an operation failed with says the caller is not signed in (GraphQL code or HTTP 401). */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return hasUnauthenticatedCode(error.errors);
  if (ServerError.is(error)) return error.statusCode === 401;
  return false;
}

/**
 * Outermost link: reports an UNAUTHENTICATED result or error (queries, mutations and subscriptions alike) and passes
 * everything through unchanged. The retry link never retries these (lib/query-policy), so the report comes with the
 * first answer.
 */
export function unauthenticatedLink(report: () => void = reportUnauthenticated): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          if (hasUnauthenticatedCode((result as { errors?: ErrorList }).errors)) report();
        },
        error: (error: unknown) => {
          if (isUnauthenticated(error)) report();
        },
      }),
    ),
  );
}
