import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { PersonFields } from '../../graphql/person.js';
import { Allow } from '../../graphql/rules.js';
import { BROADCAST_AUDIENCES, NOTIFICATION_TARGET_KINDS, type BroadcastAudience, type NotificationTargetKind } from './notification.table.js';

export const NotificationTargetKindEnum = Object.fromEntries(NOTIFICATION_TARGET_KINDS.map((value) => [value, value])) as Record<
  NotificationTargetKind,
  NotificationTargetKind
>;
registerEnumType(NotificationTargetKindEnum, {
  name: 'NotificationTargetKind',
  description: 'The kind of record a notification opens.',
  valuesConfig: {
    LOAN: { description: 'A loan.' },
    ORDER: { description: 'A BNPL order from the shop.' },
    APPLICATION: { description: 'A loan application.' },
    TICKET: { description: 'A support ticket.' },
    PAYMENT: { description: 'A payment.' },
    DOCUMENT: { description: 'An uploaded document.' },
    APPROVAL: { description: 'A request waiting for (or decided by) a second person: staff only.' },
  } satisfies Record<keyof typeof NotificationTargetKindEnum, { description: string }>,
});

@ObjectType({ description: 'The record a notification opens; the app decides the screen (never a path from the server).' })
@Allow.inherit()
export class NotificationTarget {
  @Field(() => NotificationTargetKindEnum, { description: 'What kind of record it is.' })
  kind: NotificationTargetKind;

  @Field(() => ID, { nullable: true, description: 'Null opens the list of that kind (notifications older than typed targets).' })
  id: string | null;
}

@ObjectType({ description: 'A message in an account’s in-app inbox; only its owner reads it.' })
@Allow.inherit()
export class Notification {
  @Field(() => ID, { description: 'The notification id.' })
  id: string;

  userId: string;

  @Field(() => String, { description: 'application_status, document_review, payment, ticket_reply, broadcast' })
  kind: string;

  @Field(() => String, { description: 'A short headline.' })
  title: string;

  @Field(() => String, { description: 'The message text.' })
  body: string;

  @Field(() => NotificationTarget, { nullable: true, description: 'The record this notification is about.' })
  target: NotificationTarget | null;

  @Field(() => String, { nullable: true, description: 'Broadcasts only: the in-app path the sender typed.' })
  link: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was first marked read; null while unread.' })
  readAt: Date | null;

  @Field(() => Date, { description: 'When it was sent.' })
  createdAt: Date;
}

@ObjectType({ description: 'A page of notifications, newest first.' })
export class NotificationConnection extends Connection(Notification) {}

export const BroadcastAudienceEnum = Object.fromEntries(BROADCAST_AUDIENCES.map((value) => [value, value])) as Record<BroadcastAudience, BroadcastAudience>;
registerEnumType(BroadcastAudienceEnum, {
  name: 'BroadcastAudience',
  description: 'all_customers, or every member of one staff role. Suspended accounts and partner service accounts never receive a broadcast.',
  valuesConfig: {
    all_customers: { description: 'Every customer account (role user).' },
    admin: { description: 'Every admin.' },
    superadmin: { description: 'Every superadmin.' },
    sales_executive: { description: 'Every sales executive.' },
    credit_analyst: { description: 'Every credit analyst.' },
    recovery_and_collections: { description: 'Every member of recovery and collections.' },
    inspection_and_verification: { description: 'Every member of inspection and verification.' },
    finance: { description: 'Every member of finance.' },
  } satisfies Record<keyof typeof BroadcastAudienceEnum, { description: string }>,
});

@ObjectType({ description: 'The staff member who sent a broadcast.' })
@Allow.inherit()
export class BroadcastSender extends PersonFields {}

@ObjectType({ description: 'A message sent to an audience at once; each recipient got a notification of kind broadcast.' })
@Allow.inherit()
export class Broadcast {
  @Field(() => ID, { description: 'The broadcast id.' })
  id: string;

  @Field(() => BroadcastAudienceEnum, { description: 'Who it was sent to.' })
  audience: BroadcastAudience;

  @Field(() => String, { description: 'The headline each recipient got.' })
  title: string;

  @Field(() => String, { description: 'The message text each recipient got.' })
  body: string;

  @Field(() => String, { nullable: true, description: 'The path in the web app it opens, starting with "/"; null when none was given.' })
  link: string | null;

  @Field(() => Boolean, { description: 'Marketing: sent only to customers who opted in.' })
  marketing: boolean;

  @Field(() => Int, { description: 'How many accounts received it.' })
  recipientCount: number;

  @Field(() => BroadcastSender, { description: 'The staff member who sent it.' })
  sentBy: BroadcastSender;

  @Field(() => Date, { description: 'When it was sent.' })
  createdAt: Date;
}

@ObjectType({ description: 'A page of broadcasts, newest first.' })
export class BroadcastConnection extends Connection(Broadcast) {}
