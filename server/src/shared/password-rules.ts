// The password policy's figures and words, without its dictionaries: the web imports this in its first chunk and
// never loads the judge (zxcvbn and its word lists): its strength meter asks the server (http/password-strength.ts).
/** Characters (Unicode code points, so "é" is one), at least. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn's score 0–4; 3 is "safely unguessable: moderate protection from offline slow-hash scenario" (10¹⁰ guesses). */
export const MIN_PASSWORD_SCORE = 3;

/** The server's own wording; the web shows SPEC's 'Password does not meet requirements…' for PASSWORD_TOO_WEAK. */
export const WEAK_PASSWORD_MESSAGE =
  'Password must be at least 12 characters, must not contain your email or our name, and must not be easy to guess.';
/** What the forms say under a new-password field. */
export const PASSWORD_HINT = 'At least 12 characters. A few unrelated words make a strong password; no need for symbols.';

/** A client-side first check (the server decides): long enough, counted in characters, not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}
