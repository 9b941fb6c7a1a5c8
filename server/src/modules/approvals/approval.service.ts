// Maker-checker: one mechanism for every action a second person must confirm. A module registers a
// handler per action (what it needs, how to describe its effect, how to apply it inside a transaction); the
// resolver that used to apply the action calls `submit`. Below the action's threshold the effect applies at once;
// above it the request is recorded with its full effect (tried in a savepoint first, so a refusal reaches the
// maker now, not the checker later), the checkers are told, and a second person approves (the effect applies, as
// the maker's, in the approval's transaction) or declines with a reason. Nobody checks their own request.
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { hasPermission, isRole, STAFF_ROLES, type Permission } from '../../auth/permissions.js';
import type { AppDatabase, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { withTransaction, type AfterCommit } from '../../db/transaction.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { badInput, conflict, forbidden, notFound, secondApproverRequired } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { Logger } from '../../logger.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { readSettings } from '../settings/settings.service.js';
import {
  approvalRequest,
  type ApprovalAction,
  type ApprovalPreviewLine,
  type ApprovalStatus,
  type ApprovalSubjectKind,
} from './approval-request.table.js';

export type ApprovalRow = typeof approvalRequest.$inferSelect;
export type { ApprovalPreviewLine };

export interface ApprovalEffect {
  /** One sentence: "Disburse GH₵12,000.00 to Kwame Mensah (loan LN-1A2B3C4D)". */
  summary: string;
  lines: ApprovalPreviewLine[];
  /** The money moved (pesewas): compared with the action's threshold. Null: no amount, always a second person. */
  amount: number | null;
  /** A second person whatever the amount (a payment dated in the past re-works what the loan was charged). */
  always?: boolean;
}

/** What the maker asks for, described, as the module that owns the action records it in its own transaction. */
export interface ApprovalRequestDraft<I> {
  action: ApprovalAction;
  input: I;
  effect: ApprovalEffect;
  note?: string | null;
}

/** Who approved, when the effect applies on approval (absent when it applies at once or is tried in the dry run). */
export interface ApprovalDecision {
  checker: Actor;
  /** The checker's note (optional when approving), trimmed; null when none was given. */
  reason: string | null;
}

export interface ApprovalHandler<I, R = unknown> {
  action: ApprovalAction;
  /** What the maker must hold (and the checker, unless `checkerPermission` says otherwise). */
  permission: Permission;
  /** What the checker must hold when it differs from the maker's (a collector proposes a write-off, an admin approves). */
  checkerPermission?: Permission;
  subject(input: I): { kind: ApprovalSubjectKind; id: string };
  /**
   * Checks the request against the records as they are and describes its effect; refusals are typed errors. Absent
   * for actions their own module opens with `requestIn` (a first credit approval), which are never `submit`ted.
   */
  describe?(tx: Tx, input: I): Promise<ApprovalEffect>;
  /**
   * Applies the effect in the caller's transaction as the maker (recorded as the one who did it). On approval
   * `decision` names the checker, for records that keep who approved (a reopened month) or rules the checker must
   * meet (a reason for writing a loan off early).
   */
  apply(tx: Tx, afterCommit: AfterCommit, maker: Actor, input: I, decision?: ApprovalDecision, prepared?: unknown): Promise<R>;
  /**
   * Reads what `apply` needs before the transaction opens (the embedded database serves one connection, so a read
   * outside the transaction would wait for it): current credit terms, say. Its result reaches `apply` as `prepared`.
   */
  prepare?(input: I): Promise<unknown>;
  /** Lines the effect adds once tried (the dry run's result), e.g. how a payment would be allocated today. */
  explain?(result: R): ApprovalPreviewLine[];
  /** While it waits: records what already happened outside (cash received is shown as awaiting approval). */
  hold?(tx: Tx, afterCommit: AfterCommit, maker: Actor, input: I): Promise<void>;
  /** Declined or cancelled: undoes what `hold` recorded. */
  release?(tx: Tx, afterCommit: AfterCommit, input: I): Promise<void>;
}

export type SubmitOutcome<R = unknown> = { status: 'applied'; result: R } | { status: 'pending'; request: ApprovalRow };

export interface PersonName {
  id: string;
  firstName: string;
  lastName: string;
}

export type ApprovalView = ApprovalRow & { maker: PersonName; checker: PersonName | null };

export const APPROVAL_MESSAGES = {
  ownRequest: 'You made this request: a second person must approve it.',
  alreadyPending: 'This is already waiting for a second person’s approval.',
  decided: (status: ApprovalStatus) => `This request was already ${status}.`,
  reason: 'Give a reason of 3 to 500 characters.',
  onlyMakerCancels: 'Only the person who made the request can cancel it.',
};

/** The setting that holds an action's threshold (pesewas; 0 means every amount). */
export const thresholdKey = (action: ApprovalAction) => `approvals.${action}_threshold`;

/** What the checker of a handler's action must hold. */
const checkerPermissionOf = (handler: ApprovalHandler<unknown>): Permission => handler.checkerPermission ?? handler.permission;

/** Rolls a savepoint back on purpose once the work has run: what it would have refused, it refused. */
class DryRunDone extends Error {}

const makers = alias(user, 'maker');
const checkers = alias(user, 'checker');

export class ApprovalService {
  private readonly handlers = new Map<ApprovalAction, ApprovalHandler<unknown>>();

  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly logger: Logger,
    private readonly clock: { now(): Date },
  ) {}

  register<I, R>(handler: ApprovalHandler<I, R>): void {
    this.handlers.set(handler.action, handler as ApprovalHandler<unknown>);
  }

  private handler(action: ApprovalAction): ApprovalHandler<unknown> {
    const handler = this.handlers.get(action);
    if (!handler) throw new Error(`No approval handler is registered for ${action}`);
    return handler;
  }

  /** Applies at once below the threshold; otherwise records the request for a checker. */
  async submit<I, R = unknown>(actor: Actor, action: ApprovalAction, input: I, note?: string | null): Promise<SubmitOutcome<R>> {
    const handler = this.handler(action);
    const describe = handler.describe;
    if (!describe) throw new Error(`${action} requests are opened by their own module, not submitted`);
    if (!hasPermission(actor.viewer.role, handler.permission)) throw forbidden();
    const makerNote = note?.trim() || null;
    if (makerNote && makerNote.length > 500) throw badInput('The note can be at most 500 characters.', 'note');
    const prepared = await handler.prepare?.(input);
    try {
      return await withTransaction(
        this.db,
        async (tx, afterCommit): Promise<SubmitOutcome<R>> => {
          const effect = await describe(tx, input);
          if (!effect.always && !(await this.needsSecondPerson(tx, action, effect.amount))) {
            return { status: 'applied', result: (await handler.apply(tx, afterCommit, actor, input, undefined, prepared)) as R };
          }
          await this.refuseIfWaiting(tx, action, handler.subject(input).id);
          let tried: unknown;
          await this.dryRun(tx, async (savepoint) => {
            tried = await handler.apply(savepoint, () => {}, actor, input, undefined, prepared);
          });
          const lines = [...effect.lines, ...(handler.explain?.(tried) ?? [])];
          await handler.hold?.(tx, afterCommit, actor, input);
          const request = await this.requestIn(tx, afterCommit, actor, { action, input, effect: { ...effect, lines }, note: makerNote });
          return { status: 'pending', request };
        },
        (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
      );
    } catch (error) {
      // Two makers asked at the same moment: the one-pending index decided.
      if (isUniqueViolation(error, 'approval_request_one_pending')) throw conflict(APPROVAL_MESSAGES.alreadyPending);
      throw error;
    }
  }

  /**
   * Records a request in the caller's transaction, as the module that owns the action decided it needs a second
   * person (a credit approval above its product's four-eyes threshold): audited, and the checkers are told.
   */
  async requestIn<I>(tx: Tx, afterCommit: AfterCommit, actor: Actor, draft: ApprovalRequestDraft<I>): Promise<ApprovalRow> {
    const handler = this.handler(draft.action);
    const subject = handler.subject(draft.input);
    const makerNote = draft.note?.trim() || null;
    const { effect } = draft;
    await this.refuseIfWaiting(tx, draft.action, subject.id);
    const [request] = await tx
      .insert(approvalRequest)
      .values({
        action: draft.action,
        subjectKind: subject.kind,
        subjectId: subject.id,
        input: draft.input as object,
        summary: effect.summary,
        preview: effect.lines,
        amount: effect.amount,
        makerId: actor.viewer.id,
        makerNote,
        createdAt: this.clock.now(),
      })
      .returning();
    await this.audit.record(tx, actor, {
      action: 'approval.request',
      entity: 'approval_request',
      entityId: request.id,
      after: { action: draft.action, subject, summary: effect.summary, amount: effect.amount, note: makerNote },
    });
    await this.tellCheckers(tx, afterCommit, checkerPermissionOf(handler), actor.viewer.id, request);
    return request;
  }

  /** The request of `action` still waiting on a record, locked, in the caller's transaction; null when none waits. */
  async waitingIn(tx: Tx, action: ApprovalAction, subjectId: string): Promise<ApprovalRow | null> {
    const [request] = await tx
      .select()
      .from(approvalRequest)
      .where(and(eq(approvalRequest.action, action), eq(approvalRequest.subjectId, subjectId), eq(approvalRequest.status, 'pending')))
      .for('update');
    return request ?? null;
  }

  /**
   * The owning module completed what a request asked for on its own screen (the second approver approved the
   * application there): the request is approved by that person, audited and the maker told, in the same transaction.
   */
  async settleIn(tx: Tx, afterCommit: AfterCommit, actor: Actor, request: ApprovalRow, reason: string | null): Promise<void> {
    if (request.makerId === actor.viewer.id) throw secondApproverRequired(APPROVAL_MESSAGES.ownRequest);
    await this.decide(tx, afterCommit, actor, request, 'approved', reason);
  }

  /**
   * The record was decided otherwise while the request waited (the application was rejected, or withdrawn by its
   * customer): the request is declined by that colleague with that reason, or cancelled when its own maker or the
   * customer ended it. What the request held stays as it was: it is part of the record's history now.
   */
  async withdrawIn(tx: Tx, afterCommit: AfterCommit, actor: Actor, request: ApprovalRow, reason: string, status: 'declined' | 'cancelled'): Promise<void> {
    if (status === 'declined' && request.makerId !== actor.viewer.id) {
      await this.decide(tx, afterCommit, actor, request, 'declined', reason);
      return;
    }
    await tx.update(approvalRequest).set({ status: 'cancelled', decisionReason: reason, decidedAt: this.clock.now() }).where(eq(approvalRequest.id, request.id));
    await this.audit.record(tx, actor, {
      action: 'approval.cancel',
      entity: 'approval_request',
      entityId: request.id,
      before: { status: 'pending' },
      after: { status: 'cancelled', reason },
    });
  }

  /** The second person: the effect applies now, as the maker asked it, in this transaction. */
  async approve(actor: Actor, id: string, reason?: string | null): Promise<ApprovalView> {
    const trimmed = reason?.trim() || null;
    if (trimmed && trimmed.length > 500) throw badInput(APPROVAL_MESSAGES.reason, 'reason');
    const prepared = await this.prepareFor(id);
    await withTransaction(
      this.db,
      async (tx, afterCommit) => {
        const request = await this.lockPending(tx, id);
        const handler = this.handler(request.action);
        if (request.makerId === actor.viewer.id) throw secondApproverRequired(APPROVAL_MESSAGES.ownRequest);
        if (!hasPermission(actor.viewer.role, checkerPermissionOf(handler))) throw forbidden();
        const maker = await this.makerActor(tx, request.makerId, actor);
        await handler.apply(tx, afterCommit, maker, request.input, { checker: actor, reason: trimmed }, prepared);
        await this.decide(tx, afterCommit, actor, request, 'approved', trimmed);
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
    return this.get(actor.viewer, id);
  }

  async decline(actor: Actor, id: string, reason: string): Promise<ApprovalView> {
    const trimmed = reason.trim();
    if (trimmed.length < 3 || trimmed.length > 500) throw badInput(APPROVAL_MESSAGES.reason, 'reason');
    await withTransaction(this.db, async (tx, afterCommit) => {
      const request = await this.lockPending(tx, id);
      if (request.makerId === actor.viewer.id) throw secondApproverRequired('You made this request: cancel it, or a second person declines it.');
      const handler = this.handler(request.action);
      if (!hasPermission(actor.viewer.role, checkerPermissionOf(handler))) throw forbidden();
      await handler.release?.(tx, afterCommit, request.input);
      await this.decide(tx, afterCommit, actor, request, 'declined', trimmed);
    });
    return this.get(actor.viewer, id);
  }

  /** The maker withdraws a request nobody has decided yet. */
  async cancel(actor: Actor, id: string): Promise<ApprovalView> {
    await withTransaction(this.db, async (tx, afterCommit) => {
      const request = await this.lockPending(tx, id);
      if (request.makerId !== actor.viewer.id) throw forbidden(APPROVAL_MESSAGES.onlyMakerCancels);
      await this.handler(request.action).release?.(tx, afterCommit, request.input);
      const now = this.clock.now();
      await tx.update(approvalRequest).set({ status: 'cancelled', decidedAt: now }).where(eq(approvalRequest.id, id));
      await this.audit.record(tx, actor, { action: 'approval.cancel', entity: 'approval_request', entityId: id, before: { status: 'pending' }, after: { status: 'cancelled' } });
    });
    return this.get(actor.viewer, id);
  }

  /** Requests of the actions the viewer may check (and their own), newest first; `waitingForMe` is their inbox. */
  async list(
    viewer: Viewer,
    filters: { status?: ApprovalStatus | null; action?: ApprovalAction | null; waitingForMe?: boolean | null; mine?: boolean | null },
    first: number,
    after?: string | null,
  ): Promise<Page<ApprovalView>> {
    const visible = this.visibleActions(viewer);
    const where = and(
      this.readableBy(viewer, visible),
      filters.status ? eq(approvalRequest.status, filters.status) : undefined,
      filters.action ? eq(approvalRequest.action, filters.action) : undefined,
      filters.mine ? eq(approvalRequest.makerId, viewer.id) : undefined,
      filters.waitingForMe ? and(eq(approvalRequest.status, 'pending'), ne(approvalRequest.makerId, viewer.id), visible.length ? inArray(approvalRequest.action, visible) : sql`false`) : undefined,
    );
    const rows = await this.select(and(where, afterCursor(after, approvalRequest.createdAt, approvalRequest.id)), first + 1, 'desc');
    return toPage(rows, first);
  }

  /** How many requests wait for the viewer (the menu's badge). */
  async waitingCount(viewer: Viewer): Promise<number> {
    const visible = this.visibleActions(viewer);
    if (visible.length === 0) return 0;
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(approvalRequest)
      .where(and(eq(approvalRequest.status, 'pending'), ne(approvalRequest.makerId, viewer.id), inArray(approvalRequest.action, visible)));
    return row?.count ?? 0;
  }

  async get(viewer: Viewer, id: string): Promise<ApprovalView> {
    if (!isUuid(id)) throw notFound('Approval request');
    const [row] = await this.select(and(eq(approvalRequest.id, id), this.readableBy(viewer, this.visibleActions(viewer))), 1, 'desc');
    if (!row) throw notFound('Approval request');
    return row;
  }

  /** The requests still waiting on one record (a loan, a payment, a setting), oldest first, for its page. */
  async pendingOn(viewer: Viewer, subjectId: string): Promise<ApprovalView[]> {
    return this.select(and(eq(approvalRequest.subjectId, subjectId), eq(approvalRequest.status, 'pending'), this.readableBy(viewer, this.visibleActions(viewer))), 50, 'asc');
  }

  /**
   * The requests on one record for the module that owns the action (its own screens decide who reads them), newest
   * first, whoever made them: a loan's write-off history, a month's pending reopening.
   */
  async onSubject(action: ApprovalAction, subjectId: string, options: { status?: ApprovalStatus; limit?: number } = {}): Promise<ApprovalView[]> {
    const where = and(eq(approvalRequest.action, action), eq(approvalRequest.subjectId, subjectId), options.status ? eq(approvalRequest.status, options.status) : undefined);
    return this.select(where, options.limit ?? 20, 'desc');
  }

  /** One request of `action` by id, whoever may read it (the module's wrapper mutations check their own rule); null if none. */
  async find(action: ApprovalAction, id: string): Promise<ApprovalView | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.select(and(eq(approvalRequest.id, id), eq(approvalRequest.action, action)), 1, 'desc');
    return row ?? null;
  }

  /** The actions the viewer may check: what waits for them, and what they read besides their own requests. */
  private visibleActions(viewer: Viewer): ApprovalAction[] {
    return [...this.handlers.values()].filter((handler) => hasPermission(viewer.role, checkerPermissionOf(handler))).map((handler) => handler.action);
  }

  private readableBy(viewer: Viewer, visible: ApprovalAction[]): SQL | undefined {
    return visible.length ? sql`(${inArray(approvalRequest.action, visible)} or ${eq(approvalRequest.makerId, viewer.id)})` : eq(approvalRequest.makerId, viewer.id);
  }

  private async select(where: SQL | undefined, limit: number, order: 'asc' | 'desc'): Promise<ApprovalView[]> {
    const ordering = order === 'asc' ? [asc(approvalRequest.createdAt), asc(approvalRequest.id)] : [desc(approvalRequest.createdAt), desc(approvalRequest.id)];
    const rows = await this.db
      .select({
        row: approvalRequest,
        maker: { id: makers.id, firstName: makers.firstName, lastName: makers.lastName },
        checker: { id: checkers.id, firstName: checkers.firstName, lastName: checkers.lastName },
      })
      .from(approvalRequest)
      .innerJoin(makers, eq(makers.id, approvalRequest.makerId))
      .leftJoin(checkers, eq(checkers.id, approvalRequest.checkerId))
      .where(where)
      .orderBy(...ordering)
      .limit(limit);
    return rows.map(({ row, maker, checker }) => ({ ...row, maker, checker: checker?.id ? checker : null }));
  }

  private async refuseIfWaiting(tx: Tx, action: ApprovalAction, subjectId: string): Promise<void> {
    const [waiting] = await tx
      .select({ id: approvalRequest.id })
      .from(approvalRequest)
      .where(and(eq(approvalRequest.action, action), eq(approvalRequest.subjectId, subjectId), eq(approvalRequest.status, 'pending')));
    if (waiting) throw conflict(APPROVAL_MESSAGES.alreadyPending);
  }

  /** What the handler of a request reads before the approval's transaction (nothing for most). */
  private async prepareFor(id: string): Promise<unknown> {
    if (!isUuid(id)) return undefined;
    const [request] = await this.db.select({ action: approvalRequest.action, input: approvalRequest.input }).from(approvalRequest).where(eq(approvalRequest.id, id));
    return request ? this.handlers.get(request.action)?.prepare?.(request.input) : undefined;
  }

  private async needsSecondPerson(tx: Tx, action: ApprovalAction, amount: number | null): Promise<boolean> {
    if (amount === null) return true;
    const key = thresholdKey(action);
    const threshold = (await readSettings(tx, [key])).get(key);
    return typeof threshold !== 'number' || amount > threshold;
  }

  private async dryRun(tx: Tx, work: (savepoint: Tx) => Promise<void>): Promise<void> {
    try {
      await tx.transaction(async (savepoint) => {
        await work(savepoint as Tx);
        throw new DryRunDone();
      });
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
    }
  }

  private async lockPending(tx: Tx, id: string): Promise<ApprovalRow> {
    if (!isUuid(id)) throw notFound('Approval request');
    const [request] = await tx.select().from(approvalRequest).where(eq(approvalRequest.id, id)).for('update');
    if (!request) throw notFound('Approval request');
    if (request.status !== 'pending') throw conflict(APPROVAL_MESSAGES.decided(request.status));
    return request;
  }

  /** The maker as the one who did it: their id goes on the records the effect writes. */
  private async makerActor(tx: Tx, makerId: string, checker: Actor): Promise<Actor> {
    const [maker] = await tx.select({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role }).from(user).where(eq(user.id, makerId));
    if (!maker || !isRole(maker.role)) throw notFound('Maker');
    return { viewer: { id: maker.id, email: maker.email, firstName: maker.firstName, lastName: maker.lastName, role: maker.role }, requestId: checker.requestId, ip: checker.ip };
  }

  private async decide(tx: Tx, afterCommit: AfterCommit, actor: Actor, request: ApprovalRow, status: 'approved' | 'declined', reason: string | null): Promise<void> {
    await tx
      .update(approvalRequest)
      .set({ status, checkerId: actor.viewer.id, decisionReason: reason, decidedAt: this.clock.now() })
      .where(eq(approvalRequest.id, request.id));
    await this.audit.record(tx, actor, {
      action: status === 'approved' ? 'approval.approve' : 'approval.decline',
      entity: 'approval_request',
      entityId: request.id,
      before: { status: 'pending' },
      after: { status, action: request.action, subjectId: request.subjectId, summary: request.summary, makerId: request.makerId, reason },
    });
    await this.notifications.notify(tx, afterCommit, {
      userId: request.makerId,
      kind: 'approval',
      title: status === 'approved' ? 'Your request was approved' : 'Your request was declined',
      body: `${request.summary}: ${status} by ${actor.viewer.firstName} ${actor.viewer.lastName}${reason ? ` (${reason})` : ''}.`,
      target: { kind: 'APPROVAL', id: request.id },
    });
  }

  /** Every active staff member who may check it, except the maker (at most 50: a lender's checkers, not a crowd). */
  private async tellCheckers(tx: Tx, afterCommit: AfterCommit, permission: Permission, makerId: string, request: ApprovalRow): Promise<void> {
    const roles = STAFF_ROLES.filter((role) => hasPermission(role, permission));
    const people = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(inArray(user.role, roles), eq(user.banned, false), ne(user.id, makerId)))
      .orderBy(asc(user.createdAt))
      .limit(50);
    for (const person of people) {
      await this.notifications.notify(tx, afterCommit, {
        userId: person.id,
        kind: 'approval',
        title: 'Waiting for your approval',
        body: request.summary,
        target: { kind: 'APPROVAL', id: request.id },
      });
    }
  }
}
