import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { ApprovalRequest } from '../approvals/approval.type.js';
import type { HardshipRow, HardshipStatus } from './hardship.service.js';
import { HardshipRequestInput, HardshipTermsInput, RestructureProposalInput } from './hardship.inputs.js';
import { HardshipPreview, HardshipRequest, HardshipStatusEnum } from './hardship.type.js';

@Resolver(() => HardshipRequest)
export class HardshipResolver {
  @Query(() => HardshipPreview, { description: 'What restructure terms would do to the loan today: the borrower, or credit analysts (manageAllApplications).' })
  @Allow.signedIn()
  hardshipPreview(
    @Arg('loanId', () => ID, { description: 'A running loan (active or in arrears).' }) loanId: string,
    @Arg('terms', () => HardshipTermsInput, { description: 'The terms to try.' }) terms: HardshipTermsInput,
    @Ctx() { viewer, services }: AppContext,
  ) {
    return services.hardship.preview(viewer!, loanId, terms);
  }

  @Query(() => [HardshipRequest], { description: 'Hardship requests of a loan, newest first: the borrower, or credit analysts (manageAllApplications).' })
  @Allow.signedIn()
  loanHardshipRequests(@Arg('loanId', () => ID, { description: 'The loan.' }) loanId: string, @Ctx() { viewer, services }: AppContext) {
    return services.hardship.forLoan(viewer!, loanId);
  }

  @Query(() => HardshipRequest, { description: 'One hardship request: the borrower’s own, or any for credit analysts (manageAllApplications); NOT_FOUND otherwise.' })
  @Allow.signedIn()
  hardshipRequest(@Arg('id', () => ID, { description: 'The request’s id.' }) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.hardship.get(viewer!, id);
  }

  @Query(() => [HardshipRequest], { description: 'The credit analysts’ queue, oldest first (default: pending and approved; manageAllApplications).' })
  @Allow.permission('manageAllApplications')
  hardshipRequests(
    @Arg('statuses', () => [HardshipStatusEnum], { nullable: true, description: 'Only requests with these statuses; null or empty for pending and approved.' }) statuses: HardshipStatus[] | null,
    @Arg('first', () => Int, { defaultValue: 100, description: 'How many, 1 to 200 (values outside are brought within); 100 unless given.' }) first: number,
    @Ctx() { services }: AppContext,
  ) {
    return services.hardship.queue(statuses, first);
  }

  @FieldResolver(() => HardshipPreview, { nullable: true, description: 'The terms in force (approved ones once approved) on the loan today; null once closed.' })
  @Allow.signedIn()
  preview(@Root() request: HardshipRow, @Ctx() { viewer, services }: AppContext) {
    return services.hardship.previewOf(viewer!, request);
  }

  @Mutation(() => HardshipRequest, { description: 'The borrower asks to restructure their running loan ("I’m having trouble paying"); terms the engine refuses are refused before anything is stored, credit analysts are notified. CONFLICT when the loan already has an open request.' })
  @Allow.signedIn()
  requestHardship(@Arg('input', () => HardshipRequestInput, { description: 'The loan, the terms asked for and why.' }) input: HardshipRequestInput, @Ctx() context: AppContext) {
    return context.services.hardship.request(actorOf(context), input);
  }

  @Mutation(() => HardshipRequest, { description: 'The borrower withdraws an open (pending or approved) request.' })
  @Allow.signedIn()
  cancelHardshipRequest(@Arg('id', () => ID, { description: 'The request’s id.' }) id: string, @Ctx() context: AppContext) {
    return context.services.hardship.cancel(actorOf(context), id);
  }

  @Mutation(() => HardshipRequest, { description: 'A credit analyst approves a pending request as asked (no terms) or with other terms (manageAllApplications); the borrower is notified to accept them.' })
  @Allow.permission('manageAllApplications')
  approveHardshipRequest(
    @Arg('id', () => ID, { description: 'The pending request’s id.' }) id: string,
    @Arg('terms', () => HardshipTermsInput, { nullable: true, description: 'Other terms to approve; null approves the terms asked for.' }) terms: HardshipTermsInput | null,
    @Arg('note', () => String, { nullable: true, description: 'The analyst’s note, up to 1000 characters; optional.' }) note: string | null,
    @Ctx() context: AppContext,
  ) {
    return context.services.hardship.approve(actorOf(context), id, terms, note);
  }

  @Query(() => HardshipPreview, { description: 'Staff restructure preview: the new schedule and disclosure the terms would give the loan today (manageAllApplications).' })
  @Allow.permission('manageAllApplications')
  restructurePreview(
    @Arg('loanId', () => ID, { description: 'A running loan (active or in arrears), early payments allowed.' }) loanId: string,
    @Arg('terms', () => HardshipTermsInput, { description: 'The terms to try.' }) terms: HardshipTermsInput,
    @Ctx() { viewer, services }: AppContext,
  ) {
    return services.hardship.previewRestructure(viewer!, loanId, terms);
  }

  @Mutation(() => ApprovalRequest, {
    description:
      'A credit analyst proposes restructure terms on a running loan (manageAllApplications): a second person approves them (maker-checker), then they are stored as approved terms the borrower accepts or declines, and the borrower is notified. CONFLICT when the loan has an open request.',
  })
  @Allow.permission('manageAllApplications')
  async proposeRestructure(@Arg('input', () => RestructureProposalInput, { description: 'The loan, the terms and why.' }) input: RestructureProposalInput, @Ctx() context: AppContext) {
    const actor = actorOf(context);
    const outcome = await context.services.approvals.submit(actor, 'restructure', { loanId: input.loanId, terms: { ...input.terms }, note: input.note });
    if (outcome.status !== 'pending') throw new Error('A restructure always waits for a second person');
    return context.services.approvals.get(actor.viewer, outcome.request.id);
  }

  @Mutation(() => HardshipRequest, { description: 'A credit analyst declines a pending request with a reason (manageAllApplications); the borrower is notified.' })
  @Allow.permission('manageAllApplications')
  declineHardshipRequest(
    @Arg('id', () => ID, { description: 'The pending request’s id.' }) id: string,
    @Arg('reason', () => String, { description: 'Why it is declined (1 to 1000 characters); sent to the borrower.' }) reason: string,
    @Ctx() context: AppContext,
  ) {
    return context.services.hardship.decline(actorOf(context), id, reason);
  }

  @Mutation(() => HardshipRequest, { description: 'The borrower accepts the approved terms: the new schedule, computed again today, is applied.' })
  @Allow.signedIn()
  acceptHardshipTerms(@Arg('id', () => ID, { description: 'The approved request’s id.' }) id: string, @Ctx() context: AppContext) {
    return context.services.hardship.accept(actorOf(context), id);
  }
}
