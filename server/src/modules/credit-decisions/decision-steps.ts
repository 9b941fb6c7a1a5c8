// THE steps of a credit decision (who decided what, each with their own words): every approval recorded in
// credit_approval, then how the subject ended (the rejection, a completing approval older than the approval records,
// a cancellation) and, for a rejected application, the customer's human-review request and its answer. Each step
// carries its own person, time and reason, read from the record of that step; the screens show these steps as given
// and never pair one person's name with another's words.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { Role } from '../../auth/permissions.js';
import type { DbOrTx } from '../../db/client.js';
import { isUuid } from '../../graphql/ids.js';
import { applicationDecisionFacts } from '../applications/application.facts.js';
import { orderDecisionFacts } from '../orders/order.facts.js';
import { creditApproval, type ApprovalSubject } from './approval.table.js';
import type { DecisionStepKind } from './credit-decision.type.js';

export interface DecisionPersonView {
  id: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export interface DecisionStepView {
  kind: DecisionStepKind;
  label: string;
  person: DecisionPersonView | null;
  at: Date | null;
  reason: string | null;
}

/** One step before the people are looked up: who took it is an account id (null when the account is gone). */
export interface RecordedStep {
  kind: DecisionStepKind;
  label: string;
  personId: string | null;
  at: Date | null;
  reason: string | null;
}

/** What the steps are built from: the approval records (oldest first) and how the subject ended. */
export interface DecisionRecords {
  approvals: ReadonlyArray<{ approverId: string; reason: string | null; at: Date }>;
  status: string;
  /** Who recorded the final decision (approval or rejection), when and why. */
  reviewerId: string | null;
  decisionReason: string | null;
  decidedAt: Date | null;
  cancellation?: { by: string | null; at: Date | null; reason: string | null } | null;
  reviewRequest?: { by: string; at: Date; message: string; answer: string | null; answeredBy: string | null; answeredAt: Date | null } | null;
}

const ORDINALS = ['First', 'Second', 'Third'];
const approvalLabel = (index: number) => (index < ORDINALS.length ? `${ORDINALS[index]} approval` : `Approval ${index + 1}`);

/**
 * The steps in the order they were taken: the approvals (oldest first), then the completing approval or the
 * rejection, then a cancellation, then a review request and its answer. This order is the order of time (a
 * rejection cannot precede the approvals it ends), kept by construction rather than by comparing clocks.
 */
export function decisionStepsOf(records: DecisionRecords): RecordedStep[] {
  const { approvals, status } = records;
  // The final decision was an approval: it was decided and not rejected (an order may have moved on since: dispatched,
  // delivered, or cancelled after approval).
  const approved = records.decidedAt !== null && status !== 'rejected';
  const steps: RecordedStep[] = approvals.map((approval, index) => {
    // The last approval of an approved subject completed it; a lone approval is just "Approved".
    const completing = approved && index === approvals.length - 1;
    return {
      kind: completing ? 'approved' : 'approval',
      label: completing && approvals.length === 1 ? 'Approved' : approvalLabel(index),
      personId: approval.approverId,
      at: approval.at,
      reason: approval.reason,
    };
  });
  if (approved && approvals.length === 0 && records.decidedAt) {
    // Approved before approvals were recorded one by one: the subject's own record says who and why.
    steps.push({ kind: 'approved', label: 'Approved', personId: records.reviewerId, at: records.decidedAt, reason: records.decisionReason });
  }
  if (status === 'rejected') {
    steps.push({ kind: 'rejected', label: 'Rejected', personId: records.reviewerId, at: records.decidedAt, reason: records.decisionReason });
  }
  const cancellation = records.cancellation;
  if (status === 'cancelled' && cancellation && (cancellation.at || cancellation.by)) {
    steps.push({ kind: 'cancelled', label: 'Cancelled', personId: cancellation.by, at: cancellation.at, reason: cancellation.reason });
  }
  const review = records.reviewRequest;
  if (review) {
    steps.push({ kind: 'review_requested', label: 'Review requested', personId: review.by, at: review.at, reason: review.message });
    if (review.answeredAt) {
      steps.push({ kind: 'review_answered', label: 'Review answered', personId: review.answeredBy, at: review.answeredAt, reason: review.answer });
    }
  }
  return steps;
}

/** The approval records of a subject, oldest first. */
async function approvalRecords(dbOrTx: DbOrTx, kind: ApprovalSubject, subjectId: string) {
  return dbOrTx
    .select({ approverId: creditApproval.approverId, reason: creditApproval.reason, at: creditApproval.createdAt })
    .from(creditApproval)
    .where(and(eq(creditApproval.subjectKind, kind), eq(creditApproval.subjectId, subjectId)))
    .orderBy(asc(creditApproval.createdAt), asc(creditApproval.id));
}

/** What the steps of an application or order are built from; null when there is no such subject. */
async function recordsOf(dbOrTx: DbOrTx, kind: ApprovalSubject, subjectId: string): Promise<DecisionRecords | null> {
  if (!isUuid(subjectId)) return null;
  if (kind === 'application') {
    const row = await applicationDecisionFacts(dbOrTx, subjectId);
    if (!row) return null;
    return {
      approvals: await approvalRecords(dbOrTx, kind, subjectId),
      status: row.status,
      reviewerId: row.reviewerId,
      decisionReason: row.decisionReason,
      decidedAt: row.decidedAt,
      reviewRequest:
        row.reviewRequestedAt && row.reviewMessage !== null
          ? {
              by: row.userId,
              at: row.reviewRequestedAt,
              message: row.reviewMessage,
              answer: row.reviewAnswer,
              answeredBy: row.reviewAnsweredBy,
              answeredAt: row.reviewAnsweredAt,
            }
          : null,
    };
  }
  const row = await orderDecisionFacts(dbOrTx, subjectId);
  if (!row) return null;
  return {
    approvals: await approvalRecords(dbOrTx, kind, subjectId),
    status: row.status,
    reviewerId: row.reviewerId,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt,
    cancellation: { by: row.cancelledBy, at: row.cancelledAt, reason: row.cancelReason },
  };
}

/** The steps of the decision on an application or order, each with its own person (one lookup for all of them). */
export async function loadDecisionSteps(dbOrTx: DbOrTx, kind: ApprovalSubject, subjectId: string): Promise<DecisionStepView[] | null> {
  const records = await recordsOf(dbOrTx, kind, subjectId);
  if (!records) return null;
  const steps = decisionStepsOf(records);
  const ids = [...new Set(steps.map((step) => step.personId).filter((id): id is string => id !== null))];
  const people = ids.length
    ? await dbOrTx.select({ id: user.id, firstName: user.firstName, lastName: user.lastName, role: user.role }).from(user).where(inArray(user.id, ids))
    : [];
  const byId = new Map(people.map((person) => [person.id, { ...person, role: person.role as Role }]));
  return steps.map(({ personId, ...step }) => ({ ...step, person: personId ? (byId.get(personId) ?? null) : null }));
}
