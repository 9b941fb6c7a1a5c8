// The second approval of a four-eyes application, given from the approvals inbox: the first approver's request
// (opened by CreditDecisionService when the amount is above the product's threshold) completes as the checker's
// approval; declined, the first approval is withdrawn and the application waits for approvers again.
import type { ApprovalHandler } from '../approvals/approval.service.js';
import type { CreditApprovalRequest, CreditDecisionService } from '../credit-decisions/credit-decision.service.js';
import type { PricingTerms } from '../quotes/credit-settings.js';
import type { ApplicationService } from './application.service.js';

export function applicationApprovalHandler(applications: ApplicationService, creditDecisions: CreditDecisionService): ApprovalHandler<CreditApprovalRequest> {
  return {
    action: 'application_approval',
    permission: 'manageAllApplications',
    subject: (input) => ({ kind: 'application', id: input.id }),
    prepare: () => applications.decisionTerms(),
    async apply(tx, afterCommit, _maker, input, decision, prepared) {
      if (!decision) throw new Error('an application approval applies only as a second approval');
      await applications.approveFromInbox(tx, afterCommit, decision.checker, input.id, decision.reason, prepared as PricingTerms);
    },
    release: (tx, _afterCommit, input) => creditDecisions.withdrawApproval(tx, input, 'application'),
  };
}
