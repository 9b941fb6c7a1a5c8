import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsInt, Min } from 'class-validator';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'One instalment of a disclosed repayment schedule (pesewas).' })
@Allow.inherit()
export class ScheduleRow {
  @Field(() => Int)
  number: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate: string;

  @Field(() => Int)
  principal: number;

  @Field(() => Int)
  interest: number;

  @Field(() => Int)
  fee: number;

  @Field(() => Int)
  total: number;

  @Field(() => Int, { description: 'Principal still owed after this instalment.' })
  balanceAfter: number;
}

@ObjectType({ description: 'A credit quote with everything the Borrowers and Lenders Act 2020 wants disclosed (pesewas, basis points).' })
@Allow.inherit()
export class CreditQuote {
  @Field(() => Int)
  principal: number;

  @Field(() => Int)
  months: number;

  @Field(() => String, { description: 'reducing_balance or flat' })
  method: string;

  @Field(() => Int)
  processingFee: number;

  @Field(() => Int, { description: 'Fee paid at disbursement (0 when financed).' })
  upfrontFee: number;

  @Field(() => Int)
  monthlyRateBp: number;

  @Field(() => Int)
  nominalAnnualRateBp: number;

  @Field(() => Int, { description: 'Annual percentage rate of the cash flows, fees included.' })
  aprBp: number;

  @Field(() => Int)
  effectiveAnnualRateBp: number;

  @Field(() => Int)
  totalInterest: number;

  @Field(() => Int)
  totalFees: number;

  @Field(() => Int)
  totalCostOfCredit: number;

  @Field(() => Int)
  totalRepayable: number;

  @Field(() => Int, { description: 'The regular instalment; the last one may differ by rounding.' })
  instalmentAmount: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  firstDueDate: string;

  @Field(() => [ScheduleRow])
  schedule: ScheduleRow[];

  @Field(() => String)
  latePaymentPolicy: string;

  @Field(() => String, { nullable: true, description: "Rent only: more than 6 months' advance (Rent Act 1963 s.25(5))." })
  rentActWarning: string | null;
}

@InputType({ description: 'The figures of the disclosure the borrower accepted; must match the server’s exactly.' })
export class AcceptedDisclosureInput {
  @Field(() => Int, { description: 'Pesewas.' })
  @IsInt()
  @Min(0)
  totalRepayable: number;

  @Field(() => Int, { description: 'Basis points.' })
  @IsInt()
  @Min(0)
  aprBp: number;
}
