// The GraphQL surface of staff document access (document-access.ts): the log admins read.
import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Args, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { Connection, PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';

@ObjectType({ description: 'A staff member opened or downloaded a customer’s document file.' })
@Allow.inherit()
export class DocumentAccessEntry {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  documentId: string;

  @Field(() => String)
  fileName: string;

  @Field(() => ID)
  customerId: string;

  @Field(() => String, { nullable: true, description: 'Null once the account is gone.' })
  customerName: string | null;

  @Field(() => String, { nullable: true })
  customerEmail: string | null;

  @Field(() => ID)
  staffId: string;

  @Field(() => String, { nullable: true })
  staffName: string | null;

  @Field(() => String, { nullable: true })
  staffEmail: string | null;

  @Field(() => String, { description: 'The staff member’s role at the time.' })
  staffRole: string;

  @Field(() => String, { nullable: true })
  ip: string | null;

  @Field(() => String)
  requestId: string;

  @Field(() => Date)
  at: Date;
}

@ObjectType()
export class DocumentAccessConnection extends Connection(DocumentAccessEntry) {}

@ArgsType()
export class DocumentAccessArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'Only this customer’s files.' })
  @IsOptional()
  @MaxLength(100)
  customerId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only this staff member’s reads.' })
  @IsOptional()
  @MaxLength(100)
  staffId?: string | null;
}

@Resolver()
export class DocumentAccessResolver {
  @Query(() => DocumentAccessConnection, { description: 'Staff opens and downloads of customers’ document files, newest first (admins).' })
  @Allow.permission('manageSystem')
  documentAccessLog(@Args(() => DocumentAccessArgs) args: DocumentAccessArgs, @Ctx() { services }: AppContext) {
    return services.documentAccess.list(args);
  }
}
