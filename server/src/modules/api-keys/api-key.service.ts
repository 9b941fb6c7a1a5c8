import { isUuid } from '../../graphql/ids.js';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { ApiKeyVerifier } from '../../auth/viewer.js';
import type { AppDatabase, DbOrTx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { badInput, forbidden, notFound } from '../../graphql/errors.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CreateApiKeyInput } from './api-key.inputs.js';
import {
  API_KEY_MAX_DAYS,
  API_KEY_ROLES,
  API_KEY_SECRET_PATTERN,
  SERVICE_ACCOUNT_EMAIL_DOMAIN,
  generateApiKeySecret,
  hashApiKeySecret,
  isApiKeyRole,
} from './api-key.secret.js';
import { apiKey } from './api-key.table.js';
import type { ApiKey, ApiKeyStatus, CreatedApiKey } from './api-key.type.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_USED_PRECISION_MS = 60_000;
/**
 * How long a verified key is trusted without asking PostgreSQL again. Revoking drops it at once on every
 * instance (event `api_key.revoked`); this bound only matters if an instance missed that event.
 */
export const VERIFIED_KEY_TTL_MS = 30_000;
const MAX_CACHED_KEYS = 1_000;

interface VerifiedKey {
  viewer: Viewer;
  /** Date.now() after which the key is looked up again (never later than the key's own expiry). */
  recheckAt: number;
  /** The last use recorded in the database, as far as this instance knows. */
  lastUsedAt: number;
}

// Never selects the hash: nothing read here can leak it.
const listColumns = {
  id: apiKey.id,
  name: apiKey.name,
  role: apiKey.role,
  prefix: apiKey.prefix,
  createdAt: apiKey.createdAt,
  expiresAt: apiKey.expiresAt,
  lastUsedAt: apiKey.lastUsedAt,
  revokedAt: apiKey.revokedAt,
  createdByName: sql<string>`trim(${user.firstName} || ' ' || ${user.lastName})`,
};
type ApiKeyRow = Omit<ApiKey, 'status' | 'role'> & { role: string };

function toApiKey(row: ApiKeyRow, now = new Date()): ApiKey {
  const status: ApiKeyStatus = row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active';
  return { ...row, role: row.role as ApiKey['role'], status };
}

function selectApiKeys(db: DbOrTx) {
  return db.select(listColumns).from(apiKey).innerJoin(user, eq(user.id, apiKey.createdBy));
}

export class ApiKeyService implements ApiKeyVerifier {
  /** Verified keys by secret hash: a request with a known key costs no SQL (and no write more than once a minute). */
  private readonly verified = new Map<string, VerifiedKey>();
  /** Lookups in flight, so a burst of requests with a new key asks PostgreSQL once. */
  private readonly lookups = new Map<string, Promise<VerifiedKey | null>>();
  /** Bumped on every revocation, so a lookup that raced with one does not cache what it read. */
  private generation = 0;

  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly events?: EventBus,
  ) {
    // Another instance (or this one) revoked a key: forget it at once.
    events?.subscribe('api_key.revoked', ({ id }) => this.forget(id));
  }

  async create(actor: Actor, input: CreateApiKeyInput): Promise<CreatedApiKey> {
    refuseKeyCallers(actor);
    const name = input.name.trim().replace(/\s+/g, ' ');
    if (name.length < 3) throw badInput('Invalid name: name must be at least 3 characters', 'name');
    if (!isApiKeyRole(input.role)) throw badInput(`Invalid role: role must be one of: ${API_KEY_ROLES.join(', ')}`, 'role');
    if (!Number.isInteger(input.expiresInDays) || input.expiresInDays < 1 || input.expiresInDays > API_KEY_MAX_DAYS) {
      throw badInput(`Invalid expiresInDays: expiresInDays must be between 1 and ${API_KEY_MAX_DAYS}`, 'expiresInDays');
    }
    const { secret, prefix, hash } = generateApiKeySecret();
    const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
    const row = await withTransaction(this.db, async (tx) => {
      const serviceUserId = randomUUID();
      await tx.insert(user).values({
        id: serviceUserId,
        name: `${name} (API key)`,
        email: `apikey-${serviceUserId}@${SERVICE_ACCOUNT_EMAIL_DOMAIN}`,
        emailVerified: true,
        role: input.role,
        firstName: name,
        lastName: '(API key)',
      });
      const [created] = await tx
        .insert(apiKey)
        .values({ name, role: input.role, prefix, hash, createdBy: actor.viewer.id, serviceUserId, expiresAt })
        .returning({
          id: apiKey.id,
          name: apiKey.name,
          role: apiKey.role,
          prefix: apiKey.prefix,
          createdAt: apiKey.createdAt,
          expiresAt: apiKey.expiresAt,
          lastUsedAt: apiKey.lastUsedAt,
          revokedAt: apiKey.revokedAt,
        });
      await this.audit.record(tx, actor, {
        action: 'api_key.created',
        entity: 'api_key',
        entityId: created.id,
        after: { name, role: created.role, prefix, expiresAt: created.expiresAt.toISOString() },
      });
      return created;
    });
    const createdByName = `${actor.viewer.firstName} ${actor.viewer.lastName}`.trim();
    return { apiKey: toApiKey({ ...row, createdByName }), secret };
  }

  /** Every key, newest first, including revoked and expired ones (their status says so). */
  async list(first: number, after?: string | null): Promise<Page<ApiKey>> {
    const rows = await selectApiKeys(this.db)
      .where(afterCursor(after, apiKey.createdAt, apiKey.id))
      .orderBy(desc(apiKey.createdAt), desc(apiKey.id))
      .limit(first + 1);
    const page = toPage(rows, first);
    const now = new Date();
    return { ...page, nodes: page.nodes.map((row) => toApiKey(row, now)) };
  }

  /** Revoking twice is harmless: the second call returns the key unchanged and writes no audit event. */
  async revoke(actor: Actor, id: string): Promise<ApiKey> {
    refuseKeyCallers(actor);
    if (!isUuid(id)) throw notFound('API key');
    return withTransaction(this.db, async (tx, afterCommit) => {
      const [existing] = await selectApiKeys(tx).where(eq(apiKey.id, id)).for('update', { of: apiKey });
      if (!existing) throw notFound('API key');
      if (existing.revokedAt) return toApiKey(existing);
      const [revoked] = await tx
        .update(apiKey)
        .set({ revokedAt: sql`now()` })
        .where(eq(apiKey.id, id))
        .returning({ revokedAt: apiKey.revokedAt, serviceUserId: apiKey.serviceUserId });
      await tx.update(user).set({ banned: true, banReason: 'API key revoked' }).where(eq(user.id, revoked.serviceUserId));
      await this.audit.record(tx, actor, {
        action: 'api_key.revoked',
        entity: 'api_key',
        entityId: id,
        before: { revokedAt: null },
        after: { revokedAt: revoked.revokedAt?.toISOString() },
      });
      afterCommit(() => {
        this.forget(id);
        return this.events?.publish('api_key.revoked', { id, userId: revoked.serviceUserId });
      });
      return toApiKey({ ...existing, revokedAt: revoked.revokedAt });
    });
  }

  /**
   * The caller behind a secret, or null when it is unknown, revoked, expired or malformed. A verified key is
   * kept in memory for up to VERIFIED_KEY_TTL_MS (unknown keys never are); its last use is written at most
   * once a minute.
   */
  async verify(secret: string): Promise<Viewer | null> {
    if (!API_KEY_SECRET_PATTERN.test(secret)) return null;
    const hash = hashApiKeySecret(secret);
    const now = Date.now();
    let entry = this.verified.get(hash);
    if (!entry || entry.recheckAt <= now) {
      if (entry) this.verified.delete(hash);
      entry = (await this.lookup(hash)) ?? undefined;
      if (!entry) return null;
    }
    if (now - entry.lastUsedAt >= LAST_USED_PRECISION_MS) {
      entry.lastUsedAt = now;
      await this.touch(entry.viewer.apiKeyId!);
    }
    return { ...entry.viewer };
  }

  /** Drops every verified key of this instance (tests: as if the TTL had passed). */
  forgetVerifiedKeys(): void {
    this.verified.clear();
  }

  private forget(keyId: string): void {
    this.generation += 1;
    for (const [hash, entry] of this.verified) if (entry.viewer.apiKeyId === keyId) this.verified.delete(hash);
  }

  private lookup(hash: string): Promise<VerifiedKey | null> {
    let pending = this.lookups.get(hash);
    if (!pending) {
      pending = this.load(hash).finally(() => this.lookups.delete(hash));
      this.lookups.set(hash, pending);
    }
    return pending;
  }

  private async load(hash: string): Promise<VerifiedKey | null> {
    const generation = this.generation;
    const [row] = await this.db
      .select({
        id: apiKey.id,
        name: apiKey.name,
        role: apiKey.role,
        lastUsedAt: apiKey.lastUsedAt,
        serviceUserId: apiKey.serviceUserId,
        expiresAt: apiKey.expiresAt,
      })
      .from(apiKey)
      .where(and(eq(apiKey.hash, hash), isNull(apiKey.revokedAt), gt(apiKey.expiresAt, sql`now()`)));
    if (!row || !isApiKeyRole(row.role)) return null;
    const role = row.role;
    const entry: VerifiedKey = {
      viewer: { id: row.serviceUserId, email: '', firstName: row.name, lastName: '', role, apiKeyId: row.id },
      recheckAt: Math.min(Date.now() + VERIFIED_KEY_TTL_MS, row.expiresAt.getTime()),
      lastUsedAt: row.lastUsedAt?.getTime() ?? 0,
    };
    if (generation !== this.generation) return entry;
    if (this.verified.size >= MAX_CACHED_KEYS) this.verified.clear();
    this.verified.set(hash, entry);
    return entry;
  }

  // Conditional, so concurrent requests on several instances still write about once a minute.
  private async touch(id: string): Promise<void> {
    await this.db
      .update(apiKey)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(apiKey.id, id), or(isNull(apiKey.lastUsedAt), lt(apiKey.lastUsedAt, sql`now() - interval '1 minute'`))));
  }
}

// A key never mints or revokes keys, whatever its role (today no key role has manageSystem anyway).
function refuseKeyCallers(actor: Actor): void {
  if (actor.viewer.apiKeyId) throw forbidden('An API key cannot manage API keys.');
}
