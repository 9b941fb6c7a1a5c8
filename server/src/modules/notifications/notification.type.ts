import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { PersonFields } from '../../graphql/person.js';
import { Allow } from '../../graphql/rules.js';
import { BROADCAST_AUDIENCES, type BroadcastAudience } from './notification.table.js';

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

  @Field(() => String, { nullable: true, description: 'A path in the web app to open.' })
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

  @Field(() => Int, { description: 'How many accounts received it.' })
  recipientCount: number;

  @Field(() => BroadcastSender, { description: 'The staff member who sent it.' })
  sentBy: BroadcastSender;

  @Field(() => Date, { description: 'When it was sent.' })
  createdAt: Date;
}

@ObjectType()
export class BroadcastConnection extends Connection(Broadcast) {}
