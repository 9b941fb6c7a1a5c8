/** Longest profile image address we keep (a URL, not the picture). */
export const PROFILE_IMAGE_MAX_LENGTH = 2048;

export const PROFILE_IMAGE_MESSAGE = 'The profile image must be an https:// address or a path on this site starting with /.';

/**
 * Why a profile image value cannot be stored, or null when it can. Allowed: nothing (absent, null or empty clears
 * it), an https URL without credentials, or a path served by us (`/...`, never `//host`). Anything else —
 * `javascript:`, `data:`, `http:`, protocol-relative or malformed addresses — would be rendered as a link or an
 * image source by some client one day.
 */
export function profileImageProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > PROFILE_IMAGE_MAX_LENGTH) return PROFILE_IMAGE_MESSAGE;
  // Whitespace, control characters and backslashes change how browsers read a URL; none belongs in one we store.
  if (/[\s\\\p{Cc}]/u.test(value)) return PROFILE_IMAGE_MESSAGE;
  if (value.startsWith('/')) return value.startsWith('//') ? PROFILE_IMAGE_MESSAGE : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return PROFILE_IMAGE_MESSAGE;
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return PROFILE_IMAGE_MESSAGE;
  return null;
}
