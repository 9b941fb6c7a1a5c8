import { GraphQLSafeInt } from 'graphql-scalars';
import { loanNumber } from '../loans/loan.statement.js';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { PersonFields } from '../../graphql/person.js';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PREPAYMENT_CHOICES,
  type PaymentKind,
  type PaymentMethod,
  type PaymentStatus,
  type PrepaymentChoice,
} from './payment.table.js';

function asEnum<T extends string>(values: readonly T[]): Record<T, T> {
  return Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;
}

export const PaymentMethodEnum = asEnum(PAYMENT_METHODS);
export const PaymentStatusEnum = asEnum(PAYMENT_STATUSES);
export const PaymentKindEnum = asEnum(PAYMENT_KINDS);
export const PrepaymentChoiceEnum = asEnum(PREPAYMENT_CHOICES);

registerEnumType(PaymentMethodEnum, { name: 'PaymentMethod', description: 'Mobile money networks, card, bank transfer or cash.' });
registerEnumType(PaymentStatusEnum, {
  name: 'PaymentStatus',
  description:
    'pending until the provider answers; successful and failed are final; abandoned (the payer never completed it) and expired (no answer within 24 hours) are not: a success that arrives later is still credited. reversed: a successful payment that was later given back.',
});
registerEnumType(PaymentKindEnum, { name: 'PaymentKind', description: 'payment brings money in; reversal gives a payment’s amount back; refund pays out a credit balance.' });
registerEnumType(PrepaymentChoiceEnum, {
  name: 'PrepaymentChoice',
  description: 'How principal paid off early re-draws the schedule: shorten (same instalment, fewer instalments) or lower_instalment (same end date, lower instalments).',
});

@ObjectType({ description: 'The customer a payment belongs to.' })
@Allow.inherit()
export class PaymentCustomer extends PersonFields {}

@ObjectType({ description: 'How one instalment was paid by a payment, in pesewas.' })
@Allow.inherit()
export class ReceiptAllocation {
  @Field(() => Int, { description: 'The instalment number (1 is the first).' })
  number: number;

  @Field(() => Int)
  penalty: number;

  @Field(() => Int)
  fee: number;

  @Field(() => Int)
  interest: number;

  @Field(() => Int)
  principal: number;
}

@ObjectType({ description: 'Proof of a successful payment: its number, amount, how it was allocated and the balance after it.' })
@Allow.inherit()
export class Receipt {
  @Field(() => ID)
  id: string;

  userId: string;

  @Field(() => ID)
  paymentId: string;

  @Field(() => String, { description: 'Human reference, e.g. RCP-2026-000123.' })
  number: string;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  amount: number;

  @Field(() => [ReceiptAllocation], { description: 'Oldest instalment first: penalty, then fee, interest, principal.' })
  allocation: ReceiptAllocation[];

  @Field(() => GraphQLSafeInt, { description: 'Pesewas of principal paid ahead of the schedule (a new schedule was written).' })
  prepaid: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas the loan could not absorb, kept as the borrower’s credit balance.' })
  unallocated: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas still owed on the loan after this payment.' })
  balanceAfter: number;

  @Field(() => Date)
  issuedAt: Date;
}

// Field rules repeat the owner-or-staff check so a Payment nested elsewhere stays private.
@ObjectType({ description: 'A payment: online through a provider, recorded by staff, or a reversal record.' })
@Allow.inherit()
export class Payment {
  @Field(() => ID)
  id: string;

  userId: string;

  @Field(() => PaymentKindEnum)
  kind: PaymentKind;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas, always positive; see signedAmount for the effect.' })
  @Allow.ownerOr('viewAllPayments')
  amount: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas: positive for a payment, negative for a reversal.' })
  @Allow.ownerOr('viewAllPayments')
  signedAmount(): number {
    return this.kind === 'reversal' ? -this.amount : this.amount;
  }

  @Field(() => String, { nullable: true, description: 'The loan number people quote (LN- and 8 characters), when the payment is on a loan.' })
  @Allow.ownerOr('viewAllPayments')
  loanNumber(): string | null {
    return this.loanId ? loanNumber(this.loanId) : null;
  }

  @Field(() => PaymentMethodEnum)
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'The provider’s or receipt’s reference (unique).' })
  @Allow.ownerOr('viewAllPayments')
  providerReference: string | null;

  @Field(() => PaymentStatusEnum)
  status: PaymentStatus;

  @Field(() => String, { nullable: true, description: 'Staff note; for a reversal, its reason.' })
  @Allow.ownerOr('viewAllPayments')
  note: string | null;

  @Field(() => ID, { nullable: true, description: 'The staff member who recorded it by hand.' })
  @Allow.permission('viewAllPayments')
  recordedBy: string | null;

  @Field(() => ID, { nullable: true, description: 'For a reversal: the payment it gives back.' })
  reversalOf: string | null;

  @Field(() => PaymentCustomer)
  @Allow.ownerOr('viewAllPayments')
  customer: PaymentCustomer;

  @Field(() => ID, { nullable: true, description: 'The loan the payment pays into.' })
  @Allow.ownerOr('viewAllPayments')
  loanId: string | null;

  @Field(() => PrepaymentChoiceEnum, { nullable: true, description: 'Null: money beyond what was due covered the next instalments; set: the borrower paid off principal early this way.' })
  @Allow.ownerOr('viewAllPayments')
  prepayment: PrepaymentChoice | null;

  @Field(() => String, { nullable: true, description: 'The mobile-money number that was prompted.' })
  @Allow.ownerOr('viewAllPayments')
  payerPhone: string | null;

  @Field(() => Date, { nullable: true, description: 'When the payment succeeded or finally failed.' })
  settledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why an online payment failed, in the provider’s words.' })
  @Allow.ownerOr('viewAllPayments')
  failureReason: string | null;

  @Field(() => Receipt, { nullable: true, description: 'Issued when a payment succeeds (online or recorded by staff).' })
  @Allow.ownerOr('viewAllPayments')
  receipt: Receipt | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType()
export class PaymentConnection extends Connection(Payment) {}

@ObjectType()
@Allow.inherit()
export class PaymentStatusTotal {
  @Field(() => PaymentStatusEnum)
  status: PaymentStatus;

  @Field(() => Int)
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  amount: number;
}

@ObjectType()
@Allow.inherit()
export class PaymentMethodTotal {
  @Field(() => PaymentMethodEnum)
  method: PaymentMethod;

  @Field(() => Int, { description: 'Payments made with this method, in any status.' })
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas, in any status.' })
  amount: number;

  @Field(() => Int)
  successfulCount: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas collected (status successful).' })
  successfulAmount: number;
}

@ObjectType({ description: 'Payments created in [from, to); reversal records are left out (their payment counts as reversed).' })
@Allow.inherit()
export class PaymentStats {
  @Field(() => Date)
  from: Date;

  @Field(() => Date)
  to: Date;

  @Field(() => Int)
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas collected and kept: the successful payments.' })
  collectedAmount: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'Basis points of payments with an outcome (successful, reversed, failed, abandoned or expired) that went through (successful or later reversed); null when none.',
  })
  successRateBp: number | null;

  @Field(() => [PaymentStatusTotal], { description: 'Every status, zero when none.' })
  byStatus: PaymentStatusTotal[];

  @Field(() => [PaymentMethodTotal], { description: 'Every method, zero when none.' })
  byMethod: PaymentMethodTotal[];
}

export const NextActionKindEnum = asEnum(['redirect', 'await_prompt'] as const);
registerEnumType(NextActionKindEnum, {
  name: 'PaymentNextActionKind',
  description: 'redirect: open `url` (test checkout or card page); await_prompt: approve the prompt on your phone.',
});

@ObjectType({ description: 'What the payer does next to finish a payment.' })
@Allow.inherit()
export class PaymentNextAction {
  @Field(() => NextActionKindEnum)
  kind: 'redirect' | 'await_prompt';

  @Field(() => String, { nullable: true })
  url: string | null;

  @Field(() => String)
  displayText: string;
}

@ObjectType({ description: 'A started payment (pending until the provider confirms) and what the payer does next.' })
@Allow.inherit()
export class PaymentInitiation {
  @Field(() => Payment)
  payment: Payment;

  @Field(() => PaymentNextAction)
  nextAction: PaymentNextAction;
}

@ObjectType({ description: 'The amounts the pay screen offers for a loan, in pesewas.' })
@Allow.inherit()
export class PayableAmounts {
  @Field(() => GraphQLSafeInt, { description: 'The next instalment still due.' })
  nextInstalment: number;

  @Field(() => GraphQLSafeInt, { description: 'Everything overdue, penalties included.' })
  overdue: number;

  @Field(() => GraphQLSafeInt, {
    description: 'Today’s early-settlement amount: what closes the loan today (principal, interest only to today, anything overdue, the capped fee); never future interest.',
  })
  outstanding: number;
}
