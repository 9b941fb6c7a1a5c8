import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination.js';

@ArgsType()
export class AuditEventsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'e.g. user, session, application' })
  @IsOptional()
  @MaxLength(100)
  entity?: string | null;

  @Field(() => String, { nullable: true, description: 'Only changes to this record (its id).' })
  @IsOptional()
  @MaxLength(100)
  entityId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only changes made by this person (user id).' })
  @IsOptional()
  @MaxLength(100)
  actorId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only changes made by people whose name or email contains this text.' })
  @IsOptional()
  @MaxLength(100)
  actor?: string | null;

  @Field(() => String, { nullable: true, description: 'Exact action, e.g. user.banned' })
  @IsOptional()
  @MaxLength(100)
  action?: string | null;
}

@ArgsType()
export class ActiveSessionsArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'Only this person’s sessions.' })
  @IsOptional()
  @MaxLength(100)
  userId?: string | null;
}
