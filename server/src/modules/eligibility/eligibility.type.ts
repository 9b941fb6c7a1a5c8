import { Field, Int, ObjectType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'A quick affordability answer, with a sentence for every rule that failed.' })
@Allow.inherit()
export class EligibilityResult {
  @Field(() => Boolean)
  eligible: boolean;

  @Field(() => [String])
  reasons: string[];

  @Field(() => Int, { description: 'Pesewas: the largest monthly instalment the income allows after existing debts.' })
  maxAffordableInstalment: number;

  @Field(() => Int, { description: 'Pesewas: the largest instalment of the would-be schedule.' })
  estimatedInstalment: number;
}
