import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { PersonFields } from '../../graphql/person.js';
import { Allow } from '../../graphql/rules.js';
import { CreditQuote, ScheduleRow } from '../quotes/quote.type.js';
import { LOAN_SOURCES, LOAN_STATUSES, type LoanSource, type LoanStatus } from './loan.table.js';

export const LoanStatusEnum = Object.fromEntries(LOAN_STATUSES.map((value) => [value, value])) as Record<LoanStatus, LoanStatus>;
export const LoanSourceEnum = Object.fromEntries(LOAN_SOURCES.map((value) => [value, value])) as Record<LoanSource, LoanSource>;
export const ArrearsBucketEnum = { days_1_30: '1-30', days_31_60: '31-60', days_61_90: '61-90', days_90_plus: '90+' } as const;
export const LOAN_SORTS = [
  'newest',
  'outstanding_desc',
  'outstanding_asc',
  'days_past_due_desc',
  'days_past_due_asc',
  'next_due_asc',
  'next_due_desc',
] as const;
export type LoanSort = (typeof LOAN_SORTS)[number];
export const LoanSortEnum = Object.fromEntries(LOAN_SORTS.map((value) => [value, value])) as Record<LoanSort, LoanSort>;
registerEnumType(LoanSortEnum, {
  name: 'LoanSort',
  description: 'Order of the staff loans list: newest first, or by amount outstanding, days past due or next due date (ties by id).',
  valuesConfig: {
    newest: { description: 'Newest loan first (the default).' },
    outstanding_desc: { description: 'Most still owed on the schedule first.' },
    outstanding_asc: { description: 'Least still owed on the schedule first.' },
    days_past_due_desc: { description: 'Most days past due first (loans within their grace days count as 0).' },
    days_past_due_asc: { description: 'Fewest days past due first.' },
    next_due_asc: { description: 'Earliest due date of the oldest unpaid instalment first; loans with nothing left to pay come last.' },
    next_due_desc: { description: 'Latest due date of the oldest unpaid instalment first; loans with nothing left to pay come last.' },
  } satisfies Record<keyof typeof LoanSortEnum, { description: string }>,
});
registerEnumType(LoanStatusEnum, {
  name: 'LoanStatus',
  description: 'awaiting_disbursement (approved, not started), active, in_arrears, paid_off, written_off, cancelled (a BNPL order cancelled before dispatch: nothing owed).',
  valuesConfig: {
    awaiting_disbursement: {
      description:
        'Approved but not started: waiting for the borrower to sign the credit agreement and, unless the loan pays for a shop order, for finance to pay the money out. Nothing is owed yet.',
    },
    active: { description: 'Running, with nothing unpaid past its grace days.' },
    in_arrears: { description: 'Running, with an instalment unpaid past its grace days.' },
    paid_off: { description: 'Everything owed is paid (on schedule or settled early); money arriving later is held as credit balance.' },
    written_off: { description: 'Written off as not recoverable; money received afterwards is recorded as recoveries.' },
    cancelled: { description: 'The shop order it paid for was cancelled before dispatch: nothing is owed.' },
  } satisfies Record<keyof typeof LoanStatusEnum, { description: string }>,
});
registerEnumType(LoanSourceEnum, {
  name: 'LoanSource',
  description: 'How the loan came about: from an application or from a shop order (the product field names the credit product).',
  valuesConfig: {
    rent: { description: 'From an application: rent assistance, school fees or any other product applied for.' },
    bnpl: { description: 'From a Buy Now Pay Later shop order.' },
  } satisfies Record<keyof typeof LoanSourceEnum, { description: string }>,
});
registerEnumType(ArrearsBucketEnum, {
  name: 'ArrearsBucket',
  description: 'Days past due of the oldest unpaid instalment.',
  valuesConfig: {
    days_1_30: { description: '1 to 30 days past due (past the grace days).' },
    days_31_60: { description: '31 to 60 days past due.' },
    days_61_90: { description: '61 to 90 days past due.' },
    days_90_plus: { description: 'More than 90 days past due.' },
  } satisfies Record<keyof typeof ArrearsBucketEnum, { description: string }>,
});

@ObjectType({ description: 'One instalment: what the schedule asks, what the ledger says was charged and paid (pesewas).' })
@Allow.inherit()
export class LoanInstalment {
  @Field(() => Int, { description: 'The instalment number, from 1 in due order.' })
  number: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate: string;

  @Field(() => GraphQLSafeInt, { description: 'Principal the instalment asks for, in pesewas.' })
  principalDue: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest it asks for, in pesewas (less any interest given back on early settlement).' })
  interestDue: number;

  @Field(() => GraphQLSafeInt, { description: 'Fees it asks for, in pesewas (a financed processing fee and any fee charged on it).' })
  feeDue: number;

  @Field(() => GraphQLSafeInt, { description: 'Penalty interest charged on this instalment while overdue.' })
  penaltyDue: number;

  @Field(() => GraphQLSafeInt, { description: 'Principal, interest, fees and penalty interest it asks for, in pesewas.' })
  totalDue: number;

  @Field(() => GraphQLSafeInt, { description: 'Principal paid on it so far, in pesewas.' })
  principalPaid: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest paid on it so far, in pesewas.' })
  interestPaid: number;

  @Field(() => GraphQLSafeInt, { description: 'Fees paid on it so far, in pesewas.' })
  feePaid: number;

  @Field(() => GraphQLSafeInt, { description: 'Penalty interest paid on it so far, in pesewas.' })
  penaltyPaid: number;

  @Field(() => GraphQLSafeInt, { description: 'Everything paid on it so far, in pesewas.' })
  paid: number;

  @Field(() => GraphQLSafeInt, { description: 'What it still asks for, in pesewas (0 once paid).' })
  outstanding: number;

  @Field(() => GraphQLSafeInt, { description: 'Still written off on this instalment (0 unless the loan was written off).' })
  writtenOff: number;

  @Field(() => String, { description: 'paid, overdue (past the grace days), due, upcoming, written_off' })
  status: string;
}

@ObjectType({ description: 'The oldest instalment not yet paid in full (it may be overdue).' })
@Allow.inherit()
export class NextInstalment {
  @Field(() => Int, { description: 'The instalment number.' })
  number: number;

  @Field(() => String, { description: 'Its due date, YYYY-MM-DD.' })
  dueDate: string;

  @Field(() => GraphQLSafeInt, { description: 'What is left to pay on it (pesewas).' })
  amountDue: number;
}

@ObjectType({ description: 'How finance paid a loan’s money out, as recorded.' })
@Allow.inherit()
export class Disbursement {
  @Field(() => String, { description: 'How it was paid: bank_transfer, mtn_momo, telecel_cash, airteltigo_money, cash or cheque.' })
  method: string;

  @Field(() => String, { description: 'The bank or mobile-money transfer reference.' })
  reference: string;

  @Field(() => String, { description: 'Who received the money: the landlord, or the payee of the loan’s product (the school, …).' })
  paidTo: string;

  @Field(() => String, { nullable: true, description: 'Finance’s note on the payout; null when none was given.' })
  note: string | null;
}

@ObjectType({ description: 'The borrower, as staff see them on loan and payment screens.' })
@Allow.inherit()
export class LoanCustomer extends PersonFields {
  /** The borrower, for the owner rule on the address fields. */
  userId: string;

  @Field(() => String, { nullable: true, description: '+233…, from the profile; null until given.' })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'From the profile: the borrower, or staff who see user records.' })
  @Allow.ownerOr('viewAllUsers')
  residentialAddress: string | null;

  @Field(() => String, { nullable: true, description: 'GhanaPost GPS code: the borrower, or staff who see user records.' })
  @Allow.ownerOr('viewAllUsers')
  digitalAddress: string | null;

  @Field(() => String, { nullable: true, description: 'From the profile; null until given.' })
  city: string | null;
}

@ObjectType({ description: 'A loan; balances are derived from its schedule and ledger.' })
@Allow.inherit()
export class Loan {
  @Field(() => ID, { description: 'The loan’s id.' })
  id: string;

  userId: string;

  @Field(() => LoanSourceEnum, { description: 'From an application (rent) or from a shop order (bnpl).' })
  source: LoanSource;

  @Field(() => ID, { nullable: true, description: 'The application the loan came from; null for a shop order’s loan.' })
  applicationId: string | null;

  @Field(() => ID, { nullable: true, description: 'The shop order the loan pays for; null for a loan from an application.' })
  orderId: string | null;

  @Field(() => LoanStatusEnum, { description: 'Where the loan stands.' })
  status: LoanStatus;

  @Field(() => LoanCustomer, { description: 'The borrower: the borrower themselves, or staff who see payments or applications.' })
  @Allow.ownerOr('viewAllPayments', 'viewAllApplications')
  customer: LoanCustomer;

  @Field(() => GraphQLSafeInt, { description: 'The amount lent, in pesewas.' })
  principal: number;

  @Field(() => Int, { description: 'The term: the number of monthly instalments.' })
  months: number;

  @Field(() => Int, { description: 'The monthly interest rate in basis points (100 = 1%), fixed for the term.' })
  monthlyRateBp: number;

  @Field(() => String, { description: 'How interest is worked out: reducing_balance or flat.' })
  method: string;

  @Field(() => GraphQLSafeInt, { description: 'The processing fee in pesewas, paid upfront or financed into the first instalment.' })
  processingFee: number;

  @Field(() => String, { nullable: true, description: 'First due date (YYYY-MM-DD); null until disbursed.' })
  startDate: string | null;

  @Field(() => Date, { nullable: true, description: 'When the loan started: the money was paid out or, for a shop order, the agreement was signed; null until then.' })
  disbursedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the borrower signed the credit agreement (loans paid out after approval wait for it).' })
  agreementSignedAt: Date | null;

  @Field(() => Disbursement, { nullable: true, description: 'How finance paid the money out; null until then, and for loans that start without a payout (shop orders).' })
  disbursement: Disbursement | null;

  @Field(() => CreditQuote, { description: 'The disclosure the borrower accepted.' })
  disclosure: CreditQuote;

  @Field(() => GraphQLSafeInt, { description: 'Everything the schedule still asks for, in pesewas, interest not yet due included (earlySettlementQuote gives what closes the loan today).' })
  outstandingBalance: number;

  @Field(() => NextInstalment, { nullable: true, description: 'The oldest instalment not yet paid in full; null when nothing is left to pay or the schedule has not started.' })
  nextInstalment: NextInstalment | null;

  @Field(() => GraphQLSafeInt, { description: 'Owed on instalments past their grace days.' })
  amountOverdue: number;

  @Field(() => Int, { description: 'Days since the due date of the oldest unpaid instalment once it is past the grace days; 0 otherwise.' })
  daysPastDue: number;

  @Field(() => ArrearsBucketEnum, { nullable: true, description: 'The bucket of daysPastDue; null when nothing is past due.' })
  arrearsBucket: string | null;

  @Field(() => Int, { description: 'How many instalments are paid in full.' })
  paidInstalments: number;

  @Field(() => GraphQLSafeInt, { description: 'Written off (principal, interest earned, fees, penalties); 0 unless written off.' })
  writtenOff: number;

  @Field(() => GraphQLSafeInt, { description: 'Received on the loan since it was written off (recoveries).' })
  recovered: number;

  @Field(() => [LoanInstalment], { description: 'The current schedule version with what was charged and paid on each instalment.' })
  schedule: LoanInstalment[];

  @Field(() => String, { description: 'The loan number people quote (LN- and 8 characters).' })
  number: string;

  @Field(() => Int, { description: 'The schedule version in force (1 is the signed schedule; prepayments add versions).' })
  scheduleVersion: number;

  @Field(() => GraphQLSafeInt, { description: 'Money received beyond what was owed, held for the borrower (finance refunds or applies it).' })
  creditBalance: number;

  @Field(() => Date, { description: 'When the loan was created, at approval.' })
  createdAt: Date;
}

@ObjectType({ description: 'A page of loans, in the order asked for.' })
export class LoanConnection extends Connection(Loan) {}

@ObjectType({ description: 'What closes a loan on a given day: outstanding principal, interest only to that day, anything overdue and the capped early-settlement fee (pesewas).' })
@Allow.inherit()
export class SettlementQuote {
  @Field(() => ID, { description: 'The loan quoted.' })
  loanId: string;

  @Field(() => String, { description: 'The settlement day (YYYY-MM-DD).' })
  on: string;

  @Field(() => GraphQLSafeInt, { description: 'principal + interest + fee + penalty.' })
  amount: number;

  @Field(() => GraphQLSafeInt, { description: 'All principal still owed.' })
  principal: number;

  @Field(() => GraphQLSafeInt, { description: 'Overdue interest plus interest of the running period accrued to the day (actual days / 365).' })
  interest: number;

  @Field(() => GraphQLSafeInt, { description: 'Fees still owed plus the early-settlement fee (at most 0.25% of the original principal).' })
  fee: number;

  @Field(() => GraphQLSafeInt, { description: 'Penalties still owed.' })
  penalty: number;

  @Field(() => GraphQLSafeInt, { description: 'The part of the amount already due (instalments due on or before the day).' })
  overdue: number;

  @Field(() => GraphQLSafeInt, { description: 'What each further day of the running period adds.' })
  dailyInterest: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest paid ahead beyond everything still owed: settling on the day gives it back as the borrower’s credit balance (0 when none).' })
  creditDue: number;

  @Field(() => String, { description: 'Paying the amount by this day (20 Ghanaian working days ahead) closes the loan at this figure.' })
  validUntil: string;
}

@ObjectType({ description: 'What one instalment receives from a payment (pesewas).' })
@Allow.inherit()
export class AllocationLine {
  @Field(() => Int, { description: 'The instalment number.' })
  number: number;

  @Field(() => GraphQLSafeInt, { description: 'Penalty interest the payment pays on it, in pesewas.' })
  penalty: number;

  @Field(() => GraphQLSafeInt, { description: 'Fees the payment pays on it, in pesewas.' })
  fee: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest the payment pays on it, in pesewas.' })
  interest: number;

  @Field(() => GraphQLSafeInt, { description: 'Principal the payment pays on it, in pesewas.' })
  principal: number;
}

@ObjectType({ description: 'What a payment puts on one instalment ("covers instalment 2, due 22 Jan").' })
@Allow.inherit()
export class InstalmentCover {
  @Field(() => Int, { description: 'The instalment number.' })
  number: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate: string;

  @Field(() => GraphQLSafeInt, { description: 'What the payment puts on this instalment.' })
  amount: number;

  @Field(() => GraphQLSafeInt, { description: 'What the instalment still asks for afterwards (0: covered).' })
  leftAfter: number;
}

@ObjectType({ description: 'What paying an amount today would do, shown before the borrower confirms.' })
@Allow.inherit()
export class PaymentPreview {
  @Field(() => Boolean, { description: 'True when the amount closes the loan (early settlement).' })
  settles: boolean;

  @Field(() => [InstalmentCover], { description: 'The instalments the payment reaches, in due order, with what is left on each (empty when it settles the loan).' })
  covers: InstalmentCover[];

  @Field(() => GraphQLSafeInt, { description: 'The most principal "pay off principal early" can take today (the instalments after the current one and any already paid into).' })
  prepayablePrincipal: number;

  @Field(() => GraphQLSafeInt, { description: 'What goes to instalments before any principal is paid off early (everything due, the current instalment, rows already paid into).' })
  paidBeforePrepayment: number;

  @Field(() => [AllocationLine], { description: 'What each instalment receives: overdue first, then the next instalments in due order.' })
  allocation: AllocationLine[];

  @Field(() => GraphQLSafeInt, { description: 'Principal paid ahead of the schedule.' })
  prepaid: number;

  @Field(() => GraphQLSafeInt, { description: 'More than the loan can take (it would be refused online).' })
  unallocated: number;

  @Field(() => GraphQLSafeInt, { description: 'Interest the borrower no longer pays.' })
  interestSaved: number;

  @Field(() => [ScheduleRow], { description: 'The schedule after the payment.' })
  schedule: ScheduleRow[];
}

@ObjectType({ description: 'One instalment of a schedule version on a statement.' })
@Allow.inherit()
export class StatementInstalment extends ScheduleRow {
  @Field(() => GraphQLSafeInt, { description: 'Penalty interest charged on it, in pesewas (0 on earlier versions).' })
  penalty: number;

  @Field(() => GraphQLSafeInt, { description: 'Paid on it so far, in pesewas (0 on earlier versions).' })
  paid: number;

  @Field(() => GraphQLSafeInt, { description: 'What it still asks for, in pesewas (0 on earlier versions).' })
  outstanding: number;

  @Field(() => String, { description: 'paid, overdue, due, upcoming (earlier versions show upcoming: they are history).' })
  status: string;
}

@ObjectType({ description: 'A version of a loan’s schedule: 1 is the signed one; prepayments and corrections add versions.' })
@Allow.inherit()
export class ScheduleVersion {
  @Field(() => Int, { description: 'The version number: 1 is the signed schedule.' })
  version: number;

  @Field(() => String, { description: 'original, prepayment_shorten, prepayment_lower, settlement, reallocation, cancellation, restructure' })
  reason: string;

  @Field(() => String, { description: 'The day the version took effect, YYYY-MM-DD.' })
  effectiveOn: string;

  @Field(() => [StatementInstalment], { description: 'Its instalments in due order; only the version in force shows what was paid.' })
  instalments: StatementInstalment[];
}

@ObjectType({ description: 'One ledger entry with the running balance (what is owed less credit held).' })
@Allow.inherit()
export class LedgerLine {
  @Field(() => ID, { description: 'The entry’s id.' })
  id: string;

  @Field(() => String, { description: 'The day the entry takes effect, YYYY-MM-DD (payment received, penalty accrued, money paid out).' })
  date: string;

  @Field(() => String, { description: 'disbursement, payment, penalty, fee, rebate, reschedule, reversal, credit, refund, credit_applied, write_off, settlement_credit' })
  kind: string;

  @Field(() => String, { description: 'One line a borrower understands, e.g. "Payment RCP-2026-000012".' })
  description: string;

  @Field(() => GraphQLSafeInt, { description: 'Signed: positive adds to what is owed.' })
  amount: number;

  @Field(() => GraphQLSafeInt, { description: 'What the borrower owes, less any credit held, after this entry, in pesewas (negative: credit held).' })
  balanceAfter: number;

  @Field(() => String, { nullable: true, description: 'The payment or transfer reference; null when the entry has none.' })
  reference: string | null;
}

@ObjectType({ description: 'A loan statement for a date range: schedule versions and every ledger entry with its running balance.' })
@Allow.inherit()
export class LoanStatementView {
  @Field(() => ID, { description: 'The loan.' })
  loanId: string;

  @Field(() => String, { description: 'The loan number (LN- and 8 characters).' })
  number: string;

  @Field(() => String, { description: 'The first day of the statement, YYYY-MM-DD.' })
  from: string;

  @Field(() => String, { description: 'The last day of the statement, YYYY-MM-DD (never after today).' })
  to: string;

  @Field(() => GraphQLSafeInt, { description: 'What was owed, less credit held, before the first day, in pesewas.' })
  openingBalance: number;

  @Field(() => GraphQLSafeInt, { description: 'What was owed, less credit held, after the last entry in the range, in pesewas.' })
  closingBalance: number;

  @Field(() => GraphQLSafeInt, { description: 'Money held for the borrower today, in pesewas.' })
  creditBalance: number;

  @Field(() => [LedgerLine], { description: 'Every ledger entry dated in the range, in the order they were booked.' })
  entries: LedgerLine[];

  @Field(() => [ScheduleVersion], { description: 'Every version of the schedule, oldest first, whatever the range.' })
  scheduleVersions: ScheduleVersion[];
}
