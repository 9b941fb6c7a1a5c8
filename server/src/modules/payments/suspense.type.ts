import { GraphQLSafeInt } from 'graphql-scalars';
import { IsOptional, Length, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Allow } from '../../graphql/rules.js';
import { ApprovalRequest } from '../approvals/approval.type.js';
import { loanNumber } from '../loans/loan.statement.js';
import { PaymentCustomer, PaymentMethodEnum } from './payment.type.js';
import type { PaymentMethod } from './payment.table.js';

@ObjectType({ description: 'Money that arrived with no loan to take it, waiting to be allocated to a loan or refunded.' })
@Allow.inherit()
export class SuspenseItem {
  @Field(() => ID, { description: 'The payment held (allocate or refund it by this id).' })
  paymentId: string;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  amount: number;

  @Field(() => PaymentMethodEnum, { description: 'How the money came in.' })
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'The provider’s or bank’s reference it came with.' })
  reference: string | null;

  @Field(() => PaymentCustomer, { description: 'The customer it came in under (its payer, as far as we know).' })
  payer: PaymentCustomer;

  @Field(() => Boolean, { description: 'False when no customer could be named (payer is then the "Unidentified payer" system account): match it by its number and reference.' })
  payerIdentified: boolean;

  @Field(() => String, { nullable: true, description: 'The mobile-money number it came from, when known.' })
  payerPhone: string | null;

  @Field(() => String, { nullable: true, description: 'Why it waits: an unknown reference, or the loan it named could not take it.' })
  reason: string | null;

  @Field(() => String, { nullable: true, description: 'The staff note it was recorded with.' })
  note: string | null;

  @Field(() => Date, { description: 'When the money arrived: an allocation applies it to the loan as of this day.' })
  receivedAt: Date;

  @Field(() => Int, { description: 'Whole days it has waited (0 on the day it arrived).' })
  ageDays: number;
}

@ObjectType({ description: 'The suspense queue: money held with no loan, oldest first, and what it adds up to.' })
@Allow.inherit()
export class SuspenseQueue {
  @Field(() => [SuspenseItem], { description: 'Oldest first (at most 500).' })
  items: SuspenseItem[];

  @Field(() => Int, { description: 'Payments held in suspense.' })
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas held in suspense: the balance of the suspense account.' })
  totalAmount: number;
}

@ObjectType({ description: 'Money moved out of suspense onto a loan.' })
@Allow.inherit()
export class SuspenseAllocation {
  @Field(() => ID, { description: 'The payment, now on the loan.' })
  paymentId: string;

  @Field(() => ID, { description: 'The loan it pays.' })
  loanId: string;

  @Field(() => String, { description: 'The loan number people quote.' })
  loanNumber(): string {
    return loanNumber(this.loanId);
  }

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  amount: number;

  @Field(() => String, { description: 'The receipt issued for it.' })
  receiptNumber: string;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas the loan could not take, kept as the borrower’s credit balance.' })
  unallocated: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas still owed on the loan after it.' })
  balanceAfter: number;
}

@ObjectType({ description: 'Money held in suspense that was sent back.' })
@Allow.inherit()
export class SuspenseRefund {
  @Field(() => ID, { description: 'The payment, now refunded.' })
  paymentId: string;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  amount: number;

  @Field(() => String, { description: 'The reference of the transfer out.' })
  reference: string;
}

@ObjectType({ description: 'An allocation from suspense: applied now (allocation), or waiting for a second person (approvalRequest).' })
@Allow.inherit()
export class SuspenseAllocationOutcome {
  @Field(() => SuspenseAllocation, { nullable: true, description: 'The allocation, when it was applied at once (at or below approvals.suspense_allocation_threshold).' })
  allocation: SuspenseAllocation | null;

  @Field(() => ApprovalRequest, { nullable: true, description: 'The request a second person must approve, when the amount is above the threshold.' })
  approvalRequest: ApprovalRequest | null;
}

@ObjectType({ description: 'A refund from suspense: always waits for a second person (approvalRequest); refund is set once applied.' })
@Allow.inherit()
export class SuspenseRefundOutcome {
  @Field(() => SuspenseRefund, { nullable: true, description: 'The refund, when it was applied at once.' })
  refund: SuspenseRefund | null;

  @Field(() => ApprovalRequest, { nullable: true, description: 'The request a second person must approve.' })
  approvalRequest: ApprovalRequest | null;
}

@InputType({ description: 'Which loan takes money held in suspense.' })
export class AllocateSuspensePaymentInput {
  @Field(() => ID, { description: 'The payment held in suspense.' })
  @Length(1, 100)
  paymentId: string;

  @Field(() => ID, { description: 'A running (or written-off) loan; its customer becomes the payment’s owner.' })
  @Length(1, 100)
  loanId: string;

  @Field(() => String, { nullable: true, description: 'Why this loan (how the payer was matched), at most 500 characters; audited.' })
  @IsOptional()
  @MaxLength(500, { message: 'The note must be at most 500 characters.' })
  note?: string | null;
}

@InputType({ description: 'Money held in suspense sent back to its payer.' })
export class RefundSuspensePaymentInput {
  @Field(() => ID, { description: 'The payment held in suspense.' })
  @Length(1, 100)
  paymentId: string;

  @Field(() => String, { description: 'The reference of the transfer that sent it back (3 to 100 characters).' })
  @Length(3, 100, { message: 'The refund reference must be 3 to 100 characters.' })
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, { message: 'The reference may contain letters, digits, spaces and . _ / - only.' })
  reference: string;

  @Field(() => String, { description: 'Why it is sent back (3 to 500 characters); the customer reads it.' })
  @Length(3, 500, { message: 'The reason must be 3 to 500 characters.' })
  reason: string;
}
