import { Ctx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { ApplicableCreditProduct } from './applicable-products.js';

@Resolver()
export class ApplicableProductResolver {
  @Query(() => [ApplicableCreditProduct], { description: 'The active credit products the caller can apply for (the shop’s BNPL is chosen at checkout).' })
  @Allow.signedIn()
  creditProductsToApply(@Ctx() { services }: AppContext) {
    return services.creditProducts.applicable();
  }
}
