import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import type { AuditService } from '../audit/audit.service.js';
import { COMMUNICATION_DEFAULTS, communicationPreference } from './messaging.table.js';

export interface CommunicationPreferences {
  sms: boolean;
  email: boolean;
  inApp: boolean;
  marketing: boolean;
  updatedAt: Date | null;
}

/** The caller's own channels (no user id is ever taken from the client: nobody reads or sets another's). */
export class PreferenceService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
  ) {}

  async mine(viewer: Viewer): Promise<CommunicationPreferences> {
    const [row] = await this.db.select().from(communicationPreference).where(eq(communicationPreference.userId, viewer.id));
    return row ? { sms: row.sms, email: row.email, inApp: row.inApp, marketing: row.marketing, updatedAt: row.updatedAt } : { ...COMMUNICATION_DEFAULTS, updatedAt: null };
  }

  /** Changes only the channels given; audited (marketing consent is a record the business must keep). */
  async update(actor: Actor, input: Partial<Omit<CommunicationPreferences, 'updatedAt'>>): Promise<CommunicationPreferences> {
    const before = await this.mine(actor.viewer);
    const next = {
      sms: input.sms ?? before.sms,
      email: input.email ?? before.email,
      inApp: input.inApp ?? before.inApp,
      marketing: input.marketing ?? before.marketing,
    };
    return withTransaction(this.db, async (tx) => {
      const [row] = await tx
        .insert(communicationPreference)
        .values({ userId: actor.viewer.id, ...next, updatedAt: new Date() })
        .onConflictDoUpdate({ target: communicationPreference.userId, set: { ...next, updatedAt: new Date() } })
        .returning();
      await this.audit.record(tx, actor, {
        action: 'communication_preferences.update',
        entity: 'user',
        entityId: actor.viewer.id,
        before: { sms: before.sms, email: before.email, inApp: before.inApp, marketing: before.marketing },
        after: next,
      });
      return { sms: row.sms, email: row.email, inApp: row.inApp, marketing: row.marketing, updatedAt: row.updatedAt };
    });
  }
}

/** A condition true for the person whose id is `userId` (an SQL expression) when they opted in to marketing. */
export function optedInToMarketing(userId: SQL): SQL {
  return sql`exists (select 1 from ${communicationPreference} c where c.user_id = ${userId} and c.marketing)`;
}
