import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { EmploymentType as EligibilityEmploymentType } from '../../finance/index.js';
import { Allow } from '../../graphql/rules.js';

export const ELIGIBILITY_EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'self_employed',
  'contract',
  'unemployed',
  'student',
  'retired',
] as const satisfies readonly EligibilityEmploymentType[];

export const EligibilityEmploymentTypeEnum = Object.fromEntries(ELIGIBILITY_EMPLOYMENT_TYPES.map((value) => [value, value])) as Record<
  EligibilityEmploymentType,
  EligibilityEmploymentType
>;
registerEnumType(EligibilityEmploymentTypeEnum, {
  name: 'EligibilityEmploymentType',
  description: 'How the applicant earns: the four employment types plus unemployed, student and retired.',
});

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
