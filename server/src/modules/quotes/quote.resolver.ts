import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { EARLY_SETTLEMENT_FEE_CAP_BP, earlyRepaymentPolicyText, earlySettlementFee } from '../../finance/index.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { PAYEE_TEXT, type CreditQuoteView } from './quote.service.js';
import { CreditProductEnum, CreditQuote, RateTypeEnum } from './quote.type.js';

// Disclosures stored before the early-repayment terms existed were quoted with no early-settlement fee (the setting's
// default), so the fields below fall back to that; product and payee stay null when the snapshot does not say.
@Resolver(() => CreditQuote)
export class QuoteResolver {
  @Query(() => CreditQuote, { description: 'BNPL price of an amount (pesewas) over one of the plan lengths, with the full disclosure.' })
  @Allow.public()
  bnplQuote(
    @Arg('amount', () => Int, { description: 'The price of the goods in pesewas, within the BNPL product’s minimum and maximum.' }) amount: number,
    @Arg('months', () => Int, { description: 'The plan length in months: one of the BNPL product’s terms.' }) months: number,
    @Ctx() { services }: AppContext,
  ) {
    return services.quotes.bnplQuote(amount, months);
  }

  @Query(() => CreditQuote, { description: 'Rent assistance price: monthly rent (pesewas) × advance months, repaid over repaymentMonths.' })
  @Allow.public()
  rentQuote(
    @Arg('monthlyRent', () => Int, { description: 'The monthly rent in pesewas.' }) monthlyRent: number,
    @Arg('advanceMonths', () => Int, { description: 'Months of rent paid to the landlord in advance, 1 to 24; more than 6 adds the Rent Act warning.' }) advanceMonths: number,
    @Arg('repaymentMonths', () => Int, { description: 'Months to repay over: one of the rent product’s terms.' }) repaymentMonths: number,
    @Ctx() { services }: AppContext,
  ) {
    return services.quotes.rentQuote(monthlyRent, advanceMonths, repaymentMonths);
  }

  @Query(() => CreditQuote, { description: 'The price of any active credit product (by code) for an amount (pesewas) over one of its terms, with the full disclosure.' })
  @Allow.public()
  productQuote(
    @Arg('code', () => String, { description: 'The code of an active credit product (rent, bnpl, school-fees, …).' }) code: string,
    @Arg('amount', () => GraphQLSafeInt, { description: 'The amount financed in pesewas, within the product’s minimum and maximum.' }) amount: number,
    @Arg('months', () => Int, { description: 'The term in months: one of the product’s terms.' }) months: number,
    @Ctx() { services }: AppContext,
  ) {
    return services.quotes.productQuote(code, amount, months);
  }

  @FieldResolver(() => RateTypeEnum)
  rateType(): RateTypeEnum {
    return RateTypeEnum.fixed;
  }

  @FieldResolver(() => CreditProductEnum, { nullable: true })
  product(@Root() quote: CreditQuoteView): CreditProductEnum | null {
    return quote.product === 'rent' || quote.product === 'bnpl' ? CreditProductEnum[quote.product] : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The code of the credit product quoted (rent, bnpl, school-fees, …); null on disclosures stored before it was recorded.' })
  productCode(@Root() quote: CreditQuoteView): string | null {
    return quote.product ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  payee(@Root() quote: CreditQuoteView): string | null {
    return quote.payee ?? (quote.product ? (PAYEE_TEXT[quote.product] ?? null) : null);
  }

  @FieldResolver(() => Int)
  earlySettlementFeeBp(@Root() quote: CreditQuoteView): number {
    return quote.earlySettlementFeeBp ?? 0;
  }

  @FieldResolver(() => Int)
  earlySettlementFeeCapBp(@Root() quote: CreditQuoteView): number {
    return quote.earlySettlementFeeCapBp ?? EARLY_SETTLEMENT_FEE_CAP_BP;
  }

  @FieldResolver(() => GraphQLSafeInt)
  earlySettlementFee(@Root() quote: CreditQuoteView): number {
    return quote.earlySettlementFee ?? earlySettlementFee(quote.principal, quote.earlySettlementFeeBp ?? 0);
  }

  @FieldResolver(() => String)
  earlyRepaymentPolicy(@Root() quote: CreditQuoteView): string {
    return quote.earlyRepaymentPolicy ?? earlyRepaymentPolicyText(quote.principal, quote.earlySettlementFeeBp ?? 0);
  }
}
