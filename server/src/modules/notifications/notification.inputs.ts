import { IsBoolean, IsIn, IsOptional, Length, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { BROADCAST_AUDIENCES, type BroadcastAudience } from './notification.table.js';
import { BroadcastAudienceEnum } from './notification.type.js';

export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_BODY_MAX = 2000;
export const BROADCAST_LINK_MAX = 300;
/** A path inside the web app: one leading '/', never '//' or a backslash (which browsers read as another host). */
export const APP_PATH = /^\/(?![/\\])[^\s\\]*$/;
export const APP_PATH_MESSAGE = 'The link must be a path inside the app that starts with "/", e.g. /payments.';

@InputType({ description: 'A message to send at once to every customer or every member of one staff role.' })
export class BroadcastInput {
  @Field(() => BroadcastAudienceEnum, { description: 'all_customers, or a staff role.' })
  @IsIn(BROADCAST_AUDIENCES)
  audience: BroadcastAudience;

  @Field(() => String, { description: `1 to ${BROADCAST_TITLE_MAX} characters.` })
  @Length(1, BROADCAST_TITLE_MAX)
  title: string;

  @Field(() => String, { description: `1 to ${BROADCAST_BODY_MAX} characters.` })
  @Length(1, BROADCAST_BODY_MAX)
  body: string;

  @Field(() => String, { nullable: true, description: 'A path in the web app to open, starting with "/".' })
  @IsOptional()
  @MaxLength(BROADCAST_LINK_MAX)
  @Matches(APP_PATH, { message: APP_PATH_MESSAGE })
  link?: string | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Marketing (offers, news): sent only to customers who opted in.' })
  @IsOptional()
  @IsBoolean()
  marketing?: boolean | null;
}
