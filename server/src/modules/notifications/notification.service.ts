import { isUuid } from '../../graphql/ids.js';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { withTransaction } from '../../db/transaction.js';
import { user } from '../../auth/auth.table.js';
import type { AppDatabase, DbOrTx } from '../../db/client.js';
import type { AfterCommit } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { Logger } from '../../logger.js';
import type { AuditService } from '../audit/audit.service.js';
import { optedInToMarketing } from '../messaging/preferences.service.js';
import type { OutboxService } from '../messaging/outbox.service.js';
import { SERVICE_ACCOUNT_EMAIL_DOMAIN } from '../api-keys/api-key.secret.js';
import { APP_PATH, APP_PATH_MESSAGE, BROADCAST_BODY_MAX, BROADCAST_LINK_MAX, BROADCAST_TITLE_MAX } from './notification.inputs.js';
import { broadcast, notification, type BroadcastAudience, type NotificationTargetKind } from './notification.table.js';
export type { BroadcastAudience } from './notification.table.js';

type StoredNotification = typeof notification.$inferSelect;
export type NotificationRow = StoredNotification & { target: { kind: NotificationTargetKind; id: string | null } | null };

/** The stored columns as the GraphQL type shows them. */
function withTarget(row: StoredNotification): NotificationRow {
  return { ...row, target: row.targetKind ? { kind: row.targetKind, id: row.targetId } : null };
}
export type BroadcastRow = typeof broadcast.$inferSelect;
export type BroadcastView = BroadcastRow & { sentBy: { id: string; firstName: string; lastName: string; email: string } };

export interface BroadcastInput {
  audience: BroadcastAudience;
  title: string;
  body: string;
  link?: string | null;
  /** Offers and news: only customers who opted in to marketing receive it. */
  marketing?: boolean | null;
}

/** drizzle's execute answers `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}


export interface NotifyInput {
  userId: string;
  kind: string;
  title: string;
  body: string;
  /** The record it is about: a kind and an id, never a path (the web owns its routes). */
  target?: { kind: NotificationTargetKind; id: string } | null;
  /** Emailed whatever the customer's email choice: something they asked for by email (their data export's link). */
  alwaysEmail?: boolean;
}

export class NotificationService {
  constructor(
    private readonly db: AppDatabase,
    private readonly events: EventBus,
    private readonly outbox: OutboxService,
    private readonly logger: Logger,
    private readonly audit: AuditService,
  ) {}

  /**
   * Writes the notification in the caller's transaction, and its email into the outbox in the same transaction when
   * the recipient turned email on (communication preferences). The event and the email's first delivery attempt follow
   * the commit; the email goes in the background (a slow mail server never holds the response) and the
   * deliver-messages job retries it if it fails.
   */
  async notify(tx: DbOrTx, afterCommit: AfterCommit, input: NotifyInput): Promise<void> {
    const [row] = await tx
      .insert(notification)
      .values({
        userId: input.userId,
        kind: input.kind,
        title: input.title,
        body: input.body,
        targetKind: input.target?.kind ?? null,
        targetId: input.target?.id ?? null,
      })
      .returning({ id: notification.id });
    const emailed = await this.outbox.enqueueNotificationEmail(tx, {
      userId: input.userId,
      kind: `notification.${input.kind}`,
      subject: input.title,
      body: input.body,
      dedupeKey: `notification:${row.id}:email`,
      always: input.alwaysEmail === true,
    });
    afterCommit(() => {
      if (emailed) void this.outbox.deliverNow(emailed);
      return this.events.publish('notification.added', { id: row.id, userId: input.userId });
    });
  }

  async listMine(viewer: Viewer, first: number, after?: string | null): Promise<Page<NotificationRow>> {
    const rows = await this.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, viewer.id), afterCursor(after, notification.createdAt, notification.id)))
      .orderBy(desc(notification.createdAt), desc(notification.id))
      .limit(first + 1);
    return toPage(rows.map(withTarget), first);
  }

  /** One of the caller's notifications; anyone else's is NOT_FOUND. */
  async get(viewer: Viewer, id: string): Promise<NotificationRow> {
    const [row] = isUuid(id)
      ? await this.db.select().from(notification).where(and(eq(notification.id, id), eq(notification.userId, viewer.id)))
      : [];
    if (!row) throw notFound('Notification');
    return withTarget(row);
  }

  async unreadCount(viewer: Viewer): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notification)
      .where(and(eq(notification.userId, viewer.id), isNull(notification.readAt)));
    return row?.count ?? 0;
  }

  /** Only the owner can mark a notification read; anyone else gets NOT_FOUND (no existence leak). */
  async markRead(viewer: Viewer, id: string): Promise<NotificationRow> {
    if (!isUuid(id)) throw notFound('Notification');
    const [row] = await this.db
      .update(notification)
      .set({ readAt: sql`coalesce(${notification.readAt}, now())` })
      .where(and(eq(notification.id, id), eq(notification.userId, viewer.id)))
      .returning();
    if (!row) throw notFound('Notification');
    return withTarget(row);
  }

  async markAllRead(viewer: Viewer): Promise<number> {
    const rows = await this.db
      .update(notification)
      .set({ readAt: sql`now()` })
      .where(and(eq(notification.userId, viewer.id), isNull(notification.readAt)))
      .returning({ id: notification.id });
    return rows.length;
  }

  // ---- broadcasts (staff with manageSystem) ---------------------------------------------------------------------

  /**
   * Sends one message to a whole audience: the broadcast row and every recipient's notification (one
   * INSERT … SELECT, whatever the audience size) commit together with the audit entry; the realtime events
   * follow the commit. Banned accounts and partner service accounts are not recipients.
   */
  async broadcast(actor: Actor, input: BroadcastInput): Promise<BroadcastView> {
    const title = input.title.trim();
    const body = input.body.trim();
    const link = input.link?.trim() || null;
    if (title.length < 1 || title.length > BROADCAST_TITLE_MAX) throw badInput(`Give a title of 1 to ${BROADCAST_TITLE_MAX} characters.`, 'title');
    if (body.length < 1 || body.length > BROADCAST_BODY_MAX) throw badInput(`Give a message of 1 to ${BROADCAST_BODY_MAX} characters.`, 'body');
    if (link !== null && (link.length > BROADCAST_LINK_MAX || !APP_PATH.test(link))) throw badInput(APP_PATH_MESSAGE, 'link');
    const { row, recipients } = await withTransaction(this.db, async (tx, afterCommit) => {
      const inserted = await tx.execute(sql`
        insert into ${notification} (user_id, kind, title, body, link)
        select u.id, 'broadcast', ${title}, ${body}, ${link}
        from ${user} u
        where ${this.audienceFilter(input.audience, input.marketing === true)}
        returning id, user_id as "userId"`);
      const recipients = rowsOf<{ id: string; userId: string }>(inserted);
      const [row] = await tx
        .insert(broadcast)
        .values({ senderId: actor.viewer.id, audience: input.audience, title, body, link, marketing: input.marketing === true, recipientCount: recipients.length })
        .returning();
      await this.audit.record(tx, actor, {
        action: 'notification.broadcast',
        entity: 'broadcast',
        entityId: row.id,
        after: { audience: row.audience, title, body, link, marketing: row.marketing, recipientCount: row.recipientCount },
      });
      afterCommit(() => {
        // One id-only event per recipient, sent in the background so a large audience does not hold the response.
        void (async () => {
          for (const recipient of recipients) await this.events.publish('notification.added', recipient);
        })();
      });
      return { row, recipients };
    });
    this.logger.info('broadcast sent', { broadcastId: row.id, audience: row.audience, recipients: recipients.length });
    const { viewer } = actor;
    return { ...row, sentBy: { id: viewer.id, firstName: viewer.firstName, lastName: viewer.lastName, email: viewer.email } };
  }

  /**
   * Who a broadcast reaches: accounts of the audience's role, not banned, not partner service accounts; a marketing
   * broadcast only those who opted in to marketing (off by default).
   */
  private audienceFilter(audience: BroadcastAudience, marketing = false) {
    const role = audience === 'all_customers' ? 'user' : audience;
    const base = sql`u.role = ${role} and u.banned = false and u.email not like ${`%@${SERVICE_ACCOUNT_EMAIL_DOMAIN}`}`;
    if (!marketing) return base;
    return sql`${base} and ${optedInToMarketing(sql`u.id`)}`;
  }

  /** How many accounts a broadcast to this audience would reach now (for the "Send to N recipients?" check). */
  async audienceSize(audience: BroadcastAudience, marketing = false): Promise<number> {
    const result = await this.db.execute(sql`select count(*)::int as "count" from ${user} u where ${this.audienceFilter(audience, marketing)}`);
    return rowsOf<{ count: number }>(result)[0].count;
  }

  /** Broadcast history, newest first, with the sender of each (one statement per page). */
  async listBroadcasts(first: number, after?: string | null): Promise<Page<BroadcastView>> {
    const rows = await this.db
      .select({ broadcast, sentBy: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } })
      .from(broadcast)
      .innerJoin(user, eq(user.id, broadcast.senderId))
      .where(afterCursor(after, broadcast.createdAt, broadcast.id))
      .orderBy(desc(broadcast.createdAt), desc(broadcast.id))
      .limit(first + 1);
    return toPage(
      rows.map(({ broadcast: row, sentBy }) => ({ ...row, sentBy })),
      first,
    );
  }
}
