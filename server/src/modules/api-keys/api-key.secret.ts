import { hash, randomBytes } from 'node:crypto';
import type { Role } from '../../auth/permissions.js';

// Plain constants and functions (no decorators), shared by the service, the inputs and the seed.

/** Staff roles without admin rights: a leaked key can never manage users, settings or other keys. */
export const API_KEY_ROLES = [
  'sales_executive',
  'credit_analyst',
  'recovery_and_collections',
  'inspection_and_verification',
  'finance',
] as const satisfies readonly Role[];
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

export const API_KEY_MAX_DAYS = 365;
export const API_KEY_SECRET_PREFIX = 'ghc_live_';
// 32 random bytes in base64url are 43 characters.
export const API_KEY_SECRET_PATTERN = /^ghc_live_[A-Za-z0-9_-]{43}$/;

export function isApiKeyRole(role: unknown): role is ApiKeyRole {
  return typeof role === 'string' && (API_KEY_ROLES as readonly string[]).includes(role);
}

/** Runs on every request with a key (before the verified-key cache): the one-shot hash is ~2× quicker than createHash. */
export function hashApiKeySecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** A new secret and what is stored about it; the secret itself is returned to the caller once and forgotten. */
export function generateApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const random = randomBytes(32).toString('base64url');
  const secret = `${API_KEY_SECRET_PREFIX}${random}`;
  return { secret, prefix: random.slice(0, 8), hash: hashApiKeySecret(secret) };
}

/** Service accounts of API keys use this reserved domain (RFC 2606), so they are easy to tell apart and never mail anyone. */
export const SERVICE_ACCOUNT_EMAIL_DOMAIN = 'api-keys.invalid';
