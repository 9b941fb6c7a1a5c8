import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { EligibilityInput } from './eligibility.inputs.js';
import { EligibilityResult } from './eligibility.type.js';

@Resolver()
export class EligibilityResolver {
  @Query(() => EligibilityResult, { description: 'Public affordability check before applying; thresholds come from settings.' })
  @Allow.public()
  eligibilityCheck(@Arg('input', () => EligibilityInput, { description: 'The applicant’s figures.' }) input: EligibilityInput, @Ctx() { services }: AppContext) {
    return services.eligibility.check(input);
  }
}
