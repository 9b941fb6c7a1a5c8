import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { CreditQuote } from './quote.type.js';

@Resolver()
export class QuoteResolver {
  @Query(() => CreditQuote, { description: 'BNPL price of an amount (pesewas) over one of the plan lengths, with the full disclosure.' })
  @Allow.public()
  bnplQuote(@Arg('amount', () => Int) amount: number, @Arg('months', () => Int) months: number, @Ctx() { services }: AppContext) {
    return services.quotes.bnplQuote(amount, months);
  }

  @Query(() => CreditQuote, { description: 'Rent assistance price: monthly rent (pesewas) × advance months, repaid over repaymentMonths.' })
  @Allow.public()
  rentQuote(
    @Arg('monthlyRent', () => Int) monthlyRent: number,
    @Arg('advanceMonths', () => Int) advanceMonths: number,
    @Arg('repaymentMonths', () => Int) repaymentMonths: number,
    @Ctx() { services }: AppContext,
  ) {
    return services.quotes.rentQuote(monthlyRent, advanceMonths, repaymentMonths);
  }
}
