import { Field, ID, ObjectType } from 'type-graphql';
import type { EventName } from '../../events/bus.js';
import { Allow } from '../../graphql/rules.js';
import { Application } from '../applications/application.type.js';
import type { ApplicationView } from '../applications/application.read.js';
import { Document } from '../documents/document.type.js';
import type { DocumentWithOwner } from '../documents/document.service.js';
import { Notification } from '../notifications/notification.type.js';
import type { NotificationRow } from '../notifications/notification.service.js';
import { Payment } from '../payments/payment.type.js';
import type { PaymentWithCustomer } from '../payments/payment.service.js';
import { Ticket } from '../tickets/ticket.type.js';
import type { TicketView } from '../tickets/ticket.service.js';

/** A record field of an event: read lazily (a getter) and only when the subscription selects it; graphql-js awaits it. */
export type Lazy<T> = T | null | Promise<T | null>;

/** What every event carries: which kind of record changed, its id, and the customer it belongs to. */
@ObjectType()
@Allow.inherit()
export abstract class ChangeEvent {
  @Field(() => String, { description: 'The event: application.changed, document.changed, payment.changed, ticket.changed, notification.added or loan.changed.' })
  kind: EventName;

  @Field(() => ID, { description: 'The id of the record that changed.' })
  id: string;

  @Field(() => ID, { description: 'The customer the record belongs to.' })
  userId: string;
}

@ObjectType({ description: 'An application was submitted, updated, cancelled, reviewed, decided or linked to a property.' })
@Allow.inherit()
export class ApplicationChangedEvent extends ChangeEvent {
  @Field(() => Application, { nullable: true, description: 'The application as you may see it; null if you can no longer read it.' })
  application: Lazy<ApplicationView>;
}

@ObjectType({ description: 'A document was filed, reviewed or deleted.' })
@Allow.inherit()
export class DocumentChangedEvent extends ChangeEvent {
  @Field(() => Document, { nullable: true, description: 'The document as you may see it; null once it was deleted.' })
  document: Lazy<DocumentWithOwner>;
}

@ObjectType({ description: 'A payment was recorded or reversed.' })
@Allow.inherit()
export class PaymentChangedEvent extends ChangeEvent {
  @Field(() => Payment, { nullable: true, description: 'The payment as you may see it.' })
  payment: Lazy<PaymentWithCustomer>;
}

@ObjectType({ description: 'A ticket got a new message or a new status, priority or assignee.' })
@Allow.inherit()
export class TicketChangedEvent extends ChangeEvent {
  @Field(() => Ticket, { nullable: true, description: 'The ticket as you may see it (internal notes for manageSystem only).' })
  ticket: Lazy<TicketView>;
}

@ObjectType({ description: 'A notification was added for you.' })
@Allow.inherit()
export class NotificationAddedEvent extends ChangeEvent {
  @Field(() => Notification, { nullable: true, description: 'The notification; null if you can no longer read it.' })
  notification: Lazy<NotificationRow>;
}

@ObjectType({ description: 'A loan changed (ids only until the loans module adds the record).' })
@Allow.inherit()
export class LoanChangedEvent extends ChangeEvent {}
