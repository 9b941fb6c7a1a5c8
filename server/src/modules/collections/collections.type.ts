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
registerEnumType(CollectionQueueEnum, { name: 'CollectionQueue', description: 'A collections work queue: due in the next 7 days, due today, days past due buckets, broken promises, or all with money due.' });
registerEnumType(CollectionSortEnum, { name: 'CollectionSort', description: 'By amount due, days past due or the oldest unpaid due date (ties by loan id).' });
registerEnumType(ContactChannelEnum, { name: 'ContactChannel' });
registerEnumType(ContactOutcomeEnum, { name: 'ContactOutcome' });

@ObjectType({ description: 'One loan in a collections queue (amounts in pesewas).' })
@Allow.inherit()
export class CollectionItem {
  @Field(() => ID) loanId: string;
  @Field(() => String) loanNumber: string;
  @Field(() => String) status: string;
  @Field(() => ID) customerId: string;
  @Field(() => String) customerName: string;
  @Field(() => String, { nullable: true, description: 'E.164.' }) phone: string | null;
  @Field(() => GraphQLSafeInt, { description: 'Due now (everything due up to today), or what falls due in the next 7 days.' }) amountDue: number;
  @Field(() => GraphQLSafeInt) outstandingBalance: number;
  @Field(() => Int) daysPastDue: number;
  @Field(() => String, { nullable: true, description: 'Oldest instalment with money left.' }) nextDueDate: string | null;
  @Field(() => Date, { nullable: true }) lastContactAt: Date | null;
  @Field(() => ContactChannelEnum, { nullable: true }) lastContactChannel: string | null;
  @Field(() => ContactOutcomeEnum, { nullable: true }) lastContactOutcome: string | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) promiseAmount: number | null;
  @Field(() => String, { nullable: true }) promiseDate: string | null;
  @Field(() => String, { nullable: true, description: 'open, kept, broken.' }) promiseStatus: string | null;
  @Field(() => ID, { nullable: true }) collectorId: string | null;
  @Field(() => String, { nullable: true }) collectorName: string | null;
}

@ObjectType()
@Allow.inherit()
export class CollectionConnection extends Connection(CollectionItem) {}

@ObjectType()
@Allow.inherit()
export class CollectionContact {
  @Field(() => ID) id: string;
  @Field(() => ContactChannelEnum) channel: string;
  @Field(() => ContactOutcomeEnum) outcome: string;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => String) contactedOn: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => String) recordedByName: string;
}

@ObjectType()
@Allow.inherit()
export class PromiseToPay {
  @Field(() => ID) id: string;
  @Field(() => GraphQLSafeInt) amount: number;
  @Field(() => String) promisedOn: string;
  @Field(() => String) madeOn: string;
  @Field(() => String, { description: 'open, kept, broken, cancelled (replaced by a newer promise or a write-off).' }) status: string;
  @Field(() => GraphQLSafeInt, { description: 'Money counted towards it so far.' }) paid: number;
  @Field(() => String, { nullable: true }) decidedOn: string | null;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType()
@Allow.inherit()
export class Collector {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => Date, { nullable: true }) assignedAt?: Date | null;
}

@ObjectType()
@Allow.inherit()
export class WriteOffProposal {
  @Field(() => ID) id: string;
  @Field(() => GraphQLSafeInt) amount: number;
  @Field(() => String) reason: string;
  @Field(() => String, { description: 'pending, approved, rejected.' }) status: string;
  @Field(() => ID) proposedBy: string;
  @Field(() => String) proposedByName: string;
  @Field(() => ID, { nullable: true }) decidedBy: string | null;
  @Field(() => String, { nullable: true }) decidedByName: string | null;
  @Field(() => String, { nullable: true }) decisionReason: string | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) writtenOff: number | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) decidedAt: Date | null;
}

@ObjectType({ description: 'A loan’s collections record: contacts, promises, collector and write-off proposals.' })
@Allow.inherit()
export class LoanCollections {
  @Field(() => ID) loanId: string;
  @Field(() => String) loanStatus: string;
  @Field(() => GraphQLSafeInt) amountOverdue: number;
  @Field(() => GraphQLSafeInt) outstandingBalance: number;
  @Field(() => Int) daysPastDue: number;
  @Field(() => [CollectionContact]) contacts: CollectionContact[];
  @Field(() => [PromiseToPay]) promises: PromiseToPay[];
  @Field(() => Collector, { nullable: true }) collector: Collector | null;
  @Field(() => [WriteOffProposal]) writeOffs: WriteOffProposal[];
}

@ObjectType({ description: 'Portfolio at risk: principal of running loans more than 30/60/90 days past due ÷ all their outstanding principal (basis points).' })
@Allow.inherit()
export class ParFigures {
  @Field(() => String) businessDate: string;
  @Field(() => Int, { nullable: true }) openLoans?: number;
  @Field(() => GraphQLSafeInt) outstandingPrincipal: number;
  @Field(() => Int) par30Bp: number;
  @Field(() => Int) par60Bp: number;
  @Field(() => Int) par90Bp: number;
}
