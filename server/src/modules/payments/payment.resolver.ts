import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { receivedAtOfRow, type CheckedManualPayment } from './payment.service.js';
import { PayInstalmentInput, PaymentListArgs, PaymentStatsArgs, RecordManualPaymentInput, ReversePaymentArgs } from './payment.inputs.js';
import { PayableAmounts, Payment, PaymentConnection, PaymentInitiation, PaymentStats, Receipt } from './payment.type.js';

@Resolver()
export class PaymentResolver {
  @Query(() => PaymentConnection, { description: 'The caller’s payments and reversals, newest first.' })
  @Allow.signedIn()
  myPayments(@Args() { first, after }: PageArgs, @Ctx() { viewer, services }: AppContext) {
    return services.payments.listMine(viewer!, first, after);
  }

  @Query(() => PaymentConnection, { description: 'Every customer’s payments, newest first, optionally filtered by status, method, customer, loan, search text and days.' })
  @Allow.permission('viewAllPayments')
  payments(@Args() { first, after, status, method, userId, loanId, search, from, to }: PaymentListArgs, @Ctx() { services }: AppContext) {
    return services.payments.list({ status, method, userId, loanId, search, from, to }, first, after);
  }

  @Query(() => PaymentStats, { description: 'Counts and sums by status and method for payments received in [from, to) (Payment.receivedAt).' })
  @Allow.permission('viewAnalytics')
  paymentStats(@Args() { from, to }: PaymentStatsArgs, @Ctx() { services }: AppContext) {
    return services.payments.stats(from, to);
  }

  @Mutation(() => Payment, {
    description:
      'Records money received outside the system for a loan. Received today and at or below approvals.manual_payment_threshold it is applied at once, with a receipt; above it, or dated before today, the payment is awaiting_approval (see pendingApprovals) until a second person approves it, and is then applied as of the day received.',
  })
  @Allow.permission('manageAllPayments')
  recordManualPayment(
    @Arg('input', () => RecordManualPaymentInput, { description: 'The loan, amount, method and reference of the money received.' }) input: RecordManualPaymentInput,
    @Ctx() context: AppContext,
  ) {
    const actor = actorOf(context);
    const submit = (checked: CheckedManualPayment) => context.services.approvals.submit(actor, 'manual_payment', checked, checked.note);
    return context.services.payments.recordManual(actor, {
      loanId: input.loanId,
      amount: input.amount,
      method: input.method,
      reference: input.reference,
      note: input.note,
      prepayment: input.prepayment,
      receivedOn: input.receivedOn,
      tellerId: input.tellerId,
      branch: input.branch,
      depositorName: input.depositorName,
      depositorPhone: input.depositorPhone,
    }, submit);
  }

  @Query(() => [String], { description: 'The branches where staff take payments (the payments.branches setting), for recording a manual payment.' })
  @Allow.permission('manageAllPayments')
  paymentBranches(@Ctx() { services }: AppContext) {
    return services.payments.branches();
  }

  @Mutation(() => Payment, {
    description:
      'Asks to reverse a successful payment: a second person approves it (maker-checker), then it is reversed once. Returns the reversal record once applied, or the payment itself with its pendingApprovals while it waits.',
  })
  @Allow.permission('manageAllPayments')
  async reversePayment(@Args() { id, reason }: ReversePaymentArgs, @Ctx() context: AppContext) {
    const actor = actorOf(context);
    const { payments, approvals } = context.services;
    const outcome = await approvals.submit(actor, 'reversal', { paymentId: id, reason });
    return (outcome.status === 'applied' ? await payments.reversalOf(id) : null) ?? payments.get(actor.viewer, id);
  }

  @Mutation(() => Payment, { description: 'Asks the provider about an online payment now and applies its answer ("Re-check"); audited.' })
  @Allow.permission('manageAllPayments')
  recheckPayment(@Arg('id', () => ID, { description: 'An online payment (not one recorded by staff, not a reversal).' }) id: string, @Ctx() context: AppContext) {
    return context.services.onlinePayments.recheck(actorOf(context), id);
  }

  @Mutation(() => PaymentInitiation, {
    description:
      'Starts a payment into the caller’s own loan. Retrying with the same idempotencyKey returns the same payment; the same key with other details is a CONFLICT.',
  })
  @Allow.signedIn()
  payInstalment(
    @Arg('input', () => PayInstalmentInput, { description: 'The loan, amount, method and, for mobile money, the number to prompt.' }) input: PayInstalmentInput,
    @Arg('idempotencyKey', () => String, { description: 'A client-generated unique key per intended payment (e.g. a UUID), 8 to 200 characters.' })
    idempotencyKey: string,
    @Ctx() { viewer, services }: AppContext,
  ) {
    return services.onlinePayments.initiate(
      viewer!,
      {
        loanId: input.loanId,
        amount: input.amount,
        method: input.method as 'mtn_momo' | 'telecel_cash' | 'airteltigo_money' | 'card',
        phone: input.phone,
        prepayment: input.prepayment,
        settle: input.settle,
      },
      idempotencyKey,
    );
  }

  @Query(() => PayableAmounts, { description: 'Next instalment, all overdue and everything outstanding on one of the caller’s loans.' })
  @Allow.signedIn()
  payableAmounts(@Arg('loanId', () => ID, { description: 'The loan: the caller’s own (staff with viewAllPayments or viewAllApplications may ask about any).' }) loanId: string, @Ctx() { viewer, services }: AppContext) {
    return services.onlinePayments.amountDue(viewer!, loanId);
  }

  @Query(() => Receipt, { description: 'The receipt of a successful payment: its owner, or staff with viewAllPayments.' })
  @Allow.signedIn()
  receipt(@Arg('paymentId', () => ID, { description: 'The payment the receipt was issued for.' }) paymentId: string, @Ctx() { viewer, services }: AppContext) {
    return services.onlinePayments.receiptFor(viewer!, paymentId);
  }
}

@Resolver(() => Payment)
export class PaymentReceivedResolver {
  @FieldResolver(() => Date, {
    description: 'When the money was received, the day paymentStats counts it on: the day staff dated it (receivedOn, at 00:00 UTC), else when it settled, else when it was made.',
  })
  receivedAt(@Root() row: Payment & { createdAt: Date }): Date {
    return receivedAtOfRow(row);
  }
}
