import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { CommunicationPreferencesInput, OutboundMessageArgs } from './messaging.inputs.js';
import { CommunicationPreferences, OutboundMessageConnection } from './messaging.type.js';

@Resolver()
export class MessagingResolver {
  @Query(() => CommunicationPreferences, { description: 'The caller’s own message channels and marketing consent.' })
  @Allow.signedIn()
  myCommunicationPreferences(@Ctx() { viewer, services }: AppContext) {
    return services.preferences.mine(viewer!);
  }

  @Mutation(() => CommunicationPreferences, { description: 'Changes the caller’s own channels; audited.' })
  @Allow.signedIn()
  updateCommunicationPreferences(
    @Arg('input', () => CommunicationPreferencesInput, { description: 'The channels to change; the others stay as they are.' }) input: CommunicationPreferencesInput,
    @Ctx() context: AppContext,
  ) {
    return context.services.preferences.update(actorOf(context), {
      sms: input.sms ?? undefined,
      email: input.email ?? undefined,
      inApp: input.inApp ?? undefined,
      marketing: input.marketing ?? undefined,
    });
  }

  @Query(() => OutboundMessageConnection, { description: 'Sent messages (the outbox), newest first: SMS, email and in-app, with their delivery status (manageSystem).' })
  @Allow.permission('manageSystem')
  outboundMessages(@Args() { first, after, status, channel }: OutboundMessageArgs, @Ctx() { services }: AppContext) {
    return services.outbox.list(first, after, { status, channel });
  }
}
