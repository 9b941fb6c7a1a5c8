import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, type MessageChannel, type MessageStatus } from './messaging.table.js';
import { MessageChannelEnum, MessageStatusEnum } from './messaging.type.js';

@InputType({ description: 'Only the channels given change.' })
export class CommunicationPreferencesInput {
  @Field(() => Boolean, { nullable: true, description: 'Service messages by SMS; null or left out keeps the current choice.' })
  @IsOptional()
  @IsBoolean()
  sms?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Service messages by email; null or left out keeps the current choice.' })
  @IsOptional()
  @IsBoolean()
  email?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Service messages in the app; null or left out keeps the current choice.' })
  @IsOptional()
  @IsBoolean()
  inApp?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Consent to offers and news; null or left out keeps the current choice.' })
  @IsOptional()
  @IsBoolean()
  marketing?: boolean | null;
}

@ArgsType()
export class OutboundMessageArgs extends PageArgs {
  @Field(() => MessageStatusEnum, { nullable: true, description: 'Only messages in this status.' })
  @IsOptional()
  @IsIn(MESSAGE_STATUSES)
  status?: MessageStatus | null;

  @Field(() => MessageChannelEnum, { nullable: true, description: 'Only messages on this channel.' })
  @IsOptional()
  @IsIn(MESSAGE_CHANNELS)
  channel?: MessageChannel | null;
}
