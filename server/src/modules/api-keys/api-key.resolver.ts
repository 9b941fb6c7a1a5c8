import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { CreateApiKeyInput } from './api-key.inputs.js';
import { ApiKey, ApiKeyConnection, CreatedApiKey } from './api-key.type.js';

@Resolver()
export class ApiKeyResolver {
  @Query(() => ApiKeyConnection, { description: 'Partner API keys, newest first (never their secrets) (manageSystem).' })
  @Allow.permission('manageSystem')
  apiKeys(@Args() { first, after }: PageArgs, @Ctx() { services }: AppContext) {
    return services.apiKeys.list(first, after);
  }

  @Mutation(() => CreatedApiKey, { description: 'Creates a key bound to a staff role (manageSystem); the secret is returned only here.' })
  @Allow.permission('manageSystem')
  createApiKey(@Arg('input', () => CreateApiKeyInput, { description: 'The name, role and lifetime of the key.' }) input: CreateApiKeyInput, @Ctx() context: AppContext) {
    return context.services.apiKeys.create(actorOf(context), input);
  }

  @Mutation(() => ApiKey, { description: 'Refuses the key from now on, on every instance (manageSystem). Revoking a revoked key returns it unchanged.' })
  @Allow.permission('manageSystem')
  revokeApiKey(@Arg('id', () => ID, { description: 'The key to revoke.' }) id: string, @Ctx() context: AppContext) {
    return context.services.apiKeys.revoke(actorOf(context), id);
  }
}
