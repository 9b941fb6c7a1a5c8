// The second approval of a four-eyes BNPL order, given from the approvals inbox (as for applications): approved,
// the order is approved as the checker's decision; declined, the first approval is withdrawn.
import type { ApprovalHandler } from '../approvals/approval.service.js';
import type { CreditApprovalRequest, CreditDecisionService } from '../credit-decisions/credit-decision.service.js';
import type { OrderService } from './order.service.js';

export function orderApprovalHandler(orders: OrderService, creditDecisions: CreditDecisionService): ApprovalHandler<CreditApprovalRequest> {
  return {
    action: 'order_approval',
    permission: 'manageAllApplications',
    subject: (input) => ({ kind: 'order', id: input.id }),
    async apply(tx, afterCommit, _maker, input, decision) {
      if (!decision) throw new Error('an order approval applies only as a second approval');
      await orders.approveIn(tx, afterCommit, decision.checker, input.id, decision.reason, { fromInbox: true });
    },
    release: (tx, _afterCommit, input) => creditDecisions.withdrawApproval(tx, input, 'order'),
  };
}
