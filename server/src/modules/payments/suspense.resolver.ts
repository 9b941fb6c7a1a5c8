import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { AllocateSuspensePaymentInput, RefundSuspensePaymentInput, SuspenseAllocation, SuspenseQueue, SuspenseRefund } from './suspense.type.js';

@Resolver()
export class SuspenseResolver {
  @Query(() => SuspenseQueue, { description: 'Money that arrived with no loan, oldest first, with its age and the total held.' })
  @Allow.permission('viewAllPayments')
  suspenseQueue(@Ctx() { services }: AppContext) {
    return services.suspense.list();
  }

  @Mutation(() => SuspenseAllocation, { description: 'Allocates money held in suspense to a loan, as of the day it arrived; a receipt is issued.' })
  @Allow.permission('manageAllPayments')
  allocateSuspensePayment(@Arg('input', () => AllocateSuspensePaymentInput, { description: 'The payment, the loan and why.' }) input: AllocateSuspensePaymentInput, @Ctx() context: AppContext) {
    return context.services.suspense.allocate(actorOf(context), { paymentId: input.paymentId, loanId: input.loanId, note: input.note });
  }

  @Mutation(() => SuspenseRefund, { description: 'Records money held in suspense as sent back to its payer, with the transfer’s reference.' })
  @Allow.permission('manageAllPayments')
  refundSuspensePayment(@Arg('input', () => RefundSuspensePaymentInput, { description: 'The payment, the refund reference and why.' }) input: RefundSuspensePaymentInput, @Ctx() context: AppContext) {
    return context.services.suspense.refund(actorOf(context), { paymentId: input.paymentId, reference: input.reference, reason: input.reason });
  }
}
