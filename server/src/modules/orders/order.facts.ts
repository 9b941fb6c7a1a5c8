// What other modules read of BNPL orders for the approval checklist (credit-decisions), through the caller's
// handle: a leaf of the module (tables only), so credit decisions depend on it without depending on the service.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bnplOrder } from './order.table.js';

/** What the approval checklist reads of a BNPL order (credit-decisions), through the caller's handle. */
export async function orderCheckFacts(dbOrTx: DbOrTx, orderId: string) {
  const [row] = await dbOrTx
    .select({
      userId: bnplOrder.userId,
      subtotal: bnplOrder.subtotal,
      deliveryFee: bnplOrder.deliveryFee,
      disclosure: bnplOrder.disclosure,
      creditProductVersionId: bnplOrder.creditProductVersionId,
    })
    .from(bnplOrder)
    .where(eq(bnplOrder.id, orderId));
  return row ?? null;
}

/** What the decision steps read of a BNPL order (credit-decisions): how it ended, who recorded it, when and why. */
export async function orderDecisionFacts(dbOrTx: DbOrTx, orderId: string) {
  const [row] = await dbOrTx
    .select({
      userId: bnplOrder.userId,
      status: bnplOrder.status,
      reviewerId: bnplOrder.reviewerId,
      decisionReason: bnplOrder.decisionReason,
      decidedAt: bnplOrder.decidedAt,
      cancelledBy: bnplOrder.cancelledBy,
      cancelledAt: bnplOrder.cancelledAt,
      cancelReason: bnplOrder.cancelReason,
    })
    .from(bnplOrder)
    .where(eq(bnplOrder.id, orderId));
  return row ?? null;
}
