import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { actorOf } from '../../graphql/context.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { ActiveSessionsArgs, AuditEventsArgs } from './security.inputs.js';
import { ActiveSessionConnection, AuditEventConnection } from './security.type.js';

@Resolver()
export class SecurityResolver {
  @Query(() => AuditEventConnection, { description: 'The audit trail, newest first, optionally filtered (manageSystem).' })
  @Allow.permission('manageSystem')
  auditEvents(@Args(() => AuditEventsArgs) args: AuditEventsArgs, @Ctx() { services }: AppContext) {
    return services.security.auditEvents(args);
  }

  @Query(() => ActiveSessionConnection, { description: 'Sessions that have not expired, newest first (manageSystem).' })
  @Allow.permission('manageSystem')
  activeSessions(@Args(() => ActiveSessionsArgs) args: ActiveSessionsArgs, @Ctx() { services }: AppContext) {
    return services.security.activeSessions(args);
  }

  @Mutation(() => Boolean, { description: 'Signs one session out at once (manageSystem); audited. NOT_FOUND if the session does not exist.' })
  @Allow.permission('manageSystem')
  revokeSession(@Arg('id', () => ID, { description: 'The session’s id (activeSessions).' }) id: string, @Ctx() context: AppContext): Promise<boolean> {
    return context.services.security.revokeSession(actorOf(context), id);
  }

  @Mutation(() => Boolean, { description: 'Lifts a sign-in lockout (10 failed sign-ins) before its 15 minutes end (manageSystem); audited. False when the account was not locked.' })
  @Allow.permission('manageSystem')
  unlockSignIn(@Arg('email', () => String, { description: 'The email address of the locked account (any case).' }) email: string, @Ctx() context: AppContext): Promise<boolean> {
    return context.services.security.unlockSignIn(actorOf(context), email);
  }
}
