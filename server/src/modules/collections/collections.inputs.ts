import { IsIn, IsOptional, Length, MaxLength, Min } from 'class-validator';
import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import { COLLECTION_QUEUES, COLLECTION_SORTS, type CollectionQueue, type CollectionSort } from './collections.service.js';
import { CONTACT_CHANNELS, CONTACT_OUTCOMES } from './collections.table.js';
import { CollectionQueueEnum, CollectionSortEnum, ContactChannelEnum, ContactOutcomeEnum } from './collections.type.js';

@ArgsType()
export class CollectionListArgs extends PageArgs {
  @Field(() => CollectionQueueEnum, { defaultValue: 'days_1_30' })
  @IsIn(COLLECTION_QUEUES)
  queue: CollectionQueue = 'days_1_30';

  @Field(() => CollectionSortEnum, { defaultValue: 'days_past_due_desc' })
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

@InputType()
export class LogContactInput {
  @Field(() => ID) @MaxLength(100) loanId: string;
  @Field(() => ContactChannelEnum) @IsIn(CONTACT_CHANNELS) channel: string;
  @Field(() => ContactOutcomeEnum) @IsIn(CONTACT_OUTCOMES) outcome: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(2000) note?: string | null;
}

@InputType()
export class PromiseToPayInput {
  @Field(() => ID) @MaxLength(100) loanId: string;
  @Field(() => GraphQLSafeInt, { description: 'Pesewas, above zero and at most what the loan owes.' }) @Min(1, { message: 'The amount must be above zero.' }) amount: number;
  @Field(() => String, { description: 'YYYY-MM-DD, after today and within collections.promise_max_days.' }) @MaxLength(10) promisedOn: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(2000) note?: string | null;
}

@InputType()
export class AssignCollectorInput {
  @Field(() => ID) @MaxLength(100) loanId: string;
  @Field(() => ID) @MaxLength(100) collectorId: string;
}

@InputType()
export class ProposeWriteOffInput {
  @Field(() => ID) @MaxLength(100) loanId: string;
  @Field(() => String) @Length(5, 2000, { message: 'Give the reason for the write-off (5 to 2000 characters).' }) reason: string;
  @Field(() => String, { nullable: true, description: 'An admin writing off a loan under collections.write_off_min_days_past_due days past due says why (audited).' })
  @IsOptional()
  @MaxLength(2000)
  overrideReason?: string | null;
}
