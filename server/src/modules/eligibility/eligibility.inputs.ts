import { IsIn, IsInt, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MAX_MONTHS, type EmploymentType } from '../../finance/index.js';
import { ELIGIBILITY_EMPLOYMENT_TYPES, EligibilityEmploymentTypeEnum } from './eligibility.type.js';

@InputType()
export class EligibilityInput {
  @Field(() => Int, { description: 'Pesewas.' })
  @IsInt()
  @Min(0)
  monthlyNetIncome: number;

  @Field(() => EligibilityEmploymentTypeEnum)
  @IsIn(ELIGIBILITY_EMPLOYMENT_TYPES)
  employmentType: EmploymentType;

  @Field(() => Int, { description: 'Pesewas.' })
  @IsInt()
  @Min(1, { message: 'must be more than zero' })
  amountRequested: number;

  @Field(() => Int, { description: 'Pesewas already paid each month on other debts.' })
  @IsInt()
  @Min(0)
  existingMonthlyDebts: number;

  @Field(() => Int, { description: 'Repayment months.' })
  @IsInt()
  @Min(1)
  @Max(MAX_MONTHS)
  months: number;
}
