import { Ctx, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { DomainEvents, EventName } from '../../events/bus.js';
import { eventStream } from '../../events/pubsub.js';
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

/**
 * Listens to one event on the bus and drops what the subscriber may not read, in the bus listener itself: a
 * refused event never reaches graphql-js, and an accepted one costs one promise to hand over (events/pubsub.ts).
 */
function topic(event: EventName) {
  return {
    subscribe: ({ context }: SubscribeResolverData<unknown, object, AppContext>) =>
      eventStream(context.services.events, event, (payload) => mayReceive(context.viewer, event, payload)),
  };
}

/**
 * Live updates over graphql-ws (SPEC §4: a change triggers a refetch of that list). Payloads are ids. The record
 * is read only if the subscription selects it (a getter: `{ id kind }` costs no SQL and resolves synchronously),
 * once per event through the owning service (once for staff with the kind's flag, once for the owner) and shared;
 * each subscriber's own execution then applies the field rules with their viewer, exactly as in queries.
 */
@Resolver()
export class RealtimeResolver {
  @Subscription(() => ApplicationChangedEvent, { ...topic('application.changed'), description: 'Your applications; every application with viewAllApplications.' })
  @Allow.signedIn()
  applicationChanged(@Root() event: Payload, @Ctx() { viewer, services }: AppContext): ApplicationChangedEvent {
    return {
      kind: 'application.changed',
      ...event,
      get application() {
        return visibleRecord.application(services, viewer!, event);
      },
    };
  }

  @Subscription(() => DocumentChangedEvent, { ...topic('document.changed'), description: 'Your documents; every document with viewAllDocuments.' })
  @Allow.signedIn()
  documentChanged(@Root() event: Payload, @Ctx() { viewer, services }: AppContext): DocumentChangedEvent {
    return {
      kind: 'document.changed',
      ...event,
      get document() {
        return visibleRecord.document(services, viewer!, event);
      },
    };
  }

  @Subscription(() => PaymentChangedEvent, { ...topic('payment.changed'), description: 'Your payments; every payment with viewAllPayments.' })
  @Allow.signedIn()
  paymentChanged(@Root() event: Payload, @Ctx() { viewer, services }: AppContext): PaymentChangedEvent {
    return {
      kind: 'payment.changed',
      ...event,
      get payment() {
        return visibleRecord.payment(services, viewer!, event);
      },
    };
  }

  @Subscription(() => TicketChangedEvent, { ...topic('ticket.changed'), description: 'Your tickets; every ticket with manageSystem.' })
  @Allow.signedIn()
  ticketChanged(@Root() event: Payload, @Ctx() { viewer, services }: AppContext): TicketChangedEvent {
    return {
      kind: 'ticket.changed',
      ...event,
      get ticket() {
        return visibleRecord.ticket(services, viewer!, event);
      },
    };
  }

  @Subscription(() => NotificationAddedEvent, { ...topic('notification.added'), description: 'Your own notifications only.' })
  @Allow.signedIn()
  notificationAdded(@Root() event: Payload, @Ctx() { viewer, services }: AppContext): NotificationAddedEvent {
    return {
      kind: 'notification.added',
      ...event,
      get notification() {
        return visibleRecord.notification(services, viewer!, event);
      },
    };
  }

  @Subscription(() => LoanChangedEvent, { ...topic('loan.changed'), description: 'Your loans; every loan with viewAllPayments.' })
  @Allow.signedIn()
  loanChanged(@Root() event: Payload): LoanChangedEvent {
    return { kind: 'loan.changed', ...event };
  }
}
