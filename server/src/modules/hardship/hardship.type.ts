import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import { HARDSHIP_REASONS, HARDSHIP_STATUSES, type HardshipReason, type HardshipStatus } from './hardship.table.js';

export const HardshipStatusEnum = Object.fromEntries(HARDSHIP_STATUSES.map((value) => [value, value])) as Record<HardshipStatus, HardshipStatus>;
export const HardshipReasonEnum = Object.fromEntries(HARDSHIP_REASONS.map((value) => [value, value])) as Record<HardshipReason, HardshipReason>;
registerEnumType(HardshipStatusEnum, {
  name: 'HardshipStatus',
  description: 'pending → approved (awaiting the customer) → accepted (applied); declined; cancelled by the customer.',
  valuesConfig: {
    pending: { description: 'Asked by the borrower, waiting for a credit analyst. No penalty is charged for the days a request is pending or approved.' },
    approved: { description: 'A credit analyst approved terms (as asked or others); waiting for the borrower to accept them.' },
    accepted: { description: 'The borrower accepted the approved terms: the rest of the schedule was replaced.' },
    declined: { description: 'A credit analyst declined it with a reason; the schedule stays as it was.' },
    cancelled: { description: 'The borrower withdrew it while it was pending or approved.' },
  } satisfies Record<keyof typeof HardshipStatusEnum, { description: string }>,
});
registerEnumType(HardshipReasonEnum, {
  name: 'HardshipReason',
  description: 'What caused the borrower’s difficulty in paying.',
  valuesConfig: {
    job_loss: { description: 'The borrower lost their job.' },
    reduced_income: { description: 'The borrower’s income fell.' },
    illness: { description: 'Illness of the borrower.' },
    family_emergency: { description: 'An emergency in the borrower’s family.' },
    business_difficulty: { description: 'The borrower’s business is in difficulty.' },
    other: { description: 'Another cause, told in the details.' },
  } satisfies Record<keyof typeof HardshipReasonEnum, { description: string }>,
});

@ObjectType({ description: 'One instalment of a restructured schedule (pesewas).' })
@Allow.inherit()
export class HardshipScheduleRow {
  @Field(() => Int, { description: 'The instalment number, following on from the rows kept.' })
  number: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate: string;

  @Field(() => GraphQLSafeInt, { description: 'Principal due.' })
  principal: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest due.' })
  interest: number;

  @Field(() => GraphQLSafeInt, { description: 'Fees due (the replaced instalments’ fees, all on the first new row).' })
  fee: number;

  @Field(() => GraphQLSafeInt, { description: 'Principal, interest and fee.' })
  total: number;

  @Field(() => GraphQLSafeInt, { description: 'Principal left after this instalment.' })
  balanceAfter: number;
}

@ObjectType({ description: 'The schedule being replaced, for the comparison.' })
@Allow.inherit()
export class HardshipCurrentSchedule {
  @Field(() => GraphQLSafeInt, { description: 'What the replaced part would have cost (capitalised arrears included).' })
  total: number;

  @Field(() => GraphQLSafeInt, { description: 'The interest of the instalments not yet due.' })
  interest: number;

  @Field(() => String, { description: 'The last due date of the current schedule (YYYY-MM-DD).' })
  endDate: string;

  @Field(() => GraphQLSafeInt, { description: 'Principal and interest of the next instalment not yet due; 0 if none is left.' })
  monthlyAmount: number;
}

@ObjectType({ description: 'A restructured schedule and its disclosure, computed today; accepting applies exactly this.' })
@Allow.inherit()
export class HardshipPreview {
  @Field(() => ID, { description: 'The loan.' })
  loanId: string;

  @Field(() => String, { description: 'The day it was computed (YYYY-MM-DD).' })
  on: string;

  @Field(() => [HardshipScheduleRow], { description: 'The new instalments (rows due by today stay as they are).' })
  newRows: HardshipScheduleRow[];

  @Field(() => GraphQLSafeInt, { description: 'Principal of the new schedule: principal not yet due plus capitalised arrears.' })
  principal: number;

  @Field(() => GraphQLSafeInt, { description: 'Overdue principal and interest added to the principal.' })
  capitalised: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest of the running period earned to today, paid with the first new instalment.' })
  carriedInterest: number;

  @Field(() => GraphQLSafeInt, { description: 'Arrears that stay due now (not capitalised, fees and penalties).' })
  arrearsKept: number;

  @Field(() => Int, { description: 'The monthly interest rate of the new schedule, basis points (the loan’s, or a lower one an analyst set).' })
  monthlyRateBp: number;

  @Field(() => GraphQLSafeInt, { description: 'The regular new instalment (the second new row, or the only one).' })
  monthlyAmount: number;

  @Field(() => String, { description: 'The first new due date, after any payment holiday (YYYY-MM-DD).' })
  firstDueDate: string;

  @Field(() => String, { description: 'The last new due date (YYYY-MM-DD).' })
  endDate: string;

  @Field(() => Int, { description: 'Months from today to the last new due date.' })
  months: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest of the new instalments.' })
  totalInterest: number;

  @Field(() => GraphQLSafeInt, { description: 'Everything the new instalments add up to: principal, interest and fees.' })
  totalRepayable: number;

  @Field(() => Int, { description: 'Annual percentage rate of the restructured part, basis points.' })
  aprBp: number;

  @Field(() => HardshipCurrentSchedule, { description: 'The same part of the current schedule, for comparison.' })
  current: HardshipCurrentSchedule;

  @Field(() => GraphQLSafeInt, { description: 'New total − current total.' })
  difference: number;

  @Field(() => GraphQLSafeInt, { description: 'New total interest − current interest.' })
  interestDifference: number;
}

@ObjectType({ description: 'A borrower’s hardship request: the borrower, or credit analysts.' })
@Allow.inherit()
export class HardshipRequest {
  @Field(() => ID, { description: 'The request’s id.' })
  id: string;

  @Field(() => ID, { description: 'The loan to restructure.' })
  loanId: string;

  @Field(() => ID, { description: 'The borrower who asked (user id).' })
  userId: string;

  @Field(() => HardshipStatusEnum, { description: 'Where the request stands.' })
  status: HardshipStatus;

  @Field(() => HardshipReasonEnum, { description: 'What caused the difficulty.' })
  reason: HardshipReason;

  @Field(() => String, { description: 'What happened, in the borrower’s words.' })
  details: string;

  @Field(() => GraphQLSafeInt, { description: 'What the borrower asked to pay a month (pesewas).' })
  affordable: number;

  @Field(() => Int, { description: 'The months without an instalment the borrower asked for (0, 1 or 2).' })
  holidayMonths: number;

  @Field(() => Boolean, { description: 'Whether the borrower asked for overdue principal and interest to be added to the principal.' })
  capitaliseArrears: boolean;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'The approved monthly amount (pesewas); null until approved.' })
  approvedAffordable: number | null;

  @Field(() => Int, { nullable: true, description: 'The approved holiday months; null until approved.' })
  approvedHolidayMonths: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the approved terms capitalise the arrears; null until approved.' })
  approvedCapitaliseArrears: boolean | null;

  @Field(() => Int, { nullable: true, description: 'The lower monthly rate the analyst approved (basis points); null when the loan’s rate is kept or until approved.' })
  approvedMonthlyRateBp: number | null;

  @Field(() => String, { nullable: true, description: 'The analyst’s note on approval, or the reason for declining.' })
  decisionNote: string | null;

  @Field(() => Date, { nullable: true, description: 'When an analyst approved or declined it; null until then.' })
  decidedAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'The loan’s schedule version the accepted terms created; null unless accepted.' })
  appliedVersion: number | null;

  @Field(() => Date, { description: 'When the borrower asked.' })
  createdAt: Date;
}
