// The new-password rule every form uses: a first check here (length, in characters), the full policy on the server
// (server/src/shared/password-policy.ts: zxcvbn, the email, our name). The strength meter loads that policy lazily.
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordLength } from '../../../server/src/shared/password-rules';

export { PASSWORD_HINT } from '../../../server/src/shared/password-rules';
/** SPEC §8's message for a password the server refuses (PASSWORD_TOO_WEAK, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG). */
export const WEAK_PASSWORD_MESSAGE = 'Password does not meet requirements. Please use a stronger password.';

export const passwordRule = z
  .string()
  .refine((value) => passwordLength(value) >= MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .refine((value) => passwordLength(value) <= MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`);
