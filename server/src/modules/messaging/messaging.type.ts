import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, type MessageChannel, type MessageStatus } from './messaging.table.js';

export const MessageChannelEnum = Object.fromEntries(MESSAGE_CHANNELS.map((value) => [value, value])) as Record<MessageChannel, MessageChannel>;
registerEnumType(MessageChannelEnum, { name: 'MessageChannel', description: 'sms, email or in_app.' });
export const MessageStatusEnum = Object.fromEntries(MESSAGE_STATUSES.map((value) => [value, value])) as Record<MessageStatus, MessageStatus>;
registerEnumType(MessageStatusEnum, { name: 'MessageStatus', description: 'queued, sending, sent, failed (will be retried) or dead (given up).' });

@ObjectType({ description: 'A customer’s choice of channels for service messages, and marketing consent (off until opted in).' })
@Allow.inherit()
export class CommunicationPreferences {
  @Field(() => Boolean, { description: 'Service messages (reminders) by SMS. On by default.' })
  sms: boolean;

  @Field(() => Boolean, { description: 'Service messages by email (reminders, receipts, decisions). Off by default.' })
  email: boolean;

  @Field(() => Boolean, { description: 'Service messages in the app. On by default.' })
  inApp: boolean;

  @Field(() => Boolean, { description: 'Offers and news. Off until the customer opts in.' })
  marketing: boolean;

  @Field(() => Date, { nullable: true, description: 'When the customer last changed them (null: never, defaults apply).' })
  updatedAt: Date | null;
}

@ObjectType({ description: 'A message in the outbox, as staff see it: recipient masked, sign-in links hidden.' })
@Allow.inherit()
export class OutboundMessage {
  @Field(() => ID)
  id: string;

  @Field(() => MessageChannelEnum)
  channel: MessageChannel;

  @Field(() => String, { description: 'Masked: 024 *** 4567, a***@example.com, in-app.' })
  recipientMasked: string;

  @Field(() => String, { description: 'reminder.before_3, reminder.late_7, notification.payment, account.password_reset…' })
  kind: string;

  @Field(() => String, { nullable: true })
  subject: string | null;

  @Field(() => String)
  body: string;

  @Field(() => MessageStatusEnum)
  status: MessageStatus;

  @Field(() => Int)
  attempts: number;

  @Field(() => String, { nullable: true, description: 'The last failure in words (never a key or a link).' })
  lastError: string | null;

  @Field(() => String, { nullable: true })
  provider: string | null;

  @Field(() => String, { nullable: true })
  providerMessageId: string | null;

  @Field(() => Date, { description: 'Not sent before (quiet hours, retry backoff).' })
  nextAttemptAt: Date;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType()
export class OutboundMessageConnection extends Connection(OutboundMessage) {}
