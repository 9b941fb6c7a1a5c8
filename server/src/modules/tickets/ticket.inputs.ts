import { ArrayMaxSize, IsEmail, IsOptional, Length, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import { IsGhanaPhone } from '../../graphql/phone.js';
import type { TicketCategory, TicketPriority, TicketStatus } from './ticket.table.js';
import { TicketCategoryEnum, TicketPriorityEnum, TicketStatusEnum } from './ticket.type.js';

export const SUBJECT_MAX = 150;
export const BODY_MAX = 5000;
/** Files a customer may attach to one message. */
export const MAX_ATTACHMENTS = 3;

@InputType({ description: 'A new support ticket from the signed-in account.' })
export class CreateTicketInput {
  @Field(() => String, { description: `What the ticket is about in a line, 3 to ${SUBJECT_MAX} characters.` })
  @Length(3, SUBJECT_MAX, { message: `The subject must be 3 to ${SUBJECT_MAX} characters.` })
  subject: string;

  @Field(() => TicketCategoryEnum, { description: 'The subject area, so staff can sort the queue.' })
  category: TicketCategory;

  @Field(() => String, { description: `The first message of the thread, 1 to ${BODY_MAX} characters.` })
  @Length(1, BODY_MAX, { message: `The message must be 1 to ${BODY_MAX} characters.` })
  body: string;

  @Field(() => [ID], { nullable: true, description: `Up to ${MAX_ATTACHMENTS} of the caller's uploads (POST /api/files) to attach to the message.` })
  @IsOptional()
  @ArrayMaxSize(MAX_ATTACHMENTS, { message: `Attach at most ${MAX_ATTACHMENTS} files to a message.` })
  attachmentUploadIds?: string[] | null;
}

@ArgsType()
export class MyTicketsArgs extends PageArgs {
  @Field(() => TicketStatusEnum, { nullable: true, description: 'Only tickets in this status; null for all.' })
  status?: TicketStatus | null;
}

@ArgsType()
export class TicketQueueArgs extends PageArgs {
  @Field(() => TicketStatusEnum, { nullable: true, description: 'Only tickets in this status; null for all.' })
  status?: TicketStatus | null;

  @Field(() => ID, { nullable: true, description: 'Only tickets assigned to this staff member.' })
  assigneeId?: string | null;

  @Field(() => TicketPriorityEnum, { nullable: true, description: 'Only tickets of this priority; null for all.' })
  priority?: TicketPriority | null;
}

@ArgsType()
export class TicketReplyArgs {
  @Field(() => ID, { description: 'The ticket.' })
  id: string;

  @Field(() => String, { description: `The message, 1 to ${BODY_MAX} characters.` })
  @Length(1, BODY_MAX, { message: `The message must be 1 to ${BODY_MAX} characters.` })
  body: string;
}

@ArgsType()
export class CustomerTicketReplyArgs extends TicketReplyArgs {
  @Field(() => [ID], { nullable: true, description: `Up to ${MAX_ATTACHMENTS} of the caller's uploads (POST /api/files) to attach to the message.` })
  @IsOptional()
  @ArrayMaxSize(MAX_ATTACHMENTS, { message: `Attach at most ${MAX_ATTACHMENTS} files to a message.` })
  attachmentUploadIds?: string[] | null;
}

@ArgsType()
export class StaffTicketReplyArgs extends TicketReplyArgs {
  @Field(() => Boolean, { defaultValue: false, description: 'A staff-only note: the customer neither sees it nor is notified.' })
  internal: boolean = false;
}

@InputType({ description: 'A message from the public contact page; no account needed.' })
export class ContactMessageInput {
  @Field(() => String, { description: 'The sender’s name, 2 to 100 characters.' })
  @Length(2, 100, { message: 'Your name must be 2 to 100 characters.' })
  name: string;

  @Field(() => String, { description: 'The address to answer; when it belongs to an account, a ticket is also opened for that account.' })
  @MaxLength(254, { message: 'The email address is too long.' })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  email: string;

  @Field(() => String, { nullable: true, description: 'Any usual Ghana form (024 412 3456, +233 24 412 3456); stored as E.164.' })
  @IsOptional()
  @IsGhanaPhone()
  phone?: string | null;

  @Field(() => String, { description: `What the message is about, 3 to ${SUBJECT_MAX} characters.` })
  @Length(3, SUBJECT_MAX, { message: `The subject must be 3 to ${SUBJECT_MAX} characters.` })
  subject: string;

  @Field(() => String, { description: `The message, 10 to ${BODY_MAX} characters.` })
  @Length(10, BODY_MAX, { message: `The message must be 10 to ${BODY_MAX} characters.` })
  message: string;
}
