import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import { AccountingPeriod } from '../accounting/period.type.js';
import { Loan } from '../loans/loan.type.js';
import { Payment } from '../payments/payment.type.js';
import { SuspenseItem } from '../payments/suspense.type.js';
import type { AppContext } from '../services.js';
import { Setting } from '../settings/settings.type.js';
import { ApprovalListArgs, ApprovalRequest, ApprovalRequestConnection, ApproveRequestArgs, DeclineApprovalArgs } from './approval.type.js';

/** Whoever may make or check some action: money staff, credit analysts, collections, the books, admins. */
const CHECKERS = ['manageAllPayments', 'manageAllApplications', 'manageSystem', 'manageCollections', 'approveWriteOffs', 'manageAccounting'] as const;

@Resolver()
export class ApprovalResolver {
  @Query(() => ApprovalRequestConnection, { description: 'Requests of the actions the caller may check, and their own, newest first; waitingForMe: true is their inbox.' })
  @Allow.permission(...CHECKERS)
  approvalRequests(@Args() { first, after, status, action, waitingForMe, mine }: ApprovalListArgs, @Ctx() { viewer, services }: AppContext) {
    return services.approvals.list(viewer!, { status, action, waitingForMe, mine }, first, after);
  }

  @Query(() => ApprovalRequest, { description: 'One request the caller may check, or made; NOT_FOUND otherwise.' })
  @Allow.permission(...CHECKERS)
  approvalRequest(@Arg('id', () => ID, { description: 'The request’s id.' }) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.approvals.get(viewer!, id);
  }

  @Query(() => Int, { description: 'How many pending requests the caller may decide (not their own).' })
  @Allow.permission(...CHECKERS)
  approvalsWaiting(@Ctx() { viewer, services }: AppContext) {
    return services.approvals.waitingCount(viewer!);
  }

  @Mutation(() => ApprovalRequest, {
    description: 'A second person approves: the effect applies now, as the maker asked, in one transaction. SECOND_APPROVER_REQUIRED for the maker; CONFLICT once decided or when the effect is no longer possible.',
  })
  @Allow.permission(...CHECKERS)
  approveRequest(@Args() { id, reason }: ApproveRequestArgs, @Ctx() context: AppContext) {
    return context.services.approvals.approve(actorOf(context), id, reason);
  }

  @Mutation(() => ApprovalRequest, { description: 'A second person declines with a reason; nothing is applied and the maker is told.' })
  @Allow.permission(...CHECKERS)
  declineRequest(@Args() { id, reason }: DeclineApprovalArgs, @Ctx() context: AppContext) {
    return context.services.approvals.decline(actorOf(context), id, reason);
  }

  @Mutation(() => ApprovalRequest, { description: 'The maker withdraws their pending request.' })
  @Allow.permission(...CHECKERS)
  cancelApprovalRequest(@Arg('id', () => ID, { description: 'The caller’s pending request.' }) id: string, @Ctx() context: AppContext) {
    return context.services.approvals.cancel(actorOf(context), id);
  }
}

const PENDING_DESCRIPTION = 'Requests waiting for a second person on this record (empty for anyone who may not see them).';

@Resolver(() => Loan)
export class LoanApprovalsResolver {
  @FieldResolver(() => [ApprovalRequest], { description: PENDING_DESCRIPTION })
  @Allow.signedIn()
  pendingApprovals(@Root() loan: Loan, @Ctx() { viewer, services }: AppContext) {
    return services.approvals.pendingOn(viewer!, loan.id);
  }
}

@Resolver(() => Payment)
export class PaymentApprovalsResolver {
  @FieldResolver(() => [ApprovalRequest], { description: PENDING_DESCRIPTION })
  @Allow.signedIn()
  pendingApprovals(@Root() payment: Payment, @Ctx() { viewer, services }: AppContext) {
    return services.approvals.pendingOn(viewer!, payment.id);
  }
}

@Resolver(() => Setting)
export class SettingApprovalsResolver {
  @FieldResolver(() => [ApprovalRequest], { description: PENDING_DESCRIPTION })
  @Allow.signedIn()
  pendingApprovals(@Root() setting: Setting, @Ctx() { viewer, services }: AppContext) {
    return services.approvals.pendingOn(viewer!, setting.key);
  }
}

@Resolver(() => SuspenseItem)
export class SuspenseItemApprovalsResolver {
  @FieldResolver(() => [ApprovalRequest], { description: PENDING_DESCRIPTION })
  @Allow.signedIn()
  pendingApprovals(@Root() item: SuspenseItem, @Ctx() { viewer, services }: AppContext) {
    return services.approvals.pendingOn(viewer!, item.paymentId);
  }
}

@Resolver(() => AccountingPeriod)
export class AccountingPeriodApprovalsResolver {
  @FieldResolver(() => [ApprovalRequest], { description: 'Requests waiting for a second person on this month (its reopening), for whoever may see them.' })
  @Allow.signedIn()
  pendingApprovals(@Root() period: AccountingPeriod, @Ctx() { viewer, services }: AppContext) {
    return services.approvals.pendingOn(viewer!, period.month);
  }
}
