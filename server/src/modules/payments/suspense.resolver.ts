import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import type { SubmitOutcome } from '../approvals/approval.service.js';
import type { AllocationResult, RefundResult } from './suspense.service.js';
import { AllocateSuspensePaymentInput, RefundSuspensePaymentInput, SuspenseAllocationOutcome, SuspenseQueue, SuspenseRefundOutcome } from './suspense.type.js';

@Resolver()
export class SuspenseResolver {
  @Query(() => SuspenseQueue, { description: 'Money that arrived with no loan, oldest first, with its age and the total held.' })
  @Allow.permission('viewAllPayments')
  suspenseQueue(@Ctx() { services }: AppContext) {
    return services.suspense.list();
  }

  @Mutation(() => SuspenseAllocationOutcome, {
    description:
      'Allocates money held in suspense to a loan, as of the day it arrived, with a receipt: at once at or below approvals.suspense_allocation_threshold, otherwise once a second person approves (maker-checker).',
  })
  @Allow.permission('manageAllPayments')
  async allocateSuspensePayment(@Arg('input', () => AllocateSuspensePaymentInput, { description: 'The payment, the loan and why.' }) input: AllocateSuspensePaymentInput, @Ctx() context: AppContext) {
    const actor = actorOf(context);
    const outcome = await context.services.approvals.submit<{ paymentId: string; loanId: string; note?: string | null }, AllocationResult>(
      actor,
      'suspense_allocation',
      { paymentId: input.paymentId, loanId: input.loanId, note: input.note ?? null },
      input.note,
    );
    return { allocation: outcome.status === 'applied' ? outcome.result : null, approvalRequest: await this.request(context, outcome) };
  }

  @Mutation(() => SuspenseRefundOutcome, { description: 'Asks to record money held in suspense as sent back to its payer, with the transfer’s reference: a second person approves it (maker-checker).' })
  @Allow.permission('manageAllPayments')
  async refundSuspensePayment(@Arg('input', () => RefundSuspensePaymentInput, { description: 'The payment, the refund reference and why.' }) input: RefundSuspensePaymentInput, @Ctx() context: AppContext) {
    const actor = actorOf(context);
    const outcome = await context.services.approvals.submit<{ paymentId: string; reference: string; reason: string }, RefundResult>(actor, 'suspense_refund', {
      paymentId: input.paymentId,
      reference: input.reference,
      reason: input.reason,
    });
    return { refund: outcome.status === 'applied' ? outcome.result : null, approvalRequest: await this.request(context, outcome) };
  }

  private request(context: AppContext, outcome: SubmitOutcome) {
    return outcome.status === 'pending' ? context.services.approvals.get(context.viewer!, outcome.request.id) : null;
  }
}
