// The GraphQL surface of staff document access (document-access.ts): the log admins read.
import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Args, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { Connection, PageArgs } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';

@ObjectType({ description: 'A staff member opened or downloaded a customer’s document file.' })
@Allow.inherit()
export class DocumentAccessEntry {
  @Field(() => ID, { description: 'The entry’s id.' })
  id: string;

  @Field(() => ID, { description: 'The document opened; kept after the document is deleted.' })
  documentId: string;

  @Field(() => String, { description: 'The document’s file name at the time.' })
  fileName: string;

  @Field(() => ID, { description: 'The customer the document belongs to (user id); kept after the account is gone.' })
  customerId: string;

  @Field(() => String, { nullable: true, description: 'Null once the account is gone.' })
  customerName: string | null;

  @Field(() => String, { nullable: true, description: 'The customer’s email; null once the account is gone.' })
  customerEmail: string | null;

  @Field(() => ID, { description: 'The staff member who opened it (user id); kept after the account is gone.' })
  staffId: string;

  @Field(() => String, { nullable: true, description: 'The staff member’s name; null once the account is gone.' })
  staffName: string | null;

  @Field(() => String, { nullable: true, description: 'The staff member’s email; null once the account is gone.' })
  staffEmail: string | null;

  @Field(() => String, { description: 'The staff member’s role at the time.' })
  staffRole: string;

  @Field(() => String, { nullable: true, description: 'The IP address the request came from; null when unknown.' })
  ip: string | null;

  @Field(() => String, { description: 'The id of the HTTP request, as in the server’s logs.' })
  requestId: string;

  @Field(() => Date, { description: 'When the file was opened.' })
  at: Date;
}

@ObjectType({ description: 'A page of document access entries, newest first.' })
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
  @Query(() => DocumentAccessConnection, { description: 'Staff opens and downloads of customers’ document files, newest first (manageSystem).' })
  @Allow.permission('manageSystem')
  documentAccessLog(@Args(() => DocumentAccessArgs) args: DocumentAccessArgs, @Ctx() { services }: AppContext) {
    return services.documentAccess.list(args);
  }
}
