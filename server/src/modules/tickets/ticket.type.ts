import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
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

registerEnumType(TicketCategoryEnum, {
  name: 'TicketCategory',
  description: 'What a support ticket is about.',
  valuesConfig: {
    account: { description: 'The customer’s account.' },
    application: { description: 'A loan application.' },
    payment: { description: 'A payment or repayment.' },
    documents: { description: 'Uploaded documents and their review.' },
    shop: { description: 'The shop and BNPL orders.' },
    technical: { description: 'A technical problem with the app.' },
    other: { description: 'Anything else; tickets opened from the contact page take this category.' },
  } satisfies Record<keyof typeof TicketCategoryEnum, { description: string }>,
});
registerEnumType(TicketPriorityEnum, {
  name: 'TicketPriority',
  description: 'How urgently staff should answer; set by staff.',
  valuesConfig: {
    low: { description: 'Can wait behind the others.' },
    normal: { description: 'The usual priority; every new ticket starts here.' },
    high: { description: 'To be answered before normal tickets.' },
    urgent: { description: 'To be answered first.' },
  } satisfies Record<keyof typeof TicketPriorityEnum, { description: string }>,
});
registerEnumType(TicketStatusEnum, {
  name: 'TicketStatus',
  description: 'open → in_progress → resolved → closed; a customer reply reopens a resolved ticket.',
  valuesConfig: {
    open: { description: 'New, or reopened by a customer reply after it was resolved: waiting for staff.' },
    in_progress: { description: 'Staff have replied to the customer (the first visible staff reply moves an open ticket here).' },
    resolved: { description: 'Staff consider it answered; a reply from the customer makes it open again.' },
    closed: { description: 'Finished, by the customer or staff: replies are refused until staff set another status (internal notes are still allowed).' },
  } satisfies Record<keyof typeof TicketStatusEnum, { description: string }>,
});

@ObjectType({ description: 'The customer who raised a ticket (seen by the customer and by manageSystem staff).' })
@Allow.inherit()
export class TicketCustomer extends PersonFields {}

@ObjectType({ description: 'A person named on a ticket: its assignee or a message author (no contact details).' })
@Allow.inherit()
export class TicketPerson {
  @Field(() => ID, { description: 'Their account id.' })
  id: string;

  @Field(() => String, { description: 'Their first name.' })
  firstName: string;

  @Field(() => String, { description: 'Their last name.' })
  lastName: string;
}

@ObjectType({ description: 'A file the customer attached to a message (PDF, JPEG or PNG).' })
@Allow.inherit()
export class TicketAttachment {
  @Field(() => ID, { description: 'The attachment id.' })
  id: string;

  @Field(() => String, { description: 'The file name as uploaded.' })
  fileName: string;

  @Field(() => String, { description: 'application/pdf, image/jpeg or image/png (checked by content).' })
  mimeType: string;

  @Field(() => Int, { description: 'Its size in bytes.' })
  sizeBytes: number;

  @Field(() => String, { description: 'Where the ticket’s customer or manageSystem staff open it (session cookie).' })
  url: string;
}

@ObjectType({ description: 'One message in a ticket’s thread: from the customer, a staff reply or a staff-only internal note.' })
@Allow.inherit()
export class TicketMessage {
  @Field(() => ID, { description: 'The message id.' })
  id: string;

  ticketId: string;

  @Field(() => String, { description: 'The text as written, surrounding spaces removed.' })
  body: string;

  @Field(() => String, { description: 'The author’s role when they wrote it: user for the customer, otherwise a staff role.' })
  authorRole: string;

  @Field(() => Boolean, { description: 'True when written by staff.' })
  fromStaff: boolean;

  @Field(() => TicketPerson, { nullable: true, description: 'Null when the author’s account no longer exists.' })
  author: TicketPerson | null;

  @Field(() => Boolean, { description: 'A staff-only note; customers never receive these.' })
  internal: boolean;

  @Field(() => [TicketAttachment], { description: 'The files attached to this message, in the order they were attached.' })
  attachments: TicketAttachment[];

  @Field(() => Date, { description: 'When it was written.' })
  createdAt: Date;
}

@ObjectType({ description: 'A support ticket and its thread (oldest message first).' })
@Allow.inherit()
export class Ticket {
  @Field(() => ID, { description: 'The ticket id.' })
  id: string;

  userId: string;

  @Field(() => String, { description: 'What it is about, as the customer wrote it.' })
  subject: string;

  @Field(() => TicketCategoryEnum, { description: 'The subject area the customer chose (other for a ticket opened from the contact page).' })
  category: TicketCategory;

  @Field(() => TicketPriorityEnum, { description: 'How urgently staff should answer; normal until staff change it.' })
  priority: TicketPriority;

  @Field(() => TicketStatusEnum, { description: 'Where the ticket stands.' })
  status: TicketStatus;

  @Field(() => TicketCustomer, { description: 'The customer who raised it (the customer themselves, or manageSystem).' })
  @Allow.ownerOr('manageSystem')
  customer: TicketCustomer;

  @Field(() => TicketPerson, { nullable: true, description: 'The staff member handling the ticket.' })
  assignee: TicketPerson | null;

  @Field(() => [TicketMessage], { description: 'The thread, oldest first; internal notes are included only for manageSystem.' })
  messages: TicketMessage[];

  @Field(() => Date, { description: 'When it was opened.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When anything about it last changed: a message, a note, its status, priority or assignee.' })
  updatedAt: Date;

  @Field(() => Date, { description: 'When the customer or staff last wrote a visible message.' })
  lastMessageAt: Date;
}

@ObjectType({ description: 'A page of tickets, newest first.' })
export class TicketConnection extends Connection(Ticket) {}

@ObjectType({ description: 'A message sent from the public contact page.' })
@Allow.inherit()
export class ContactMessage {
  @Field(() => ID, { description: 'The message id; its first 8 characters, in capitals, are the reference the sender was given.' })
  id: string;

  @Field(() => String, { description: 'The name the sender gave.' })
  name: string;

  @Field(() => String, { description: 'The sender’s email address, in lower case.' })
  email: string;

  @Field(() => String, { nullable: true, description: 'The sender’s phone number in E.164 (+233…); null when not given.' })
  phone: string | null;

  @Field(() => String, { description: 'The subject the sender wrote.' })
  subject: string;

  @Field(() => String, { description: 'The message the sender wrote.' })
  message: string;

  @Field(() => ID, { nullable: true, description: 'The ticket opened for it when the email belongs to an account.' })
  ticketId: string | null;

  @Field(() => Date, { description: 'When it was received.' })
  createdAt: Date;
}

@ObjectType({ description: 'A page of contact messages, newest first.' })
export class ContactMessageConnection extends Connection(ContactMessage) {}

@ObjectType({ description: 'Acknowledges a contact message without saying whether the email has an account.' })
@Allow.inherit()
export class ContactMessageReceipt {
  @Field(() => String, { description: 'A short reference the visitor can quote to support.' })
  reference: string;

  @Field(() => Date, { description: 'When the message was stored.' })
  receivedAt: Date;
}
