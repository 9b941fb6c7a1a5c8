import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import { HARDSHIP_REASONS, HARDSHIP_STATUSES, type HardshipReason, type HardshipStatus } from './hardship.table.js';

export const HardshipStatusEnum = Object.fromEntries(HARDSHIP_STATUSES.map((value) => [value, value])) as Record<HardshipStatus, HardshipStatus>;
export const HardshipReasonEnum = Object.fromEntries(HARDSHIP_REASONS.map((value) => [value, value])) as Record<HardshipReason, HardshipReason>;
registerEnumType(HardshipStatusEnum, { name: 'HardshipStatus', description: 'pending → approved (awaiting the customer) → accepted (applied); declined; cancelled by the customer.' });
registerEnumType(HardshipReasonEnum, { name: 'HardshipReason' });

@ObjectType({ description: 'One instalment of a restructured schedule (pesewas).' })
@Allow.inherit()
export class HardshipScheduleRow {
  @Field(() => Int)
  number: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate: string;

  @Field(() => GraphQLSafeInt)
  principal: number;

  @Field(() => GraphQLSafeInt)
  interest: number;

  @Field(() => GraphQLSafeInt)
  fee: number;

  @Field(() => GraphQLSafeInt)
  total: number;

  @Field(() => GraphQLSafeInt, { description: 'Principal left after this instalment.' })
  balanceAfter: number;
}

@ObjectType({ description: 'The schedule being replaced, for the comparison.' })
@Allow.inherit()
export class HardshipCurrentSchedule {
  @Field(() => GraphQLSafeInt, { description: 'What the replaced part would have cost (capitalised arrears included).' })
  total: number;

  @Field(() => GraphQLSafeInt)
  interest: number;

  @Field(() => String)
  endDate: string;

  @Field(() => GraphQLSafeInt)
  monthlyAmount: number;
}

@ObjectType({ description: 'A restructured schedule and its disclosure, computed today; accepting applies exactly this.' })
@Allow.inherit()
export class HardshipPreview {
  @Field(() => ID)
  loanId: string;

  @Field(() => String, { description: 'The day it was computed (YYYY-MM-DD).' })
  on: string;

  @Field(() => [HardshipScheduleRow], { description: 'The new instalments (rows due by today stay as they are).' })
  newRows: HardshipScheduleRow[];

  @Field(() => GraphQLSafeInt)
  principal: number;

  @Field(() => GraphQLSafeInt, { description: 'Overdue principal and interest added to the principal.' })
  capitalised: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest of the running period earned to today, paid with the first new instalment.' })
  carriedInterest: number;

  @Field(() => GraphQLSafeInt, { description: 'Arrears that stay due now (not capitalised, fees and penalties).' })
  arrearsKept: number;

  @Field(() => Int)
  monthlyRateBp: number;

  @Field(() => GraphQLSafeInt)
  monthlyAmount: number;

  @Field(() => String)
  firstDueDate: string;

  @Field(() => String)
  endDate: string;

  @Field(() => Int)
  months: number;

  @Field(() => GraphQLSafeInt)
  totalInterest: number;

  @Field(() => GraphQLSafeInt)
  totalRepayable: number;

  @Field(() => Int, { description: 'Annual percentage rate of the restructured part, basis points.' })
  aprBp: number;

  @Field(() => HardshipCurrentSchedule)
  current: HardshipCurrentSchedule;

  @Field(() => GraphQLSafeInt, { description: 'New total − current total.' })
  difference: number;

  @Field(() => GraphQLSafeInt)
  interestDifference: number;
}

@ObjectType({ description: 'A borrower’s hardship request: the borrower, or credit analysts.' })
@Allow.inherit()
export class HardshipRequest {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  loanId: string;

  @Field(() => ID)
  userId: string;

  @Field(() => HardshipStatusEnum)
  status: HardshipStatus;

  @Field(() => HardshipReasonEnum)
  reason: HardshipReason;

  @Field(() => String)
  details: string;

  @Field(() => GraphQLSafeInt)
  affordable: number;

  @Field(() => Int)
  holidayMonths: number;

  @Field(() => Boolean)
  capitaliseArrears: boolean;

  @Field(() => GraphQLSafeInt, { nullable: true })
  approvedAffordable: number | null;

  @Field(() => Int, { nullable: true })
  approvedHolidayMonths: number | null;

  @Field(() => Boolean, { nullable: true })
  approvedCapitaliseArrears: boolean | null;

  @Field(() => Int, { nullable: true })
  approvedMonthlyRateBp: number | null;

  @Field(() => String, { nullable: true, description: 'The analyst’s note on approval, or the reason for declining.' })
  decisionNote: string | null;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field(() => Int, { nullable: true })
  appliedVersion: number | null;

  @Field(() => Date)
  createdAt: Date;
}
