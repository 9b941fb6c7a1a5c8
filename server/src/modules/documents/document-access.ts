// Staff access to customers' document files (issue 21, Act 843): the writer used by GET /api/files/:id, the read
// for admins (manageSystem), and the GraphQL surface of both.
import { IsOptional, MaxLength } from 'class-validator';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ArgsType, Args, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { user } from '../../auth/auth.table.js';
import type { AppDatabase } from '../../db/client.js';
import type { Viewer } from '../../graphql/context.js';
import { afterCursor, Connection, PageArgs, toPage, type Page } from '../../graphql/pagination.js';
import { Allow } from '../../graphql/rules.js';
import type { AppContext } from '../services.js';
import { documentAccess } from './document-access.table.js';

export interface DocumentAccessView {
  id: string;
  documentId: string;
  fileName: string;
  customerId: string;
  customerName: string | null;
  customerEmail: string | null;
  staffId: string;
  staffName: string | null;
  staffEmail: string | null;
  staffRole: string;
  ip: string | null;
  requestId: string;
  at: Date;
}

export class DocumentAccessService {
  constructor(private readonly db: AppDatabase) {}

  /** One entry per staff open/download of a customer's file; a customer reading their own file writes none. */
  async recordIfStaff(viewer: Viewer, file: { documentId: string; fileName: string; customerId: string }, request: { ip: string | null; requestId: string }): Promise<boolean> {
    if (viewer.id === file.customerId) return false;
    await this.db.insert(documentAccess).values({
      documentId: file.documentId,
      fileName: file.fileName,
      customerId: file.customerId,
      staffId: viewer.id,
      staffRole: viewer.role,
      ip: request.ip,
      requestId: request.requestId,
    });
    return true;
  }

  async list({ first, after, customerId, staffId }: { first: number; after?: string | null; customerId?: string | null; staffId?: string | null }): Promise<Page<DocumentAccessView & { createdAt: Date }>> {
    const customer = alias(user, 'customer');
    const staff = alias(user, 'staff');
    const conditions: Array<SQL | undefined> = [afterCursor(after, documentAccess.at, documentAccess.id)];
    if (customerId) conditions.push(eq(documentAccess.customerId, customerId));
    if (staffId) conditions.push(eq(documentAccess.staffId, staffId));
    const rows = await this.db
      .select({
        id: documentAccess.id,
        documentId: documentAccess.documentId,
        fileName: documentAccess.fileName,
        customerId: documentAccess.customerId,
        customerName: customer.name,
        customerEmail: customer.email,
        staffId: documentAccess.staffId,
        staffName: staff.name,
        staffEmail: staff.email,
        staffRole: documentAccess.staffRole,
        ip: documentAccess.ip,
        requestId: documentAccess.requestId,
        at: documentAccess.at,
      })
      .from(documentAccess)
      .leftJoin(customer, eq(customer.id, documentAccess.customerId))
      .leftJoin(staff, eq(staff.id, documentAccess.staffId))
      .where(and(...conditions))
      .orderBy(desc(documentAccess.at), desc(documentAccess.id))
      .limit(first + 1);
    return toPage(rows.map((row) => ({ ...row, createdAt: row.at })), first);
  }
}

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
