// Reopening a closed month of the books is a maker-checker request: one person with manageAccounting asks with a
// reason, another approves it in Approvals (subject: the month, 'YYYY-MM'). While it waits the month says who asked.
import type { ApprovalHandler } from '../approvals/approval.service.js';
import type { AccountingPeriodService, PeriodReopenRequest, PeriodView } from './period.service.js';

export function periodApprovalHandlers(periods: AccountingPeriodService): [ApprovalHandler<PeriodReopenRequest, PeriodView>] {
  return [
    {
      action: 'period_reopen',
      permission: 'manageAccounting',
      subject: (input) => ({ kind: 'period', id: input.month }),
      describe: (tx, input) => periods.reopenEffect(tx, input),
      apply: (tx, _afterCommit, maker, input, decision) => periods.reopenIn(tx, maker, input, decision),
      hold: (tx, _afterCommit, maker, input) => periods.holdReopen(tx, maker, input),
      release: (tx, _afterCommit, input) => periods.releaseReopen(tx, input),
    },
  ];
}
