import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ELIGIBILITY_RULES, type EligibilityRule } from '../../finance/index.js';
import { Allow } from '../../graphql/rules.js';

export const EligibilityRuleEnum = Object.fromEntries(ELIGIBILITY_RULES.map((rule) => [rule, rule])) as Record<EligibilityRule, EligibilityRule>;
registerEnumType(EligibilityRuleEnum, { name: 'EligibilityRule', description: 'A rule of the eligibility check.' });

@ObjectType({ description: 'One rule of the check and its outcome, in plain words (from the rule that decided).' })
@Allow.inherit()
export class EligibilityReason {
  @Field(() => EligibilityRuleEnum)
  code: EligibilityRule;

  @Field(() => Boolean)
  passed: boolean;

  @Field(() => String)
  text: string;
}

@ObjectType({ description: 'What would work when the amount is not affordable (within the product’s limits).' })
@Allow.inherit()
export class EligibilitySuggestion {
  @Field(() => Int, { nullable: true, description: 'Pesewas (whole cedis): the largest amount affordable at the chosen term; null when none is.' })
  maxAmountAtTerm: number | null;

  @Field(() => Int, { nullable: true, description: 'The shortest offered repayment length (months) that makes the requested amount affordable; null when none does.' })
  shortestTerm: number | null;

  @Field(() => [String], { description: 'The suggestion in sentences.' })
  texts: string[];
}

@ObjectType({ description: 'A quick affordability answer, with a sentence for every rule that failed.' })
@Allow.inherit()
export class EligibilityResult {
  @Field(() => Boolean)
  eligible: boolean;

  @Field(() => [String])
  reasons: string[];

  @Field(() => [EligibilityReason], { description: 'Every rule evaluated, failed ones first reading as the reasons for a no.' })
  explanations: EligibilityReason[];

  @Field(() => Int, { description: 'Pesewas: the largest monthly instalment the income allows after existing debts.' })
  maxAffordableInstalment: number;

  @Field(() => Int, { description: 'Pesewas: the largest instalment of the would-be schedule.' })
  estimatedInstalment: number;

  @Field(() => EligibilitySuggestion, { nullable: true, description: 'Set when the amount is refused as unaffordable and nothing else rules the applicant out.' })
  suggestion: EligibilitySuggestion | null;
}
