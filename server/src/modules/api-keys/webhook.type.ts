import { ArrayMaxSize, ArrayMinSize, Length } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS, type WebhookEventType } from './webhook.events.js';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from './webhook.table.js';

// GraphQL names cannot hold a dot: payment_succeeded here is 'payment.succeeded' on the wire of the webhook itself.
export const WebhookEventEnum = Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event.replace('.', '_'), event])) as Record<string, WebhookEventType>;
registerEnumType(WebhookEventEnum, {
  name: 'WebhookEvent',
  description: 'An event a partner endpoint can receive (the `type` of the delivered JSON, with a dot: payment.succeeded).',
  valuesConfig: Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event.replace('.', '_'), { description: WEBHOOK_EVENT_DESCRIPTIONS[event] }])),
});
export const WebhookDeliveryStatusEnum = Object.fromEntries(WEBHOOK_DELIVERY_STATUSES.map((status) => [status, status])) as Record<WebhookDeliveryStatus, WebhookDeliveryStatus>;
registerEnumType(WebhookDeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'queued → sending → delivered; failed is retried with backoff for 24 hours, then dead.',
  valuesConfig: {
    queued: { description: 'Waiting for its first attempt (or sent again by resend).' },
    sending: { description: 'Being POSTed to the endpoint now.' },
    delivered: { description: 'The endpoint answered with a 2xx status.' },
    failed: { description: 'The last attempt failed; it is tried again at nextAttemptAt (1, 2, 4 … minutes later, at most 6 hours).' },
    dead: { description: 'No more attempts: the 24-hour retry window passed or the endpoint was disabled. It can be resent while the endpoint is enabled.' },
  } satisfies Record<keyof typeof WebhookDeliveryStatusEnum, { description: string }>,
});

@ObjectType({ description: 'A partner URL that receives the events it chose, for one API key (manageSystem).' })
@Allow.inherit()
export class WebhookEndpoint {
  @Field(() => ID, { description: 'The endpoint’s id.' })
  id: string;

  @Field(() => ID, { description: 'The API key whose role bounds what the endpoint may hear.' })
  apiKeyId: string;

  @Field(() => String, { description: 'The API key’s name.' })
  apiKeyName: string;

  @Field(() => String, { description: 'Where deliveries are POSTed (https in production).' })
  url: string;

  @Field(() => [WebhookEventEnum], { description: 'The events it receives.' })
  events: WebhookEventType[];

  @Field(() => String, { description: 'The first characters of the signing secret, to tell which one is in use.' })
  secretPrefix: string;

  @Field(() => Date, { description: 'When it was registered.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When deliveries stopped; null while enabled.' })
  disabledAt: Date | null;
}

@ObjectType({ description: 'A new endpoint and its signing secret, answered only once.' })
@Allow.inherit()
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The endpoint registered.' })
  endpoint: WebhookEndpoint;

  @Field(() => String, { description: 'Verifies the X-GHC-Signature header of every delivery. Store it now: it is never shown again.' })
  secret: string;
}

@ObjectType({ description: 'One event sent (or to be sent) to one endpoint.' })
@Allow.inherit()
export class WebhookDelivery {
  @Field(() => ID, { description: 'The delivery’s id: the X-GHC-Delivery header of each attempt.' })
  id: string;

  @Field(() => ID, { description: 'The endpoint it goes to.' })
  endpointId: string;

  @Field(() => ID, { description: 'The event’s id: the `id` of the delivered JSON, the same on every attempt (dedupe on it).' })
  eventId: string;

  @Field(() => String, { description: 'The event type, e.g. payment.succeeded.' })
  eventType: string;

  @Field(() => WebhookDeliveryStatusEnum, { description: 'Where the delivery stands.' })
  status: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts: number;

  @Field(() => Int, { nullable: true, description: 'The HTTP status the endpoint last answered (null when it could not be reached).' })
  lastStatusCode: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError: string | null;

  @Field(() => Int, { nullable: true, description: 'How long the last attempt took, in milliseconds.' })
  lastLatencyMs: number | null;

  @Field(() => Date, { description: 'When the next attempt is due (while queued or failed).' })
  nextAttemptAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the endpoint accepted it (any 2xx).' })
  deliveredAt: Date | null;

  @Field(() => Date, { description: 'When the delivery was created (or resent).' })
  createdAt: Date;
}

@ObjectType({ description: 'A page of webhook deliveries, newest first.' })
export class WebhookDeliveryConnection extends Connection(WebhookDelivery) {}

@InputType({ description: 'A partner URL to register for an API key.' })
export class CreateWebhookEndpointInput {
  @Field(() => ID, { description: 'The API key the endpoint belongs to.' })
  apiKeyId: string;

  @Field(() => String, { description: 'Where to POST deliveries: https:// and a public host in production.' })
  @Length(8, 500)
  url: string;

  @Field(() => [WebhookEventEnum], { description: 'The events to receive; each must be readable by the key’s role.' })
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  events: WebhookEventType[];
}
