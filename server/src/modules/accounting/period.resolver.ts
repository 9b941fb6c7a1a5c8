import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { AccountingPeriod, AccountingPeriodCheck } from './period.type.js';

@Resolver()
export class AccountingPeriodResolver {
  @Query(() => [AccountingPeriod], { description: 'Every month of the books from the first posting to this month, newest first (viewAccounting).' })
  @Allow.permission('viewAccounting')
  accountingPeriods(@Ctx() { services }: AppContext) {
    return services.accountingPeriods.list();
  }

  @Query(() => [AccountingPeriodCheck], { description: 'The month-end checklist of a month as it stands now (viewAccounting).' })
  @Allow.permission('viewAccounting')
  accountingPeriodChecklist(@Arg('month', () => String, { description: 'The month, YYYY-MM.' }) month: string, @Ctx() { services }: AppContext) {
    return services.accountingPeriods.checklist(month);
  }

  @Mutation(() => AccountingPeriod, {
    description:
      'Closes a month whose checklist passes (manageAccounting): months close in order, and postings dated in a closed month post on the first open day. CONFLICT names what is missing.',
  })
  @Allow.permission('manageAccounting')
  closeAccountingPeriod(@Arg('month', () => String, { description: 'The month, YYYY-MM.' }) month: string, @Ctx() context: AppContext) {
    return context.services.accountingPeriods.close(actorOf(context), month);
  }

  @Mutation(() => AccountingPeriod, {
    description:
      'Asks to reopen the latest closed month, with a reason (manageAccounting): a maker-checker request (ApprovalRequest, action period_reopen, subjectId the month) that another person with manageAccounting approves in Approvals; until then the month stays closed and shows who asked.',
  })
  @Allow.permission('manageAccounting')
  requestAccountingPeriodReopen(
    @Arg('month', () => String, { description: 'The month, YYYY-MM.' }) month: string,
    @Arg('reason', () => String, { description: 'Why it must be reopened (10 to 1000 characters); kept in the audit trail.' }) reason: string,
    @Ctx() context: AppContext,
  ) {
    return context.services.accountingPeriods.requestReopen(actorOf(context), month, reason);
  }

  @Mutation(() => AccountingPeriod, {
    description: 'Approves the month’s waiting reopen request (approveRequest on it; manageAccounting): someone other than the asker (SECOND_APPROVER_REQUIRED otherwise); CONFLICT when nobody has asked.',
    deprecationReason: 'Reopening is an approval request: use approveRequest(id) with the id from AccountingPeriod.pendingApprovals.',
  })
  @Allow.permission('manageAccounting')
  approveAccountingPeriodReopen(@Arg('month', () => String, { description: 'The month, YYYY-MM.' }) month: string, @Ctx() context: AppContext) {
    return context.services.accountingPeriods.approveReopen(actorOf(context), month);
  }
}
