// The credit product a loan is on (from the version it was priced on): screens name the loan by its product
// ("School fees") rather than by its source, which only says application or shop order.
import { Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { Loan } from './loan.type.js';

@ObjectType({ description: 'The credit product of a loan.' })
@Allow.inherit()
export class LoanProduct {
  @Field(() => String, { description: 'The product’s code (rent, bnpl, school-fees, …).' })
  code: string;

  @Field(() => String, { description: 'The product’s name as borrowers see it, e.g. "School fees".' })
  name: string;

  @Field(() => String, { description: 'Who the product pays: landlord, merchant, school, customer or other.' })
  payeeKind: string;
}

@Resolver(() => Loan)
export class LoanProductResolver {
  @FieldResolver(() => LoanProduct, { description: 'From the version it was priced on (loans older than products: rent assistance or BNPL by their source).' })
  product(@Root() loan: Loan & { creditProductVersionId?: string | null }, @Ctx() { services }: AppContext) {
    return services.loans.productOf({ creditProductVersionId: loan.creditProductVersionId ?? null, source: loan.source });
  }
}
