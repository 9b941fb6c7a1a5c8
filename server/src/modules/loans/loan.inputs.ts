import { IsIn, IsOptional, Length, MaxLength, Min } from 'class-validator';
import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import { LOAN_STATUSES, type LoanStatus } from './loan.table.js';
import { ArrearsBucketEnum, LOAN_SORTS, LoanSortEnum, LoanStatusEnum, type LoanSort } from './loan.type.js';

export const DISBURSEMENT_METHODS = ['bank_transfer', 'mtn_momo', 'telecel_cash', 'airteltigo_money', 'cash', 'cheque'] as const;

@InputType({ description: 'How finance paid out a loan’s money.' })
export class DisbursementInput {
  @Field(() => String, { description: `One of ${DISBURSEMENT_METHODS.join(', ')}.` })
  @IsIn(DISBURSEMENT_METHODS)
  method: string;

  @Field(() => String, { description: 'Bank or mobile-money transfer reference.' })
  @Length(2, 120)
  reference: string;

  @Field(() => String, { description: 'Who received the money: the landlord, or the payee of the loan’s product (the school, …).' })
  @Length(2, 120)
  paidTo: string;

  @Field(() => String, { nullable: true, description: 'Anything finance wants kept with the record, up to 1000 characters; optional.' })
  @MaxLength(1000)
  note?: string | null;
}

@ArgsType()
export class LoanListArgs extends PageArgs {
  @Field(() => LoanStatusEnum, { nullable: true, description: 'Only loans in this status.' })
  @IsIn(LOAN_STATUSES)
  status?: LoanStatus | null;

  @Field(() => ArrearsBucketEnum, { nullable: true, description: 'Only running loans this many days past due (beyond the grace days).' })
  @IsIn(Object.values(ArrearsBucketEnum))
  arrearsBucket?: (typeof ArrearsBucketEnum)[keyof typeof ArrearsBucketEnum] | null;

  @Field(() => Boolean, { nullable: true, description: 'Only running loans with nothing past the grace days (no arrears bucket).' })
  current?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Borrower name, email or phone (any usual Ghana format), or a loan number (LN-1A2B3C4D).' })
  @MaxLength(100)
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only loans holding money for the borrower (credit balance above zero).' })
  hasCredit?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'Only this borrower’s loans.' })
  @IsOptional()
  @MaxLength(100)
  userId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the loan of this rent application.' })
  @IsOptional()
  @MaxLength(100)
  applicationId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the loan of this BNPL order.' })
  @IsOptional()
  @MaxLength(100)
  orderId?: string | null;

  @Field(() => LoanSortEnum, { defaultValue: 'newest', description: 'newest (default), or by amount outstanding, days past due or next due date.' })
  @IsIn(LOAN_SORTS)
  sort: LoanSort = 'newest';
}

@InputType({ description: 'A refund of part of a borrower’s credit balance, made by a transfer outside the system.' })
export class RefundCreditInput {
  @Field(() => GraphQLSafeInt, { description: 'Pesewas refunded, at most the credit balance.' })
  @Min(1)
  amount: number;

  @Field(() => String, { description: 'The transfer reference of the refund.' })
  @Length(2, 120)
  reference: string;

  @Field(() => String, { nullable: true, description: 'Anything finance wants kept with the refund, up to 1000 characters; optional.' })
  @MaxLength(1000)
  note?: string | null;
}
