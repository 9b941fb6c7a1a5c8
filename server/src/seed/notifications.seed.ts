import { and, eq, inArray, ne } from 'drizzle-orm';
import { application } from '../modules/applications/application.table.js';
import { document } from '../modules/documents/document.table.js';
import { notification } from '../modules/notifications/notification.table.js';
import { payment } from '../modules/payments/payment.table.js';
import { ticket, ticketMessage } from '../modules/tickets/ticket.table.js';
import { formatCedis } from '../finance/index.js';
import type { SeedContext } from './context.js';

type NewNotification = typeof notification.$inferInsert;

/** The notifications the seeded history would have produced, the older half already read. */
export async function seedNotifications({ db }: Pick<SeedContext, 'db'>): Promise<void> {
  const rows: NewNotification[] = [];
  const decided = await db
    .select({ id: application.id, userId: application.userId, status: application.status, at: application.updatedAt })
    .from(application)
    .where(inArray(application.status, ['under_review', 'approved', 'rejected']));
  for (const row of decided) {
    const words = { under_review: 'is under review', approved: 'has been approved', rejected: 'was not approved' } as const;
    rows.push({
      userId: row.userId,
      kind: 'application_status',
      title: `Your rent assistance application ${words[row.status as keyof typeof words]}`,
      body: row.status === 'approved' ? 'We will pay your landlord once the agreement is signed.' : 'Open your application to see the details.',
      targetKind: 'APPLICATION',
      targetId: row.id,
      createdAt: row.at,
    });
  }
  const reviewed = await db
    .select({ id: document.id, userId: document.userId, status: document.status, fileName: document.fileName, at: document.reviewedAt })
    .from(document)
    .where(inArray(document.status, ['verified', 'rejected']));
  for (const row of reviewed) {
    rows.push({
      userId: row.userId,
      kind: 'document_review',
      title: row.status === 'verified' ? 'Document verified' : 'Document rejected',
      body: `${row.fileName} was ${row.status}.`,
      targetKind: 'DOCUMENT',
      targetId: row.id,
      createdAt: row.at ?? new Date(),
    });
  }
  const settled = await db
    .select({ id: payment.id, userId: payment.userId, status: payment.status, amount: payment.amount, at: payment.createdAt })
    .from(payment)
    .where(and(inArray(payment.status, ['successful', 'failed']), eq(payment.kind, 'payment')));
  for (const row of settled) {
    rows.push({
      userId: row.userId,
      kind: 'payment',
      title: row.status === 'successful' ? 'Payment received' : 'Payment failed',
      body: `Your payment of ${formatCedis(row.amount)} ${row.status === 'successful' ? 'was received. Thank you.' : 'did not go through.'}`,
      targetKind: 'PAYMENT',
      targetId: row.id,
      createdAt: row.at,
    });
  }
  const replies = await db
    .select({ userId: ticket.userId, ticketId: ticket.id, subject: ticket.subject, at: ticketMessage.createdAt })
    .from(ticketMessage)
    .innerJoin(ticket, eq(ticket.id, ticketMessage.ticketId))
    .where(and(eq(ticketMessage.internal, false), ne(ticketMessage.authorRole, 'user')));
  for (const row of replies) {
    rows.push({
      userId: row.userId,
      kind: 'ticket_reply',
      title: `New reply: ${row.subject}`,
      body: 'Our support team replied to your ticket.',
      targetKind: 'TICKET',
      targetId: row.ticketId,
      createdAt: row.at,
    });
  }
  rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  const readBefore = rows.length > 1 ? (rows[Math.floor(rows.length / 2)].createdAt as Date) : null;
  if (rows.length === 0) return;
  await db.insert(notification).values(
    rows.map((row) => ({ ...row, readAt: readBefore && (row.createdAt as Date) < readBefore ? row.createdAt : null })),
  );
}
