import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'One entry of the append-only audit trail: who changed what, from what, to what.' })
@Allow.inherit()
export class AuditEvent {
  @Field(() => ID, { description: 'The entry’s id.' })
  id: string;

  @Field(() => ID, { nullable: true, description: 'Who made the change (user id); null for a scheduled job, or when the actor account no longer exists.' })
  actorId: string | null;

  @Field(() => String, { nullable: true, description: 'The actor’s email now; null for a scheduled job, or when the account no longer exists.' })
  actorEmail: string | null;

  @Field(() => String, { nullable: true, description: 'The actor’s name now; null for a scheduled job, or when the account no longer exists or has no name.' })
  actorName: string | null;

  @Field(() => String, { description: 'The actor’s role at the time of the change; system for a scheduled job.' })
  actorRole: string;

  @Field(() => ID, { nullable: true, description: 'Set when a partner system acted through an API key.' })
  apiKeyId: string | null;

  @Field(() => String, { description: 'e.g. user.role_changed, user.banned, session.revoked' })
  action: string;

  @Field(() => String, { description: 'The kind of record changed (user, session, application, …).' })
  entity: string;

  @Field(() => String, { description: 'The id of the record changed (for a sign-in unlock of an unknown account, the email).' })
  entityId: string;

  @Field(() => String, {
    nullable: true,
    description: 'The record as staff name it (a person’s name, a loan number with its borrower, a payment’s reference…); null when it no longer exists or has no name.',
  })
  entityLabel: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The values before the change, as the action records them; null when there were none (a creation).' })
  before: unknown;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The values after the change, as the action records them; null when there are none (a deletion).' })
  after: unknown;

  @Field(() => String, { description: 'The id of the request that made the change, as in the server’s logs; a scheduled job’s run id.' })
  requestId: string;

  @Field(() => String, { nullable: true, description: 'The IP address the request came from; null for a scheduled job or when unknown.' })
  ip: string | null;

  @Field(() => Date, { description: 'When the change was made.' })
  at: Date;
}

@ObjectType({ description: 'A page of audit entries, newest first.' })
export class AuditEventConnection extends Connection(AuditEvent) {}

@ObjectType({ description: 'A signed-in session that has not expired. The session token is never exposed.' })
@Allow.inherit()
export class ActiveSession {
  @Field(() => ID, { description: 'The session’s id (not its token); pass it to revokeSession.' })
  id: string;

  @Field(() => ID, { description: 'The account signed in (user id).' })
  userId: string;

  @Field(() => String, { description: 'The account’s email.' })
  userEmail: string;

  @Field(() => String, { nullable: true, description: 'The IP address the session was signed in from; null when unknown.' })
  ipAddress: string | null;

  @Field(() => String, { nullable: true, description: 'The browser or app’s User-Agent header at sign-in; null when none was sent.' })
  userAgent: string | null;

  @Field(() => Date, { description: 'When the session began (sign-in).' })
  createdAt: Date;

  @Field(() => Date, { description: 'When the session ends unless it is revoked or signed out first; moved on while the session is in use.' })
  expiresAt: Date;
}

@ObjectType({ description: 'A page of active sessions, newest first.' })
export class ActiveSessionConnection extends Connection(ActiveSession) {}
