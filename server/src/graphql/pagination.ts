import { asc, desc, sql, type SQL, type Column } from 'drizzle-orm';
import { IsIn, Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { badInput } from './errors.js';
import { Allow } from './rules.js';

export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 20, description: 'Page size, 1 to 100.' })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  first: number = 20;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  after?: string | null;
}

/** Keyset lists run newest first; work queues (review, verification, inspection) ask for oldest first. */
export const LIST_ORDERS = ['newest_first', 'oldest_first'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];
export const ListOrderEnum = { newest_first: 'newest_first', oldest_first: 'oldest_first' } as const;
registerEnumType(ListOrderEnum, {
  name: 'ListOrder',
  description: 'By creation time: newest_first (default) or oldest_first (work queues).',
  valuesConfig: {
    newest_first: { description: 'The most recently created first.' },
    oldest_first: { description: 'The longest waiting first, as work queues are worked.' },
  } satisfies Record<keyof typeof ListOrderEnum, { description: string }>,
});

@ArgsType()
export class OrderedPageArgs extends PageArgs {
  @Field(() => ListOrderEnum, { defaultValue: 'newest_first', description: 'By creation time, newest or oldest first.' })
  @IsIn(LIST_ORDERS)
  order: ListOrder = 'newest_first';
}

@ObjectType({ description: 'Where a page of a list ends and whether another follows.' })
@Allow.inherit()
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether another page follows this one.' })
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass it as `after` for the next page (an opaque cursor); null when this page is empty.' })
  endCursor: string | null;
}

/** A page of T: `@ObjectType() class UserConnection extends Connection(User) {}`. */
export function Connection<T extends object>(itemClass: ClassType<T>) {
  @ObjectType()
  @Allow.inherit()
  abstract class ConnectionClass {
    @Field(() => [itemClass], { description: 'The items of this page, in the list’s order.' })
    nodes: T[];

    @Field(() => PageInfo, { description: 'Whether another page follows, and the cursor to ask for it.' })
    pageInfo: PageInfo;
  }
  return ConnectionClass;
}

export interface Page<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

/** Keyset cursor over (created_at, id), newest first: stable under inserts and fast at any depth. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    const date = new Date(createdAt);
    if (typeof id !== 'string' || Number.isNaN(date.getTime())) throw new Error('bad cursor');
    return { createdAt: date, id };
  } catch {
    throw badInput('The cursor is not valid.', 'after');
  }
}

/**
 * WHERE clause for the rows after a cursor in (created_at DESC, id DESC) order. A row comparison lets
 * PostgreSQL seek straight to the cursor in the index instead of filtering from the first row.
 * Keyset timestamp columns use millisecond precision so the cursor (an ISO string) compares exactly.
 */
export function afterCursor(cursor: string | null | undefined, createdAtColumn: Column, idColumn: Column, order: ListOrder = 'newest_first'): SQL | undefined {
  if (!cursor) return undefined;
  const { createdAt, id } = decodeCursor(cursor);
  return order === 'oldest_first'
    ? sql`(${createdAtColumn}, ${idColumn}) > (${createdAt.toISOString()}::timestamptz, ${id})`
    : sql`(${createdAtColumn}, ${idColumn}) < (${createdAt.toISOString()}::timestamptz, ${id})`;
}

/** ORDER BY for a keyset list; the (created_at DESC, id DESC) indexes serve both directions (read backwards). */
export function keysetOrderBy(createdAtColumn: Column, idColumn: Column, order: ListOrder = 'newest_first'): [SQL, SQL] {
  return order === 'oldest_first' ? [asc(createdAtColumn), asc(idColumn)] : [desc(createdAtColumn), desc(idColumn)];
}

/** Services fetch first + 1 rows; this trims the extra one and fills pageInfo. */
export function toPage<T extends { createdAt: Date; id: string }>(rows: T[], first: number): Page<T> {
  const hasNextPage = rows.length > first;
  const nodes = hasNextPage ? rows.slice(0, first) : rows;
  const last = nodes[nodes.length - 1];
  return { nodes, pageInfo: { hasNextPage, endCursor: last ? encodeCursor(last.createdAt, last.id) : null } };
}
