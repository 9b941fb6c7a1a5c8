import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { PersonFields } from '../../graphql/person.js';
import { Allow } from '../../graphql/rules.js';
import { CreditQuote } from '../quotes/quote.type.js';
import { LOAN_SOURCES, LOAN_STATUSES, type LoanSource, type LoanStatus } from './loan.table.js';

export const LoanStatusEnum = Object.fromEntries(LOAN_STATUSES.map((value) => [value, value])) as Record<LoanStatus, LoanStatus>;
export const LoanSourceEnum = Object.fromEntries(LOAN_SOURCES.map((value) => [value, value])) as Record<LoanSource, LoanSource>;
export const ArrearsBucketEnum = { days_1_30: '1-30', days_31_60: '31-60', days_61_90: '61-90', days_90_plus: '90+' } as const;
registerEnumType(LoanStatusEnum, { name: 'LoanStatus', description: 'awaiting_disbursement (rent, before the landlord is paid), active, in_arrears, paid_off, written_off.' });
registerEnumType(LoanSourceEnum, { name: 'LoanSource' });
registerEnumType(ArrearsBucketEnum, { name: 'ArrearsBucket', description: 'Days past due of the oldest unpaid instalment.' });

@ObjectType({ description: 'One instalment: what the schedule asks, what the ledger says was charged and paid (pesewas).' })
@Allow.inherit()
export class LoanInstalment {
  @Field(() => Int)
  number: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  dueDate: string;

  @Field(() => Int)
  principalDue: number;

  @Field(() => Int)
  interestDue: number;

  @Field(() => Int)
  feeDue: number;

  @Field(() => Int, { description: 'Penalty interest charged on this instalment while overdue.' })
  penaltyDue: number;

  @Field(() => Int)
  totalDue: number;

  @Field(() => Int)
  principalPaid: number;

  @Field(() => Int)
  interestPaid: number;

  @Field(() => Int)
  feePaid: number;

  @Field(() => Int)
  penaltyPaid: number;

  @Field(() => Int)
  paid: number;

  @Field(() => Int)
  outstanding: number;

  @Field(() => String, { description: 'paid, overdue (past the grace days), due, upcoming' })
  status: string;
}

@ObjectType()
@Allow.inherit()
export class NextInstalment {
  @Field(() => Int)
  number: number;

  @Field(() => String)
  dueDate: string;

  @Field(() => Int, { description: 'What is left to pay on it (pesewas).' })
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
  @Field(() => String, { nullable: true, description: '+233…, from the profile; null until given.' })
  phone: string | null;
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

  @Field(() => Int)
  principal: number;

  @Field(() => Int)
  months: number;

  @Field(() => Int)
  monthlyRateBp: number;

  @Field(() => String)
  method: string;

  @Field(() => Int)
  processingFee: number;

  @Field(() => String, { nullable: true, description: 'First due date (YYYY-MM-DD); null until disbursed.' })
  startDate: string | null;

  @Field(() => Date, { nullable: true })
  disbursedAt: Date | null;

  @Field(() => Disbursement, { nullable: true })
  disbursement: Disbursement | null;

  @Field(() => CreditQuote, { description: 'The disclosure the borrower accepted.' })
  disclosure: CreditQuote;

  @Field(() => Int)
  outstandingBalance: number;

  @Field(() => NextInstalment, { nullable: true })
  nextInstalment: NextInstalment | null;

  @Field(() => Int, { description: 'Owed on instalments past their grace days.' })
  amountOverdue: number;

  @Field(() => Int)
  daysPastDue: number;

  @Field(() => ArrearsBucketEnum, { nullable: true })
  arrearsBucket: string | null;

  @Field(() => Int)
  paidInstalments: number;

  @Field(() => [LoanInstalment])
  schedule: LoanInstalment[];

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType()
export class LoanConnection extends Connection(Loan) {}
