import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { CreatedWebhookEndpoint, CreateWebhookEndpointInput, WebhookDelivery, WebhookDeliveryConnection, WebhookEndpoint } from './webhook.type.js';

@Resolver()
export class WebhookResolver {
  @Query(() => [WebhookEndpoint], { description: 'Partner webhook endpoints, newest first; of one API key when given (manageSystem).' })
  @Allow.permission('manageSystem')
  webhookEndpoints(@Arg('apiKeyId', () => ID, { nullable: true, description: 'Only this key’s endpoints.' }) apiKeyId: string | null, @Ctx() { services }: AppContext) {
    return services.webhooks.list(apiKeyId);
  }

  @Query(() => WebhookDeliveryConnection, { description: 'An endpoint’s delivery log, newest first (manageSystem).' })
  @Allow.permission('manageSystem')
  webhookDeliveries(@Arg('endpointId', () => ID, { description: 'The endpoint.' }) endpointId: string, @Args() { first, after }: PageArgs, @Ctx() { services }: AppContext) {
    return services.webhooks.deliveries(endpointId, first, after);
  }

  @Mutation(() => CreatedWebhookEndpoint, { description: 'Registers a URL for an API key’s events (manageSystem); the signing secret is returned only here.' })
  @Allow.permission('manageSystem')
  createWebhookEndpoint(@Arg('input', () => CreateWebhookEndpointInput, { description: 'The API key, the URL and the events to receive.' }) input: CreateWebhookEndpointInput, @Ctx() context: AppContext) {
    return context.services.webhooks.create(actorOf(context), input);
  }

  @Mutation(() => WebhookEndpoint, { description: 'Stops deliveries to the endpoint (manageSystem); queued ones are not sent.' })
  @Allow.permission('manageSystem')
  disableWebhookEndpoint(@Arg('id', () => ID, { description: 'The endpoint.' }) id: string, @Ctx() context: AppContext) {
    return context.services.webhooks.disable(actorOf(context), id);
  }

  @Mutation(() => WebhookDelivery, { description: 'Sends a delivery again now, with a fresh 24-hour retry window (manageSystem).' })
  @Allow.permission('manageSystem')
  resendWebhookDelivery(@Arg('id', () => ID, { description: 'The delivery.' }) id: string, @Ctx() context: AppContext) {
    return context.services.webhooks.resend(actorOf(context), id);
  }
}
