import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';

@ObjectType({ description: 'One entry of the append-only audit trail: who changed what, from what, to what.' })
@Allow.inherit()
export class AuditEvent {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'Null when the actor account no longer exists.' })
  actorId: string | null;

  @Field(() => String, { nullable: true })
  actorEmail: string | null;

  @Field(() => String, { description: 'The actor’s role at the time of the change.' })
  actorRole: string;

  @Field(() => ID, { nullable: true, description: 'Set when a partner system acted through an API key.' })
  apiKeyId: string | null;

  @Field(() => String, { description: 'e.g. user.role_changed, user.banned, session.revoked' })
  action: string;

  @Field(() => String)
  entity: string;

  @Field(() => String)
  entityId: string;

  @Field(() => GraphQLJSON, { nullable: true })
  before: unknown;

  @Field(() => GraphQLJSON, { nullable: true })
  after: unknown;

  @Field(() => String)
  requestId: string;

  @Field(() => String, { nullable: true })
  ip: string | null;

  @Field(() => Date)
  at: Date;
}

@ObjectType()
export class AuditEventConnection extends Connection(AuditEvent) {}

@ObjectType({ description: 'A signed-in session that has not expired. The session token is never exposed.' })
@Allow.inherit()
export class ActiveSession {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  userId: string;

  @Field(() => String)
  userEmail: string;

  @Field(() => String, { nullable: true })
  ipAddress: string | null;

  @Field(() => String, { nullable: true })
  userAgent: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  expiresAt: Date;
}

@ObjectType()
export class ActiveSessionConnection extends Connection(ActiveSession) {}
