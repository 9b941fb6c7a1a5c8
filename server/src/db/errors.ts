// PostgreSQL error codes the services turn into answers a caller can read.

const UNIQUE_VIOLATION = '23505';

/**
 * A unique index refused the write (two requests raced for the same record). drizzle wraps the driver's error in
 * `cause`, so the chain is walked; `constraint`, when given, must also match.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) return constraint === undefined || candidate.constraint === undefined || candidate.constraint === constraint;
  }
  return false;
}
