import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, type MessageChannel, type MessageStatus } from './messaging.table.js';

export const MessageChannelEnum = Object.fromEntries(MESSAGE_CHANNELS.map((value) => [value, value])) as Record<MessageChannel, MessageChannel>;
registerEnumType(MessageChannelEnum, {
  name: 'MessageChannel',
  description: 'sms, email or in_app.',
  valuesConfig: {
    sms: { description: 'A text message to the customer’s mobile number, through an SMS gateway.' },
    email: { description: 'An email to the account’s address.' },
    in_app: { description: 'A notification in the app (the bell).' },
  } satisfies Record<keyof typeof MessageChannelEnum, { description: string }>,
});
export const MessageStatusEnum = Object.fromEntries(MESSAGE_STATUSES.map((value) => [value, value])) as Record<MessageStatus, MessageStatus>;
registerEnumType(MessageStatusEnum, {
  name: 'MessageStatus',
  description: 'queued, sending, sent, failed (will be retried) or dead (given up).',
  valuesConfig: {
    queued: { description: 'Waiting to be sent (not before nextAttemptAt, e.g. after quiet hours).' },
    sending: { description: 'Being handed to the gateway, mail server or app now.' },
    sent: { description: 'Accepted by the SMS gateway or mail server, or added to the customer’s in-app notifications.' },
    failed: { description: 'The last attempt failed; it is tried again at nextAttemptAt.' },
    dead: { description: 'Given up: five attempts failed, the provider refused it for good, or sending was interrupted (never resent, so never sent twice).' },
  } satisfies Record<keyof typeof MessageStatusEnum, { description: string }>,
});

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
  @Field(() => ID, { description: 'The message’s id (the reference given to the SMS gateway).' })
  id: string;

  @Field(() => MessageChannelEnum, { description: 'SMS, email or in-app.' })
  channel: MessageChannel;

  @Field(() => String, { description: 'Masked: 024 *** 4567, a***@example.com, in-app.' })
  recipientMasked: string;

  @Field(() => String, { description: 'reminder.before_3, reminder.late_7, notification.payment, account.password_reset…' })
  kind: string;

  @Field(() => String, { nullable: true, description: 'The email subject or in-app title; null for an SMS.' })
  subject: string | null;

  @Field(() => String, { description: 'The text sent; hidden when it holds a sign-in link.' })
  body: string;

  @Field(() => MessageStatusEnum, { description: 'Where the message stands.' })
  status: MessageStatus;

  @Field(() => Int, { description: 'Attempts made so far (at most five).' })
  attempts: number;

  @Field(() => String, { nullable: true, description: 'The last failure in words (never a key or a link).' })
  lastError: string | null;

  @Field(() => String, { nullable: true, description: 'What carried the last attempt: the SMS gateway’s name (simulated, arkesel, hubtel), mail or in_app; null before the first attempt.' })
  provider: string | null;

  @Field(() => String, { nullable: true, description: 'The id the SMS gateway (or the app’s notification) gave it; null until sent, and for email.' })
  providerMessageId: string | null;

  @Field(() => Date, { description: 'Not sent before (quiet hours, retry backoff).' })
  nextAttemptAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was sent; null until then.' })
  sentAt: Date | null;

  @Field(() => Date, { description: 'When it was queued.' })
  createdAt: Date;
}

@ObjectType({ description: 'A page of outbox messages, newest first.' })
export class OutboundMessageConnection extends Connection(OutboundMessage) {}
