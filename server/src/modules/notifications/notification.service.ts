import { isUuid } from '../../graphql/ids.js';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { Mailer } from '../../auth/mailer.js';
import type { AppDatabase, DbOrTx } from '../../db/client.js';
import type { AfterCommit } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import type { Viewer } from '../../graphql/context.js';
import { notFound } from '../../graphql/errors.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { Logger } from '../../logger.js';
import { notification } from './notification.table.js';

export type NotificationRow = typeof notification.$inferSelect;


export interface NotifyInput {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link?: string | null;
}

export class NotificationService {
  constructor(
    private readonly db: AppDatabase,
    private readonly events: EventBus,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  /** Writes the notification in the caller's transaction; the event and the email follow the commit. */
  async notify(tx: DbOrTx, afterCommit: AfterCommit, input: NotifyInput): Promise<void> {
    const [row] = await tx
      .insert(notification)
      .values({ userId: input.userId, kind: input.kind, title: input.title, body: input.body, link: input.link ?? null })
      .returning({ id: notification.id });
    afterCommit(async () => {
      this.events.publish('notification.added', { id: row.id, userId: input.userId });
      const [recipient] = await this.db.select({ email: user.email }).from(user).where(eq(user.id, input.userId));
      if (recipient) {
        await this.mailer.send({ to: recipient.email, subject: input.title, text: input.body }).catch((error: unknown) => {
          this.logger.warn('notification email failed', { error: String(error) });
        });
      }
    });
  }

  async listMine(viewer: Viewer, first: number, after?: string | null): Promise<Page<NotificationRow>> {
    const rows = await this.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, viewer.id), afterCursor(after, notification.createdAt, notification.id)))
      .orderBy(desc(notification.createdAt), desc(notification.id))
      .limit(first + 1);
    return toPage(rows, first);
  }

  /** One of the caller's notifications; anyone else's is NOT_FOUND. */
  async get(viewer: Viewer, id: string): Promise<NotificationRow> {
    const [row] = isUuid(id)
      ? await this.db.select().from(notification).where(and(eq(notification.id, id), eq(notification.userId, viewer.id)))
      : [];
    if (!row) throw notFound('Notification');
    return row;
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
    const [row] = await this.db
      .update(notification)
      .set({ readAt: sql`coalesce(${notification.readAt}, now())` })
      .where(and(eq(notification.id, id), eq(notification.userId, viewer.id)))
      .returning();
    if (!row) throw notFound('Notification');
    return row;
  }

  async markAllRead(viewer: Viewer): Promise<number> {
    const rows = await this.db
      .update(notification)
      .set({ readAt: sql`now()` })
      .where(and(eq(notification.userId, viewer.id), isNull(notification.readAt)))
      .returning({ id: notification.id });
    return rows.length;
  }
}
