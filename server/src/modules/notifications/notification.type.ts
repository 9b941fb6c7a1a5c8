import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { PersonFields } from '../../graphql/person.js';
import { Allow } from '../../graphql/rules.js';
import { BROADCAST_AUDIENCES, NOTIFICATION_TARGET_KINDS, type BroadcastAudience, type NotificationTargetKind } from './notification.table.js';

export const NotificationTargetKindEnum = Object.fromEntries(NOTIFICATION_TARGET_KINDS.map((value) => [value, value])) as Record<
  NotificationTargetKind,
  NotificationTargetKind
>;
registerEnumType(NotificationTargetKindEnum, { name: 'NotificationTargetKind', description: 'The kind of record a notification opens.' });

@ObjectType({ description: 'The record a notification opens; the app decides the screen (never a path from the server).' })
@Allow.inherit()
export class NotificationTarget {
  @Field(() => NotificationTargetKindEnum)
  kind: NotificationTargetKind;

  @Field(() => ID, { nullable: true, description: 'Null opens the list of that kind (notifications older than typed targets).' })
  id: string | null;
}

@ObjectType()
@Allow.inherit()
export class Notification {
  @Field(() => ID)
  id: string;

  userId: string;

  @Field(() => String, { description: 'application_status, document_review, payment, ticket_reply, broadcast' })
  kind: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  body: string;

  @Field(() => NotificationTarget, { nullable: true, description: 'The record this notification is about.' })
  target: NotificationTarget | null;

  @Field(() => String, { nullable: true, description: 'Broadcasts only: the in-app path the sender typed.' })
  link: string | null;

  @Field(() => Date, { nullable: true })
  readAt: Date | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType()
export class NotificationConnection extends Connection(Notification) {}

export const BroadcastAudienceEnum = Object.fromEntries(BROADCAST_AUDIENCES.map((value) => [value, value])) as Record<BroadcastAudience, BroadcastAudience>;
registerEnumType(BroadcastAudienceEnum, { name: 'BroadcastAudience', description: 'all_customers, or every member of one staff role.' });

@ObjectType()
@Allow.inherit()
export class BroadcastSender extends PersonFields {}

@ObjectType({ description: 'A message sent to an audience at once; each recipient got a notification of kind broadcast.' })
@Allow.inherit()
export class Broadcast {
  @Field(() => ID)
  id: string;

  @Field(() => BroadcastAudienceEnum)
  audience: BroadcastAudience;

  @Field(() => String)
  title: string;

  @Field(() => String)
  body: string;

  @Field(() => String, { nullable: true })
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

@ObjectType()
export class BroadcastConnection extends Connection(Broadcast) {}
