import { IsEmail, IsOptional, Length, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import { IsGhanaPhone } from '../../graphql/phone.js';
import type { TicketCategory, TicketPriority, TicketStatus } from './ticket.table.js';
import { TicketCategoryEnum, TicketPriorityEnum, TicketStatusEnum } from './ticket.type.js';

export const SUBJECT_MAX = 150;
export const BODY_MAX = 5000;

@InputType()
export class CreateTicketInput {
  @Field(() => String)
  @Length(3, SUBJECT_MAX, { message: `The subject must be 3 to ${SUBJECT_MAX} characters.` })
  subject: string;

  @Field(() => TicketCategoryEnum)
  category: TicketCategory;

  @Field(() => String, { description: 'The first message of the thread.' })
  @Length(1, BODY_MAX, { message: `The message must be 1 to ${BODY_MAX} characters.` })
  body: string;
}

@ArgsType()
export class MyTicketsArgs extends PageArgs {
  @Field(() => TicketStatusEnum, { nullable: true })
  status?: TicketStatus | null;
}

@ArgsType()
export class TicketQueueArgs extends PageArgs {
  @Field(() => TicketStatusEnum, { nullable: true })
  status?: TicketStatus | null;

  @Field(() => ID, { nullable: true, description: 'Only tickets assigned to this staff member.' })
  assigneeId?: string | null;

  @Field(() => TicketPriorityEnum, { nullable: true })
  priority?: TicketPriority | null;
}

@ArgsType()
export class TicketReplyArgs {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  @Length(1, BODY_MAX, { message: `The message must be 1 to ${BODY_MAX} characters.` })
  body: string;
}

@ArgsType()
export class StaffTicketReplyArgs extends TicketReplyArgs {
  @Field(() => Boolean, { defaultValue: false, description: 'A staff-only note: the customer neither sees it nor is notified.' })
  internal: boolean = false;
}

@InputType()
export class ContactMessageInput {
  @Field(() => String)
  @Length(2, 100, { message: 'Your name must be 2 to 100 characters.' })
  name: string;

  @Field(() => String)
  @MaxLength(254, { message: 'The email address is too long.' })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  email: string;

  @Field(() => String, { nullable: true, description: 'Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164.' })
  @IsOptional()
  @IsGhanaPhone()
  phone?: string | null;

  @Field(() => String)
  @Length(3, SUBJECT_MAX, { message: `The subject must be 3 to ${SUBJECT_MAX} characters.` })
  subject: string;

  @Field(() => String)
  @Length(10, BODY_MAX, { message: `The message must be 10 to ${BODY_MAX} characters.` })
  message: string;
}
