import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { ApplicationStatus } from '../applications/application.service.js';
import { ApplicationStatusEnum } from '../applications/application.type.js';
import type { LoanSource } from '../loans/loan.service.js';
import { ArrearsBucketEnum, LoanSourceEnum } from '../loans/loan.type.js';

@ObjectType({ description: 'The applications created in the range that now have one status.' })
@Allow.inherit()
export class ApplicationStatusFigure {
  @Field(() => ApplicationStatusEnum, { description: 'The status.' })
  status: ApplicationStatus;

  @Field(() => Int, { description: 'How many applications have it.' })
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas financed (monthly rent × advance months); sums outgrow a 32-bit Int.' })
  amount: number;
}

@ObjectType({ description: 'Applications created on one day.' })
@Allow.inherit()
export class DailyApplicationCount {
  @Field(() => String, { description: 'YYYY-MM-DD (Ghana time, which is UTC).' })
  date: string;

  @Field(() => Int, { description: 'How many applications were created that day.' })
  count: number;
}

@ObjectType({ description: 'Applications created in [from, to) by status and day; decisions taken in [from, to).' })
@Allow.inherit()
export class ApplicationStats {
  @Field(() => Date, { description: 'The start of the range (included), an ISO timestamp.' })
  from: Date;

  @Field(() => Date, { description: 'The end of the range (excluded), an ISO timestamp.' })
  to: Date;

  @Field(() => Int, { description: 'Applications created in the range.' })
  totalApplications: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  totalAmount: number;

  @Field(() => [ApplicationStatusFigure], { description: 'Every status, zero when none.' })
  byStatus: ApplicationStatusFigure[];

  @Field(() => [DailyApplicationCount], { description: 'Every day of the range, zero when none.' })
  perDay: DailyApplicationCount[];

  @Field(() => Int, { description: 'Applications decided in the range and now approved.' })
  approvedDecisions: number;

  @Field(() => Int, { description: 'Applications decided in the range and now rejected.' })
  rejectedDecisions: number;

  @Field(() => Int, { nullable: true, description: 'Approved ÷ decided, in basis points (7500 = 75%); null without decisions.' })
  approvalRateBp: number | null;

  @Field(() => Int, { nullable: true, description: 'Mean seconds from submission to decision; null without decisions.' })
  averageDecisionSeconds: number | null;
}

@ObjectType({ description: 'Headline totals of all time for the admin dashboard.' })
@Allow.inherit()
export class OverviewStats {
  @Field(() => Int, { description: 'Accounts of people, customers and staff (API keys’ service accounts are not counted).' })
  totalUsers: number;

  @Field(() => Int, { description: 'Accounts with the customer role (user).' })
  totalCustomers: number;

  @Field(() => Int, { description: 'Rent applications ever created.' })
  totalApplications: number;

  @Field(() => Int, { description: 'Pending or under review.' })
  openApplications: number;
}

@ObjectType({ description: 'BNPL orders placed on one day.' })
@Allow.inherit()
export class DailyOrderCount {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC, which is Ghana time).' })
  date: string;

  @Field(() => Int, { description: 'How many orders were placed that day.' })
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'Basket value of the orders placed that day, pesewas.' })
  amount: number;
}

@ObjectType({ description: 'BNPL orders placed in [from, to).' })
@Allow.inherit()
export class OrderStats {
  @Field(() => Date, { description: 'The start of the range (included), an ISO timestamp.' })
  from: Date;

  @Field(() => Date, { description: 'The end of the range (excluded), an ISO timestamp.' })
  to: Date;

  @Field(() => Int, { description: 'Orders placed in the range.' })
  totalOrders: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  totalAmount: number;

  @Field(() => [DailyOrderCount], { description: 'Every day of the range, zero when none.' })
  perDay: DailyOrderCount[];
}

@ObjectType({ description: 'The loans of one source disbursed in the range.' })
@Allow.inherit()
export class DisbursementFigure {
  @Field(() => LoanSourceEnum, { description: 'Where the loans came from: rent or bnpl.' })
  source: LoanSource;

  @Field(() => Int, { description: 'How many loans were disbursed.' })
  loans: number;

  @Field(() => GraphQLSafeInt, { description: 'Principal lent, pesewas.' })
  principal: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest the schedules of these loans carry, pesewas.' })
  scheduledInterest: number;
}

@ObjectType({ description: 'Money lent and received through the loan ledger in [from, to), pesewas.' })
@Allow.inherit()
export class FinanceStats {
  @Field(() => Date, { description: 'The start of the range (included), an ISO timestamp.' })
  from: Date;

  @Field(() => Date, { description: 'The end of the range (excluded), an ISO timestamp.' })
  to: Date;

  @Field(() => [DisbursementFigure], { description: 'Loans disbursed in the range, per source (rent, bnpl).' })
  disbursements: DisbursementFigure[];

  @Field(() => Int, { description: 'Loans disbursed in the range, all sources.' })
  disbursedLoans: number;

  @Field(() => GraphQLSafeInt, { description: 'Principal lent in the range, all sources, pesewas.' })
  disbursedAmount: number;

  @Field(() => GraphQLSafeInt, {
    description:
      'Applied to loans by payments in the range (the loan ledger, net of reversals): principalCollected + interestEarned + feesEarned + penaltiesEarned. Not money collected, which is paymentStats.collectedAmount (it also counts money held in suspense and kept as credit).',
  })
  appliedToLoans: number;

  @Field(() => GraphQLSafeInt, {
    description: 'The same figure as appliedToLoans.',
    deprecationReason: 'Not money collected: use appliedToLoans for what payments applied to loans, paymentStats.collectedAmount for money collected.',
  })
  collectedAmount: number;

  @Field(() => GraphQLSafeInt, { description: 'Principal paid by borrowers, with principal paid ahead of the schedule (net of reversals).' })
  principalCollected: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest paid by borrowers (net of reversals).' })
  interestEarned: number;

  @Field(() => GraphQLSafeInt, { description: 'Fees paid by borrowers (net of reversals).' })
  feesEarned: number;

  @Field(() => GraphQLSafeInt, { description: 'Penalties paid by borrowers (net of reversals).' })
  penaltiesEarned: number;
}

@ObjectType({ description: 'The running loans past their grace days in one days-past-due bucket.' })
@Allow.inherit()
export class ArrearsBucketFigure {
  @Field(() => ArrearsBucketEnum, { description: 'The band of days past due of the oldest unpaid instalment.' })
  bucket: string;

  @Field(() => Int, { description: 'How many loans are in the bucket.' })
  loans: number;

  @Field(() => GraphQLSafeInt, { description: 'Owed on instalments past their grace days (Loan.amountOverdue summed), pesewas.' })
  amountOverdue: number;

  @Field(() => GraphQLSafeInt, { description: 'Total owed by these loans: principal, interest, fees and penalties still to pay on their schedules (Loan.outstandingBalance summed), pesewas.' })
  outstandingBalance: number;
}

@ObjectType({ description: 'Instalments with money left to pay that fall due in a window.' })
@Allow.inherit()
export class DueFigure {
  @Field(() => Int, { description: 'How many instalments.' })
  instalments: number;

  @Field(() => GraphQLSafeInt, { description: 'Left to pay on them, pesewas.' })
  amount: number;
}

@ObjectType({ description: 'Every running loan as of today: arrears by days past due and what falls due soon.' })
@Allow.inherit()
export class CollectionStats {
  @Field(() => String, { description: 'The day the figures are for (YYYY-MM-DD).' })
  asOf: string;

  @Field(() => [ArrearsBucketFigure], { description: 'Every bucket, zero when none.' })
  arrears: ArrearsBucketFigure[];

  @Field(() => Int, { description: 'Running loans past their grace days, all buckets.' })
  loansInArrears: number;

  @Field(() => GraphQLSafeInt, { description: 'Owed on instalments past their grace days, all buckets (Loan.amountOverdue summed over running loans), pesewas.' })
  amountOverdue: number;

  @Field(() => DueFigure, { description: 'Unpaid instalments due today.' })
  dueToday: DueFigure;

  @Field(() => DueFigure, { description: 'Unpaid instalments due from today through the next 6 days.' })
  dueThisWeek: DueFigure;
}
