import { IsIn, IsInt, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MAX_MONTHS } from '../../finance/index.js';
import { EMPLOYMENT_TYPES, type EmploymentType } from '../../shared/employment.js';
// The one EmploymentType enum: the application's, so a result of "eligible" always has a matching choice there.
import { EmploymentTypeEnum } from '../applications/application.type.js';

@InputType({ description: 'What an applicant tells the eligibility check: income, employment, the amount and term wanted, other debts.' })
export class EligibilityInput {
  @Field(() => Int, { description: 'Pesewas.' })
  @IsInt()
  @Min(0)
  monthlyNetIncome: number;

  @Field(() => EmploymentTypeEnum, { description: 'How the applicant earns; unemployed fails the EMPLOYMENT rule.' })
  @IsIn(EMPLOYMENT_TYPES)
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
