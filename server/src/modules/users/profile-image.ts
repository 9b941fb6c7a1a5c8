/** Longest profile image address we keep (a URL, not the picture). */
export const PROFILE_IMAGE_MAX_LENGTH = 2048;

export const PROFILE_IMAGE_MESSAGE = 'The profile image must be a file on this site: /api/files/<document id> or an image under /images/.';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Our own file routes a profile image may name: an uploaded document, or an image of the web app. */
const OUR_FILE_PATHS = [new RegExp(`^/api/files/${UUID}$`, 'i'), /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.(?:png|jpe?g|svg|webp)$/i];

export type ProfileImageCheck = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * Whether a profile image value may be stored, and the form it is stored in. Allowed: nothing (absent, null or empty
 * clears it) or one of our own file routes (OUR_FILE_PATHS), written as a path or as an absolute URL on `origin`.
 * The value is read by the URL parser against our origin, never by its prefix: another host, credentials, a query,
 * dot segments (`/api/files/../../etc/passwd`) or escaped separators are refused, and what is kept is the path.
 */
export function checkProfileImageValue(value: unknown, origin: string): ProfileImageCheck {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  const refused = { ok: false, message: PROFILE_IMAGE_MESSAGE } as const;
  if (typeof value !== 'string' || value.length > PROFILE_IMAGE_MAX_LENGTH) return refused;
  // Whitespace, control characters and backslashes change how browsers read a URL; dot segments and escaped dots or
  // slashes change which file it names. None belongs in one we store.
  if (/[\s\\\p{Cc}]|\.\.|%2e|%2f|%5c/iu.test(value)) return refused;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return refused;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password || url.search || url.hash) return refused;
  // Absolute URLs must name our origin exactly as written; a path must be one (not `//host/...`).
  const written = value.startsWith('/') ? (value.startsWith('//') ? null : value) : value.startsWith(`${url.origin}/`) ? value.slice(url.origin.length) : null;
  if (written !== url.pathname) return refused;
  return OUR_FILE_PATHS.some((pattern) => pattern.test(url.pathname)) ? { ok: true, value: url.pathname } : refused;
}

/** Why a profile image value cannot be stored, or null when it can (checkProfileImageValue). */
export function profileImageProblem(value: unknown, origin: string): string | null {
  const check = checkProfileImageValue(value, origin);
  return check.ok ? null : check.message;
}
