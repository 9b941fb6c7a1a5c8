import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { AssignCollectorInput, CollectionListArgs, LogContactInput, PromiseToPayInput, ProposeWriteOffInput } from './collections.inputs.js';
import { CollectionConnection, Collector, LoanCollections, ParFigures } from './collections.type.js';

@Resolver()
export class CollectionsResolver {
  @Query(() => CollectionConnection, { description: 'A collections work queue over every running loan, sorted and filtered (manageCollections).' })
  @Allow.permission('manageCollections')
  collectionQueue(@Args() { first, after, queue, sort, search, collectorId, unassigned }: CollectionListArgs, @Ctx() { services }: AppContext) {
    return services.collections.list(first, after, { queue, sort, search, collectorId, unassigned });
  }

  @Query(() => LoanCollections, { description: 'A loan’s contacts, promises to pay, collector and write-off requests (manageCollections).' })
  @Allow.permission('manageCollections')
  loanCollections(@Arg('loanId', () => ID, { description: 'The loan.' }) loanId: string, @Ctx() { viewer, services }: AppContext) {
    return services.collections.forLoan(viewer!, loanId);
  }

  @Query(() => [Collector], { description: 'Staff with the Recovery and Collections role (loans can be assigned to them), by name (manageCollections).' })
  @Allow.permission('manageCollections')
  collectors(@Ctx() { services }: AppContext) {
    return services.collections.collectors();
  }

  @Query(() => ParFigures, { description: 'PAR 30/60/90 of running loans today (manageCollections or viewAnalytics).' })
  @Allow.permission('manageCollections', 'viewAnalytics')
  async parToday(@Ctx() { services }: AppContext): Promise<ParFigures> {
    const figures = await services.collections.parToday();
    return { ...figures, businessDate: figures.on };
  }

  @Query(() => [ParFigures], { description: 'PAR 30/60/90 by month (the last close-of-business snapshot of each month), oldest first (manageCollections or viewAnalytics).' })
  @Allow.permission('manageCollections', 'viewAnalytics')
  parTrend(@Arg('months', () => Int, { defaultValue: 12, description: 'How many months back, this one included: 1 to 36 (values outside are brought within), 12 unless given.' }) months: number, @Ctx() { services }: AppContext) {
    return services.collections.parTrend(months);
  }

  @Mutation(() => LoanCollections, { description: 'Logs a contact with the borrower of a running loan (channel, outcome, note); audited (manageCollections).' })
  @Allow.permission('manageCollections')
  logCollectionContact(@Arg('input', () => LogContactInput, { description: 'The contact.' }) input: LogContactInput, @Ctx() context: AppContext) {
    return context.services.collections.logContact(actorOf(context), input);
  }

  @Mutation(() => LoanCollections, { description: 'Records a promise to pay (replaces the open one); audited (manageCollections).' })
  @Allow.permission('manageCollections')
  recordPromiseToPay(@Arg('input', () => PromiseToPayInput, { description: 'The promise.' }) input: PromiseToPayInput, @Ctx() context: AppContext) {
    return context.services.collections.recordPromise(actorOf(context), input);
  }

  @Mutation(() => LoanCollections, { description: 'Assigns the loan to a collector; audited, the collector is notified (manageCollections).' })
  @Allow.permission('manageCollections')
  assignCollector(@Arg('input', () => AssignCollectorInput, { description: 'The loan and the collector.' }) input: AssignCollectorInput, @Ctx() context: AppContext) {
    return context.services.collections.assign(actorOf(context), input);
  }

  @Mutation(() => LoanCollections, {
    description:
      'Asks to write off a running loan in arrears (manageCollections): a maker-checker request (ApprovalRequest, action write_off) that an admin other than the proposer approves in Approvals; nothing is booked until then. CONFLICT while one waits for the loan.',
  })
  @Allow.permission('manageCollections')
  proposeWriteOff(@Arg('input', () => ProposeWriteOffInput, { description: 'The loan and the reason.' }) input: ProposeWriteOffInput, @Ctx() context: AppContext) {
    return context.services.collections.proposeWriteOff(actorOf(context), input);
  }

  @Mutation(() => LoanCollections, {
    description:
      'Approves the pending write-off request (approveRequest on it; approveWriteOffs, not the proposer: SECOND_APPROVER_REQUIRED): the ledger books what the loan owes today, the loan is written_off.',
    deprecationReason: 'Write-offs are approval requests: use approveRequest(id, reason) with WriteOffProposal.id (the request id).',
  })
  @Allow.permission('approveWriteOffs')
  approveWriteOff(
    @Arg('proposalId', () => ID, { description: 'The pending write-off (WriteOffProposal.id, which is its ApprovalRequest.id).' }) proposalId: string,
    @Arg('overrideReason', () => String, { nullable: true, description: 'Needed under collections.write_off_min_days_past_due days past due (up to 500 characters, audited): the approval note.' }) overrideReason: string | null | undefined,
    @Ctx() context: AppContext,
  ) {
    return context.services.collections.approveWriteOff(actorOf(context), proposalId, overrideReason);
  }

  @Mutation(() => LoanCollections, {
    description: 'Declines the pending write-off request with a reason (declineRequest on it; approveWriteOffs, not the proposer, who cancels instead); the proposer is told why.',
    deprecationReason: 'Write-offs are approval requests: use declineRequest(id, reason) with WriteOffProposal.id (the request id).',
  })
  @Allow.permission('approveWriteOffs')
  rejectWriteOff(
    @Arg('proposalId', () => ID, { description: 'The pending write-off (WriteOffProposal.id, which is its ApprovalRequest.id).' }) proposalId: string,
    @Arg('reason', () => String, { description: 'Why it is rejected (5 to 500 characters); sent to the proposer and audited.' }) reason: string,
    @Ctx() context: AppContext,
  ) {
    return context.services.collections.rejectWriteOff(actorOf(context), proposalId, reason);
  }
}
