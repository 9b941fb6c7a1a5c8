import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { session, user } from '../../auth/auth.table.js';
import type { AppDatabase, DbOrTx } from '../../db/client.js';
import { applicationLabels } from '../applications/application.lookup.js';
import { loanLabels } from '../loans/loan.lookup.js';
import { orderLabels } from '../orders/order.lookup.js';
import { paymentLabels } from '../payments/payment.lookup.js';
import { ticketLabels } from '../tickets/ticket.lookup.js';
import { userLabels } from '../users/user.lookup.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import type { Auth } from '../../auth/auth.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ActiveSessionsArgs, AuditEventsArgs } from './security.inputs.js';
import type { ActiveSession, AuditEvent } from './security.type.js';

/** How each kind of audited record is named, by the module that owns it. */
const AUDIT_LABELS = {
  user: userLabels,
  loan: loanLabels,
  payment: paymentLabels,
  application: applicationLabels,
  bnpl_order: orderLabels,
  ticket: ticketLabels,
} satisfies Record<string, (db: DbOrTx, ids: string[]) => Promise<Map<string, string>>>;
type AuditLabelledKind = keyof typeof AUDIT_LABELS;

/** What the security page reads: the audit trail and the sessions currently signed in. */
export class SecurityService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    /** better-auth's per-account sign-in lockout (auth/sign-in-throttle.ts). */
    private readonly signInThrottle: Pick<Auth['signInThrottle'], 'unlock'>,
  ) {}

  /**
   * Newest first over (at, id); each filter narrows to an indexed column where one exists. Each record is named as
   * staff know it (entityLabel), one query per kind of record on the page.
   */
  async auditEvents(args: AuditEventsArgs): Promise<Page<AuditEvent>> {
    const rows = await this.audit.list(this.db, args);
    const page = toPage(rows.map((row) => ({ ...row, createdAt: row.at })), args.first);
    const labels = await this.entityLabels(page.nodes);
    return { ...page, nodes: page.nodes.map((row) => ({ ...row, entityLabel: labels.get(`${row.entity}:${row.entityId}`) ?? null })) };
  }

  /** `entity:id` → label for the kinds that have one, a query per kind present (never one per row). */
  private async entityLabels(rows: ReadonlyArray<{ entity: string; entityId: string }>): Promise<Map<string, string>> {
    const idsByKind = new Map<AuditLabelledKind, Set<string>>();
    for (const row of rows) {
      if (!Object.hasOwn(AUDIT_LABELS, row.entity)) continue;
      const kind = row.entity as AuditLabelledKind;
      idsByKind.set(kind, (idsByKind.get(kind) ?? new Set()).add(row.entityId));
    }
    const labels = new Map<string, string>();
    await Promise.all(
      [...idsByKind].map(async ([kind, ids]) => {
        for (const [id, label] of await AUDIT_LABELS[kind](this.db, [...ids])) labels.set(`${kind}:${id}`, label);
      }),
    );
    return labels;
  }

  /** Sessions not yet expired, newest first; the token column is never selected. */
  async activeSessions({ first, after, userId }: ActiveSessionsArgs): Promise<Page<ActiveSession>> {
    const rows = await this.db
      .select({
        id: session.id,
        userId: session.userId,
        userEmail: user.email,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(
        and(
          gt(session.expiresAt, sql`now()`),
          userId ? eq(session.userId, userId) : undefined,
          afterCursor(after, session.createdAt, session.id),
        ),
      )
      .orderBy(desc(session.createdAt), desc(session.id))
      .limit(first + 1);
    return toPage(rows, first);
  }

  /** Deleting the row signs that browser out on its next request; the trail keeps who did it. */
  async revokeSession(actor: Actor, sessionId: string): Promise<boolean> {
    await withTransaction(this.db, async (tx) => {
      const [revoked] = await tx.delete(session).where(eq(session.id, sessionId)).returning({
        userId: session.userId,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
      });
      if (!revoked) throw notFound('Session');
      await this.audit.record(tx, actor, {
        action: 'session.revoked',
        entity: 'session',
        entityId: sessionId,
        before: revoked,
        after: null,
      });
    });
    return true;
  }

  /** Lifts a sign-in lockout before it ends on its own (the owner called support); audited. False when none was in force. */
  async unlockSignIn(actor: Actor, email: string): Promise<boolean> {
    const address = email.trim().toLowerCase();
    if (!address.includes('@')) throw badInput('Give the email address of the account.', 'email');
    return withTransaction(this.db, async (tx) => {
      const wasLocked = await this.signInThrottle.unlock(address, tx);
      const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.email, address));
      if (wasLocked) {
        await this.audit.record(tx, actor, { action: 'user.sign_in_unlocked', entity: 'user', entityId: owner?.id ?? address, before: { locked: true }, after: { locked: false } });
      }
      return wasLocked;
    });
  }
}
