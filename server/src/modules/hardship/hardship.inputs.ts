import { IsBoolean, IsIn, IsInt, IsOptional, Length, Max, Min, ValidateNested } from 'class-validator';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, InputType, Int } from 'type-graphql';
import { HARDSHIP_REASONS, type HardshipReason } from './hardship.table.js';
import { HardshipReasonEnum } from './hardship.type.js';

@InputType({ description: 'Restructure terms: what the borrower can pay a month, a payment holiday, arrears capitalised.' })
export class HardshipTermsInput {
  @Field(() => GraphQLSafeInt, { description: 'Pesewas per month.' })
  @Min(1)
  affordable: number;

  @Field(() => Int, { defaultValue: 0, description: '0, 1 or 2 months without an instalment.' })
  @IsInt()
  @Min(0)
  @Max(2)
  holidayMonths: number;

  @Field(() => Boolean, { defaultValue: true, description: 'Overdue principal and interest added to the principal (true) or kept due.' })
  @IsBoolean()
  capitaliseArrears: boolean;

  @Field(() => Int, { nullable: true, description: 'Analysts only: a lower monthly rate (basis points); never higher than the loan’s.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  monthlyRateBp?: number | null;
}

@InputType({ description: 'A borrower’s request to restructure their running loan: the terms asked for, why, and what happened (monthlyRateBp must be left out).' })
export class HardshipRequestInput extends HardshipTermsInput {
  @Field(() => ID, { description: 'The borrower’s own running loan (active or in arrears); one open request per loan.' })
  loanId: string;

  @Field(() => HardshipReasonEnum, { description: 'What caused the difficulty.' })
  @IsIn(HARDSHIP_REASONS)
  reason: HardshipReason;

  @Field(() => String, { description: 'What happened, in the borrower’s words (1 to 2000 characters).' })
  @Length(1, 2000)
  details: string;
}

@InputType({ description: 'A restructure a credit analyst proposes on a running loan; the borrower accepts or declines it.' })
export class RestructureProposalInput {
  @Field(() => ID, { description: 'The running loan (active or in arrears); early payments allowed.' })
  loanId: string;

  @Field(() => HardshipTermsInput, { description: 'The proposed terms (a lower monthly rate allowed, never a higher one).' })
  @ValidateNested()
  terms: HardshipTermsInput;

  @Field(() => String, { description: 'Why it is proposed (1 to 1000 characters); shown to the borrower.' })
  @Length(1, 1000)
  note: string;
}
