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

registerEnumType(PaymentMethodEnum, {
  name: 'PaymentMethod',
  description: 'Mobile money networks, card, bank transfer or cash.',
  valuesConfig: {
    mtn_momo: { description: 'MTN Mobile Money.' },
    telecel_cash: { description: 'Telecel Cash (mobile money).' },
    airteltigo_money: { description: 'AirtelTigo Money (mobile money).' },
    card: { description: 'A debit or credit card, entered on the provider’s hosted card page (never on ours).' },
    bank_transfer: { description: 'A bank transfer; recorded by staff only.' },
    cash: { description: 'Cash paid in; recorded by staff only.' },
  } satisfies Record<keyof typeof PaymentMethodEnum, { description: string }>,
});
registerEnumType(PaymentStatusEnum, {
  name: 'PaymentStatus',
  description:
    'pending until the provider answers; successful and failed are final; abandoned (the payer never completed it) and expired (no answer within 24 hours) are not: a success that arrives later is still credited. reversed: a successful payment that was later given back.',
  valuesConfig: {
    pending: { description: 'Started; waiting for the provider to confirm or refuse it.' },
    awaiting_approval: {
      description: 'Recorded by staff as received (above approvals.manual_payment_threshold, or dated before today) and waiting for a second person: not yet applied to the loan, no receipt. Approved: successful, applied as of the day received; declined or cancelled: removed.',
    },
    successful: { description: 'The money arrived and was applied to the loan, with a receipt. Staff may still reverse it.' },
    failed: {
      description: 'The provider reported that the payment failed (failureReason says why): final for the payer, but money the provider later reports as taken is still credited.',
    },
    abandoned: { description: 'The payer never completed it; a success the provider reports later is still credited.' },
    expired: { description: 'The provider still called it pending 24 hours after it started, so it was given up; a success reported later is still credited.' },
    reversed: { description: 'Was successful, then given back by staff: its allocation to the loan is undone and a reversal record shows the amount going back.' },
    refunded: { description: 'Arrived with no loan to take it (held in suspense) and was sent back by staff: refundReference names the transfer out.' },
  } satisfies Record<keyof typeof PaymentStatusEnum, { description: string }>,
});
registerEnumType(PaymentKindEnum, {
  name: 'PaymentKind',
  description: 'payment brings money in; reversal gives a payment’s amount back; refund pays out a credit balance.',
  valuesConfig: {
    payment: { description: 'Money coming in, online through the provider or recorded by staff.' },
    reversal: { description: 'The record of a successful payment given back: the same amount, a negative signedAmount, and reversalOf naming the payment.' },
    refund: { description: 'A credit balance paid out to the customer.' },
  } satisfies Record<keyof typeof PaymentKindEnum, { description: string }>,
});
registerEnumType(PrepaymentChoiceEnum, {
  name: 'PrepaymentChoice',
  description: 'How principal paid off early re-draws the schedule: shorten (same instalment, fewer instalments) or lower_instalment (same end date, lower instalments).',
  valuesConfig: {
    shorten: { description: 'The instalment stays the same; the loan ends sooner, with fewer instalments.' },
    lower_instalment: { description: 'The end date stays the same; the remaining instalments are lower.' },
  } satisfies Record<keyof typeof PrepaymentChoiceEnum, { description: string }>,
});

@ObjectType({ description: 'The customer a payment belongs to.' })
@Allow.inherit()
export class PaymentCustomer extends PersonFields {}

@ObjectType({ description: 'How one instalment was paid by a payment, in pesewas.' })
@Allow.inherit()
export class ReceiptAllocation {
  @Field(() => Int, { description: 'The instalment number (1 is the first).' })
  number: number;

  @Field(() => Int, { description: 'Pesewas of penalty paid on this instalment.' })
  penalty: number;

  @Field(() => Int, { description: 'Pesewas of fees paid on this instalment.' })
  fee: number;

  @Field(() => Int, { description: 'Pesewas of interest paid on this instalment.' })
  interest: number;

  @Field(() => Int, { description: 'Pesewas of principal paid on this instalment.' })
  principal: number;
}

@ObjectType({ description: 'Proof of a successful payment: its number, amount, how it was allocated and the balance after it.' })
@Allow.inherit()
export class Receipt {
  @Field(() => ID, { description: 'The receipt id.' })
  id: string;

  userId: string;

  @Field(() => ID, { description: 'The payment it was issued for (one receipt per payment).' })
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

  @Field(() => String, { nullable: true, description: 'Recorded by staff: the day the money was received (YYYY-MM-DD); it was applied as of that day.' })
  receivedOn: string | null;

  @Field(() => String, { nullable: true, description: 'Recorded by staff: the name of the teller who took the money ("Received by").' })
  receivedBy: string | null;

  @Field(() => String, { nullable: true, description: 'Recorded by staff: the branch where the money was taken.' })
  branch: string | null;

  @Field(() => String, { nullable: true, description: 'Recorded by staff: who handed the money over.' })
  depositorName: string | null;

  @Field(() => String, { nullable: true, description: 'Recorded by staff: the depositor’s phone (+233…).' })
  depositorPhone: string | null;

  @Field(() => Date, { description: 'When it was issued, as the payment was applied to the loan.' })
  issuedAt: Date;
}

// Field rules repeat the owner-or-staff check so a Payment nested elsewhere stays private.
@ObjectType({ description: 'A payment: online through a provider, recorded by staff, or a reversal record.' })
@Allow.inherit()
export class Payment {
  @Field(() => ID, { description: 'The payment id.' })
  id: string;

  userId: string;

  @Field(() => PaymentKindEnum, { description: 'A payment, a reversal record or a refund.' })
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

  @Field(() => PaymentMethodEnum, { description: 'How the money was paid; a reversal record has the method of the payment it gives back.' })
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'The provider’s or receipt’s reference (unique).' })
  @Allow.ownerOr('viewAllPayments')
  providerReference: string | null;

  @Field(() => PaymentStatusEnum, { description: 'Where the payment stands; a reversal record is successful.' })
  status: PaymentStatus;

  @Field(() => String, { nullable: true, description: 'Staff note; for a reversal, its reason.' })
  @Allow.ownerOr('viewAllPayments')
  note: string | null;

  @Field(() => ID, { nullable: true, description: 'The staff member who recorded it by hand.' })
  @Allow.permission('viewAllPayments')
  recordedBy: string | null;

  @Field(() => ID, { nullable: true, description: 'For a reversal: the payment it gives back.' })
  reversalOf: string | null;

  @Field(() => PaymentCustomer, { description: 'The customer the payment belongs to (the owner or viewAllPayments).' })
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

  @Field(() => String, { nullable: true, description: 'Recorded by staff: the day the money was received (YYYY-MM-DD).' })
  @Allow.ownerOr('viewAllPayments')
  receivedOn: string | null;

  @Field(() => ID, { nullable: true, description: 'Recorded by staff: the teller who took the money.' })
  @Allow.permission('viewAllPayments')
  tellerId: string | null;

  @Field(() => String, { nullable: true, description: 'Recorded by staff: the branch where the money was taken.' })
  @Allow.ownerOr('viewAllPayments')
  branch: string | null;

  @Field(() => String, { nullable: true, description: 'Recorded by staff: who handed the money over.' })
  @Allow.ownerOr('viewAllPayments')
  depositorName: string | null;

  @Field(() => String, { nullable: true, description: 'Recorded by staff: the depositor’s phone (+233…).' })
  @Allow.ownerOr('viewAllPayments')
  depositorPhone: string | null;

  @Field(() => String, { nullable: true, description: 'Why the money waits (or waited) in suspense: an unknown reference, or the loan it named could not take it.' })
  @Allow.permission('viewAllPayments')
  suspenseReason: string | null;

  @Field(() => Boolean, { description: 'True while the money has arrived with no loan: it waits in the suspense queue to be allocated or refunded.' })
  @Allow.ownerOr('viewAllPayments')
  inSuspense(): boolean {
    return this.kind === 'payment' && this.status === 'successful' && this.loanId === null;
  }

  @Field(() => String, { nullable: true, description: 'For a refunded payment: the reference of the transfer that sent it back.' })
  @Allow.ownerOr('viewAllPayments')
  refundReference: string | null;

  @Field(() => String, { nullable: true, description: 'For a refunded payment: why it was sent back.' })
  @Allow.ownerOr('viewAllPayments')
  refundReason: string | null;

  @Field(() => Date, { nullable: true, description: 'For a refunded payment: when it was sent back.' })
  @Allow.ownerOr('viewAllPayments')
  refundedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why an online payment failed, in the provider’s words.' })
  @Allow.ownerOr('viewAllPayments')
  failureReason: string | null;

  @Field(() => Receipt, { nullable: true, description: 'Issued when a payment succeeds (online or recorded by staff).' })
  @Allow.ownerOr('viewAllPayments')
  receipt: Receipt | null;

  @Field(() => Date, { description: 'When the payment was started or recorded.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it last changed (for example its status).' })
  updatedAt: Date;
}

@ObjectType({ description: 'A page of payments.' })
export class PaymentConnection extends Connection(Payment) {}

@ObjectType({ description: 'The payments of the period in one status.' })
@Allow.inherit()
export class PaymentStatusTotal {
  @Field(() => PaymentStatusEnum, { description: 'The status.' })
  status: PaymentStatus;

  @Field(() => Int, { description: 'Payments in this status.' })
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas.' })
  amount: number;
}

@ObjectType({ description: 'The payments of the period made with one method.' })
@Allow.inherit()
export class PaymentMethodTotal {
  @Field(() => PaymentMethodEnum, { description: 'The method.' })
  method: PaymentMethod;

  @Field(() => Int, { description: 'Payments made with this method, in any status.' })
  count: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas, in any status.' })
  amount: number;

  @Field(() => Int, { description: 'Payments made with this method that succeeded (status successful).' })
  successfulCount: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas collected (status successful).' })
  successfulAmount: number;
}

@ObjectType({ description: 'Payments created in [from, to); reversal records are left out (their payment counts as reversed).' })
@Allow.inherit()
export class PaymentStats {
  @Field(() => Date, { description: 'Start of the period (inclusive), as asked.' })
  from: Date;

  @Field(() => Date, { description: 'End of the period (exclusive), as asked.' })
  to: Date;

  @Field(() => Int, { description: 'Payments created in the period, in any status.' })
  count: number;

  @Field(() => GraphQLSafeInt, {
    description:
      'Pesewas collected and kept: the successful payments of the period (reversed and refunded ones are not), including money still held in suspense. The one "collected" figure every dashboard shows.',
  })
  collectedAmount: number;

  @Field(() => GraphQLSafeInt, { description: 'Pesewas of collectedAmount still held in suspense (arrived with no loan; see suspenseQueue).' })
  inSuspenseAmount: number;

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
  valuesConfig: {
    redirect: { description: 'Open url in the browser: the provider’s card page, or the test checkout page in test mode.' },
    await_prompt: { description: 'Approve the mobile-money prompt sent to the payer’s phone; url is null.' },
  } satisfies Record<keyof typeof NextActionKindEnum, { description: string }>,
});

@ObjectType({ description: 'What the payer does next to finish a payment.' })
@Allow.inherit()
export class PaymentNextAction {
  @Field(() => NextActionKindEnum, { description: 'Open a page or approve a prompt.' })
  kind: 'redirect' | 'await_prompt';

  @Field(() => String, { nullable: true, description: 'The page to open for redirect; null for await_prompt.' })
  url: string | null;

  @Field(() => String, { description: 'What to show the payer; for mobile money, the provider’s own words when it gives them.' })
  displayText: string;
}

@ObjectType({ description: 'A started payment (pending until the provider confirms) and what the payer does next.' })
@Allow.inherit()
export class PaymentInitiation {
  @Field(() => Payment, { description: 'The payment, pending until the provider confirms it.' })
  payment: Payment;

  @Field(() => PaymentNextAction, { description: 'What the payer does next to finish it.' })
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
