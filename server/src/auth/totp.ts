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

const PERIOD_MS = 30_000;
/** The last step this process used per account and key: a code is accepted once, so its next sign-in starts after it. */
const lastStepUsed = new Map<string, number>();

/**
 * Codes for signing one account in again and again (tests, the demo script): the server accepts each step once per
 * account and allows the step after the current one, so this yields the current step's code (or the one after the last
 * used here for this account), then each later step's, waiting for a step to come into the window when it must. The
 * caller stops at the first that is accepted; a sign-in by another process on the same account costs a refusal or two.
 * Accounts sharing a key (the demo staff) are counted apart, as the server counts them.
 */
export async function* totpCodes(base32Key: string, account = '', now: () => number = Date.now): AsyncGenerator<string> {
  const bytes = base32.decode(base32Key.replace(/\s+/g, '').toUpperCase());
  const otp = createOTP(bytes);
  const used = `${account.toLowerCase()}:${base32Key}`;
  let step = Math.max(Math.floor(now() / PERIOD_MS), (lastStepUsed.get(used) ?? -Infinity) + 1);
  for (;;) {
    const wait = (step - 1) * PERIOD_MS - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
    lastStepUsed.set(used, step);
    yield await otp.hotp(step);
    step += 1;
  }
}

/** Tries codes from totpCodes until `attempt` accepts one (at most `tries`); returns whether one was accepted. */
export async function withTotpCode(base32Key: string, account: string, attempt: (code: string) => Promise<boolean>, tries = 4): Promise<boolean> {
  let tried = 0;
  for await (const code of totpCodes(base32Key, account)) {
    if (await attempt(code)) return true;
    tried += 1;
    if (tried >= tries) return false;
  }
  return false;
}
