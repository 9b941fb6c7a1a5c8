import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import type { HardshipRow, HardshipStatus } from './hardship.service.js';
import { HardshipRequestInput, HardshipTermsInput } from './hardship.inputs.js';
import { HardshipPreview, HardshipRequest, HardshipStatusEnum } from './hardship.type.js';

@Resolver(() => HardshipRequest)
export class HardshipResolver {
  @Query(() => HardshipPreview, { description: 'What restructure terms would do to the loan today: the borrower, or credit analysts.' })
  @Allow.signedIn()
  hardshipPreview(@Arg('loanId', () => ID) loanId: string, @Arg('terms', () => HardshipTermsInput) terms: HardshipTermsInput, @Ctx() { viewer, services }: AppContext) {
    return services.hardship.preview(viewer!, loanId, terms);
  }

  @Query(() => [HardshipRequest], { description: 'Hardship requests of a loan, newest first: the borrower, or credit analysts.' })
  @Allow.signedIn()
  loanHardshipRequests(@Arg('loanId', () => ID) loanId: string, @Ctx() { viewer, services }: AppContext) {
    return services.hardship.forLoan(viewer!, loanId);
  }

  @Query(() => HardshipRequest)
  @Allow.signedIn()
  hardshipRequest(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.hardship.get(viewer!, id);
  }

  @Query(() => [HardshipRequest], { description: 'The credit analysts’ queue, oldest first (default: pending and approved).' })
  @Allow.permission('manageAllApplications')
  hardshipRequests(
    @Arg('statuses', () => [HardshipStatusEnum], { nullable: true }) statuses: HardshipStatus[] | null,
    @Arg('first', () => Int, { defaultValue: 100 }) first: number,
    @Ctx() { services }: AppContext,
  ) {
    return services.hardship.queue(statuses, first);
  }

  @FieldResolver(() => HardshipPreview, { nullable: true, description: 'The terms in force (approved ones once approved) on the loan today; null once closed.' })
  @Allow.signedIn()
  preview(@Root() request: HardshipRow, @Ctx() { viewer, services }: AppContext) {
    return services.hardship.previewOf(viewer!, request);
  }

  @Mutation(() => HardshipRequest, { description: 'The borrower asks to restructure their loan ("I’m having trouble paying").' })
  @Allow.signedIn()
  requestHardship(@Arg('input', () => HardshipRequestInput) input: HardshipRequestInput, @Ctx() context: AppContext) {
    return context.services.hardship.request(actorOf(context), input);
  }

  @Mutation(() => HardshipRequest, { description: 'The borrower withdraws an open request.' })
  @Allow.signedIn()
  cancelHardshipRequest(@Arg('id', () => ID) id: string, @Ctx() context: AppContext) {
    return context.services.hardship.cancel(actorOf(context), id);
  }

  @Mutation(() => HardshipRequest, { description: 'A credit analyst approves the request as asked (no terms) or with other terms.' })
  @Allow.permission('manageAllApplications')
  approveHardshipRequest(
    @Arg('id', () => ID) id: string,
    @Arg('terms', () => HardshipTermsInput, { nullable: true }) terms: HardshipTermsInput | null,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() context: AppContext,
  ) {
    return context.services.hardship.approve(actorOf(context), id, terms, note);
  }

  @Mutation(() => HardshipRequest, { description: 'A credit analyst declines the request with a reason.' })
  @Allow.permission('manageAllApplications')
  declineHardshipRequest(@Arg('id', () => ID) id: string, @Arg('reason', () => String) reason: string, @Ctx() context: AppContext) {
    return context.services.hardship.decline(actorOf(context), id, reason);
  }

  @Mutation(() => HardshipRequest, { description: 'The borrower accepts the approved terms: the new schedule is applied.' })
  @Allow.signedIn()
  acceptHardshipTerms(@Arg('id', () => ID) id: string, @Ctx() context: AppContext) {
    return context.services.hardship.accept(actorOf(context), id);
  }
}
