import { IsIn, IsOptional, Length, MaxLength, Min } from 'class-validator';
import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import { COLLECTION_QUEUES, COLLECTION_SORTS, type CollectionQueue, type CollectionSort } from './collections.service.js';
import { CONTACT_CHANNELS, CONTACT_OUTCOMES } from './collections.table.js';
import { CollectionQueueEnum, CollectionSortEnum, ContactChannelEnum, ContactOutcomeEnum } from './collections.type.js';

@ArgsType()
export class CollectionListArgs extends PageArgs {
  @Field(() => CollectionQueueEnum, { defaultValue: 'days_1_30', description: 'The work queue; days_1_30 unless given.' })
  @IsIn(COLLECTION_QUEUES)
  queue: CollectionQueue = 'days_1_30';

  @Field(() => CollectionSortEnum, { defaultValue: 'days_past_due_desc', description: 'The order of the queue; most days past due first unless given.' })
  @IsIn(COLLECTION_SORTS)
  sort: CollectionSort = 'days_past_due_desc';

  @Field(() => String, { nullable: true, description: 'Borrower name, email or phone (any usual Ghana format).' })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only loans assigned to this collector.' })
  @IsOptional()
  @MaxLength(100)
  collectorId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only loans not assigned to anyone.' })
  unassigned?: boolean | null;
}

@InputType({ description: 'A contact (or attempt) with the borrower about a loan, recorded on today’s business day.' })
export class LogContactInput {
  @Field(() => ID, { description: 'A running loan (active or in arrears).' }) @MaxLength(100) loanId: string;
  @Field(() => ContactChannelEnum, { description: 'How the borrower was contacted.' }) @IsIn(CONTACT_CHANNELS) channel: string;
  @Field(() => ContactOutcomeEnum, { description: 'What came of it.' }) @IsIn(CONTACT_OUTCOMES) outcome: string;
  @Field(() => String, { nullable: true, description: 'What was said, up to 2000 characters; optional.' }) @IsOptional() @MaxLength(2000) note?: string | null;
}

@InputType({ description: 'A borrower’s promise to pay an amount by a date; it replaces the loan’s open promise.' })
export class PromiseToPayInput {
  @Field(() => ID, { description: 'A running loan (active or in arrears).' }) @MaxLength(100) loanId: string;
  @Field(() => GraphQLSafeInt, { description: 'Pesewas, above zero and at most what the loan owes.' }) @Min(1, { message: 'The amount must be above zero.' }) amount: number;
  @Field(() => String, { description: 'YYYY-MM-DD, after today and within collections.promise_max_days.' }) @MaxLength(10) promisedOn: string;
  @Field(() => String, { nullable: true, description: 'Anything worth keeping about the promise, up to 2000 characters; optional.' }) @IsOptional() @MaxLength(2000) note?: string | null;
}

@InputType({ description: 'Assigns a running loan to a collector, replacing any earlier assignment.' })
export class AssignCollectorInput {
  @Field(() => ID, { description: 'A running loan (active or in arrears).' }) @MaxLength(100) loanId: string;
  @Field(() => ID, { description: 'A staff member with the Recovery and Collections role (see collectors); user id.' }) @MaxLength(100) collectorId: string;
}

@InputType({ description: 'A request to write off a running loan in arrears; an admin other than the proposer decides it in Approvals.' })
export class ProposeWriteOffInput {
  @Field(() => ID, { description: 'A running loan with money overdue.' }) @MaxLength(100) loanId: string;
  @Field(() => String, { description: 'Why the loan should be written off (5 to 2000 characters); shown to the approvers and audited.' }) @Length(5, 2000, { message: 'Give the reason for the write-off (5 to 2000 characters).' }) reason: string;
  @Field(() => String, { nullable: true, description: 'An admin writing off a loan under collections.write_off_min_days_past_due days past due says why (audited).' })
  @IsOptional()
  @MaxLength(2000)
  overrideReason?: string | null;
}
