import { and, desc, eq, type SQL } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import { hasPermission } from '../../auth/permissions.js';
import type { AppDatabase } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { application } from './application.table.js';
import { applicationReviewRequest, type ReviewRequestStatus } from './review-request.table.js';
import { isUniqueViolation } from '../../db/errors.js';
export { REVIEW_REQUEST_STATUSES, type ReviewRequestStatus } from './review-request.table.js';

export type ReviewRequestRow = typeof applicationReviewRequest.$inferSelect;
export interface ReviewRequestView extends ReviewRequestRow {
  customerName: string | null;
  customerEmail: string | null;
  decisionReason: string | null;
}

export const ALREADY_REQUESTED_MESSAGE = 'You already asked for a human review of this application; a credit analyst will answer it.';
export const NOT_REJECTED_MESSAGE = 'Only a rejected application can be reviewed again.';


/**
 * Human review of a rejected application (Act 843): the customer asks once per application, a credit analyst
 * (manageAllApplications) answers from the queue, the customer is notified. Tracked like a ticket: open → answered.
 */
export class ReviewRequestService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
  ) {}

  async request(actor: Actor, applicationId: string, message: string): Promise<ReviewRequestView> {
    const text = message.trim();
    if (text.length < 5 || text.length > 2000) throw badInput('Tell us in 5 to 2000 characters why the decision should be looked at again.', 'message');
    if (!isUuid(applicationId)) throw notFound('Application');
    const id = await withTransaction(this.db, async (tx, afterCommit) => {
      const [current] = await tx
        .select({ id: application.id, userId: application.userId, status: application.status })
        .from(application)
        .where(and(eq(application.id, applicationId), eq(application.userId, actor.viewer.id)))
        .for('update');
      if (!current) throw notFound('Application');
      if (current.status !== 'rejected') throw conflict(NOT_REJECTED_MESSAGE);
      const [existing] = await tx
        .select({ id: applicationReviewRequest.id })
        .from(applicationReviewRequest)
        .where(eq(applicationReviewRequest.applicationId, applicationId));
      if (existing) throw conflict(ALREADY_REQUESTED_MESSAGE);
      let row: { id: string };
      try {
        [row] = await tx
          .insert(applicationReviewRequest)
          .values({ applicationId, userId: actor.viewer.id, message: text })
          .returning({ id: applicationReviewRequest.id });
      } catch (error) {
        throw isUniqueViolation(error) ? conflict(ALREADY_REQUESTED_MESSAGE) : error;
      }
      await this.notifications.notify(tx, afterCommit, {
        userId: actor.viewer.id,
        kind: 'application_status',
        title: 'We received your review request',
        body: 'A credit analyst will look at your application again and answer you here.',
        target: { kind: 'APPLICATION', id: applicationId },
      });
      afterCommit(() => this.events.publish('application.changed', { id: applicationId, userId: actor.viewer.id }));
      return row.id;
    });
    return this.get(id);
  }

  /** The review request of one application: its owner, or staff who read applications; anyone else NOT_FOUND. */
  async forApplication(viewer: Viewer, applicationId: string): Promise<ReviewRequestView | null> {
    if (!isUuid(applicationId)) return null;
    const [row] = await this.select(eq(applicationReviewRequest.applicationId, applicationId), 1);
    if (!row) return null;
    if (row.userId !== viewer.id && !hasPermission(viewer.role, 'viewAllApplications')) return null;
    return row;
  }

  async queue(first: number, after: string | null | undefined, status: ReviewRequestStatus | null | undefined): Promise<Page<ReviewRequestView & { createdAt: Date }>> {
    const conditions: Array<SQL | undefined> = [afterCursor(after, applicationReviewRequest.createdAt, applicationReviewRequest.id)];
    if (status) conditions.push(eq(applicationReviewRequest.status, status));
    return toPage(await this.select(and(...conditions), first + 1), first);
  }

  async answer(actor: Actor, id: string, answer: string): Promise<ReviewRequestView> {
    const text = answer.trim();
    if (text.length < 5 || text.length > 2000) throw badInput('Give an answer of 5 to 2000 characters; the customer will read it.', 'answer');
    if (!isUuid(id)) throw notFound('Review request');
    await withTransaction(this.db, async (tx, afterCommit) => {
      const [current] = await tx.select().from(applicationReviewRequest).where(eq(applicationReviewRequest.id, id)).for('update');
      if (!current) throw notFound('Review request');
      if (current.status !== 'open') throw conflict('This review request was already answered.');
      const now = new Date();
      await tx
        .update(applicationReviewRequest)
        .set({ status: 'answered', answer: text, answeredBy: actor.viewer.id, answeredAt: now })
        .where(eq(applicationReviewRequest.id, id));
      await this.audit.record(tx, actor, {
        action: 'application.review_answered',
        entity: 'application',
        entityId: current.applicationId,
        before: { status: 'open' },
        after: { status: 'answered', answer: text },
      });
      await this.notifications.notify(tx, afterCommit, {
        userId: current.userId,
        kind: 'application_status',
        title: 'Your review request was answered',
        body: `A credit analyst reviewed your application again: ${text}`,
        target: { kind: 'APPLICATION', id: current.applicationId },
      });
      afterCommit(() => this.events.publish('application.changed', { id: current.applicationId, userId: current.userId }));
    });
    return this.get(id);
  }

  private async get(id: string): Promise<ReviewRequestView> {
    const [row] = await this.select(eq(applicationReviewRequest.id, id), 1);
    if (!row) throw notFound('Review request');
    return row;
  }

  private async select(where: SQL | undefined, limit: number): Promise<Array<ReviewRequestView & { createdAt: Date }>> {
    const rows = await this.db
      .select({
        request: applicationReviewRequest,
        customerName: user.name,
        customerEmail: user.email,
        decisionReason: application.decisionReason,
      })
      .from(applicationReviewRequest)
      .innerJoin(application, eq(application.id, applicationReviewRequest.applicationId))
      .leftJoin(user, eq(user.id, applicationReviewRequest.userId))
      .where(where)
      .orderBy(desc(applicationReviewRequest.createdAt), desc(applicationReviewRequest.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.request, customerName: row.customerName, customerEmail: row.customerEmail, decisionReason: row.decisionReason }));
  }
}
