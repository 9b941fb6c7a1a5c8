// Sign-up must answer SPEC's 'This email is already registered…' (a requirement), which tells whether an address has
// an account. Enumeration is made expensive instead (OWASP ASVS 5.0 §6.3): attempts are counted per IP and
// per email in PostgreSQL (every instance shares the counts), and an IP that keeps hitting registered addresses is
// refused for the rest of the hour and logged as a warning. Emails are counted by hash: the table holds no address.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { SignUpLimits } from '../config.js';
import type { AppDatabase } from '../db/client.js';
import type { Logger } from '../logger.js';
import { signUpThrottle } from './auth.table.js';

export const SIGN_UP_WINDOW_MS = 60 * 60_000;
export const SIGN_UP_THROTTLED_MESSAGE = 'Too many sign-up attempts. Please wait an hour and try again.';

export interface SignUpAttempt {
  email: string;
  ip: string | null;
  requestId: string;
}

export interface SignUpGuard {
  /** Counts an attempt; refuses it (429 TOO_MANY_REQUESTS) past a limit. A no-op when the limits are off. */
  admit(attempt: SignUpAttempt): Promise<void>;
  /** Counts an "already registered" answer to this IP; the answer that reaches the limit is logged as a warning. */
  recordTaken(attempt: SignUpAttempt): Promise<void>;
}

const emailKey = (email: string) => `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;

export function createSignUpGuard(options: { db: AppDatabase; logger: Logger; limits: SignUpLimits | null; now?: () => Date }): SignUpGuard {
  const { db, logger, limits } = options;
  const now = options.now ?? (() => new Date());

  /** Adds `by` to a key's count in the current window (a new window once the hour is over) and returns the count. */
  const bump = async (key: string, by: number): Promise<number> => {
    const at = now();
    const windowStart = new Date(at.getTime() - SIGN_UP_WINDOW_MS);
    const [row] = await db
      .insert(signUpThrottle)
      .values({ key, attempts: by, windowStartedAt: at })
      .onConflictDoUpdate({
        target: signUpThrottle.key,
        set: {
          attempts: sql`CASE WHEN ${signUpThrottle.windowStartedAt} > ${windowStart} THEN ${signUpThrottle.attempts} + ${by} ELSE ${by} END`,
          windowStartedAt: sql`CASE WHEN ${signUpThrottle.windowStartedAt} > ${windowStart} THEN ${signUpThrottle.windowStartedAt} ELSE ${at} END`,
        },
      })
      .returning({ attempts: signUpThrottle.attempts });
    return row.attempts;
  };

  const refuse = () => new APIError('TOO_MANY_REQUESTS', { code: 'TOO_MANY_SIGN_UPS', message: SIGN_UP_THROTTLED_MESSAGE });

  return {
    async admit({ email, ip }) {
      if (!limits) return;
      if (ip && (await bump(`taken:${ip}`, 0)) >= limits.takenPerIp) throw refuse();
      if (ip && (await bump(`ip:${ip}`, 1)) > limits.perIp) throw refuse();
      if (email && (await bump(emailKey(email), 1)) > limits.perEmail) throw refuse();
    },

    async recordTaken({ ip, requestId }) {
      if (!limits || !ip) return;
      const taken = await bump(`taken:${ip}`, 1);
      // Once per window (the answer that reaches the limit); the address itself is never logged.
      if (taken === limits.takenPerIp) {
        logger.warn('sign-up: repeated already-registered answers to one address; its sign-ups are paused for the hour', { ip, requestId, answers: taken });
      }
    },
  };
}
