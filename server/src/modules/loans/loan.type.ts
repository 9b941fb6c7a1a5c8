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
registerEnumType(LoanSortEnum, { name: 'LoanSort', description: 'Order of the staff loans list: newest first, or by amount outstanding, days past due or next due date (ties by id).' });
registerEnumType(LoanStatusEnum, { name: 'LoanStatus', description: 'awaiting_disbursement (rent, before the landlord is paid), active, in_arrears, paid_off, written_off, cancelled (a BNPL order cancelled before dispatch: nothing owed).' });
registerEnumType(LoanSourceEnum, { name: 'LoanSource' });
registerEnumType(ArrearsBucketEnum, { name: 'ArrearsBucket', description: 'Days past due of the oldest unpaid instalment.' });

@ObjectType({ description: 'One instalment: what the schedule asks, what the ledger says was charged and paid (pesewas).' })
@Allow.inherit()
export class LoanInstalment {
  @Field(() => Int)
  number: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate: string;

  @Field(() => GraphQLSafeInt)
  principalDue: number;

  @Field(() => GraphQLSafeInt)
  interestDue: number;

  @Field(() => GraphQLSafeInt)
  feeDue: number;

  @Field(() => GraphQLSafeInt, { description: 'Penalty interest charged on this instalment while overdue.' })
  penaltyDue: number;

  @Field(() => GraphQLSafeInt)
  totalDue: number;

  @Field(() => GraphQLSafeInt)
  principalPaid: number;

  @Field(() => GraphQLSafeInt)
  interestPaid: number;

  @Field(() => GraphQLSafeInt)
  feePaid: number;

  @Field(() => GraphQLSafeInt)
  penaltyPaid: number;

  @Field(() => GraphQLSafeInt)
  paid: number;

  @Field(() => GraphQLSafeInt)
  outstanding: number;

  @Field(() => GraphQLSafeInt, { description: 'Still written off on this instalment (0 unless the loan was written off).' })
  writtenOff: number;

  @Field(() => String, { description: 'paid, overdue (past the grace days), due, upcoming, written_off' })
  status: string;
}

@ObjectType()
@Allow.inherit()
export class NextInstalment {
  @Field(() => Int)
  number: number;

  @Field(() => String)
  dueDate: string;

  @Field(() => GraphQLSafeInt, { description: 'What is left to pay on it (pesewas).' })
  amountDue: number;
}

@ObjectType()
@Allow.inherit()
export class Disbursement {
  @Field(() => String)
  method: string;

  @Field(() => String)
  reference: string;

  @Field(() => String)
  paidTo: string;

  @Field(() => String, { nullable: true })
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

  @Field(() => String, { nullable: true })
  city: string | null;
}

@ObjectType({ description: 'A loan; balances are derived from its schedule and ledger.' })
@Allow.inherit()
export class Loan {
  @Field(() => ID)
  id: string;

  userId: string;

  @Field(() => LoanSourceEnum)
  source: LoanSource;

  @Field(() => ID, { nullable: true })
  applicationId: string | null;

  @Field(() => ID, { nullable: true })
  orderId: string | null;

  @Field(() => LoanStatusEnum)
  status: LoanStatus;

  @Field(() => LoanCustomer, { description: 'The borrower: the borrower themselves, or staff who see payments or applications.' })
  @Allow.ownerOr('viewAllPayments', 'viewAllApplications')
  customer: LoanCustomer;

  @Field(() => GraphQLSafeInt)
  principal: number;

  @Field(() => Int)
  months: number;

  @Field(() => Int)
  monthlyRateBp: number;

  @Field(() => String)
  method: string;

  @Field(() => GraphQLSafeInt)
  processingFee: number;

  @Field(() => String, { nullable: true, description: 'First due date (YYYY-MM-DD); null until disbursed.' })
  startDate: string | null;

  @Field(() => Date, { nullable: true })
  disbursedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the borrower signed the credit agreement (loans paid out after approval wait for it).' })
  agreementSignedAt: Date | null;

  @Field(() => Disbursement, { nullable: true })
  disbursement: Disbursement | null;

  @Field(() => CreditQuote, { description: 'The disclosure the borrower accepted.' })
  disclosure: CreditQuote;

  @Field(() => GraphQLSafeInt)
  outstandingBalance: number;

  @Field(() => NextInstalment, { nullable: true })
  nextInstalment: NextInstalment | null;

  @Field(() => GraphQLSafeInt, { description: 'Owed on instalments past their grace days.' })
  amountOverdue: number;

  @Field(() => Int)
  daysPastDue: number;

  @Field(() => ArrearsBucketEnum, { nullable: true })
  arrearsBucket: string | null;

  @Field(() => Int)
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

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType()
export class LoanConnection extends Connection(Loan) {}

@ObjectType({ description: 'What closes a loan on a given day: outstanding principal, interest only to that day, anything overdue and the capped early-settlement fee (pesewas).' })
@Allow.inherit()
export class SettlementQuote {
  @Field(() => ID)
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

  @Field(() => String, { description: 'Paying the amount by this day (20 Ghanaian working days ahead) closes the loan at this figure.' })
  validUntil: string;
}

@ObjectType({ description: 'What one instalment receives from a payment (pesewas).' })
@Allow.inherit()
export class AllocationLine {
  @Field(() => Int)
  number: number;

  @Field(() => GraphQLSafeInt)
  penalty: number;

  @Field(() => GraphQLSafeInt)
  fee: number;

  @Field(() => GraphQLSafeInt)
  interest: number;

  @Field(() => GraphQLSafeInt)
  principal: number;
}

@ObjectType({ description: 'What a payment puts on one instalment ("covers instalment 2, due 22 Jan").' })
@Allow.inherit()
export class InstalmentCover {
  @Field(() => Int)
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
  @Field(() => GraphQLSafeInt)
  penalty: number;

  @Field(() => GraphQLSafeInt)
  paid: number;

  @Field(() => GraphQLSafeInt)
  outstanding: number;

  @Field(() => String, { description: 'paid, overdue, due, upcoming (earlier versions show upcoming: they are history).' })
  status: string;
}

@ObjectType({ description: 'A version of a loan’s schedule: 1 is the signed one; prepayments and corrections add versions.' })
@Allow.inherit()
export class ScheduleVersion {
  @Field(() => Int)
  version: number;

  @Field(() => String, { description: 'original, prepayment_shorten, prepayment_lower, settlement, reallocation' })
  reason: string;

  @Field(() => String)
  effectiveOn: string;

  @Field(() => [StatementInstalment])
  instalments: StatementInstalment[];
}

@ObjectType({ description: 'One ledger entry with the running balance (what is owed less credit held).' })
@Allow.inherit()
export class LedgerLine {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  date: string;

  @Field(() => String, { description: 'disbursement, payment, penalty, fee, rebate, reschedule, reversal, credit, refund, credit_applied, write_off' })
  kind: string;

  @Field(() => String)
  description: string;

  @Field(() => GraphQLSafeInt, { description: 'Signed: positive adds to what is owed.' })
  amount: number;

  @Field(() => GraphQLSafeInt)
  balanceAfter: number;

  @Field(() => String, { nullable: true })
  reference: string | null;
}

@ObjectType({ description: 'A loan statement for a date range: schedule versions and every ledger entry with its running balance.' })
@Allow.inherit()
export class LoanStatementView {
  @Field(() => ID)
  loanId: string;

  @Field(() => String)
  number: string;

  @Field(() => String)
  from: string;

  @Field(() => String)
  to: string;

  @Field(() => GraphQLSafeInt)
  openingBalance: number;

  @Field(() => GraphQLSafeInt)
  closingBalance: number;

  @Field(() => GraphQLSafeInt)
  creditBalance: number;

  @Field(() => [LedgerLine])
  entries: LedgerLine[];

  @Field(() => [ScheduleVersion])
  scheduleVersions: ScheduleVersion[];
}
