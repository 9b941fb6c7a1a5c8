import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { COLLECTION_QUEUES, COLLECTION_SORTS, type CollectionQueue, type CollectionSort } from './collections.service.js';
import { CONTACT_CHANNELS, CONTACT_OUTCOMES, type ContactChannel, type ContactOutcome } from './collections.table.js';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;
export const CollectionQueueEnum = enumOf<CollectionQueue>(COLLECTION_QUEUES);
export const CollectionSortEnum = enumOf<CollectionSort>(COLLECTION_SORTS);
export const ContactChannelEnum = enumOf<ContactChannel>(CONTACT_CHANNELS);
export const ContactOutcomeEnum = enumOf<ContactOutcome>(CONTACT_OUTCOMES);
registerEnumType(CollectionQueueEnum, {
  name: 'CollectionQueue',
  description: 'A collections work queue: due in the next 7 days, due today, days past due buckets, broken promises, or all with money due.',
  valuesConfig: {
    due_next_7_days: { description: 'Not past due, with money falling due in the next 7 days.' },
    due_today: { description: 'An instalment with money left falls due today.' },
    days_1_30: { description: '1 to 30 days past due (days counted from the oldest unpaid due date once its grace days are over).' },
    days_31_60: { description: '31 to 60 days past due.' },
    days_61_90: { description: '61 to 90 days past due.' },
    days_90_plus: { description: 'More than 90 days past due.' },
    broken_promises: { description: 'The latest promise to pay was broken: the promised day passed short of the amount.' },
    all: { description: 'Every running loan with money due now or in the next 7 days.' },
  } satisfies Record<keyof typeof CollectionQueueEnum, { description: string }>,
});
registerEnumType(CollectionSortEnum, {
  name: 'CollectionSort',
  description: 'By amount due, days past due or the oldest unpaid due date (ties by loan id).',
  valuesConfig: {
    amount_desc: { description: 'Largest amount due first.' },
    amount_asc: { description: 'Smallest amount due first.' },
    days_past_due_desc: { description: 'Most days past due first.' },
    days_past_due_asc: { description: 'Fewest days past due first.' },
    due_date_asc: { description: 'Oldest unpaid due date first; loans without one last.' },
    due_date_desc: { description: 'Latest unpaid due date first; loans without one last.' },
  } satisfies Record<keyof typeof CollectionSortEnum, { description: string }>,
});
registerEnumType(ContactChannelEnum, {
  name: 'ContactChannel',
  description: 'How a collector contacted the borrower.',
  valuesConfig: {
    call: { description: 'A phone call.' },
    sms: { description: 'A text message.' },
    visit: { description: 'A visit in person.' },
    whatsapp: { description: 'A WhatsApp message or call.' },
    email: { description: 'An email.' },
  } satisfies Record<keyof typeof ContactChannelEnum, { description: string }>,
});
registerEnumType(ContactOutcomeEnum, {
  name: 'ContactOutcome',
  description: 'What came of a contact with the borrower.',
  valuesConfig: {
    reached: { description: 'The borrower was reached and spoken to.' },
    no_answer: { description: 'Nobody answered.' },
    promised: { description: 'The borrower promised to pay (record the promise with recordPromiseToPay).' },
    refused: { description: 'The borrower refused to pay.' },
    wrong_number: { description: 'The contact details reached someone other than the borrower.' },
    disputed: { description: 'The borrower disputes what the loan owes.' },
    left_message: { description: 'A message was left for the borrower.' },
  } satisfies Record<keyof typeof ContactOutcomeEnum, { description: string }>,
});

@ObjectType({ description: 'One loan in a collections queue (amounts in pesewas).' })
@Allow.inherit()
export class CollectionItem {
  @Field(() => ID, { description: 'The loan.' }) loanId: string;
  @Field(() => String, { description: 'The loan number shown to people, LN- and eight characters.' }) loanNumber: string;
  @Field(() => String, { description: 'The loan status: active or in_arrears.' }) status: string;
  @Field(() => ID, { description: 'The borrower (user id).' }) customerId: string;
  @Field(() => String, { description: 'The borrower’s first and last name.' }) customerName: string;
  @Field(() => String, { nullable: true, description: 'E.164.' }) phone: string | null;
  @Field(() => GraphQLSafeInt, { description: 'Due now (everything due up to today), or what falls due in the next 7 days.' }) amountDue: number;
  @Field(() => GraphQLSafeInt, { description: 'Owed on instalments past their grace days, as Loan.amountOverdue.' }) amountOverdue: number;
  @Field(() => GraphQLSafeInt, { description: 'Total owed: principal, interest, fees and penalties still to pay on the schedule, as Loan.outstandingBalance.' }) outstandingBalance: number;
  @Field(() => Int, { description: 'Days since the oldest unpaid due date; 0 while within its grace days.' }) daysPastDue: number;
  @Field(() => String, { nullable: true, description: 'Oldest instalment with money left.' }) nextDueDate: string | null;
  @Field(() => Date, { nullable: true, description: 'When the latest contact was logged; null if none was.' }) lastContactAt: Date | null;
  @Field(() => ContactChannelEnum, { nullable: true, description: 'The channel of the latest contact; null if none was logged.' }) lastContactChannel: string | null;
  @Field(() => ContactOutcomeEnum, { nullable: true, description: 'The outcome of the latest contact; null if none was logged.' }) lastContactOutcome: string | null;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'The amount of the latest promise to pay (not cancelled); null if there is none.' }) promiseAmount: number | null;
  @Field(() => String, { nullable: true, description: 'The day the latest promise is due (YYYY-MM-DD); null if there is none.' }) promiseDate: string | null;
  @Field(() => String, { nullable: true, description: 'open, kept, broken.' }) promiseStatus: string | null;
  @Field(() => ID, { nullable: true, description: 'The collector the loan is assigned to (user id); null if unassigned.' }) collectorId: string | null;
  @Field(() => String, { nullable: true, description: 'The collector’s name; null if unassigned.' }) collectorName: string | null;
}

@ObjectType({ description: 'A page of a collections work queue (manageCollections).' })
@Allow.inherit()
export class CollectionConnection extends Connection(CollectionItem) {}

@ObjectType({ description: 'A contact (or attempt) with the borrower about a loan, as a collector logged it.' })
@Allow.inherit()
export class CollectionContact {
  @Field(() => ID, { description: 'The contact’s id.' }) id: string;
  @Field(() => ContactChannelEnum, { description: 'How the borrower was contacted.' }) channel: string;
  @Field(() => ContactOutcomeEnum, { description: 'What came of it.' }) outcome: string;
  @Field(() => String, { nullable: true, description: 'The collector’s note; null if none was given.' }) note: string | null;
  @Field(() => String, { description: 'The business day of the contact (YYYY-MM-DD).' }) contactedOn: string;
  @Field(() => Date, { description: 'When it was logged.' }) createdAt: Date;
  @Field(() => String, { description: 'The name of the staff member who logged it.' }) recordedByName: string;
}

@ObjectType({ description: 'A borrower’s promise to pay an amount (pesewas) by a day: kept once payments from the day it was made reach the amount, broken when the day passes short.' })
@Allow.inherit()
export class PromiseToPay {
  @Field(() => ID, { description: 'The promise’s id.' }) id: string;
  @Field(() => GraphQLSafeInt, { description: 'The amount promised.' }) amount: number;
  @Field(() => String, { description: 'The day the borrower promised to pay by (YYYY-MM-DD).' }) promisedOn: string;
  @Field(() => String, { description: 'The business day it was made (YYYY-MM-DD): payments received from this day count towards it.' }) madeOn: string;
  @Field(() => String, { description: 'open, kept, broken, cancelled (replaced by a newer promise or a write-off).' }) status: string;
  @Field(() => GraphQLSafeInt, { description: 'Money counted towards it so far.' }) paid: number;
  @Field(() => String, { nullable: true, description: 'The business day that decided it, kept, broken or cancelled (YYYY-MM-DD); null while open, and for one shown as kept until close of business records it.' }) decidedOn: string | null;
  @Field(() => String, { nullable: true, description: 'The collector’s note; null if none was given.' }) note: string | null;
  @Field(() => Date, { description: 'When it was recorded.' }) createdAt: Date;
}

@ObjectType({ description: 'A staff member with the Recovery and Collections role, to whom loans can be assigned.' })
@Allow.inherit()
export class Collector {
  @Field(() => ID, { description: 'The staff member (user id).' }) id: string;
  @Field(() => String, { description: 'Their first and last name.' }) name: string;
  @Field(() => String, { nullable: true, description: 'Their email address; set in the collectors list, null on a loan’s collector.' }) email?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the loan was assigned to them; set on a loan’s collector, null in the collectors list.' }) assignedAt?: Date | null;
}

@ObjectType({ description: 'A request to write a loan off (pesewas): collections asks with a reason, an admin other than the proposer approves or declines it in Approvals (it is an ApprovalRequest of action write_off).' })
@Allow.inherit()
export class WriteOffProposal {
  @Field(() => ID, { description: 'The request’s id: the ApprovalRequest.id to approve or decline.' }) id: string;
  @Field(() => GraphQLSafeInt, { description: 'What the write-off would have booked when it was asked for; the approval writes off what the loan owes then.' }) amount: number;
  @Field(() => String, { description: 'Why the proposer wants it written off.' }) reason: string;
  @Field(() => String, { description: 'pending, approved, rejected (declined by the checker) or cancelled (withdrawn by the proposer).' }) status: string;
  @Field(() => ID, { description: 'The staff member who proposed it (user id).' }) proposedBy: string;
  @Field(() => String, { description: 'The proposer’s name.' }) proposedByName: string;
  @Field(() => ID, { nullable: true, description: 'The admin who approved or rejected it (user id); null while pending or when cancelled.' }) decidedBy: string | null;
  @Field(() => String, { nullable: true, description: 'The deciding admin’s name; null while pending or when cancelled.' }) decidedByName: string | null;
  @Field(() => String, { nullable: true, description: 'The checker’s reason: why it was rejected, or the approval note (the reason for writing off early); null if none.' }) decisionReason: string | null;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'The amount the approval wrote off; null unless approved.' }) writtenOff: number | null;
  @Field(() => Date, { description: 'When it was proposed.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When it was approved, rejected or cancelled; null while pending.' }) decidedAt: Date | null;
}

@ObjectType({ description: 'A loan’s collections record: contacts, promises, collector and write-off requests (manageCollections).' })
@Allow.inherit()
export class LoanCollections {
  @Field(() => ID, { description: 'The loan.' }) loanId: string;
  @Field(() => String, { description: 'The loan status (a LoanStatus value).' }) loanStatus: string;
  @Field(() => GraphQLSafeInt, { description: 'Owed on instalments past their grace days (pesewas), as Loan.amountOverdue.' }) amountOverdue: number;
  @Field(() => GraphQLSafeInt, { description: 'Total owed: principal, interest, fees and penalties still to pay on the schedule (pesewas), as Loan.outstandingBalance.' }) outstandingBalance: number;
  @Field(() => Int, { description: 'Days since the oldest unpaid due date; 0 while within its grace days.' }) daysPastDue: number;
  @Field(() => [CollectionContact], { description: 'Contacts logged, newest first (at most 100).' }) contacts: CollectionContact[];
  @Field(() => [PromiseToPay], { description: 'Promises to pay, newest first (at most 100).' }) promises: PromiseToPay[];
  @Field(() => Collector, { nullable: true, description: 'The collector the loan is assigned to; null if unassigned.' }) collector: Collector | null;
  @Field(() => [WriteOffProposal], { description: 'Write-off requests (maker-checker), newest first (at most 20).' }) writeOffs: WriteOffProposal[];
}

@ObjectType({ description: 'Portfolio at risk: principal of running loans more than 30/60/90 days past due ÷ all their outstanding principal (basis points; manageCollections or viewAnalytics).' })
@Allow.inherit()
export class ParFigures {
  @Field(() => String, { description: 'The day the figures are for (YYYY-MM-DD): today, or the close-of-business day of the month’s snapshot.' }) businessDate: string;
  @Field(() => Int, { nullable: true, description: 'Running loans counted; null in the monthly trend.' }) openLoans?: number;
  @Field(() => GraphQLSafeInt, { description: 'Outstanding principal of all running loans (pesewas).' }) outstandingPrincipal: number;
  @Field(() => Int, { description: 'Share of that principal on loans more than 30 days past due, basis points (100 = 1%).' }) par30Bp: number;
  @Field(() => Int, { description: 'Share of that principal on loans more than 60 days past due, basis points.' }) par60Bp: number;
  @Field(() => Int, { description: 'Share of that principal on loans more than 90 days past due, basis points.' }) par90Bp: number;
}
