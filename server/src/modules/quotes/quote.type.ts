import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IsInt, Min } from 'class-validator';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Allow } from '../../graphql/rules.js';

export enum RateTypeEnum {
  fixed = 'fixed',
}
registerEnumType(RateTypeEnum, { name: 'RateType', description: 'fixed: the interest rate never changes during the term.' });

export enum CreditProductEnum {
  rent = 'rent',
  bnpl = 'bnpl',
}
registerEnumType(CreditProductEnum, { name: 'CreditProduct', description: 'rent: rent assistance paid to a landlord; bnpl: Buy Now Pay Later goods.' });

// Money fields are SafeInt: totals of a large principal pass 2^31 − 1 pesewas, which GraphQL Int cannot carry.

@ObjectType({ description: 'One instalment of a disclosed repayment schedule (pesewas).' })
@Allow.inherit()
export class ScheduleRow {
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

  @Field(() => GraphQLSafeInt, { description: 'Principal still owed after this instalment.' })
  balanceAfter: number;
}

@ObjectType({ description: 'A credit quote with everything the Borrowers and Lenders Act 2020 wants disclosed (pesewas, basis points).' })
@Allow.inherit()
export class CreditQuote {
  @Field(() => GraphQLSafeInt)
  principal: number;

  @Field(() => Int)
  months: number;

  @Field(() => String, { description: 'reducing_balance or flat' })
  method: string;

  @Field(() => GraphQLSafeInt)
  processingFee: number;

  @Field(() => GraphQLSafeInt, { description: 'Fee paid at disbursement (0 when financed).' })
  upfrontFee: number;

  @Field(() => Int)
  monthlyRateBp: number;

  @Field(() => Int, { description: 'Nominal annual rate: the monthly rate × 12, before compounding.' })
  nominalAnnualRateBp: number;

  @Field(() => Int, { description: 'APR: the effective annual rate of the cash flows, fees included (shown as "Effective annual rate (APR)").' })
  aprBp: number;

  @Field(() => Int, { description: 'Effective annual rate of the interest alone: (1 + monthly rate)^12 − 1.' })
  effectiveAnnualRateBp: number;

  @Field(() => GraphQLSafeInt)
  totalInterest: number;

  @Field(() => GraphQLSafeInt)
  totalFees: number;

  @Field(() => GraphQLSafeInt)
  totalCostOfCredit: number;

  @Field(() => GraphQLSafeInt)
  totalRepayable: number;

  @Field(() => GraphQLSafeInt, { description: 'The regular instalment; the last one may differ by rounding.' })
  instalmentAmount: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  firstDueDate: string;

  @Field(() => [ScheduleRow])
  schedule: ScheduleRow[];

  @Field(() => String)
  latePaymentPolicy: string;

  @Field(() => String, { nullable: true, description: "Rent only: more than 6 months' advance (Rent Act 1963 s.25(5))." })
  rentActWarning: string | null;

  // The fields below are resolved in QuoteResolver: disclosures stored before they existed lack them.

  @Field(() => RateTypeEnum, { description: 'Always fixed: the rate does not change during the term.' })
  rateType: RateTypeEnum;

  @Field(() => CreditProductEnum, { nullable: true, description: 'rent or bnpl; null for other products (productCode names them) and on disclosures stored before it was recorded.' })
  product: CreditProductEnum | null;

  @Field(() => String, {
    nullable: true,
    description: 'Who receives the money and when, e.g. "The landlord, on the day we pay your rent"; null on disclosures stored before it was recorded.',
  })
  payee: string | null;

  @Field(() => Int, { description: 'Early-settlement fee in basis points of the original principal (the credit.early_settlement_fee_bp setting when quoted).' })
  earlySettlementFeeBp: number;

  @Field(() => Int, { description: 'The Bank of Ghana cap on that fee: 25 basis points (0.25%) of the original principal.' })
  earlySettlementFeeCapBp: number;

  @Field(() => GraphQLSafeInt, { description: 'The early-settlement fee on this principal (pesewas).' })
  earlySettlementFee: number;

  @Field(() => String, { description: 'The right to repay early and how the settlement amount is worked out, with the fee.' })
  earlyRepaymentPolicy: string;
}

@InputType({ description: 'The figures of the disclosure the borrower accepted; must match the server’s exactly.' })
export class AcceptedDisclosureInput {
  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  @IsInt()
  @Min(0)
  totalRepayable: number;

  @Field(() => Int, { description: 'Basis points.' })
  @IsInt()
  @Min(0)
  aprBp: number;
}
