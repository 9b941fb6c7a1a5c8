import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ELIGIBILITY_RULES, type EligibilityRule } from '../../finance/index.js';
import { Allow } from '../../graphql/rules.js';

export const EligibilityRuleEnum = Object.fromEntries(ELIGIBILITY_RULES.map((rule) => [rule, rule])) as Record<EligibilityRule, EligibilityRule>;
registerEnumType(EligibilityRuleEnum, {
  name: 'EligibilityRule',
  description: 'A rule of the eligibility check.',
  valuesConfig: {
    EMPLOYMENT: { description: 'The applicant has an income from employment or a business (not unemployed).' },
    MIN_INCOME: { description: 'The monthly net income is at least the minimum (setting credit.min_monthly_income).' },
    MIN_AMOUNT: { description: 'The amount requested is at least the rent product’s minimum.' },
    MAX_AMOUNT: { description: 'The amount requested is at most the rent product’s maximum.' },
    AFFORDABILITY: { description: 'The largest instalment fits within the allowed share of net income after existing debts.' },
  } satisfies Record<keyof typeof EligibilityRuleEnum, { description: string }>,
});

@ObjectType({ description: 'One rule of the check and its outcome, in plain words (from the rule that decided).' })
@Allow.inherit()
export class EligibilityReason {
  @Field(() => EligibilityRuleEnum, { description: 'The rule.' })
  code: EligibilityRule;

  @Field(() => Boolean, { description: 'Whether the applicant meets it.' })
  passed: boolean;

  @Field(() => String, { description: 'The outcome in a sentence for the applicant (amounts in cedis).' })
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
  @Field(() => Boolean, { description: 'True when every rule passed.' })
  eligible: boolean;

  @Field(() => [String], { description: 'The sentences of the rules that failed; empty when eligible.' })
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
