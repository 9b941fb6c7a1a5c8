import { IsBoolean, IsIn, IsInt, IsOptional, Length, Matches, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import { IsGhanaPhone } from '../../graphql/phone.js';
import { PREPAYMENT_CHOICES, type PaymentMethod, type PaymentStatus, type PrepaymentChoice } from './payment.table.js';
import { PaymentMethodEnum, PaymentStatusEnum, PrepaymentChoiceEnum } from './payment.type.js';

const PREPAYMENT_MESSAGE = 'Choose to shorten the loan or to lower the instalments.';

export const NOTE_MAX = 500;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

@InputType({ description: 'Money already received outside the system (branch, bank, mobile money) for a loan.' })
export class RecordManualPaymentInput {
  @Field(() => ID, { description: 'The loan the money pays into; the customer is the loan’s owner.' })
  @Length(1, 100)
  loanId: string;

  @Field(() => Int, { description: 'Pesewas (GH₵1 = 100). More than the loan owes is kept as the customer’s credit balance.' })
  @IsInt({ message: 'The amount must be a whole number of pesewas.' })
  @Min(1, { message: 'The amount must be at least 1 pesewa.' })
  amount: number;

  @Field(() => PaymentMethodEnum, { description: 'How the money was received.' })
  method: PaymentMethod;

  @Field(() => String, { description: 'Mobile money transaction id, bank reference or receipt number; unique.' })
  @Length(3, 100, { message: 'The reference must be 3 to 100 characters.' })
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, { message: 'The reference may contain letters, digits, spaces and . _ / - only.' })
  reference: string;

  @Field(() => String, { nullable: true, description: `A staff note, at most ${NOTE_MAX} characters; the customer can read it on the payment.` })
  @IsOptional()
  @MaxLength(NOTE_MAX, { message: `The note must be at most ${NOTE_MAX} characters.` })
  note?: string | null;

  @Field(() => PrepaymentChoiceEnum, { nullable: true, description: 'Null (default): money beyond what is due covers the next instalments in due order. Set only when the borrower chose to pay off principal early: shorten or lower_instalment.' })
  @IsOptional()
  @IsIn(PREPAYMENT_CHOICES, { message: PREPAYMENT_MESSAGE })
  prepayment?: PrepaymentChoice | null;

  @Field(() => String, { nullable: true, description: 'The day the money was received, YYYY-MM-DD: today (default) or earlier, never in a closed accounting month. An earlier day is applied as of that day.' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Give the day the money was received as YYYY-MM-DD.' })
  receivedOn?: string | null;

  @Field(() => ID, { nullable: true, description: 'The staff member who took the money (default: whoever records it); staff who take payments.' })
  @IsOptional()
  @MaxLength(100)
  tellerId?: string | null;

  @Field(() => String, { nullable: true, description: 'The branch where it was taken, one of paymentBranches; required for cash while branches are set up.' })
  @IsOptional()
  @MaxLength(60, { message: 'The branch must be at most 60 characters.' })
  branch?: string | null;

  @Field(() => String, { nullable: true, description: 'Who handed the money over (often a relative or employer), 2 to 100 characters.' })
  @IsOptional()
  @MaxLength(100, { message: 'The depositor’s name must be 2 to 100 characters.' })
  depositorName?: string | null;

  @Field(() => String, { nullable: true, description: 'The depositor’s phone, any usual Ghana form.' })
  @IsOptional()
  @IsGhanaPhone('any')
  depositorPhone?: string | null;
}

@ArgsType()
export class PaymentListArgs extends PageArgs {
  @Field(() => PaymentStatusEnum, { nullable: true, description: 'Only payments in this status.' })
  status?: PaymentStatus | null;

  @Field(() => PaymentMethodEnum, { nullable: true, description: 'Only payments made this way.' })
  method?: PaymentMethod | null;

  @Field(() => ID, { nullable: true, description: 'Only this customer’s payments.' })
  @IsOptional()
  @MaxLength(100)
  userId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the payments (and reversals) of this loan.' })
  @IsOptional()
  @MaxLength(100)
  loanId?: string | null;

  @Field(() => String, { nullable: true, description: 'The customer’s name, email or phone (any Ghana format), or the provider’s reference.' })
  @IsOptional()
  @MaxLength(100, { message: 'Search for at most 100 characters.' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Only payments received on or after this day (YYYY-MM-DD, Ghana time; Payment.receivedAt).' })
  @IsOptional()
  @Matches(DAY, { message: 'Give the first day as YYYY-MM-DD.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Only payments received on or before this day (YYYY-MM-DD, Ghana time; Payment.receivedAt).' })
  @IsOptional()
  @Matches(DAY, { message: 'Give the last day as YYYY-MM-DD.' })
  to?: string | null;
}

@ArgsType()
export class ReversePaymentArgs {
  @Field(() => ID, { description: 'The payment to give back; it must be successful and not itself a reversal.' })
  id: string;

  @Field(() => String, { description: 'Why the money is given back; shown to the customer.' })
  @Length(3, NOTE_MAX, { message: `The reason must be 3 to ${NOTE_MAX} characters.` })
  reason: string;
}

@ArgsType()
export class PaymentStatsArgs {
  @Field(() => Date, { description: 'Start of the period (inclusive).' })
  from: Date;

  @Field(() => Date, { description: 'End of the period (exclusive).' })
  to: Date;
}

@InputType({ description: 'A customer paying into their own loan through the configured provider.' })
export class PayInstalmentInput {
  @Field(() => ID, { description: 'One of the caller’s own loans.' })
  @Length(1, 100)
  loanId: string;

  @Field(() => Int, { description: 'Pesewas, at least 100 (GH₵1.00).' })
  @IsInt({ message: 'The amount must be a whole number of pesewas.' })
  @Min(100, { message: 'The amount must be at least GH₵1.00.' })
  amount: number;

  @Field(() => PaymentMethodEnum, { description: 'mtn_momo, telecel_cash, airteltigo_money or card.' })
  @IsIn(['mtn_momo', 'telecel_cash', 'airteltigo_money', 'card'], { message: 'Choose MTN Mobile Money, Telecel Cash, AirtelTigo Money or card.' })
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'The mobile-money number on MTN, Telecel or AirtelTigo, any usual Ghana form (not needed for card).' })
  @IsOptional()
  @IsGhanaPhone('mobile')
  phone?: string | null;

  @Field(() => PrepaymentChoiceEnum, {
    nullable: true,
    description:
      'Null (default): money beyond what is due covers the next instalments in due order. Set only when the borrower chose to pay off principal early: shorten (same instalment, fewer instalments) or lower_instalment (same end date).',
  })
  @IsOptional()
  @IsIn(PREPAYMENT_CHOICES, { message: PREPAYMENT_MESSAGE })
  prepayment?: PrepaymentChoice | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Pay off the loan at today’s early-settlement quote: the amount must be at least the quote, which is kept with the payment.',
  })
  @IsBoolean()
  settle: boolean;
}
