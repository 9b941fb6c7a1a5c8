/**
 * Errors that mean "the database cannot be reached right now" (a PostgreSQL restart, a dropped connection, a full
 * pool waiting too long): the request failed but may succeed when retried. Every other database error is a bug or a
 * client mistake and stays what it was.
 */

/** Socket-level failures node reports while the server is down or restarting. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of the same situation: class 08 (connection exception), 57P01 admin shutdown (`pg_ctl restart -m fast`),
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up / shutting down), 53300 too many connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres words these without a code (a connection that ended under a query, a client left unusable by one). */
const MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Connection terminated due to connection timeout/,
];

function unavailableHere(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/** True when `error` (or what it wraps: drizzle's `cause`, GraphQL's `originalError`) is a lost or refused connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    if (unavailableHere(current)) return true;
    seen.add(current);
    const { cause, originalError } = current as { cause?: unknown; originalError?: unknown };
    current = originalError ?? cause;
  }
  return false;
}
