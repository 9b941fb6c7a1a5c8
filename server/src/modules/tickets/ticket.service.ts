import { isUuid } from '../../graphql/ids.js';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { hasPermission, isRole, isStaffRole } from '../../auth/permissions.js';
import type { AppDatabase, Tx } from '../../db/client.js';
import { withTransaction, type AfterCommit } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { claimUpload, type DocumentDownload } from '../documents/document.service.js';
import type { FileStorage } from '../../storage/storage.js';
import {
  contactMessage,
  ticket,
  ticketAttachment,
  ticketMessage,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from './ticket.table.js';
export type { TicketPriority, TicketStatus } from './ticket.table.js';

export type TicketRow = typeof ticket.$inferSelect;
export type ContactMessageRow = typeof contactMessage.$inferSelect;

export interface TicketMessageView {
  id: string;
  ticketId: string;
  body: string;
  authorRole: string;
  fromStaff: boolean;
  author: { id: string; firstName: string; lastName: string } | null;
  internal: boolean;
  createdAt: Date;
  attachments: TicketAttachmentView[];
}

export interface TicketAttachmentView {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  url: string;
}

/** Where a ticket attachment is opened (http/files.ts). */
export const ticketAttachmentUrl = (id: string) => `/api/files/tickets/attachments/${id}`;

export interface TicketView extends TicketRow {
  customer: { id: string; firstName: string; lastName: string; email: string };
  assignee: { id: string; firstName: string; lastName: string } | null;
  messages: TicketMessageView[];
}

export interface TicketQueueFilters {
  status?: TicketStatus | null;
  assigneeId?: string | null;
  priority?: TicketPriority | null;
}

export interface ContactMessageSubmission {
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
}

const assigneeUser = alias(user, 'assignee');

/** Collapses surrounding whitespace and refuses a message that is only spaces. */
function requireText(value: string, field: string, what: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badInput(`Please write ${what}.`, field);
  return trimmed;
}

export class TicketService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    private readonly storage: FileStorage,
  ) {}

  // ---- customer ----

  async create(viewer: Viewer, input: { subject: string; category: TicketCategory; body: string; attachmentUploadIds?: readonly string[] | null }): Promise<TicketView> {
    const subject = requireText(input.subject, 'subject', 'a subject');
    const body = requireText(input.body, 'body', 'a message');
    const uploadIds = uniqueUploadIds(input.attachmentUploadIds);
    const id = await withTransaction(this.db, async (tx, afterCommit) => {
      const opened = await this.openTicket(tx, afterCommit, { userId: viewer.id, authorRole: viewer.role, subject, category: input.category, body });
      await this.attachUploads(tx, viewer, opened.id, opened.messageId, uploadIds);
      return opened.id;
    });
    return this.get(viewer, id);
  }

  async listMine(viewer: Viewer, first: number, after?: string | null, status?: TicketStatus | null): Promise<Page<TicketView>> {
    return this.page(
      and(eq(ticket.userId, viewer.id), status ? eq(ticket.status, status) : undefined),
      first,
      after,
      { includeInternal: false },
    );
  }

  /** Staff with manageSystem read any ticket with its internal notes; anyone else only their own, without them. */
  async get(viewer: Viewer, id: string): Promise<TicketView> {
    if (!isUuid(id)) throw notFound('Ticket');
    const staff = hasPermission(viewer.role, 'manageSystem');
    const [found] = await this.selectTickets(and(eq(ticket.id, id), staff ? undefined : eq(ticket.userId, viewer.id)), 1);
    if (!found) throw notFound('Ticket');
    const [view] = await this.withMessages([found], { includeInternal: staff });
    return view;
  }

  /** The customer answers in their own thread; answering a resolved ticket reopens it. */
  async reply(viewer: Viewer, id: string, body: string, attachmentUploadIds?: readonly string[] | null): Promise<TicketView> {
    const text = requireText(body, 'body', 'a message');
    const uploadIds = uniqueUploadIds(attachmentUploadIds);
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lock(tx, id, viewer.id);
      if (current.status === 'closed') throw conflict('This ticket is closed. Please open a new ticket.');
      const [message] = await tx
        .insert(ticketMessage)
        .values({ ticketId: id, authorId: viewer.id, authorRole: viewer.role, body: text, internal: false })
        .returning({ id: ticketMessage.id });
      await this.attachUploads(tx, viewer, id, message.id, uploadIds);
      await tx
        .update(ticket)
        .set({
          status: current.status === 'resolved' ? 'open' : current.status,
          lastMessageAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(ticket.id, id));
      this.publishChange(afterCommit, current);
    });
    return this.get(viewer, id);
  }

  async close(viewer: Viewer, id: string): Promise<TicketView> {
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lock(tx, id, viewer.id);
      if (current.status === 'closed') return;
      await tx.update(ticket).set({ status: 'closed', updatedAt: sql`now()` }).where(eq(ticket.id, id));
      this.publishChange(afterCommit, current);
    });
    return this.get(viewer, id);
  }

  // ---- staff (manageSystem) ----

  async queue(first: number, after: string | null | undefined, filters: TicketQueueFilters): Promise<Page<TicketView>> {
    return this.page(
      and(
        filters.status ? eq(ticket.status, filters.status) : undefined,
        filters.assigneeId ? eq(ticket.assigneeId, filters.assigneeId) : undefined,
        filters.priority ? eq(ticket.priority, filters.priority) : undefined,
      ),
      first,
      after,
      { includeInternal: true },
    );
  }

  /** Assigns to a staff member, or unassigns with null. */
  async assign(actor: Actor, id: string, assigneeId: string | null): Promise<TicketView> {
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lock(tx, id);
      if (assigneeId !== null) {
        const [candidate] = await tx.select({ role: user.role, banned: user.banned }).from(user).where(eq(user.id, assigneeId));
        if (!candidate || !isRole(candidate.role) || !isStaffRole(candidate.role) || candidate.banned) {
          throw badInput('The assignee must be a staff member.', 'assigneeId');
        }
      }
      await tx.update(ticket).set({ assigneeId, updatedAt: sql`now()` }).where(eq(ticket.id, id));
      await this.audit.record(tx, actor, {
        action: 'ticket.assign',
        entity: 'ticket',
        entityId: id,
        before: { assigneeId: current.assigneeId },
        after: { assigneeId },
      });
      this.publishChange(afterCommit, current);
    });
    return this.get(actor.viewer, id);
  }

  /** A visible reply notifies the customer and moves an open ticket to in_progress; an internal note does neither. */
  async staffReply(actor: Actor, id: string, body: string, internal: boolean): Promise<TicketView> {
    const text = requireText(body, 'body', 'a message');
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lock(tx, id);
      if (current.status === 'closed' && !internal) {
        throw conflict('This ticket is closed. Reopen it before replying to the customer.');
      }
      const [message] = await tx
        .insert(ticketMessage)
        .values({ ticketId: id, authorId: actor.viewer.id, authorRole: actor.viewer.role, body: text, internal })
        .returning({ id: ticketMessage.id });
      const status: TicketStatus = !internal && current.status === 'open' ? 'in_progress' : current.status;
      await tx
        .update(ticket)
        .set(internal ? { updatedAt: sql`now()` } : { status, lastMessageAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(ticket.id, id));
      await this.audit.record(tx, actor, {
        action: internal ? 'ticket.internal_note' : 'ticket.staff_reply',
        entity: 'ticket',
        entityId: id,
        before: { status: current.status },
        after: { status, messageId: message.id, internal },
      });
      if (!internal) {
        await this.notifications.notify(tx, afterCommit, {
          userId: current.userId,
          kind: 'ticket_reply',
          title: 'New reply to your support ticket',
          body: `Our support team replied to “${current.subject}”.`,
          target: { kind: 'TICKET', id },
        });
      }
      this.publishChange(afterCommit, current);
    });
    return this.get(actor.viewer, id);
  }

  async setStatus(actor: Actor, id: string, status: TicketStatus): Promise<TicketView> {
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lock(tx, id);
      await tx.update(ticket).set({ status, updatedAt: sql`now()` }).where(eq(ticket.id, id));
      await this.audit.record(tx, actor, {
        action: 'ticket.status',
        entity: 'ticket',
        entityId: id,
        before: { status: current.status },
        after: { status },
      });
      this.publishChange(afterCommit, current);
    });
    return this.get(actor.viewer, id);
  }

  async setPriority(actor: Actor, id: string, priority: TicketPriority): Promise<TicketView> {
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lock(tx, id);
      await tx.update(ticket).set({ priority, updatedAt: sql`now()` }).where(eq(ticket.id, id));
      await this.audit.record(tx, actor, {
        action: 'ticket.priority',
        entity: 'ticket',
        entityId: id,
        before: { priority: current.priority },
        after: { priority },
      });
      this.publishChange(afterCommit, current);
    });
    return this.get(actor.viewer, id);
  }

  // ---- public contact page ----

  /**
   * Stores the message; when the email belongs to an account it also opens a ticket for that account.
   * The answer is the same either way, so the form cannot be used to learn who has an account.
   */
  async submitContactMessage(input: ContactMessageSubmission, ip: string | null): Promise<{ reference: string; receivedAt: Date }> {
    const name = requireText(input.name, 'name', 'your name');
    const email = input.email.trim().toLowerCase();
    const subject = requireText(input.subject, 'subject', 'a subject');
    const message = requireText(input.message, 'message', 'a message');
    const row = await withTransaction(this.db, async (tx, afterCommit) => {
      const [account] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
      const ticketId = account
        ? (await this.openTicket(tx, afterCommit, { userId: account.id, authorRole: account.role, subject, category: 'other', body: message })).id
        : null;
      const [inserted] = await tx
        .insert(contactMessage)
        .values({ name, email, phone: input.phone?.trim() || null, subject, message, userId: account?.id ?? null, ticketId, ip })
        .returning({ id: contactMessage.id, createdAt: contactMessage.createdAt });
      return inserted;
    });
    return { reference: row.id.slice(0, 8).toUpperCase(), receivedAt: row.createdAt };
  }

  async listContactMessages(first: number, after?: string | null): Promise<Page<ContactMessageRow>> {
    const rows = await this.db
      .select()
      .from(contactMessage)
      .where(afterCursor(after, contactMessage.createdAt, contactMessage.id))
      .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
      .limit(first + 1);
    return toPage(rows, first);
  }

  // ---- internals ----

  private async openTicket(
    tx: Tx,
    afterCommit: AfterCommit,
    input: { userId: string; authorRole: string; subject: string; category: TicketCategory; body: string },
  ): Promise<{ id: string; messageId: string }> {
    const [created] = await tx
      .insert(ticket)
      .values({ userId: input.userId, subject: input.subject, category: input.category })
      .returning();
    const [message] = await tx
      .insert(ticketMessage)
      .values({ ticketId: created.id, authorId: input.userId, authorRole: input.authorRole, body: input.body, internal: false })
      .returning({ id: ticketMessage.id });
    this.publishChange(afterCommit, created);
    return { id: created.id, messageId: message.id };
  }

  /**
   * Claims the caller's uploads (POST /api/files checked their content and size) as attachments of the message. An
   * upload that is not the caller's, or already used, is NOT_FOUND and nothing of the message is kept.
   */
  private async attachUploads(tx: Tx, viewer: Viewer, ticketId: string, messageId: string, uploadIds: readonly string[]): Promise<void> {
    for (const uploadId of uploadIds) {
      const upload = await claimUpload(tx, viewer.id, uploadId);
      if (!upload) throw notFound('Upload');
      await tx.insert(ticketAttachment).values({
        ticketId,
        messageId,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        sizeBytes: upload.sizeBytes,
        storageKey: upload.storageKey,
      });
    }
  }

  /**
   * A ticket attachment's file for the ticket's customer or staff with manageSystem (who read every ticket); anyone
   * else gets null, as if it did not exist.
   */
  async openAttachment(viewer: Viewer, id: string): Promise<DocumentDownload | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select({
        userId: ticket.userId,
        fileName: ticketAttachment.fileName,
        mimeType: ticketAttachment.mimeType,
        sizeBytes: ticketAttachment.sizeBytes,
        storageKey: ticketAttachment.storageKey,
      })
      .from(ticketAttachment)
      .innerJoin(ticket, eq(ticket.id, ticketAttachment.ticketId))
      .where(eq(ticketAttachment.id, id));
    if (!row) return null;
    if (row.userId !== viewer.id && !hasPermission(viewer.role, 'manageSystem')) return null;
    return { stream: this.storage.get(row.storageKey), fileName: row.fileName, mimeType: row.mimeType, sizeBytes: row.sizeBytes, userId: row.userId };
  }

  /** Locks the ticket for this transaction; with an owner, someone else's ticket is NOT_FOUND (no existence leak). */
  private async lock(tx: Tx, id: string, ownerId?: string): Promise<TicketRow> {
    if (!isUuid(id)) throw notFound('Ticket');
    const [row] = await tx
      .select()
      .from(ticket)
      .where(and(eq(ticket.id, id), ownerId ? eq(ticket.userId, ownerId) : undefined))
      .for('update');
    if (!row) throw notFound('Ticket');
    return row;
  }

  private publishChange(afterCommit: AfterCommit, row: { id: string; userId: string }): void {
    afterCommit(() => this.events.publish('ticket.changed', { id: row.id, userId: row.userId }));
  }

  /** One statement for the tickets (with customer and assignee), one for all their messages. */
  private async page(where: SQL | undefined, first: number, after: string | null | undefined, options: { includeInternal: boolean }) {
    const rows = await this.selectTickets(and(where, afterCursor(after, ticket.createdAt, ticket.id)), first + 1);
    const page = toPage(rows, first);
    return { ...page, nodes: await this.withMessages(page.nodes, options) };
  }

  private selectTickets(where: SQL | undefined, limit: number) {
    return this.db
      .select({
        id: ticket.id,
        userId: ticket.userId,
        subject: ticket.subject,
        category: ticket.category,
        priority: ticket.priority,
        status: ticket.status,
        assigneeId: ticket.assigneeId,
        createdAt: ticket.createdAt,
        updatedAt: ticket.updatedAt,
        lastMessageAt: ticket.lastMessageAt,
        customer: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
        assignee: { id: assigneeUser.id, firstName: assigneeUser.firstName, lastName: assigneeUser.lastName },
      })
      .from(ticket)
      .innerJoin(user, eq(user.id, ticket.userId))
      .leftJoin(assigneeUser, eq(assigneeUser.id, ticket.assigneeId))
      .where(where)
      .orderBy(desc(ticket.createdAt), desc(ticket.id))
      .limit(limit);
  }

  private async withMessages(
    tickets: Array<Omit<TicketView, 'messages'>>,
    { includeInternal }: { includeInternal: boolean },
  ): Promise<TicketView[]> {
    if (tickets.length === 0) return [];
    const rows = await this.db
      .select({
        id: ticketMessage.id,
        ticketId: ticketMessage.ticketId,
        body: ticketMessage.body,
        authorId: ticketMessage.authorId,
        authorRole: ticketMessage.authorRole,
        internal: ticketMessage.internal,
        createdAt: ticketMessage.createdAt,
        author: { id: user.id, firstName: user.firstName, lastName: user.lastName },
      })
      .from(ticketMessage)
      .leftJoin(user, eq(user.id, ticketMessage.authorId))
      .where(
        and(
          inArray(
            ticketMessage.ticketId,
            tickets.map((row) => row.id),
          ),
          includeInternal ? undefined : eq(ticketMessage.internal, false),
        ),
      )
      .orderBy(asc(ticketMessage.createdAt), asc(ticketMessage.id));
    const attachments = rows.length === 0
      ? []
      : await this.db
          .select({ id: ticketAttachment.id, messageId: ticketAttachment.messageId, fileName: ticketAttachment.fileName, mimeType: ticketAttachment.mimeType, sizeBytes: ticketAttachment.sizeBytes })
          .from(ticketAttachment)
          .where(inArray(ticketAttachment.ticketId, tickets.map((row) => row.id)))
          .orderBy(asc(ticketAttachment.createdAt), asc(ticketAttachment.id));
    const byMessage = new Map<string, TicketAttachmentView[]>();
    for (const { messageId, ...attachment } of attachments) {
      byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), { ...attachment, url: ticketAttachmentUrl(attachment.id) }]);
    }
    const byTicket = new Map<string, TicketMessageView[]>(tickets.map((row) => [row.id, []]));
    const ownerOf = new Map(tickets.map((row) => [row.id, row.userId]));
    for (const { authorId, ...message } of rows) {
      // Anyone other than the ticket's customer writing in the thread is support staff.
      byTicket.get(message.ticketId)?.push({ ...message, fromStaff: authorId !== ownerOf.get(message.ticketId), attachments: byMessage.get(message.id) ?? [] });
    }
    return tickets.map((row) => ({ ...row, messages: byTicket.get(row.id) ?? [] }));
  }
}

/** The upload ids once each (a repeated id would be claimed twice and fail). */
function uniqueUploadIds(ids: readonly string[] | null | undefined): string[] {
  return [...new Set(ids ?? [])];
}
