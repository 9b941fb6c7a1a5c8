import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { DisbursementInput, LoanListArgs } from './loan.inputs.js';
import { Loan, LoanConnection } from './loan.type.js';

@Resolver()
export class LoanResolver {
  @Query(() => LoanConnection, { description: 'The caller’s loans, newest first, with schedule and balances.' })
  @Allow.signedIn()
  myLoans(@Args() { first, after }: PageArgs, @Ctx() { viewer, services }: AppContext) {
    return services.loans.listMine(viewer!, first, after);
  }

  @Query(() => Loan, { description: 'A loan of the caller, or any loan for staff who see payments or applications.' })
  @Allow.signedIn()
  loan(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: AppContext) {
    return services.loans.get(viewer!, id);
  }

  @Query(() => LoanConnection, { description: 'Every loan, newest first, by status and arrears bucket.' })
  @Allow.permission('viewAllPayments')
  loans(@Args() { first, after, status, arrearsBucket }: LoanListArgs, @Ctx() { services }: AppContext) {
    return services.loans.list(first, after, status, arrearsBucket);
  }

  @Mutation(() => Loan, { description: 'Records the rent paid to the landlord; the repayment schedule starts a month later.' })
  @Allow.permission('manageAllPayments')
  recordDisbursement(
    @Arg('loanId', () => ID) loanId: string,
    @Arg('input', () => DisbursementInput) input: DisbursementInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.loans.recordDisbursement(actorOf(context), loanId, input);
  }
}
