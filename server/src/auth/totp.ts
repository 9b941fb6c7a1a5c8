// One place that turns an authenticator key into its current code, with the library better-auth's twoFactor plugin
// uses itself (@better-auth/utils: RFC 6238, 6 digits, 30 s): the demo script, the test harness and e2e sign-in.
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The key (base32, as in an otpauth:// URI's `secret` and as people type it into an app) of an otpauth URI. */
export function totpKeyOf(otpauthUri: string): string {
  const key = new URL(otpauthUri).searchParams.get('secret');
  if (!key) throw new Error('the otpauth URI has no secret');
  return key;
}

/** The current 6-digit code for a base32 key (spaces and case ignored). */
export function totpCode(base32Key: string): Promise<string> {
  const bytes = base32.decode(base32Key.replace(/\s+/g, '').toUpperCase());
  return createOTP(bytes).totp();
}
