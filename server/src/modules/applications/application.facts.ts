// What other modules read of applications for the approval checklist and decision steps (credit-decisions), through the caller's
// handle: a leaf of the module (tables only), so credit decisions depend on it without depending on the service.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { application, employerInformation } from './application.table.js';
import { applicationReviewRequest } from './review-request.table.js';

/** What the approval checklist reads of an application (credit-decisions), through the caller's handle. */
export async function applicationCheckFacts(dbOrTx: DbOrTx, applicationId: string) {
  const [row] = await dbOrTx
    .select({
      userId: application.userId,
      amount: application.amount,
      monthlyRent: application.monthlyRent,
      advanceMonths: application.advanceMonths,
      repaymentMonths: application.repaymentMonths,
      disclosure: application.disclosure,
      monthlyNetIncome: employerInformation.monthlyNetIncome,
      propertyId: application.propertyId,
      creditProductVersionId: application.creditProductVersionId,
    })
    .from(application)
    .leftJoin(employerInformation, eq(employerInformation.applicationId, application.id))
    .where(eq(application.id, applicationId));
  return row ?? null;
}

/** The monthly net income declared on the customer's latest application, or null (the BNPL checklist reads it). */
export async function latestDeclaredIncome(dbOrTx: DbOrTx, userId: string): Promise<number | null> {
  const [income] = await dbOrTx
    .select({ monthlyNetIncome: employerInformation.monthlyNetIncome })
    .from(application)
    .innerJoin(employerInformation, eq(employerInformation.applicationId, application.id))
    .where(eq(application.userId, userId))
    .orderBy(desc(application.createdAt), desc(application.id))
    .limit(1);
  return income?.monthlyNetIncome ?? null;
}

/** The customer's newest application (documents module: the verification drawer links a loose upload to it); null without one. */
export async function newestApplicationIdOf(dbOrTx: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await dbOrTx
    .select({ id: application.id })
    .from(application)
    .where(eq(application.userId, userId))
    .orderBy(desc(application.createdAt), desc(application.id))
    .limit(1);
  return row?.id ?? null;
}

/** What the document checklist reads of an application (documents module): its owner, status and product version. */
export async function applicationDocumentFacts(dbOrTx: DbOrTx, applicationId: string) {
  const [row] = await dbOrTx
    .select({ userId: application.userId, status: application.status, creditProductVersionId: application.creditProductVersionId })
    .from(application)
    .where(eq(application.id, applicationId));
  return row ?? null;
}

/** The product versions of the customer's applications (the document kinds they may file follow from them). */
export async function applicationVersionsOf(dbOrTx: DbOrTx, userId: string): Promise<Array<string | null>> {
  const rows = await dbOrTx.select({ versionId: application.creditProductVersionId }).from(application).where(eq(application.userId, userId));
  return rows.map((row) => row.versionId);
}

/**
 * What the decision steps read of an application (credit-decisions): how it ended (status, who recorded the final
 * decision, when and why) and the customer's human-review request of a rejection with its answer, if any.
 */
export async function applicationDecisionFacts(dbOrTx: DbOrTx, applicationId: string) {
  const [row] = await dbOrTx
    .select({
      userId: application.userId,
      status: application.status,
      reviewerId: application.reviewerId,
      decisionReason: application.decisionReason,
      decidedAt: application.decidedAt,
      reviewRequestedAt: applicationReviewRequest.createdAt,
      reviewMessage: applicationReviewRequest.message,
      reviewAnswer: applicationReviewRequest.answer,
      reviewAnsweredBy: applicationReviewRequest.answeredBy,
      reviewAnsweredAt: applicationReviewRequest.answeredAt,
    })
    .from(application)
    .leftJoin(applicationReviewRequest, eq(applicationReviewRequest.applicationId, application.id))
    .where(eq(application.id, applicationId));
  return row ?? null;
}
