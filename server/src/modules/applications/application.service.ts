import { LRUCache } from 'lru-cache';
import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { executeNamed, statementName } from '../../db/prepared.js';
import { withTransaction, type AfterCommit } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import { addMonthsClamped, formatCedis, isIsoDate, rentPrincipal } from '../../finance/index.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { AppError, badInput, conflict, notFound } from '../../graphql/errors.js';
import { UNEMPLOYED_REASON } from '../../shared/employment.js';
import { afterCursor, keysetOrderBy, toPage, type ListOrder, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CreditTerms } from '../eligibility/credit-terms.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { isUuid } from '../../graphql/ids.js';
import type { PropertyService } from '../properties/property.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { LoanService } from '../loans/loan.service.js';
import type { CreditConsentGate } from '../consent/consent.service.js';
import type { CreditQuoteView, QuoteService } from '../quotes/quote.service.js';
import type { PricingTerms } from '../quotes/credit-settings.js';
import type { CreditDecisionService } from '../credit-decisions/credit-decision.service.js';
import type { ApprovalCheck } from '../credit-decisions/approval-checks.js';
import {
  application,
  emergencyContact,
  employerInformation,
  OPEN_STATUSES,
  type ApplicationStatus,
} from './application.table.js';
import type { ApplicationInput, ProductApplicationInput } from './application.inputs.js';
import type { CreditProductService, CreditProductVersionRow } from '../credit-products/credit-product.service.js';
import { termsOf } from '../credit-products/credit-product.service.js';
import { SHOP_PRODUCT_CODE } from '../credit-products/applicable-products.js';
import { versionFacts } from '../credit-products/credit-product.facts.js';
import {
  ALL_FIELDS,
  readKey,
  selectApplications,
  toApplicationView,
  type ApplicationFields,
  type ApplicationRead,
  type ApplicationRow,
  type ApplicationView,
} from './application.read.js';
import { isUniqueViolation } from '../../db/errors.js';
import { personNameOf } from '../users/people.js';
export { APPLICATION_STATUSES, type ApplicationStatus } from './application.table.js';

export interface StatusTotal {
  status: ApplicationStatus;
  count: number;
  amount: number;
}

export interface DecisionSummary {
  approved: number;
  rejected: number;
  averageDecisionSeconds: number | null;
}

const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'pending',
  under_review: 'under review',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** What the approval progress reads of an application: the amount financed. */
const AMOUNT_FIELDS: ApplicationFields = { application: new Set(['amountRequested']), contact: new Set(), employer: new Set() };

/** The product whose application has its own form (rent, advance months, property, landlord). */
export const RENT_PRODUCT_CODE = 'rent';

/** The amount financed: the amount of a product application, or monthly rent × advance months. */
export function amountOf(row: Pick<ApplicationRow, 'amount' | 'monthlyRent' | 'advanceMonths'>): number {
  return row.amount ?? rentPrincipal(row.monthlyRent!, row.advanceMonths!);
}

export const OPEN_APPLICATION_MESSAGE =
  'You already have an application in progress. Update or cancel it before submitting a new one.';


/** Whose applications a page lists: everyone's, an owner's or a property's (a placeholder when prepared). */
type Scope = 'all' | 'mine' | 'property';
const SCOPES: Record<Scope, (owner: unknown) => SQL | undefined> = {
  all: () => undefined,
  mine: (owner) => eq(application.userId, owner as string),
  property: (owner) => eq(application.propertyId, owner as string),
};

/** Two drafts raced: the one-open-application index refused the second. */
const isOpenApplicationViolation = (error: unknown) => isUniqueViolation(error, 'application_one_open_per_user_idx');

export class ApplicationService {
  constructor(
    private readonly db: AppDatabase,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    private readonly properties: PropertyService,
    private readonly quotes: QuoteService,
    private readonly loans: LoanService,
    private readonly creditDecisions: CreditDecisionService,
    /** Issue 21: new credit waits for the current Terms and Privacy Policy to be accepted. */
    private readonly consent?: CreditConsentGate,
    /** The credit products applied for (other than rent) and the names their messages use. */
    private readonly products?: CreditProductService,
  ) {}

  // ---- reads -------------------------------------------------------------------------------------------------

  /**
   * ONE statement for a whole page (or one application), holding only what `fields` asks for (application.read.ts):
   * the applicant, reviewer, linked property and employer by joins, the emergency contacts as a json_agg subquery, in
   * keyset order on (created_at, id) so PostgreSQL walks the matching index and stops after `limit` rows. A named
   * prepared statement: PostgreSQL plans it once per connection.
   */
  private async fetchPage(where: SQL | undefined, limit: number, order: ListOrder, fields: ApplicationFields): Promise<ApplicationRead[]> {
    const query = selectApplications(this.db, fields)
      .where(where)
      .orderBy(...keysetOrderBy(application.createdAt, application.id, order))
      .limit(limit);
    return (await executeNamed(query)).map(toApplicationView);
  }

  /**
   * The hottest reads (one application by id; a first page of everyone's, the caller's or a property's), prepared once
   * per kind and selection with placeholders: no SQL is built for them per request.
   */
  private readonly prepared = new LRUCache<string, ReturnType<ApplicationService['prepareRead']>>({ max: 128 });
  private prepareRead(kind: 'one' | `${Scope}:${ListOrder}`, fields: ApplicationFields) {
    const select = selectApplications(this.db, fields);
    const [scope, order] = kind.split(':') as [Scope, ListOrder];
    // By primary key: at most one row, so no ORDER BY or LIMIT for PostgreSQL to plan and run.
    const query =
      kind === 'one'
        ? select.where(eq(application.id, sql.placeholder('id')))
        : select
            .where(SCOPES[scope](sql.placeholder('owner')))
            .orderBy(...keysetOrderBy(application.createdAt, application.id, order))
            .limit(sql.placeholder('limit'));
    // Past the bound on names, '' (node-postgres: an unnamed statement).
    return query.prepare(statementName(query.toSQL().sql) ?? '');
  }
  private preparedRead(kind: 'one' | `${Scope}:${ListOrder}`, fields: ApplicationFields) {
    const key = `${kind}|${readKey(fields)}`;
    let statement = this.prepared.get(key);
    if (!statement) this.prepared.set(key, (statement = this.prepareRead(kind, fields)));
    return statement;
  }

  /**
   * A page of `scope` (everyone's, an owner's, a property's) and `filter`. Newest first by default; oldest first (the
   * review queue) seeks the same (created_at, id) indexes backwards.
   */
  private async page(
    [scope, owner]: [Scope, string?],
    filter: SQL | undefined,
    { first, after, order = 'newest_first' }: { first: number; after?: string | null; order?: ListOrder },
    fields: ApplicationFields,
  ): Promise<Page<ApplicationRead>> {
    if (!filter && !after) {
      const rows = await this.preparedRead(`${scope}:${order}`, fields).execute({ owner, limit: first + 1 });
      return toPage(rows.map(toApplicationView), first);
    }
    const cursor = afterCursor(after, application.createdAt, application.id, order);
    const rows = await this.fetchPage(and(SCOPES[scope](owner), filter, cursor), first + 1, order, fields);
    return toPage(rows, first);
  }

  private async loadOne(id: string, fields: ApplicationFields): Promise<ApplicationRead | null> {
    const [found] = await this.preparedRead('one', fields).execute({ id });
    return found ? toApplicationView(found) : null;
  }

  /** The caller's applications, newest first (SPEC §7: ordered by created_at descending, joins included). */
  listMine(viewer: Viewer, first: number, after?: string | null, fields = ALL_FIELDS): Promise<Page<ApplicationRead>> {
    return this.page(['mine', viewer.id], undefined, { first, after }, fields);
  }

  /** The newest application: the one whose status the user sees (SPEC §4). */
  async latestMine(viewer: Viewer, fields = ALL_FIELDS): Promise<ApplicationRead | null> {
    const { nodes } = await this.page(['mine', viewer.id], undefined, { first: 1 }, fields);
    return nodes[0] ?? null;
  }

  /** Staff list: every application, optionally by status and a free-text search. */
  list(
    first: number,
    after?: string | null,
    status?: ApplicationStatus | null,
    search?: string | null,
    order: ListOrder = 'newest_first',
    fields = ALL_FIELDS,
  ): Promise<Page<ApplicationRead>> {
    const text = search?.trim();
    const pattern = text ? containsPattern(text) : null;
    return this.page(
      ['all'],
      and(
        status ? eq(application.status, status) : undefined,
        pattern
          ? or(
              ilike(sql`${user.firstName} || ' ' || ${user.lastName}`, pattern),
              ilike(user.email, pattern),
              ilike(application.propertyAddress, pattern),
              ilike(application.landlordName, pattern),
              ilike(application.payeeName, pattern),
            )
          : undefined,
      ),
      { first, after, order },
      fields,
    );
  }

  /** One application, whole; with `fields`, only what they name (the rest absent). */
  async get(id: string): Promise<ApplicationView>;
  async get(id: string, fields: ApplicationFields): Promise<ApplicationRead>;
  async get(id: string, fields = ALL_FIELDS): Promise<ApplicationRead> {
    const row = isUuid(id) ? await this.loadOne(id, fields) : null;
    if (!row) throw notFound('Application');
    return row;
  }

  listForProperty(propertyId: string, first: number, after?: string | null, fields = ALL_FIELDS): Promise<Page<ApplicationRead>> {
    return this.page(['property', propertyId], undefined, { first, after }, fields);
  }

  // ---- customer writes ---------------------------------------------------------------------------------------

  async submit(actor: Actor, input: ApplicationInput): Promise<ApplicationView> {
    const terms = await this.quotes.terms();
    this.checkInput(input, terms);
    const disclosure = this.acceptedDisclosure(input, terms);
    return this.insertApplication(actor, input, { ...this.applicationFields(input), ...this.disclosureFields(disclosure, actor, terms.rent.id) });
  }

  /** Submits an application for any active product applied for (not rent, which has its own form; not the shop's BNPL). */
  async submitProduct(actor: Actor, input: ProductApplicationInput): Promise<ApplicationView> {
    const { version, disclosure } = await this.checkProductInput(input);
    return this.insertApplication(actor, input, { ...this.productFields(input), ...this.disclosureFields(disclosure, actor, version.id) });
  }

  private async insertApplication(
    actor: Actor,
    input: ApplicationInput | ProductApplicationInput,
    fields: ReturnType<ApplicationService['applicationFields']> & ReturnType<ApplicationService['disclosureFields']>,
  ): Promise<ApplicationView> {
    const userId = actor.viewer.id;
    await this.consent?.assertAccepted(userId);
    const id = await withTransaction(this.db, async (tx, afterCommit) => {
      const [open] = await tx
        .select({ id: application.id })
        .from(application)
        .where(and(eq(application.userId, userId), inArray(application.status, OPEN_STATUSES)))
        .limit(1);
      if (open) throw conflict(OPEN_APPLICATION_MESSAGE);
      let newId: string;
      try {
        [{ id: newId }] = await tx
          .insert(application)
          .values({ userId, ...fields })
          .returning({ id: application.id });
      } catch (error) {
        // Two submissions racing past the check above: the partial unique index lets only one in.
        throw isOpenApplicationViolation(error) ? conflict(OPEN_APPLICATION_MESSAGE) : error;
      }
      await this.writeDetails(tx, newId, input);
      afterCommit(() => this.events.publish('application.changed', { id: newId, userId }));
      return newId;
    });
    return this.get(id);
  }

  /** Replaces the whole application (contacts and employer included) while it is still pending. */
  async update(actor: Actor, id: string, input: ApplicationInput): Promise<ApplicationView> {
    const terms = await this.quotes.terms();
    this.checkInput(input, terms);
    const disclosure = this.acceptedDisclosure(input, terms);
    return this.replaceApplication(actor, id, input, { ...this.applicationFields(input), ...this.disclosureFields(disclosure, actor, terms.rent.id) });
  }

  /** Replaces the caller's pending application with one for a product applied for (contacts and employer included). */
  async updateProduct(actor: Actor, id: string, input: ProductApplicationInput): Promise<ApplicationView> {
    // Someone else's application is NOT_FOUND whatever the input says.
    await this.lockOwn(this.db, actor.viewer, id);
    const { version, disclosure } = await this.checkProductInput(input);
    return this.replaceApplication(actor, id, input, { ...this.productFields(input), ...this.disclosureFields(disclosure, actor, version.id) });
  }

  private async replaceApplication(
    actor: Actor,
    id: string,
    input: ApplicationInput | ProductApplicationInput,
    fields: ReturnType<ApplicationService['applicationFields']> & ReturnType<ApplicationService['disclosureFields']>,
  ): Promise<ApplicationView> {
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lockOwn(tx, actor.viewer, id);
      if (current.status !== 'pending') {
        throw conflict(`This application is ${STATUS_LABELS[current.status]}; only a pending application can be changed.`);
      }
      await tx
        .update(application)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(application.id, id));
      await tx.delete(emergencyContact).where(eq(emergencyContact.applicationId, id));
      await tx.delete(employerInformation).where(eq(employerInformation.applicationId, id));
      await this.writeDetails(tx, id, input);
      afterCommit(() => this.events.publish('application.changed', { id, userId: current.userId }));
    });
    return this.get(id);
  }

  async cancel(actor: Actor, id: string): Promise<ApplicationView> {
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lockOwn(tx, actor.viewer, id);
      if (!(OPEN_STATUSES as readonly string[]).includes(current.status)) {
        throw conflict(`This application is already ${STATUS_LABELS[current.status]} and cannot be cancelled.`);
      }
      await tx.update(application).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(application.id, id));
      await this.creditDecisions.closeWaiting(tx, afterCommit, actor, 'application', id, 'The customer cancelled the application.');
      afterCommit(() => this.events.publish('application.changed', { id, userId: current.userId }));
    });
    return this.get(id);
  }

  // ---- staff writes ------------------------------------------------------------------------------------------

  async startReview(actor: Actor, id: string): Promise<ApplicationView> {
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lockAny(tx, id);
      if (current.status !== 'pending') {
        throw conflict(`This application is ${STATUS_LABELS[current.status]}; only a pending application can be taken into review.`);
      }
      const productName = await this.productNameOf(tx, current);
      const now = new Date();
      await tx
        .update(application)
        .set({ status: 'under_review', reviewerId: actor.viewer.id, updatedAt: now })
        .where(eq(application.id, id));
      await this.audit.record(tx, actor, {
        action: 'application.start_review',
        entity: 'application',
        entityId: id,
        before: { status: current.status },
        after: { status: 'under_review', reviewerId: actor.viewer.id },
      });
      await this.notifications.notify(tx, afterCommit, {
        userId: current.userId,
        kind: 'application_status',
        title: 'Your application is under review',
        body: `We are reviewing your ${productName} application for ${formatCedis(amountOf(current))}. Most decisions take 24-48 hours.`,
        target: { kind: 'APPLICATION', id },
      });
      afterCommit(() => this.events.publish('application.changed', { id, userId: current.userId }));
    });
    return this.get(id);
  }

  /** Approves or rejects a pending or under-review application, with the reason the applicant will read. */
  async decide(actor: Actor, id: string, decision: 'approved' | 'rejected', reason: string): Promise<ApplicationView> {
    const trimmedReason = reason.trim();
    if (trimmedReason.length < 5 || trimmedReason.length > 1000) {
      throw badInput('Give a reason of 5 to 1000 characters; the applicant will read it.', 'reason');
    }
    // Read before the transaction: PGlite's single connection cannot serve a second query inside it.
    const terms = await this.quotes.terms();
    await withTransaction(this.db, (tx, afterCommit) => this.decideIn(tx, afterCommit, actor, id, decision, { decisionReason: trimmedReason, approvalNote: trimmedReason }, terms));
    return this.get(id);
  }

  /**
   * The second approval of a four-eyes application, given in the approvals inbox (the request is being approved in
   * this transaction): the checker's note stays with their approval; the applicant reads it when it is long enough
   * to explain, otherwise the first approver's reason.
   */
  async approveFromInbox(tx: Tx, afterCommit: AfterCommit, checker: Actor, id: string, note: string | null, terms: PricingTerms): Promise<void> {
    const [first] = (await this.creditDecisions.progress('application', id, 0, tx)).approvals;
    const decisionReason = note && note.length >= 5 ? note : (first?.reason ?? 'Approved after a second review.');
    await this.decideIn(tx, afterCommit, checker, id, 'approved', { decisionReason, approvalNote: note }, terms, { fromInbox: true });
  }

  /** The terms a decision reads (before its transaction: the embedded database serves one connection). */
  decisionTerms(): Promise<PricingTerms> {
    return this.quotes.terms();
  }

  private async decideIn(
    tx: Tx,
    afterCommit: AfterCommit,
    actor: Actor,
    id: string,
    decision: 'approved' | 'rejected',
    words: { decisionReason: string; approvalNote: string | null },
    terms: PricingTerms,
    options: { fromInbox?: boolean } = {},
  ): Promise<void> {
    const trimmedReason = words.decisionReason;
    const current = await this.lockAny(tx, id);
    if (!(OPEN_STATUSES as readonly string[]).includes(current.status)) {
      throw conflict(`This application is already ${STATUS_LABELS[current.status]}; only a pending or under-review application can be decided.`);
    }
    // The approval checklist as it stands now, under the lock: an approval is refused unless every check passes,
    // and every decision keeps the snapshot it was taken on.
    const checks: ApprovalCheck[] = (await this.creditDecisions.applicationChecks(tx, id, terms))!.checks;
    const productName = await this.productNameOf(tx, current);
    let approvals: number | undefined;
    if (decision === 'approved') {
      const amount = amountOf(current);
      const customerName = await personNameOf(tx, current.userId);
      const outcome = await this.creditDecisions.approve(
        tx,
        afterCommit,
        actor,
        { kind: 'application', id, amount, checks, reason: words.approvalNote, customerName, productName },
        options,
      );
      approvals = outcome.approvals;
      if (!outcome.complete) {
        // Four eyes: the first approval is recorded; the application stays open for a second approver.
        afterCommit(() => this.events.publish('application.changed', { id, userId: current.userId }));
        return;
      }
    } else {
      await this.creditDecisions.closeWaiting(tx, afterCommit, actor, 'application', id, `The application was rejected: ${trimmedReason}`);
    }
    const now = this.quotes.clock.now();
    await tx
      .update(application)
      .set({ status: decision, reviewerId: actor.viewer.id, decisionReason: trimmedReason, decidedAt: now, updatedAt: now })
      .where(eq(application.id, id));
    await this.audit.record(tx, actor, {
      action: decision === 'approved' ? 'application.approve' : 'application.reject',
      entity: 'application',
      entityId: id,
      before: { status: current.status, decisionReason: current.decisionReason },
      after: { status: decision, decisionReason: trimmedReason, reviewerId: actor.viewer.id, ...(approvals ? { approvals } : {}), checks },
    });
    if (decision === 'approved') {
      // The loan waits for finance to pay the landlord or other payee (recordDisbursement starts its schedule). Its
      // source is the application channel ('rent' in LOAN_SOURCES); its product version names the product.
      await this.loans.createLoan(tx, afterCommit, {
        userId: current.userId,
        source: 'rent',
        applicationId: id,
        creditProductVersionId: current.creditProductVersionId ?? terms.rent.id,
        disclosure: current.disclosure ?? this.currentRentQuote(current, terms),
      });
    }
    const amount = formatCedis(amountOf(current));
    await this.notifications.notify(tx, afterCommit, {
      userId: current.userId,
      kind: 'application_status',
      title: decision === 'approved' ? 'Your application has been approved' : 'Your application was not approved',
      body:
        decision === 'approved'
          ? `Your ${productName} application for ${amount} has been approved. ${trimmedReason}`
          : `Your ${productName} application for ${amount} was not approved. Reason: ${trimmedReason}`,
      target: { kind: 'APPLICATION', id },
    });
    afterCommit(() => this.events.publish('application.changed', { id, userId: current.userId }));
  }

  async linkToProperty(actor: Actor, id: string, propertyId: string): Promise<ApplicationView> {
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lockAny(tx, id);
      if (current.status === 'cancelled' || current.status === 'rejected') {
        throw conflict(`This application is ${STATUS_LABELS[current.status]}; it cannot be linked to a property.`);
      }
      if (current.monthlyRent === null) throw conflict('Only a rent assistance application is linked to a property.');
      await this.properties.lockExisting(tx, propertyId);
      await tx.update(application).set({ propertyId, updatedAt: new Date() }).where(eq(application.id, id));
      await this.audit.record(tx, actor, {
        action: 'application.link_property',
        entity: 'application',
        entityId: id,
        before: { propertyId: current.propertyId },
        after: { propertyId },
      });
      afterCommit(() => this.events.publish('application.changed', { id, userId: current.userId }));
    });
    return this.get(id);
  }

  /** The product (code, name, payee kind, version) of a version, for the Application's creditProduct field. */
  productOf(versionId: string) {
    return versionFacts(this.db, versionId);
  }

  /** The approval checklist of an application now (what approving it would be refused on). */
  async approvalChecks(id: string): Promise<ApprovalCheck[]> {
    const terms = await this.quotes.terms();
    const evaluated = await this.creditDecisions.applicationChecks(this.db, id, terms);
    if (!evaluated) throw notFound('Application');
    return evaluated.checks;
  }

  /** Approvals given so far and how many the amount needs (four eyes above the threshold). */
  async approvalProgress(id: string) {
    const row = await this.get(id, AMOUNT_FIELDS);
    return this.creditDecisions.progress('application', id, row.amountRequested!);
  }

  // ---- analytics ---------------------------------------------------------------------------------------------

  /** Count and amount financed (a product's amount, or monthly rent × advance months) per current status, for applications created in [from, to). */
  async statusTotals(from: Date, to: Date): Promise<StatusTotal[]> {
    return this.db
      .select({
        status: application.status,
        count: sql<number>`count(*)::int`,
        amount: sql<number>`coalesce(sum(coalesce(${application.amount}, ${application.monthlyRent}::bigint * ${application.advanceMonths})), 0)::bigint`.mapWith(Number),
      })
      .from(application)
      .where(and(gte(application.createdAt, from), lt(application.createdAt, to)))
      .groupBy(application.status);
  }

  /** New applications per calendar day; Ghana keeps GMT all year, so UTC days are local days. */
  async dailyCounts(from: Date, to: Date): Promise<Array<{ date: string; count: number }>> {
    const day = sql<string>`to_char(${application.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return this.db
      .select({ date: day, count: sql<number>`count(*)::int` })
      .from(application)
      .where(and(gte(application.createdAt, from), lt(application.createdAt, to)))
      .groupBy(day)
      .orderBy(day);
  }

  /** Decisions taken in [from, to): how many each way and the mean time from submission to decision. */
  async decisionSummary(from: Date, to: Date): Promise<DecisionSummary> {
    const [row] = await this.db
      .select({
        approved: sql<number>`count(*) filter (where ${application.status} = 'approved')::int`,
        rejected: sql<number>`count(*) filter (where ${application.status} = 'rejected')::int`,
        averageDecisionSeconds: sql<number | null>`round(avg(extract(epoch from ${application.decidedAt} - ${application.createdAt})))::bigint`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
      })
      .from(application)
      .where(
        and(
          gte(application.decidedAt, from),
          lt(application.decidedAt, to),
          inArray(application.status, ['approved', 'rejected']),
        ),
      );
    return { approved: row.approved, rejected: row.rejected, averageDecisionSeconds: row.averageDecisionSeconds ?? null };
  }

  async totals(): Promise<{ total: number; open: number }> {
    const [row] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        open: sql<number>`count(*) filter (where ${inArray(application.status, OPEN_STATUSES)})::int`,
      })
      .from(application);
    return row;
  }

  // ---- helpers -----------------------------------------------------------------------------------------------

  /** Rules that need settings or the clock; field formats were already checked by the input's validators. */
  private checkInput(input: ApplicationInput, terms: CreditTerms): void {
    const amount = rentPrincipal(input.monthlyRent, input.advanceMonths);
    if (amount < terms.minAmount || amount > terms.maxAmount) {
      throw badInput(
        `The amount financed (monthly rent × advance months, ${formatCedis(amount)}) must be between ${formatCedis(terms.minAmount)} and ${formatCedis(terms.maxAmount)}.`,
        'monthlyRent',
      );
    }
    if (!terms.rentRepaymentMonths.includes(input.repaymentMonths)) {
      throw badInput(`Repayment months must be one of ${terms.rentRepaymentMonths.join(', ')}.`, 'repaymentMonths');
    }
    this.checkApplicant(input);
  }

  /** The rules every application shares: employment, its start date, distinct emergency contacts. */
  private checkApplicant(input: ApplicationInput | ProductApplicationInput): void {
    // The eligibility check's rule, in its words: the list of employment types is one, and so is this refusal.
    if (input.employer.employmentType === 'unemployed') throw badInput(UNEMPLOYED_REASON, 'employer.employmentType');
    const today = this.quotes.clock.today();
    if (!isIsoDate(input.employer.startDate) || input.employer.startDate > today) {
      throw badInput('The employment start date must be a real date that is not in the future.', 'employer.startDate');
    }
    const phones = new Set<string>();
    input.emergencyContacts.forEach((contact, index) => {
      if (phones.has(contact.phone)) {
        throw badInput('Each emergency contact needs a different phone number.', `emergencyContacts.${index}.phone`);
      }
      phones.add(contact.phone);
    });
  }

  /**
   * The product applied for (active, neither rent nor the shop's), its amount and term within the version's terms,
   * the applicant's rules, and the disclosure the applicant accepted (exactly the server's price on that version).
   */
  private async checkProductInput(input: ProductApplicationInput): Promise<{ version: CreditProductVersionRow; disclosure: CreditQuoteView }> {
    if (!this.products) throw new Error('credit products are not configured');
    const code = input.productCode.trim();
    if (code === RENT_PRODUCT_CODE) throw badInput('Apply for rent assistance with the rent application.', 'productCode');
    if (code === SHOP_PRODUCT_CODE) throw badInput('Buy Now Pay Later is chosen at the shop’s checkout.', 'productCode');
    const version = await this.products.activeVersion(code).catch((error: unknown) => {
      // An unknown or retired product is the applicant's mistake, named on its field.
      if (error instanceof AppError && (error.extensions.code === 'NOT_FOUND' || error.extensions.code === 'CONFLICT')) {
        throw badInput('This credit product is not offered.', 'productCode');
      }
      throw error;
    });
    const disclosure = this.quotes.priceProduct(code, termsOf(version), input.amount, input.termMonths);
    this.checkApplicant(input);
    this.quotes.assertAccepted(disclosure, input.acceptedDisclosure);
    return { version, disclosure };
  }

  /** The product's name as a message says it ("rent assistance", "school fees"); rows older than products are rent. */
  private async productNameOf(tx: DbOrTx, row: Pick<ApplicationRow, 'creditProductVersionId'>): Promise<string> {
    if (!row.creditProductVersionId || !this.products) return 'rent assistance';
    const version = await this.products.version(row.creditProductVersionId, tx);
    return version.name.toLowerCase();
  }

  /** Prices the application now and refuses it unless the applicant accepted exactly these figures. */
  private acceptedDisclosure(input: ApplicationInput, terms: PricingTerms): CreditQuoteView {
    const quote = this.quotes.priceRent(
      terms,
      input.monthlyRent,
      input.advanceMonths,
      input.repaymentMonths,
      addMonthsClamped(this.quotes.clock.today(), 1),
    );
    this.quotes.assertAccepted(quote, input.acceptedDisclosure);
    return quote;
  }

  /** The accepted disclosure and the product version it was priced on (kept for the application's life). */
  private disclosureFields(disclosure: CreditQuoteView, actor: Actor, versionId: string | null) {
    return { disclosure, disclosureAcceptedAt: this.quotes.clock.now(), disclosureIp: actor.ip, creditProductVersionId: versionId };
  }

  /** Applications submitted before disclosures were stored are priced on today's terms. */
  private currentRentQuote(row: ApplicationRow, terms: PricingTerms): CreditQuoteView {
    return this.quotes.priceRent(terms, row.monthlyRent!, row.advanceMonths!, row.repaymentMonths, addMonthsClamped(this.quotes.clock.today(), 1));
  }

  /** Maps the input field by field (never spread: no mass assignment); the other shape's columns are cleared. */
  private applicationFields(input: ApplicationInput) {
    return {
      monthlyRent: input.monthlyRent as number | null,
      advanceMonths: input.advanceMonths as number | null,
      repaymentMonths: input.repaymentMonths,
      propertyAddress: input.propertyAddress.trim() as string | null,
      propertyDigitalAddress: input.propertyDigitalAddress as string | null,
      landlordName: input.landlordName.trim() as string | null,
      landlordPhone: input.landlordPhone as string | null,
      amount: null as number | null,
      payeeName: null as string | null,
      payeePhone: null as string | null,
      payeeReference: null as string | null,
    };
  }

  private productFields(input: ProductApplicationInput): ReturnType<ApplicationService['applicationFields']> {
    return {
      monthlyRent: null,
      advanceMonths: null,
      repaymentMonths: input.termMonths,
      propertyAddress: null,
      propertyDigitalAddress: null,
      landlordName: null,
      landlordPhone: null,
      amount: input.amount,
      payeeName: input.payeeName.trim(),
      payeePhone: input.payeePhone,
      payeeReference: input.payeeReference.trim(),
    };
  }

  private async writeDetails(tx: DbOrTx, applicationId: string, input: ApplicationInput | ProductApplicationInput): Promise<void> {
    await tx.insert(emergencyContact).values(
      input.emergencyContacts.map((contact, position) => ({
        applicationId,
        position,
        name: contact.name.trim(),
        phone: contact.phone,
        relationship: contact.relationship.trim(),
      })),
    );
    const employer = input.employer;
    await tx.insert(employerInformation).values({
      applicationId,
      employerName: employer.employerName.trim(),
      employerAddress: employer.employerAddress.trim(),
      employerPhone: employer.employerPhone,
      jobTitle: employer.jobTitle.trim(),
      employmentType: employer.employmentType,
      monthlyNetIncome: employer.monthlyNetIncome,
      startDate: employer.startDate,
    });
  }

  /** The caller's own application, locked; someone else's answers NOT_FOUND (no existence leak). */
  private async lockOwn(tx: DbOrTx, viewer: Viewer, id: string): Promise<ApplicationRow> {
    if (!isUuid(id)) throw notFound('Application');
    const [row] = await tx
      .select()
      .from(application)
      .where(and(eq(application.id, id), eq(application.userId, viewer.id)))
      .for('update');
    if (!row) throw notFound('Application');
    return row;
  }

  private async lockAny(tx: DbOrTx, id: string): Promise<ApplicationRow> {
    if (!isUuid(id)) throw notFound('Application');
    const [row] = await tx.select().from(application).where(eq(application.id, id)).for('update');
    if (!row) throw notFound('Application');
    return row;
  }
}
