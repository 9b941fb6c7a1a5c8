// Demo staff accounts are seeded already enrolled in two-factor sign-in with this published authenticator key
// (README: add it to any authenticator app, or run `npm run demo:totp`). Demo data never exists in production.
import { randomBytes } from 'node:crypto';
import { symmetricEncrypt } from 'better-auth/crypto';

/** Base32, as typed into an authenticator app. Public on purpose: it only opens demo accounts. */
export const DEMO_TOTP_KEY = 'GHCDEMOSTAFFTOTPKEYFORACCRAGHANA';

/**
 * A `two_factor` row as better-auth's twoFactor plugin writes it: the secret encrypted with the auth secret, in the
 * plugin's `base32:` form for imported keys, and ten random (unpublished) backup codes.
 */
export async function demoTwoFactorRow(authSecret: string, userId: string) {
  const backupCodes = Array.from({ length: 10 }, () => randomBytes(5).toString('hex')).map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
  return {
    id: randomBytes(16).toString('hex'),
    userId,
    secret: await symmetricEncrypt({ key: authSecret, data: `base32:${DEMO_TOTP_KEY}` }),
    backupCodes: await symmetricEncrypt({ key: authSecret, data: JSON.stringify(backupCodes) }),
    verified: true,
  };
}
