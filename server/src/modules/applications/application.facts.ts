// What other modules read of applications for the approval checklist (credit-decisions), through the caller's
// handle: a leaf of the module (tables only), so credit decisions depend on it without depending on the service.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { application, employerInformation } from './application.table.js';

/** What the approval checklist reads of a rent application (credit-decisions), through the caller's handle. */
export async function applicationCheckFacts(dbOrTx: DbOrTx, applicationId: string) {
  const [row] = await dbOrTx
    .select({
      userId: application.userId,
      monthlyRent: application.monthlyRent,
      advanceMonths: application.advanceMonths,
      repaymentMonths: application.repaymentMonths,
      disclosure: application.disclosure,
      monthlyNetIncome: employerInformation.monthlyNetIncome,
      propertyId: application.propertyId,
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
