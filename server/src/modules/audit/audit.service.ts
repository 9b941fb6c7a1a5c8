import type { DbOrTx } from '../../db/client.js';
import type { Actor } from '../../graphql/context.js';
import { auditEvent } from './audit.table.js';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
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
}
