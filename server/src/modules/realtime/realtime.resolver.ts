import { Ctx, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { DomainEvents, EventName } from '../../events/bus.js';
import { eventStream } from '../../events/pubsub.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext, Services } from '../services.js';
import type { Viewer } from '../../graphql/context.js';
import { selectedFields } from '../../graphql/selection.js';
import { loaded, mayReceive, visibleRecord } from './realtime.service.js';
import {
  ApplicationChangedEvent,
  DocumentChangedEvent,
  LoanChangedEvent,
  NotificationAddedEvent,
  PaymentChangedEvent,
  TicketChangedEvent,
  type Lazy,
} from './realtime.type.js';

type Payload = DomainEvents[EventName];

/** How a subscriber reads an event's record (realtime.service.ts `visibleRecord`). */
type RecordOf<T = unknown> = (services: Services, viewer: Viewer, event: Payload) => Lazy<T>;

/**
 * Listens to one event on the bus and drops what the subscriber may not read, in the bus listener itself: a
 * refused event never reaches graphql-js, and an accepted one costs one promise to hand over (events/pubsub.ts).
 * When the subscription selects the event's record (`field`), its load starts as the event arrives and the
 * subscriber runs once it has settled, so its execution completes in one pass instead of 1,000 executions
 * each stopping halfway to wait for the same read.
 */
function topic(event: EventName, field?: string, record?: RecordOf) {
  return {
    subscribe: ({ context, info }: SubscribeResolverData<unknown, object, AppContext>) => {
      const { viewer, services } = context;
      const accept = (payload: Payload) => mayReceive(viewer, event, payload);
      if (!viewer || !field || !record || !selectedFields(info, []).has(field)) return eventStream(services.events, event, accept);
      return eventStream(services.events, event, accept, (payload) => loaded(record(services, viewer, payload)));
    },
  };
}

/**
 * An event as one subscriber's execution reads it, built per subscriber and event. A class, not an object literal
 * with a spread and a getter: V8 builds such a literal in dictionary mode, ~25× slower, 1,000 times per event.
 */
class LiveEvent {
  readonly id: string;
  readonly userId: string;

  constructor(
    readonly kind: EventName,
    readonly event: Payload,
    readonly context: AppContext,
  ) {
    this.id = event.id;
    this.userId = event.userId;
  }
}

/**
 * An event kind that carries a record in `field`: its topic, and the event its resolver returns, a LiveEvent
 * subclass whose `field` getter reads the record (on the prototype: a resolver runs it only when selected).
 */
function liveKind<F extends string, T>(event: EventName, field: F, record: RecordOf<T>) {
  class Live extends LiveEvent {}
  Object.defineProperty(Live.prototype, field, {
    get(this: LiveEvent) {
      return record(this.context.services, this.context.viewer!, this.event);
    },
  });
  return {
    topic: topic(event, field, record),
    create: (payload: Payload, context: AppContext) => new Live(event, payload, context) as LiveEvent & Record<F, Lazy<T>>,
  };
}

const live = {
  application: liveKind('application.changed', 'application', visibleRecord.application),
  document: liveKind('document.changed', 'document', visibleRecord.document),
  payment: liveKind('payment.changed', 'payment', visibleRecord.payment),
  ticket: liveKind('ticket.changed', 'ticket', visibleRecord.ticket),
  notification: liveKind('notification.added', 'notification', visibleRecord.notification),
};

/**
 * Live updates over graphql-ws (SPEC §4: a change triggers a refetch of that list). Payloads are ids. The record
 * is read only if the subscription selects it (a getter: `{ id kind }` costs no SQL and resolves synchronously),
 * once per event through the owning service (once for staff with the kind's flag, once for the owner) and shared;
 * each subscriber's own execution then applies the field rules with their viewer, exactly as in queries.
 */
@Resolver()
export class RealtimeResolver {
  @Subscription(() => ApplicationChangedEvent, { ...live.application.topic, description: 'Your applications; every application with viewAllApplications.' })
  @Allow.signedIn()
  applicationChanged(@Root() event: Payload, @Ctx() context: AppContext): ApplicationChangedEvent {
    return live.application.create(event, context);
  }

  @Subscription(() => DocumentChangedEvent, { ...live.document.topic, description: 'Your documents; every document with viewAllDocuments.' })
  @Allow.signedIn()
  documentChanged(@Root() event: Payload, @Ctx() context: AppContext): DocumentChangedEvent {
    return live.document.create(event, context);
  }

  @Subscription(() => PaymentChangedEvent, { ...live.payment.topic, description: 'Your payments; every payment with viewAllPayments.' })
  @Allow.signedIn()
  paymentChanged(@Root() event: Payload, @Ctx() context: AppContext): PaymentChangedEvent {
    return live.payment.create(event, context);
  }

  @Subscription(() => TicketChangedEvent, { ...live.ticket.topic, description: 'Your tickets; every ticket with manageSystem.' })
  @Allow.signedIn()
  ticketChanged(@Root() event: Payload, @Ctx() context: AppContext): TicketChangedEvent {
    return live.ticket.create(event, context);
  }

  @Subscription(() => NotificationAddedEvent, { ...live.notification.topic, description: 'Your own notifications only.' })
  @Allow.signedIn()
  notificationAdded(@Root() event: Payload, @Ctx() context: AppContext): NotificationAddedEvent {
    return live.notification.create(event, context);
  }

  @Subscription(() => LoanChangedEvent, { ...topic('loan.changed'), description: 'Your loans; every loan with viewAllPayments.' })
  @Allow.signedIn()
  loanChanged(@Root() event: Payload, @Ctx() context: AppContext): LoanChangedEvent {
    return new LiveEvent('loan.changed', event, context);
  }
}
