import { Ctx, Resolver, Root, Subscription, type SubscriptionHandlerData } from 'type-graphql';
import type { DomainEvents, EventName } from '../../events/bus.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { mayReceive, visibleRecord } from './realtime.service.js';
import {
  ApplicationChangedEvent,
  DocumentChangedEvent,
  LoanChangedEvent,
  NotificationAddedEvent,
  PaymentChangedEvent,
  TicketChangedEvent,
} from './realtime.type.js';

type Payload = DomainEvents[EventName];

/** Listens to one event on the bus and drops what the subscriber may not read. */
function topic(event: EventName) {
  return {
    topics: event,
    filter: ({ payload, context }: SubscriptionHandlerData<Payload, object, AppContext>) => mayReceive(context.viewer, event, payload),
  };
}

/**
 * Live updates over graphql-ws (SPEC §4: a change triggers a refetch of that list). Payloads are ids; the record
 * is read again for each subscriber, as that subscriber, so field rules apply exactly as in queries.
 */
@Resolver()
export class RealtimeResolver {
  @Subscription(() => ApplicationChangedEvent, { ...topic('application.changed'), description: 'Your applications; every application with viewAllApplications.' })
  @Allow.signedIn()
  async applicationChanged(@Root() event: Payload, @Ctx() { viewer, services }: AppContext): Promise<ApplicationChangedEvent> {
    return { kind: 'application.changed', ...event, application: await visibleRecord.application(services, viewer!, event.id) };
  }

  @Subscription(() => DocumentChangedEvent, { ...topic('document.changed'), description: 'Your documents; every document with viewAllDocuments.' })
  @Allow.signedIn()
  async documentChanged(@Root() event: Payload, @Ctx() { viewer, services }: AppContext): Promise<DocumentChangedEvent> {
    return { kind: 'document.changed', ...event, document: await visibleRecord.document(services, viewer!, event.id) };
  }

  @Subscription(() => PaymentChangedEvent, { ...topic('payment.changed'), description: 'Your payments; every payment with viewAllPayments.' })
  @Allow.signedIn()
  async paymentChanged(@Root() event: Payload, @Ctx() { viewer, services }: AppContext): Promise<PaymentChangedEvent> {
    return { kind: 'payment.changed', ...event, payment: await visibleRecord.payment(services, viewer!, event.id) };
  }

  @Subscription(() => TicketChangedEvent, { ...topic('ticket.changed'), description: 'Your tickets; every ticket with manageSystem.' })
  @Allow.signedIn()
  async ticketChanged(@Root() event: Payload, @Ctx() { viewer, services }: AppContext): Promise<TicketChangedEvent> {
    return { kind: 'ticket.changed', ...event, ticket: await visibleRecord.ticket(services, viewer!, event.id) };
  }

  @Subscription(() => NotificationAddedEvent, { ...topic('notification.added'), description: 'Your own notifications only.' })
  @Allow.signedIn()
  async notificationAdded(@Root() event: Payload, @Ctx() { viewer, services }: AppContext): Promise<NotificationAddedEvent> {
    return { kind: 'notification.added', ...event, notification: await visibleRecord.notification(services, viewer!, event.id) };
  }

  @Subscription(() => LoanChangedEvent, { ...topic('loan.changed'), description: 'Your loans; every loan with viewAllPayments.' })
  @Allow.signedIn()
  loanChanged(@Root() event: Payload): LoanChangedEvent {
    return { kind: 'loan.changed', ...event };
  }
}
