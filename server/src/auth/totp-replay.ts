// A TOTP code is used once (OWASP ASVS 5.0 §6.5.1). better-auth's twoFactor plugin accepts a code for its
// whole window (the current 30-second step ±1) as often as it is sent. Before the plugin verifies, we find which step
// the code belongs to and claim it with one conditional UPDATE: only a step later than the last one accepted passes,
// so a replayed code, or an earlier one, fails as a wrong code would, even when two requests race.
// Backup codes are already single-use in the plugin (it removes a used code under an optimistic-concurrency check).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { AppDatabase } from '../db/client.js';
import { twoFactor } from './auth.table.js';

const PERIOD_SECONDS = 30;
/** The plugin's window: the step before, the current one and the next (clock drift between phone and server). */
const WINDOW = 1;
/** The plugin's pending-sign-in cookie (its `two_factor` cookie, named through better-auth's public createAuthCookie). */
const TWO_FACTOR_COOKIE = 'two_factor';

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** Whose code this is: the signed-in user (enrolment) or the user of the pending sign-in's two-factor cookie. */
async function userIdOf(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value ?? null;
}

/** The plugin's secret format: generated secrets as they are, imported keys as `base32:<key>`. */
async function secretBytes(ctx: HookContext, encrypted: string): Promise<string | Uint8Array> {
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: encrypted });
  return secret.startsWith('base32:') ? base32.decode(secret.slice('base32:'.length).toUpperCase()) : secret;
}

export function createTotpReplayGuard(db: AppDatabase, now: () => number = Date.now) {
  /** Claims the step of the code in the request; throws INVALID_CODE when that step (or a later one) was used already. */
  return async function claimTotpStep(ctx: HookContext): Promise<void> {
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string') return;
    const userId = await userIdOf(ctx);
    if (!userId) return; // the plugin refuses it (no session, no pending sign-in)
    const [row] = await db.select({ id: twoFactor.id, secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
    if (!row) return;
    const otp = createOTP(await secretBytes(ctx, row.secret), { period: PERIOD_SECONDS, digits: 6 });
    const current = Math.floor(now() / 1000 / PERIOD_SECONDS);
    let step: number | null = null;
    for (let offset = -WINDOW; offset <= WINDOW; offset += 1) {
      if ((await otp.hotp(current + offset)) === code) step = current + offset;
    }
    if (step === null) return; // a wrong code: the plugin counts the failure and answers INVALID_CODE
    const claimed = await db
      .update(twoFactor)
      .set({ lastUsedStep: step })
      .where(and(eq(twoFactor.id, row.id), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
      .returning({ id: twoFactor.id });
    if (claimed.length === 0) throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });
  };
}
