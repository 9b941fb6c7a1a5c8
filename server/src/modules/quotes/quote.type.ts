import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IsInt, Min } from 'class-validator';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Allow } from '../../graphql/rules.js';

export enum RateTypeEnum {
  fixed = 'fixed',
}
registerEnumType(RateTypeEnum, {
  name: 'RateType',
  description: 'fixed: the interest rate never changes during the term.',
  valuesConfig: {
    fixed: { description: 'The rate quoted is the rate for the whole term.' },
  } satisfies Record<keyof typeof RateTypeEnum, { description: string }>,
});

export enum CreditProductEnum {
  rent = 'rent',
  bnpl = 'bnpl',
}
registerEnumType(CreditProductEnum, {
  name: 'CreditProduct',
  description: 'rent: rent assistance paid to a landlord; bnpl: Buy Now Pay Later goods.',
  valuesConfig: {
    rent: { description: 'Rent assistance: we pay the landlord the rent in advance and the tenant repays it monthly.' },
    bnpl: { description: 'Buy Now Pay Later: goods from the shop, repaid monthly.' },
  } satisfies Record<keyof typeof CreditProductEnum, { description: string }>,
});

// Money fields are SafeInt: totals of a large principal pass 2^31 − 1 pesewas, which GraphQL Int cannot carry.

@ObjectType({ description: 'One instalment of a disclosed repayment schedule (pesewas).' })
@Allow.inherit()
export class ScheduleRow {
  @Field(() => Int, { description: 'The instalment number, from 1 in due order.' })
  number: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate: string;

  @Field(() => GraphQLSafeInt, { description: 'Principal repaid by this instalment, in pesewas.' })
  principal: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest in this instalment, in pesewas.' })
  interest: number;

  @Field(() => GraphQLSafeInt, { description: 'Fees in this instalment, in pesewas (a financed processing fee falls on the first instalment).' })
  fee: number;

  @Field(() => GraphQLSafeInt, { description: 'What the instalment asks for in all, in pesewas: principal, interest and fees (on a statement, penalty interest too).' })
  total: number;

  @Field(() => GraphQLSafeInt, { description: 'Principal still owed after this instalment.' })
  balanceAfter: number;
}

@ObjectType({ description: 'A credit quote with everything the Borrowers and Lenders Act 2020 wants disclosed (pesewas, basis points).' })
@Allow.inherit()
export class CreditQuote {
  @Field(() => GraphQLSafeInt, { description: 'The amount financed, in pesewas (rent: the monthly rent × the advance months).' })
  principal: number;

  @Field(() => Int, { description: 'The term: the number of monthly instalments.' })
  months: number;

  @Field(() => String, { description: 'reducing_balance or flat' })
  method: string;

  @Field(() => GraphQLSafeInt, { description: 'The whole processing fee, in pesewas, whether paid upfront or financed.' })
  processingFee: number;

  @Field(() => GraphQLSafeInt, { description: 'Fee paid at disbursement (0 when financed).' })
  upfrontFee: number;

  @Field(() => Int, { description: 'The monthly interest rate in basis points (100 = 1%).' })
  monthlyRateBp: number;

  @Field(() => Int, { description: 'Nominal annual rate: the monthly rate × 12, before compounding.' })
  nominalAnnualRateBp: number;

  @Field(() => Int, { description: 'APR: the effective annual rate of the cash flows, fees included (shown as "Effective annual rate (APR)").' })
  aprBp: number;

  @Field(() => Int, { description: 'Effective annual rate of the interest alone: (1 + monthly rate)^12 − 1.' })
  effectiveAnnualRateBp: number;

  @Field(() => GraphQLSafeInt, { description: 'All interest over the term, in pesewas.' })
  totalInterest: number;

  @Field(() => GraphQLSafeInt, { description: 'All fees, upfront or financed, in pesewas.' })
  totalFees: number;

  @Field(() => GraphQLSafeInt, { description: 'What the credit costs: total interest plus total fees, in pesewas.' })
  totalCostOfCredit: number;

  @Field(() => GraphQLSafeInt, { description: 'Everything the borrower pays: principal, interest and fees, in pesewas.' })
  totalRepayable: number;

  @Field(() => GraphQLSafeInt, { description: 'The regular instalment; the last one may differ by rounding.' })
  instalmentAmount: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  firstDueDate: string;

  @Field(() => [ScheduleRow], { description: 'Every instalment, in due order.' })
  schedule: ScheduleRow[];

  @Field(() => String, { description: 'The late-payment terms in words: the penalty interest rate on the overdue amount and the grace days before it applies.' })
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
