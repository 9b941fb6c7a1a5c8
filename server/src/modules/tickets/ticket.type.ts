import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { PersonFields } from '../../graphql/person.js';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from './ticket.table.js';

function asEnum<T extends string>(values: readonly T[]): Record<T, T> {
  return Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;
}

export const TicketCategoryEnum = asEnum(TICKET_CATEGORIES);
export const TicketPriorityEnum = asEnum(TICKET_PRIORITIES);
export const TicketStatusEnum = asEnum(TICKET_STATUSES);

registerEnumType(TicketCategoryEnum, { name: 'TicketCategory', description: 'What a support ticket is about.' });
registerEnumType(TicketPriorityEnum, { name: 'TicketPriority', description: 'How urgently staff should answer.' });
registerEnumType(TicketStatusEnum, {
  name: 'TicketStatus',
  description: 'open → in_progress → resolved → closed; a customer reply reopens a resolved ticket.',
});

@ObjectType({ description: 'The customer who raised a ticket (seen by the customer and by manageSystem staff).' })
@Allow.inherit()
export class TicketCustomer extends PersonFields {}

@ObjectType({ description: 'A person named on a ticket: its assignee or a message author (no contact details).' })
@Allow.inherit()
export class TicketPerson {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;
}

@ObjectType()
@Allow.inherit()
export class TicketMessage {
  @Field(() => ID)
  id: string;

  ticketId: string;

  @Field(() => String)
  body: string;

  @Field(() => String, { description: 'The author’s role when they wrote it: user for the customer, otherwise a staff role.' })
  authorRole: string;

  @Field(() => Boolean, { description: 'True when written by staff.' })
  fromStaff: boolean;

  @Field(() => TicketPerson, { nullable: true, description: 'Null when the author’s account no longer exists.' })
  author: TicketPerson | null;

  @Field(() => Boolean, { description: 'A staff-only note; customers never receive these.' })
  internal: boolean;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType({ description: 'A support ticket and its thread (oldest message first).' })
@Allow.inherit()
export class Ticket {
  @Field(() => ID)
  id: string;

  userId: string;

  @Field(() => String)
  subject: string;

  @Field(() => TicketCategoryEnum)
  category: TicketCategory;

  @Field(() => TicketPriorityEnum)
  priority: TicketPriority;

  @Field(() => TicketStatusEnum)
  status: TicketStatus;

  @Field(() => TicketCustomer)
  @Allow.ownerOr('manageSystem')
  customer: TicketCustomer;

  @Field(() => TicketPerson, { nullable: true, description: 'The staff member handling the ticket.' })
  assignee: TicketPerson | null;

  @Field(() => [TicketMessage])
  messages: TicketMessage[];

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;

  @Field(() => Date, { description: 'When the customer or staff last wrote a visible message.' })
  lastMessageAt: Date;
}

@ObjectType()
export class TicketConnection extends Connection(Ticket) {}

@ObjectType({ description: 'A message sent from the public contact page.' })
@Allow.inherit()
export class ContactMessage {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String)
  subject: string;

  @Field(() => String)
  message: string;

  @Field(() => ID, { nullable: true, description: 'The ticket opened for it when the email belongs to an account.' })
  ticketId: string | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType()
export class ContactMessageConnection extends Connection(ContactMessage) {}

@ObjectType({ description: 'Acknowledges a contact message without saying whether the email has an account.' })
@Allow.inherit()
export class ContactMessageReceipt {
  @Field(() => String, { description: 'A short reference the visitor can quote to support.' })
  reference: string;

  @Field(() => Date)
  receivedAt: Date;
}
