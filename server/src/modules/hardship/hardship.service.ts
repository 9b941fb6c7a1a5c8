// Hardship restructuring: a borrower asks, a credit analyst approves (as asked or with other terms) or
// declines, the borrower accepts and the rest of the schedule is replaced under the loan's row lock. The figures come
// from finance/restructure.ts only; the preview and the applied schedule are the same call on the same day.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { user } from '../../auth/auth.table.js';
import { hasPermission } from '../../auth/permissions.js';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { formatCedis, restructureSchedule, RestructureRefused, type Restructured, type RestructureTerms } from '../../finance/index.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import { formatDate } from '../../shared/dates.js';
import type { AuditService } from '../audit/audit.service.js';
import { summarize } from '../loans/loan.balance.js';
import { loanNumber } from '../loans/loan.statement.js';
import type { LoanRow, LoanService } from '../loans/loan.service.js';
import { currentSchedule, instalmentBalances, loanRow, readServicingPolicy, servicingTerms, writeRestructure } from '../loans/loan.servicing.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { Clock } from '../quotes/clock.js';
import { readSettings } from '../settings/settings.service.js';
import { HARDSHIP_REASONS, hardshipRequest, OPEN_HARDSHIP_STATUSES, type HardshipReason, type HardshipStatus } from './hardship.table.js';
export type { HardshipStatus } from './hardship.table.js';

export type HardshipRow = typeof hardshipRequest.$inferSelect;

export interface HardshipTermsInput {
  affordable: number;
  holidayMonths: number;
  capitaliseArrears: boolean;
  monthlyRateBp?: number | null;
}

export interface HardshipRequestInput extends HardshipTermsInput {
  loanId: string;
  reason: HardshipReason;
  details: string;
}

export type HardshipPreview = Restructured & { loanId: string; on: string };

const DETAILS_MAX = 2000;
const NOTE_MAX = 1000;

export class HardshipService {
  constructor(
    private readonly db: AppDatabase,
    private readonly loans: LoanService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
  ) {}

  private isAnalyst(viewer: Viewer): boolean {
    return hasPermission(viewer.role, 'manageAllApplications');
  }

  /** The loan for its owner or a credit analyst; anyone else gets NOT_FOUND. */
  private async readableLoan(dbOrTx: DbOrTx, viewer: Viewer, loanId: string, lock = false): Promise<LoanRow> {
    const row = lock ? await this.loans.lock(dbOrTx, loanId).catch(() => null) : isUuid(loanId) ? await loanRow(dbOrTx, loanId) : null;
    if (!row || (row.userId !== viewer.id && !this.isAnalyst(viewer))) throw notFound('Loan');
    return row;
  }

  private static running(row: LoanRow): void {
    if (row.status === 'paid_off') throw conflict('This loan is already paid off.');
    if (row.status !== 'active' && row.status !== 'in_arrears') throw conflict('Only a running loan can be restructured.');
  }

  /** The engine on the loan's stored balances and rows, today. */
  private async compute(dbOrTx: DbOrTx, row: LoanRow, terms: HardshipTermsInput): Promise<HardshipPreview> {
    HardshipService.running(row);
    const validated = validTerms(terms);
    const today = this.clock.today();
    const [balances, stored, settings] = await Promise.all([
      instalmentBalances(dbOrTx, [row.id]),
      currentSchedule(dbOrTx, row),
      readSettings(dbOrTx, ['credit.hardship_max_months']),
    ]);
    try {
      const result = restructureSchedule({
        instalments: balances.get(row.id)!,
        stored,
        today,
        terms: servicingTerms(row),
        restructure: validated,
        maxMonths: Number(settings.get('credit.hardship_max_months') ?? 36),
      });
      return { ...result, loanId: row.id, on: today };
    } catch (error) {
      if (error instanceof RestructureRefused) throw badInput(error.message, `terms.${error.field === 'loan' ? 'affordable' : error.field}`);
      throw error;
    }
  }

  /** What the terms would do to the loan today (owner or analyst). */
  async preview(viewer: Viewer, loanId: string, terms: HardshipTermsInput): Promise<HardshipPreview> {
    const row = await this.readableLoan(this.db, viewer, loanId);
    return this.compute(this.db, row, terms);
  }

  /** The request's terms in force (approved ones once approved) on its loan today; null once closed. */
  async previewOf(viewer: Viewer, request: HardshipRow): Promise<HardshipPreview | null> {
    if (!OPEN_HARDSHIP_STATUSES.includes(request.status)) return null;
    const row = await this.readableLoan(this.db, viewer, request.loanId);
    if (row.status !== 'active' && row.status !== 'in_arrears') return null;
    // A pending offer the engine cannot apply as asked has no preview (the analyst proposes other terms).
    return this.compute(this.db, row, termsOf(request)).catch((error: unknown) => {
      if (request.status === 'pending' && error instanceof GraphQLError && error.extensions?.code === 'BAD_USER_INPUT') return null;
      throw error;
    });
  }

  /** One request the viewer may see (theirs, or any for an analyst); `db` is the caller's transaction when it has one. */
  async get(viewer: Viewer, id: string, db: DbOrTx = this.db): Promise<HardshipRow> {
    const [row] = isUuid(id) ? await db.select().from(hardshipRequest).where(eq(hardshipRequest.id, id)) : [];
    if (!row || (row.userId !== viewer.id && !this.isAnalyst(viewer))) throw notFound('Hardship request');
    return row;
  }

  async forLoan(viewer: Viewer, loanId: string): Promise<HardshipRow[]> {
    await this.readableLoan(this.db, viewer, loanId);
    return this.db.select().from(hardshipRequest).where(eq(hardshipRequest.loanId, loanId)).orderBy(desc(hardshipRequest.createdAt));
  }

  /** The analysts' queue: by status (default the open ones), oldest first. */
  async queue(statuses: HardshipStatus[] | null | undefined, first: number): Promise<HardshipRow[]> {
    const wanted = statuses && statuses.length > 0 ? statuses : OPEN_HARDSHIP_STATUSES;
    return this.db.select().from(hardshipRequest).where(inArray(hardshipRequest.status, wanted)).orderBy(asc(hardshipRequest.createdAt), asc(hardshipRequest.id)).limit(Math.min(Math.max(first, 1), 200));
  }

  async request(actor: Actor, input: HardshipRequestInput): Promise<HardshipRow> {
    if (!(HARDSHIP_REASONS as readonly string[]).includes(input.reason)) throw badInput('Choose a reason.', 'input.reason');
    const details = input.details.trim();
    if (!details) throw badInput('Tell us briefly what happened.', 'input.details');
    if (details.length > DETAILS_MAX) throw badInput(`Keep it under ${DETAILS_MAX} characters.`, 'input.details');
    if (input.monthlyRateBp != null) throw badInput('Only a credit analyst can change the rate.', 'input.monthlyRateBp');
    return withTransaction(this.db, async (tx, afterCommit) => {
      const row = await this.readableLoan(tx, actor.viewer, input.loanId, true);
      if (row.userId !== actor.viewer.id) throw notFound('Loan');
      await this.assertNoOpen(tx, row.id);
      HardshipService.running(row);
      validTerms(input);
      // Any offer is sent: the analyst decides. Terms the engine cannot apply as asked are flagged for the analyst.
      const preview = await this.compute(tx, row, input).catch((error: unknown) => {
        if (error instanceof GraphQLError && error.extensions?.code === 'BAD_USER_INPUT') return null;
        throw error;
      });
      const [created] = await tx
        .insert(hardshipRequest)
        .values({ loanId: row.id, userId: row.userId, reason: input.reason, details, affordable: input.affordable, holidayMonths: input.holidayMonths, capitaliseArrears: input.capitaliseArrears })
        .returning();
      await this.audit.record(tx, actor, { action: 'hardship.request', entity: 'hardship_request', entityId: created.id, after: { loanId: row.id, reason: input.reason, affordable: input.affordable, holidayMonths: input.holidayMonths, capitaliseArrears: input.capitaliseArrears } });
      const analysts = await tx.select({ id: user.id }).from(user).where(inArray(user.role, ['credit_analyst']));
      const recipients = analysts.length > 0 ? analysts : await tx.select({ id: user.id }).from(user).where(inArray(user.role, ['admin', 'superadmin']));
      for (const analyst of recipients) {
        await this.notifications.notify(tx, afterCommit, {
          userId: analyst.id,
          kind: 'hardship',
          title: 'New hardship request',
          body: `A borrower asks to pay ${formatCedis(input.affordable)} a month${input.holidayMonths ? ` after a ${input.holidayMonths}-month payment holiday` : ''}${preview ? ` (ending ${formatDate(preview.endDate)})` : '; these terms cannot be applied as asked, so please propose terms that can'}.`,
          target: { kind: 'LOAN', id: row.id },
        });
      }
      return created;
    });
  }

  private async assertNoOpen(tx: Tx, loanId: string): Promise<void> {
    const open = await tx.select({ id: hardshipRequest.id }).from(hardshipRequest).where(and(eq(hardshipRequest.loanId, loanId), inArray(hardshipRequest.status, OPEN_HARDSHIP_STATUSES)));
    if (open.length > 0) throw conflict('This loan already has an open hardship request.');
  }

  /** Locks the loan, then the request (the same order as every money change on the loan). */
  private async lockRequest(tx: Tx, viewer: Viewer, id: string): Promise<{ request: HardshipRow; row: LoanRow }> {
    const found = await this.get(viewer, id, tx);
    const row = await this.loans.lock(tx, found.loanId);
    const [request] = await tx.select().from(hardshipRequest).where(eq(hardshipRequest.id, id)).for('update');
    return { request, row };
  }

  private async close(tx: Tx, id: string, values: Partial<HardshipRow>): Promise<HardshipRow> {
    const [updated] = await tx.update(hardshipRequest).set({ ...values, updatedAt: new Date() }).where(eq(hardshipRequest.id, id)).returning();
    return updated;
  }

  async cancel(actor: Actor, id: string): Promise<HardshipRow> {
    return withTransaction(this.db, async (tx) => {
      const { request } = await this.lockRequest(tx, actor.viewer, id);
      if (request.userId !== actor.viewer.id) throw notFound('Hardship request');
      if (!OPEN_HARDSHIP_STATUSES.includes(request.status)) throw conflict(`This request is already ${request.status}.`);
      const updated = await this.close(tx, id, { status: 'cancelled', closedOn: this.clock.today() });
      await this.audit.record(tx, actor, { action: 'hardship.cancel', entity: 'hardship_request', entityId: id, before: { status: request.status }, after: { status: 'cancelled' } });
      return updated;
    });
  }

  /** The analyst approves the request's terms, or others (checked by the engine: the rate never rises). */
  async approve(actor: Actor, id: string, terms: HardshipTermsInput | null, note: string | null): Promise<HardshipRow> {
    return withTransaction(this.db, async (tx, afterCommit) => {
      const { request, row } = await this.lockRequest(tx, actor.viewer, id);
      if (request.status !== 'pending') throw conflict(`Only a pending request can be approved; this one is ${request.status}.`);
      const approved = terms ?? termsOf(request);
      const preview = await this.compute(tx, row, approved);
      const trimmed = note?.trim() || null;
      if (trimmed && trimmed.length > NOTE_MAX) throw badInput(`Keep the note under ${NOTE_MAX} characters.`, 'note');
      const updated = await this.close(tx, id, {
        status: 'approved',
        approvedAffordable: approved.affordable,
        approvedHolidayMonths: approved.holidayMonths,
        approvedCapitaliseArrears: approved.capitaliseArrears,
        approvedMonthlyRateBp: approved.monthlyRateBp ?? null,
        decisionNote: trimmed,
        decidedBy: actor.viewer.id,
        decidedAt: this.clock.now(),
      });
      await this.audit.record(tx, actor, { action: 'hardship.approve', entity: 'hardship_request', entityId: id, before: { status: 'pending', asked: termsOf(request) }, after: { status: 'approved', terms: approved, note: trimmed } });
      await this.notifications.notify(tx, afterCommit, {
        userId: request.userId,
        kind: 'hardship',
        title: 'Your hardship request was approved',
        body: `New terms for loan ${loanNumber(request.loanId)}: ${formatCedis(preview.monthlyAmount)} a month from ${formatDate(preview.firstDueDate)} to ${formatDate(preview.endDate)}. Open your loan to review and accept them.`,
        target: { kind: 'LOAN', id: request.loanId },
      });
      return updated;
    });
  }

  // ---- restructuring proposed by staff -------------------------------------------------------------

  /** Validate-and-preview of a staff restructure: what the terms would do to the loan today (credit analysts only). */
  async previewRestructure(viewer: Viewer, loanId: string, terms: HardshipTermsInput): Promise<HardshipPreview> {
    if (!this.isAnalyst(viewer)) throw notFound('Loan');
    return this.preview(viewer, loanId, terms);
  }

  /**
   * A credit analyst proposes restructure terms on a running loan (also after early payments or in arrears): all writes
   * in the caller's transaction. It is stored as an approved hardship request the borrower accepts (the schedule is
   * computed again and applied then, exactly as previewed the same day) or declines.
   */
  async applyRestructureProposal(
    tx: Tx,
    actor: Actor,
    input: { loanId: string; terms: HardshipTermsInput; note: string },
    afterCommit: (task: () => void | Promise<void>) => void,
  ): Promise<HardshipRow> {
    if (!this.isAnalyst(actor.viewer)) throw notFound('Loan');
    const note = input.note.trim();
    if (!note) throw badInput('Say why you propose this restructure.', 'input.note');
    if (note.length > NOTE_MAX) throw badInput(`Keep the note under ${NOTE_MAX} characters.`, 'input.note');
    const row = await this.readableLoan(tx, actor.viewer, input.loanId, true);
    const open = await tx.select({ id: hardshipRequest.id, status: hardshipRequest.status }).from(hardshipRequest).where(and(eq(hardshipRequest.loanId, row.id), inArray(hardshipRequest.status, OPEN_HARDSHIP_STATUSES)));
    if (open.length > 0) {
      throw conflict(open[0].status === 'pending' ? 'The borrower has a pending hardship request on this loan: approve it with these terms instead.' : 'This loan already has terms waiting for the borrower.');
    }
    const terms = validTerms(input.terms);
    const preview = await this.compute(tx, row, terms);
    const [created] = await tx
      .insert(hardshipRequest)
      .values({
        loanId: row.id,
        userId: row.userId,
        status: 'approved',
        reason: 'other',
        details: `Restructure proposed by our credit team: ${note}`,
        affordable: terms.affordable,
        holidayMonths: terms.holidayMonths,
        capitaliseArrears: terms.capitaliseArrears,
        approvedAffordable: terms.affordable,
        approvedHolidayMonths: terms.holidayMonths,
        approvedCapitaliseArrears: terms.capitaliseArrears,
        approvedMonthlyRateBp: terms.monthlyRateBp ?? null,
        decisionNote: note,
        decidedBy: actor.viewer.id,
        decidedAt: this.clock.now(),
      })
      .returning();
    await this.audit.record(tx, actor, { action: 'hardship.propose', entity: 'hardship_request', entityId: created.id, after: { loanId: row.id, terms, note, endDate: preview.endDate, monthlyAmount: preview.monthlyAmount } });
    await this.notifications.notify(tx, afterCommit, {
      userId: row.userId,
      kind: 'hardship',
      title: 'New terms proposed for your loan',
      body: `Loan ${loanNumber(row.id)}: ${formatCedis(preview.monthlyAmount)} a month from ${formatDate(preview.firstDueDate)} to ${formatDate(preview.endDate)}. Open your loan to review and accept or decline them.`,
      target: { kind: 'LOAN', id: row.id },
    });
    return created;
  }

  /** What a staff proposal would offer the borrower today, read in the caller's transaction (maker-checker's preview). */
  async proposalPreview(tx: DbOrTx, input: { loanId: string; terms: HardshipTermsInput }): Promise<HardshipPreview & { userId: string }> {
    const row = isUuid(input.loanId) ? await loanRow(tx, input.loanId) : null;
    if (!row) throw notFound('Loan');
    return { ...(await this.compute(tx, row, input.terms)), userId: row.userId };
  }

  async proposeRestructure(actor: Actor, input: { loanId: string; terms: HardshipTermsInput; note: string }): Promise<HardshipRow> {
    return withTransaction(this.db, (tx, afterCommit) => this.applyRestructureProposal(tx, actor, input, afterCommit));
  }

  async decline(actor: Actor, id: string, reason: string): Promise<HardshipRow> {
    const trimmed = reason.trim();
    if (!trimmed) throw badInput('Give the reason for declining.', 'reason');
    if (trimmed.length > NOTE_MAX) throw badInput(`Keep the reason under ${NOTE_MAX} characters.`, 'reason');
    return withTransaction(this.db, async (tx, afterCommit) => {
      const { request } = await this.lockRequest(tx, actor.viewer, id);
      if (request.status !== 'pending') throw conflict(`Only a pending request can be declined; this one is ${request.status}.`);
      const updated = await this.close(tx, id, { status: 'declined', decisionNote: trimmed, decidedBy: actor.viewer.id, decidedAt: this.clock.now(), closedOn: this.clock.today() });
      await this.audit.record(tx, actor, { action: 'hardship.decline', entity: 'hardship_request', entityId: id, before: { status: 'pending' }, after: { status: 'declined', reason: trimmed } });
      await this.notifications.notify(tx, afterCommit, {
        userId: request.userId,
        kind: 'hardship',
        title: 'Your hardship request was declined',
        body: `Loan ${loanNumber(request.loanId)}. Reason: ${trimmed}. Your schedule stays as it is; contact us if your situation changes.`,
        target: { kind: 'LOAN', id: request.loanId },
      });
      return updated;
    });
  }

  /**
   * The borrower accepts the approved terms: under the loan's row lock the rest of the schedule becomes a new version
   * (reason `restructure`) with a `reschedule` entry of the change of the scheduled total, so Σ ledger = owed − credit.
   */
  async accept(actor: Actor, id: string): Promise<HardshipRow> {
    return withTransaction(this.db, async (tx, afterCommit) => {
      const { request, row } = await this.lockRequest(tx, actor.viewer, id);
      if (request.userId !== actor.viewer.id) throw notFound('Hardship request');
      if (request.status !== 'approved') throw conflict(request.status === 'pending' ? 'This request has not been approved yet.' : `This request is already ${request.status}.`);
      const result = await this.compute(tx, row, termsOf(request));
      const today = result.on;
      const version = await writeRestructure(tx, row, {
        on: today,
        schedule: result.schedule,
        scheduledChange: result.scheduledChange,
        recordedBy: actor.viewer.id,
        note: `Hardship restructure: ${formatCedis(result.monthlyAmount)} a month to ${formatDate(result.endDate)}${result.capitalised > 0 ? `, ${formatCedis(result.capitalised)} of arrears added to the principal` : ''}`,
      });
      const policy = await readServicingPolicy(tx, row);
      const balances = (await instalmentBalances(tx, [row.id])).get(row.id)!;
      await this.loans.settleStatus(tx, row, summarize(balances, today, policy.graceDays));
      const updated = await this.close(tx, id, { status: 'accepted', closedOn: today, appliedVersion: version });
      await this.audit.record(tx, actor, { action: 'hardship.accept', entity: 'hardship_request', entityId: id, before: { status: 'approved', scheduleVersion: version - 1 }, after: { status: 'accepted', scheduleVersion: version, scheduledChange: result.scheduledChange, endDate: result.endDate, monthlyAmount: result.monthlyAmount } });
      afterCommit(() => this.loans.publishChanged(row.id, row.userId));
      return updated;
    });
  }
}

function termsOf(request: HardshipRow): RestructureTerms {
  if (request.status === 'approved' || request.status === 'accepted') {
    return {
      affordable: request.approvedAffordable ?? request.affordable,
      holidayMonths: request.approvedHolidayMonths ?? request.holidayMonths,
      capitaliseArrears: request.approvedCapitaliseArrears ?? request.capitaliseArrears,
      monthlyRateBp: request.approvedMonthlyRateBp,
    };
  }
  return { affordable: request.affordable, holidayMonths: request.holidayMonths, capitaliseArrears: request.capitaliseArrears, monthlyRateBp: null };
}

function validTerms(terms: HardshipTermsInput): RestructureTerms {
  if (!Number.isSafeInteger(terms.affordable) || terms.affordable <= 0) throw badInput('Give the amount you can pay each month.', 'terms.affordable');
  if (!Number.isInteger(terms.holidayMonths) || terms.holidayMonths < 0 || terms.holidayMonths > 2) throw badInput('A payment holiday is 0, 1 or 2 months.', 'terms.holidayMonths');
  if (terms.monthlyRateBp != null && (!Number.isSafeInteger(terms.monthlyRateBp) || terms.monthlyRateBp < 0)) throw badInput('The monthly rate is a whole number of basis points.', 'terms.monthlyRateBp');
  return { affordable: terms.affordable, holidayMonths: terms.holidayMonths, capitaliseArrears: terms.capitaliseArrears, monthlyRateBp: terms.monthlyRateBp ?? null };
}
