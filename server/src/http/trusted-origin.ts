import type { IncomingHttpHeaders } from 'node:http';

/** The message of a cookie request from an origin we do not trust (/graphql and /api/files alike). */
export const UNTRUSTED_ORIGIN_MESSAGE = 'The request origin is not allowed.';

/** The origin a request says it comes from: its Origin header, else its Referer's origin (undefined when neither). */
function claimedOrigin(headers: IncomingHttpHeaders): string | undefined {
  if (typeof headers.origin === 'string') return headers.origin;
  if (typeof headers.referer !== 'string') return undefined;
  try {
    return new URL(headers.referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Like better-auth: a request that carries a cookie must come from a trusted origin (CSRF), named by Origin or else
 * Referer; one that names neither is refused too. Requests without a cookie (API keys, partners' servers) are not
 * asked. `allowUnnamed` lets a request that names no origin through (a GET, which cannot change anything): a browser
 * sends no Origin on a same-origin GET, and every cross-origin request it makes carries one.
 */
export function hasTrustedOrigin(headers: IncomingHttpHeaders, trustedOrigins: readonly string[], options: { allowUnnamed?: boolean } = {}): boolean {
  if (!headers.cookie) return true;
  const origin = claimedOrigin(headers);
  if (origin === undefined) return options.allowUnnamed === true;
  return origin !== 'null' && trustedOrigins.includes(origin);
}
