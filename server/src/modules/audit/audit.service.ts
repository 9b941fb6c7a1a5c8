import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import type { Actor } from '../../graphql/context.js';
import { afterCursor } from '../../graphql/pagination.js';
import { auditEvent } from './audit.table.js';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** A filter over the trail: each narrows to an indexed column where one exists. */
export interface AuditEventFilter {
  first: number;
  after?: string | null;
  entity?: string | null;
  entityId?: string | null;
  actorId?: string | null;
  /** Part of the actor's name or email. */
  actor?: string | null;
  action?: string | null;
}

export class AuditService {
  /** Written inside the caller's transaction, so the trail and the change commit or roll back together. */
  async record(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
    await tx.insert(auditEvent).values({
      actorId: actor.viewer.id,
      actorRole: actor.viewer.role,
      apiKeyId: actor.viewer.apiKeyId ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      requestId: actor.requestId,
      ip: actor.ip,
    });
  }

  /** An entry no person made (a scheduled job): the trail names the job's run instead of a request. */
  async recordSystem(tx: DbOrTx, entry: AuditEntry & { runId: string }): Promise<void> {
    await tx.insert(auditEvent).values({
      actorId: null,
      actorRole: 'system',
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      requestId: entry.runId,
      ip: null,
    });
  }

  /** Newest first over (at, id), one more row than asked so the caller can tell whether a next page exists. */
  list(db: DbOrTx, { first, after, entity, entityId, actorId, actor, action }: AuditEventFilter) {
    const conditions: Array<SQL | undefined> = [afterCursor(after, auditEvent.at, auditEvent.id)];
    if (entity) conditions.push(eq(auditEvent.entity, entity));
    if (entityId) conditions.push(eq(auditEvent.entityId, entityId));
    if (actorId) conditions.push(eq(auditEvent.actorId, actorId));
    if (action) conditions.push(eq(auditEvent.action, action));
    if (actor?.trim()) {
      const like = containsPattern(actor.trim());
      conditions.push(or(ilike(sql`${user.firstName} || ' ' || ${user.lastName}`, like), ilike(user.email, like)));
    }
    return db
      .select({
        id: auditEvent.id,
        actorId: auditEvent.actorId,
        actorEmail: user.email,
        actorName: sql<string | null>`nullif(trim(${user.firstName} || ' ' || ${user.lastName}), '')`,
        actorRole: auditEvent.actorRole,
        apiKeyId: auditEvent.apiKeyId,
        action: auditEvent.action,
        entity: auditEvent.entity,
        entityId: auditEvent.entityId,
        before: auditEvent.before,
        after: auditEvent.after,
        requestId: auditEvent.requestId,
        ip: auditEvent.ip,
        at: auditEvent.at,
      })
      .from(auditEvent)
      .leftJoin(user, eq(user.id, auditEvent.actorId))
      .where(and(...conditions))
      .orderBy(desc(auditEvent.at), desc(auditEvent.id))
      .limit(first + 1);
  }
}
