import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { GraphQLSafeInt } from 'graphql-scalars';
import type { PrepaymentChoice } from '../../finance/index.js';
import { PrepaymentChoiceEnum } from '../payments/payment.type.js';
import { DisbursementInput, LoanListArgs, RefundCreditInput } from './loan.inputs.js';
import { Loan, LoanConnection, LoanStatementView, PaymentPreview, SettlementQuote } from './loan.type.js';

@Resolver()
export class LoanResolver {
  @Query(() => LoanConnection, { description: 'The caller’s loans, newest first, with schedule and balances.' })
  @Allow.signedIn()
  myLoans(@Args() { first, after }: PageArgs, @Ctx() { viewer, services }: AppContext) {
    return services.loans.listMine(viewer!, first, after);
  }

  @Query(() => Loan, { description: 'A loan of the caller, or any loan for staff who see payments or applications.' })
  @Allow.signedIn()
  loan(@Arg('id', () => ID, { description: 'The loan’s id; NOT_FOUND unless the caller may see it.' }) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.loans.get(viewer!, id);
  }

  @Query(() => LoanConnection, { description: 'Every loan (viewAllPayments or viewAllApplications): by status, arrears bucket, borrower, search; newest first or sorted by outstanding, days past due or next due date.' })
  @Allow.permission('viewAllPayments', 'viewAllApplications')
  loans(@Args() { first, after, status, arrearsBucket, search, hasCredit, userId, applicationId, orderId, sort, current }: LoanListArgs, @Ctx() { services }: AppContext) {
    return services.loans.list(first, after, { status, bucket: arrearsBucket, search, hasCredit, userId, applicationId, orderId, sort, current });
  }

  @Query(() => SettlementQuote, { description: 'What closes the loan on a day (default today): the borrower for their own loans, staff with viewAllPayments for any.' })
  @Allow.signedIn()
  earlySettlementQuote(
    @Arg('loanId', () => ID, { description: 'The loan; a loan that is not running is quoted at 0.' }) loanId: string,
    @Arg('on', () => String, { nullable: true, description: 'YYYY-MM-DD, today to 90 days ahead.' }) on: string | null,
    @Ctx() { viewer, services }: AppContext,
  ) {
    return services.loans.earlySettlementQuote(viewer!, loanId, on);
  }

  @Query(() => PaymentPreview, { description: 'What paying an amount today would do to the loan, before the borrower confirms.' })
  @Allow.signedIn()
  paymentPreview(
    @Arg('loanId', () => ID, { description: 'A running loan the caller may see (the borrower’s own, or any for staff who see payments or applications).' }) loanId: string,
    @Arg('amount', () => GraphQLSafeInt, { description: 'The amount to pay, in pesewas (above zero).' }) amount: number,
    @Arg('prepayment', () => PrepaymentChoiceEnum, {
      nullable: true,
      description: 'Null: money beyond what is due covers the next instalments. A choice: pay off principal early and re-draw the schedule that way.',
    })
    prepayment: PrepaymentChoice | null,
    @Ctx() { viewer, services }: AppContext,
  ) {
    return services.loans.previewPayment(viewer!, loanId, amount, prepayment);
  }

  @Query(() => LoanStatementView, { description: 'A loan statement for a date range (default: from disbursement to today).' })
  @Allow.signedIn()
  async loanStatement(
    @Arg('loanId', () => ID, { description: 'A loan the caller may see (the borrower’s own, or any for staff who see payments or applications).' }) loanId: string,
    @Arg('from', () => String, { nullable: true, description: 'The first day, YYYY-MM-DD; by default the day the loan started (or was created).' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'The last day, YYYY-MM-DD; by default today, and a later day stops at today.' }) to: string | null,
    @Ctx() { viewer, services }: AppContext,
  ) {
    const statement = await services.loans.statement(viewer!, loanId, { from, to });
    return { ...statement, loanId: statement.loan.id, number: statement.loan.number };
  }

  @Mutation(() => Loan, { description: 'Asks to record a refund of part of the borrower’s credit balance (a transfer made outside): a second person approves it (maker-checker; see pendingApprovals), audited (manageAllPayments).' })
  @Allow.permission('manageAllPayments')
  async refundCredit(
    @Arg('loanId', () => ID, { description: 'The loan holding the credit balance.' }) loanId: string,
    @Arg('input', () => RefundCreditInput, { description: 'The amount refunded (at most the credit balance) and the transfer reference.' }) input: RefundCreditInput, @Ctx() context: AppContext) {
    const actor = actorOf(context);
    await context.services.approvals.submit(actor, 'refund', { loanId, amount: input.amount, reference: input.reference, note: input.note ?? null });
    return context.services.loans.get(actor.viewer, loanId);
  }

  @Mutation(() => Loan, { description: 'Applies the borrower’s credit balance to what the loan owes today, up to today’s settlement amount: above approvals.credit_applied_threshold a second person approves it first (see pendingApprovals), audited (manageAllPayments).' })
  @Allow.permission('manageAllPayments')
  async applyCreditBalance(@Arg('loanId', () => ID, { description: 'A running loan (active or in arrears) with a credit balance.' }) loanId: string, @Ctx() context: AppContext) {
    const actor = actorOf(context);
    await context.services.approvals.submit(actor, 'credit_applied', { loanId });
    return context.services.loans.get(actor.viewer, loanId);
  }

  @Mutation(() => Loan, { description: 'Asks to record the money paid to the landlord or the product’s payee (the school, …): a second person approves it (maker-checker; see pendingApprovals), then the repayment schedule starts, first instalment due a month later (manageAllPayments). Refused until the credit agreement is signed.' })
  @Allow.permission('manageAllPayments')
  async recordDisbursement(
    @Arg('loanId', () => ID, { description: 'A loan awaiting disbursement.' }) loanId: string,
    @Arg('input', () => DisbursementInput, { description: 'How, with what reference and to whom the money was paid.' }) input: DisbursementInput,
    @Ctx() context: AppContext,
  ) {
    const actor = actorOf(context);
    await context.services.approvals.submit(actor, 'disbursement', { loanId, method: input.method, reference: input.reference, paidTo: input.paidTo, note: input.note ?? null });
    return context.services.loans.get(actor.viewer, loanId);
  }
}
