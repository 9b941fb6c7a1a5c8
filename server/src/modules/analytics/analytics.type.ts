import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { ApplicationStatus } from '../applications/application.table.js';
import { ApplicationStatusEnum } from '../applications/application.type.js';

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
