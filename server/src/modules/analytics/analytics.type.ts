import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { ApplicationStatus } from '../applications/application.service.js';
import { ApplicationStatusEnum } from '../applications/application.type.js';
import type { LoanSource } from '../loans/loan.service.js';
import { ArrearsBucketEnum, LoanSourceEnum } from '../loans/loan.type.js';

@ObjectType()
@Allow.inherit()
export class ApplicationStatusFigure {
  @Field(() => ApplicationStatusEnum)
  status: ApplicationStatus;

  @Field(() => Int)
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas financed (monthly rent × advance months); sums outgrow a 32-bit Int.' })
  amount: number;
}

@ObjectType()
@Allow.inherit()
export class DailyApplicationCount {
  @Field(() => String, { description: 'YYYY-MM-DD (Ghana time, which is UTC).' })
  date: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'Applications created in [from, to) by status and day; decisions taken in [from, to).' })
@Allow.inherit()
export class ApplicationStats {
  @Field(() => Date)
  from: Date;

  @Field(() => Date)
  to: Date;

  @Field(() => Int)
  totalApplications: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  totalAmount: number;

  @Field(() => [ApplicationStatusFigure], { description: 'Every status, zero when none.' })
  byStatus: ApplicationStatusFigure[];

  @Field(() => [DailyApplicationCount], { description: 'Every day of the range, zero when none.' })
  perDay: DailyApplicationCount[];

  @Field(() => Int)
  approvedDecisions: number;

  @Field(() => Int)
  rejectedDecisions: number;

  @Field(() => Int, { nullable: true, description: 'Approved ÷ decided, in basis points (7500 = 75%); null without decisions.' })
  approvalRateBp: number | null;

  @Field(() => Int, { nullable: true, description: 'Mean seconds from submission to decision; null without decisions.' })
  averageDecisionSeconds: number | null;
}

@ObjectType()
@Allow.inherit()
export class OverviewStats {
  @Field(() => Int)
  totalUsers: number;

  @Field(() => Int, { description: 'Accounts with the customer role (user).' })
  totalCustomers: number;

  @Field(() => Int)
  totalApplications: number;

  @Field(() => Int, { description: 'Pending or under review.' })
  openApplications: number;
}

@ObjectType()
@Allow.inherit()
export class DailyOrderCount {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC, which is Ghana time).' })
  date: string;

  @Field(() => Int)
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'Basket value of the orders placed that day, pesewas.' })
  amount: number;
}

@ObjectType({ description: 'BNPL orders placed in [from, to).' })
@Allow.inherit()
export class OrderStats {
  @Field(() => Date)
  from: Date;

  @Field(() => Date)
  to: Date;

  @Field(() => Int)
  totalOrders: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  totalAmount: number;

  @Field(() => [DailyOrderCount], { description: 'Every day of the range, zero when none.' })
  perDay: DailyOrderCount[];
}

@ObjectType()
@Allow.inherit()
export class DisbursementFigure {
  @Field(() => LoanSourceEnum)
  source: LoanSource;

  @Field(() => Int)
  loans: number;

  @Field(() => GraphQLSafeInt, { description: 'Principal lent, pesewas.' })
  principal: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest the schedules of these loans carry, pesewas.' })
  scheduledInterest: number;
}

@ObjectType({ description: 'Money lent and received through the loan ledger in [from, to), pesewas.' })
@Allow.inherit()
export class FinanceStats {
  @Field(() => Date)
  from: Date;

  @Field(() => Date)
  to: Date;

  @Field(() => [DisbursementFigure], { description: 'Loans disbursed in the range, per source (rent, bnpl).' })
  disbursements: DisbursementFigure[];

  @Field(() => Int)
  disbursedLoans: number;

  @Field(() => GraphQLSafeInt)
  disbursedAmount: number;

  @Field(() => GraphQLSafeInt, { description: 'Applied to loans by payments, net of reversals.' })
  collectedAmount: number;

  @Field(() => GraphQLSafeInt)
  principalCollected: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest paid by borrowers (net of reversals).' })
  interestEarned: number;

  @Field(() => GraphQLSafeInt)
  feesEarned: number;

  @Field(() => GraphQLSafeInt)
  penaltiesEarned: number;
}

@ObjectType()
@Allow.inherit()
export class ArrearsBucketFigure {
  @Field(() => ArrearsBucketEnum)
  bucket: string;

  @Field(() => Int)
  loans: number;

  @Field(() => GraphQLSafeInt, { description: 'Owed on instalments past their grace days, pesewas.' })
  amountOverdue: number;

  @Field(() => GraphQLSafeInt, { description: 'Everything these loans still owe, pesewas.' })
  outstandingBalance: number;
}

@ObjectType()
@Allow.inherit()
export class DueFigure {
  @Field(() => Int)
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

  @Field(() => Int)
  loansInArrears: number;

  @Field(() => GraphQLSafeInt)
  amountOverdue: number;

  @Field(() => DueFigure, { description: 'Unpaid instalments due today.' })
  dueToday: DueFigure;

  @Field(() => DueFigure, { description: 'Unpaid instalments due from today through the next 6 days.' })
  dueThisWeek: DueFigure;
}
