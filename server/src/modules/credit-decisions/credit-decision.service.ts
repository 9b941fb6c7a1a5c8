import { and, asc, eq, sql } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import type { AfterCommit } from '../../db/transaction.js';
import { addMonthsClamped, formatCedis } from '../../finance/index.js';
import type { Actor } from '../../graphql/context.js';
import { approvalChecksFailed, secondApproverRequired } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import { STAFF_ROLES } from '../../auth/permissions.js';
import type { ApprovalEffect, ApprovalService } from '../approvals/approval.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { applicationCheckFacts, latestDeclaredIncome } from '../applications/application.facts.js';
import { SEEDED_PRODUCTS, approvalPolicyOf, versionFacts } from '../credit-products/credit-product.facts.js';
import { documentStatusesOf } from '../documents/document.facts.js';
import { orderCheckFacts } from '../orders/order.facts.js';
import { propertyCheckFacts } from '../properties/property.service.js';
import type { CreditQuoteView, QuoteService } from '../quotes/quote.service.js';
import type { PricingTerms } from '../quotes/credit-settings.js';
import { ghanaCardHolders } from '../users/people.js';
import { approvalChecks, failedChecksMessage, type ApprovalCheck, type ApprovalFacts } from './approval-checks.js';
import { creditApproval, type ApprovalSubject } from './approval.table.js';
import { loadDecisionSteps, type DecisionStepView } from './decision-steps.js';

/** What a credit decision follows: the four-eyes threshold of the product version (documents and checks come from it too) and the affordability setting. */
export interface ApprovalPolicy {
  /** Amounts financed above this (pesewas) need two different approvers. */
  fourEyesThreshold: number;
  maxInstalmentShareBp: number;
}

/** One approval given, with who gave it. */
export interface ApprovalRecord {
  approverId: string;
  approverName: string;
  reason: string | null;
  approvedAt: Date;
}

/** Where an application or order stands on its way to approval. */
export interface ApprovalProgress {
  /** 1, or 2 when the amount financed is above the four-eyes threshold. */
  required: number;
  /** Approvals given so far, oldest first. */
  approvals: ApprovalRecord[];
  threshold: number;
}

/** What `approve` decided: the subject is approved now, or waits for a second approver. */
export type ApprovalOutcome = { complete: true; approvals: number } | { complete: false; approvals: number };

/** What a first approval asks the second approver for, in the approvals inbox. */
export interface CreditApprovalRequest {
  /** The application or order. */
  id: string;
  /** Who gave the first approval (their record is withdrawn if the request is declined). */
  approverId: string;
}

/** The subject of an approval, as the caller holds it under its row lock. */
export interface ApprovalSubjectFacts {
  kind: ApprovalSubject;
  id: string;
  amount: number;
  checks: ApprovalCheck[];
  /** The approver's own words (kept with their approval; the completing one's reach the customer). */
  reason: string | null;
  /** For the checker's preview: "Kwame Mensah", "Rent assistance". */
  customerName: string;
  productName: string;
}

/** The maker-checker action of each kind of credit decision. */
export const CREDIT_APPROVAL_ACTION = { application: 'application_approval', order: 'order_approval' } as const;

/** The largest instalment of a disclosure's schedule (the last can pass the regular one by rounding). */
const largestInstalment = (quote: CreditQuoteView) => Math.max(quote.instalmentAmount, ...quote.schedule.map((row) => row.total));

/**
 * Credit decisions with checks and four eyes: gathers the facts the approval checklist
 * (`approval-checks.ts`) reads, refuses an approval while a check fails, and records approvals so that an amount
 * above the threshold needs two different approvers. Callers hold the subject's row lock and pass their transaction.
 */
export class CreditDecisionService {
  constructor(
    private readonly db: AppDatabase,
    private readonly quotes: QuoteService,
    private readonly audit: AuditService,
    /** Four eyes runs on maker-checker: a first approval above the threshold waits in the approvals inbox. */
    private readonly approvals: ApprovalService,
  ) {}

  /** The approval policy of a subject: the four-eyes threshold and affordability share of the product version it was priced on. */
  policy(dbOrTx: DbOrTx, versionId: string): Promise<ApprovalPolicy> {
    return approvalPolicyOf(dbOrTx, versionId);
  }

  /** The product version an application or order was priced on (credit older than products: the seeded one of its channel). */
  private async versionOf(dbOrTx: DbOrTx, kind: ApprovalSubject, subjectId: string): Promise<string> {
    const table = kind === 'application' ? sql`application` : sql`bnpl_order`;
    const [row] = isUuid(subjectId)
      ? (await dbOrTx.execute(sql`select credit_product_version_id as "versionId" from ${table} where id = ${subjectId}::uuid`) as unknown as { rows: Array<{ versionId: string | null }> }).rows
      : [];
    return row?.versionId ?? SEEDED_PRODUCTS[kind === 'application' ? 'rent' : 'bnpl'].versionId;
  }

  // ---- facts -------------------------------------------------------------------------------------------------

  /** The documents and checks the product version requires (credit older than products: the seeded version of its channel). */
  private async productRequirements(dbOrTx: DbOrTx, versionId: string | null, channel: 'rent' | 'bnpl') {
    const version = await versionFacts(dbOrTx, versionId, channel);
    return { requiredDocuments: version.requiredDocuments, requiredChecks: version.approvalChecks };
  }

  private async customerFacts(dbOrTx: DbOrTx, userId: string) {
    const documents = await documentStatusesOf(dbOrTx, userId);
    return { documents, ...(await ghanaCardHolders(dbOrTx, userId)) };
  }

  /**
   * The checklist of an application, as its product version requires (documents and checks); `terms` prices a rent
   * application stored without its disclosure.
   */
  async applicationChecks(dbOrTx: DbOrTx, applicationId: string, terms: PricingTerms): Promise<{ checks: ApprovalCheck[]; amount: number } | null> {
    if (!isUuid(applicationId)) return null;
    const row = await applicationCheckFacts(dbOrTx, applicationId);
    if (!row) return null;
    const property = row.propertyId ? await propertyCheckFacts(dbOrTx, row.propertyId) : null;
    const policy = await this.policy(dbOrTx, row.creditProductVersionId ?? SEEDED_PRODUCTS.rent.versionId);
    let instalment: number | null;
    try {
      const quote =
        row.disclosure ?? this.quotes.priceRent(terms, row.monthlyRent!, row.advanceMonths!, row.repaymentMonths, addMonthsClamped(this.quotes.clock.today(), 1));
      instalment = largestInstalment(quote);
    } catch {
      instalment = null;
    }
    const facts: ApprovalFacts = {
      subject: 'application',
      ...(await this.productRequirements(dbOrTx, row.creditProductVersionId, 'rent')),
      ...(await this.customerFacts(dbOrTx, row.userId)),
      property: property ? { address: property.address, inspectionStatus: property.inspectionStatus, inspectedAt: property.inspectedAt } : null,
      instalment,
      monthlyNetIncome: row.monthlyNetIncome,
      maxInstalmentShareBp: policy.maxInstalmentShareBp,
    };
    return { checks: approvalChecks(facts), amount: row.amount ?? row.monthlyRent! * row.advanceMonths! };
  }

  /** The checklist of a BNPL order; the income is the one declared on the customer's latest application. */
  async orderChecks(dbOrTx: DbOrTx, orderId: string): Promise<{ checks: ApprovalCheck[]; amount: number } | null> {
    if (!isUuid(orderId)) return null;
    const row = await orderCheckFacts(dbOrTx, orderId);
    if (!row) return null;
    const policy = await this.policy(dbOrTx, row.creditProductVersionId ?? SEEDED_PRODUCTS.bnpl.versionId);
    const monthlyNetIncome = await latestDeclaredIncome(dbOrTx, row.userId);
    const facts: ApprovalFacts = {
      subject: 'order',
      ...(await this.productRequirements(dbOrTx, row.creditProductVersionId, 'bnpl')),
      ...(await this.customerFacts(dbOrTx, row.userId)),
      instalment: largestInstalment(row.disclosure),
      monthlyNetIncome,
      maxInstalmentShareBp: policy.maxInstalmentShareBp,
    };
    return { checks: approvalChecks(facts), amount: row.subtotal + row.deliveryFee };
  }

  // ---- approvals ---------------------------------------------------------------------------------------------

  async progress(kind: ApprovalSubject, subjectId: string, amount: number, dbOrTx: DbOrTx = this.db): Promise<ApprovalProgress> {
    const policy = await this.policy(dbOrTx, await this.versionOf(dbOrTx, kind, subjectId));
    const rows = isUuid(subjectId)
      ? await dbOrTx
          .select({
            approverId: creditApproval.approverId,
            firstName: user.firstName,
            lastName: user.lastName,
            reason: creditApproval.reason,
            approvedAt: creditApproval.createdAt,
          })
          .from(creditApproval)
          .innerJoin(user, eq(user.id, creditApproval.approverId))
          .where(and(eq(creditApproval.subjectKind, kind), eq(creditApproval.subjectId, subjectId)))
          .orderBy(asc(creditApproval.createdAt), asc(creditApproval.id))
      : [];
    return {
      required: amount > policy.fourEyesThreshold ? 2 : 1,
      threshold: policy.fourEyesThreshold,
      approvals: rows.map((row) => ({
        approverId: row.approverId,
        approverName: `${row.firstName} ${row.lastName}`.trim(),
        reason: row.reason,
        approvedAt: row.approvedAt,
      })),
    };
  }

  /**
   * Every step of the decision on an application or order in the order taken, each with its own person, time and
   * reason (decision-steps.ts); an empty list while nothing is decided yet.
   */
  async decisionSteps(kind: ApprovalSubject, subjectId: string, dbOrTx: DbOrTx = this.db): Promise<DecisionStepView[]> {
    return (await loadDecisionSteps(dbOrTx, kind, subjectId)) ?? [];
  }

  /**
   * An approval, under the subject's row lock (the caller's transaction): refused with APPROVAL_CHECKS_FAILED while
   * a check fails. Above the four-eyes threshold the first approval is recorded and audited, and waits on
   * maker-checker (`application_approval` / `order_approval` in the approvals inbox, with its preview); the second,
   * by someone else, completes it, here (which approves the waiting request too) or from the inbox (`fromInbox`: the
   * request is being approved already). The caller applies the completed decision and audits it with `checks`.
   */
  async approve(tx: Tx, afterCommit: AfterCommit, actor: Actor, subject: ApprovalSubjectFacts, options: { fromInbox?: boolean } = {}): Promise<ApprovalOutcome> {
    const refusal = failedChecksMessage(subject.checks);
    if (refusal) throw approvalChecksFailed(refusal);
    const { required, approvals, threshold } = await this.progress(subject.kind, subject.id, subject.amount, tx);
    const noun = subject.kind === 'application' ? 'application' : 'order';
    if (approvals.some((approval) => approval.approverId === actor.viewer.id)) {
      throw secondApproverRequired(
        `You already approved this ${noun}. Amounts above ${formatCedis(threshold)} need a second approver: another colleague with the right to approve must complete it.`,
      );
    }
    await tx.insert(creditApproval).values({
      subjectKind: subject.kind,
      subjectId: subject.id,
      approverId: actor.viewer.id,
      checks: subject.checks,
      reason: subject.reason,
    });
    const given = approvals.length + 1;
    const action = CREDIT_APPROVAL_ACTION[subject.kind];
    if (given >= required) {
      if (required > 1 && !options.fromInbox) {
        const waiting = await this.approvals.waitingIn(tx, action, subject.id);
        if (waiting) await this.approvals.settleIn(tx, afterCommit, actor, waiting, subject.reason);
      }
      return { complete: true, approvals: given };
    }
    await this.audit.record(tx, actor, {
      action: `${subject.kind}.approve_first`,
      entity: subject.kind === 'application' ? 'application' : 'bnpl_order',
      entityId: subject.id,
      before: { approvals: approvals.length },
      after: { approvals: given, required, threshold, amount: subject.amount, reason: subject.reason, checks: subject.checks },
    });
    const input: CreditApprovalRequest = { id: subject.id, approverId: actor.viewer.id };
    await this.approvals.requestIn(tx, afterCommit, actor, { action, input, effect: this.effectOf(subject, threshold), note: subject.reason });
    return { complete: false, approvals: given };
  }

  /** The checker's preview of a credit approval. */
  private effectOf(subject: ApprovalSubjectFacts, threshold: number): ApprovalEffect {
    const noun = subject.kind === 'application' ? 'application' : 'order';
    const passed = subject.checks.filter((check) => check.passed).length;
    return {
      summary: `Approve the ${subject.productName} ${noun} of ${subject.customerName} for ${formatCedis(subject.amount)}`,
      amount: subject.amount,
      always: true,
      lines: [
        { label: 'Customer', value: subject.customerName },
        { label: 'Product', value: subject.productName.charAt(0).toUpperCase() + subject.productName.slice(1) },
        { label: 'Amount financed', value: formatCedis(subject.amount) },
        { label: 'Four-eyes threshold', value: formatCedis(threshold) },
        { label: 'Approval checks', value: `${passed} of ${subject.checks.length} passed` },
      ],
    };
  }

  /** A declined approval request: the first approval it carried is withdrawn, so the subject waits for approvers again. */
  async withdrawApproval(tx: Tx, request: CreditApprovalRequest, kind: ApprovalSubject): Promise<void> {
    await tx
      .delete(creditApproval)
      .where(and(eq(creditApproval.subjectKind, kind), eq(creditApproval.subjectId, request.id), eq(creditApproval.approverId, request.approverId)));
  }

  /**
   * The subject was decided otherwise (rejected, or cancelled by the customer) while a first approval waited: the
   * request closes with that reason; the approval given stays in the subject's history.
   */
  async closeWaiting(tx: Tx, afterCommit: AfterCommit, actor: Actor, kind: ApprovalSubject, id: string, reason: string): Promise<void> {
    const waiting = await this.approvals.waitingIn(tx, CREDIT_APPROVAL_ACTION[kind], id);
    if (!waiting) return;
    const byStaff = (STAFF_ROLES as readonly string[]).includes(actor.viewer.role);
    await this.approvals.withdrawIn(tx, afterCommit, actor, waiting, reason, byStaff ? 'declined' : 'cancelled');
  }
}
