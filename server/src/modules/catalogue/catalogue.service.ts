import { isUuid } from '../../graphql/ids.js';
import { and, asc, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AppDatabase, Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import { catalogueItem, type ProductCategory } from './catalogue.table.js';
import { isUniqueViolation } from '../../db/errors.js';

export type ProductRow = typeof catalogueItem.$inferSelect;

export interface ProductListOptions {
  first: number;
  after?: string | null;
  category?: ProductCategory | null;
  search?: string | null;
  orderBy: 'NEWEST' | 'NAME';
  /** Staff only: also list inactive products (`active` then filters them). */
  includeInactive?: boolean;
  active?: boolean | null;
}

export interface NewProduct {
  slug?: string | null;
  name: string;
  description: string;
  category: ProductCategory;
  price: number;
  imageUrl: string;
  stock: number;
  active: boolean;
}

export interface ProductChanges {
  slug?: string | null;
  name?: string | null;
  description?: string | null;
  category?: ProductCategory | null;
  price?: number | null;
  imageUrl?: string | null;
}


/** "3-Seater Fabric Sofa" → "3-seater-fabric-sofa". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** Keyset cursor for the by-name order: (name, id) ascending. */
function encodeNameCursor(row: { name: string; id: string }): string {
  return Buffer.from(JSON.stringify(['name', row.name, row.id])).toString('base64url');
}

function decodeNameCursor(cursor: string): { name: string; id: string } {
  try {
    const [kind, name, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string, string];
    if (kind !== 'name' || typeof name !== 'string' || typeof id !== 'string' || !isUuid(id)) throw new Error('bad cursor');
    return { name, id };
  } catch {
    throw badInput('The cursor is not valid.', 'after');
  }
}


export class CatalogueService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
  ) {}

  async list(options: ProductListOptions): Promise<Page<ProductRow>> {
    const term = options.search?.trim();
    const pattern = term ? containsPattern(term) : null;
    const filters = and(
      // Written as the bare column so the planner matches the partial indexes (WHERE active).
      options.includeInactive
        ? options.active == null
          ? undefined
          : eq(catalogueItem.active, options.active)
        : sql`${catalogueItem.active}`,
      options.category ? eq(catalogueItem.category, options.category) : undefined,
      pattern ? or(ilike(catalogueItem.name, pattern), ilike(catalogueItem.description, pattern)) : undefined,
    );
    if (options.orderBy === 'NAME') {
      const cursor = options.after ? decodeNameCursor(options.after) : null;
      const rows = await this.db
        .select()
        .from(catalogueItem)
        .where(
          and(
            filters,
            cursor ? or(gt(catalogueItem.name, cursor.name), and(eq(catalogueItem.name, cursor.name), gt(catalogueItem.id, cursor.id))) : undefined,
          ),
        )
        .orderBy(asc(catalogueItem.name), asc(catalogueItem.id))
        .limit(options.first + 1);
      const hasNextPage = rows.length > options.first;
      const nodes = hasNextPage ? rows.slice(0, options.first) : rows;
      const last = nodes[nodes.length - 1];
      return { nodes, pageInfo: { hasNextPage, endCursor: last ? encodeNameCursor(last) : null } };
    }
    const rows = await this.db
      .select()
      .from(catalogueItem)
      .where(and(filters, afterCursor(options.after, catalogueItem.createdAt, catalogueItem.id)))
      .orderBy(desc(catalogueItem.createdAt), desc(catalogueItem.id))
      .limit(options.first + 1);
    return toPage(rows, options.first);
  }

  /** By id or slug; inactive products are visible only when `includeInactive` (staff). */
  async find(by: { id?: string | null; slug?: string | null }, includeInactive: boolean): Promise<ProductRow | null> {
    if ((by.id == null) === (by.slug == null)) throw badInput('Give either an id or a slug.', by.id == null ? 'id' : 'slug');
    if (by.id != null && !isUuid(by.id)) return null;
    const [row] = await this.db
      .select()
      .from(catalogueItem)
      .where(
        and(
          by.id != null ? eq(catalogueItem.id, by.id) : eq(catalogueItem.slug, by.slug!),
          includeInactive ? undefined : sql`${catalogueItem.active}`,
        ),
      );
    return row ?? null;
  }

  async create(actor: Actor, input: NewProduct): Promise<ProductRow> {
    const slug = input.slug ?? slugify(input.name);
    if (!slug) throw badInput('Give the product a slug of letters or digits.', 'slug');
    return this.guardSlug(slug, () =>
      withTransaction(this.db, async (tx) => {
        await this.assertSlugFree(tx, slug);
        const [row] = await tx
          .insert(catalogueItem)
          .values({
            slug,
            name: input.name.trim(),
            description: input.description.trim(),
            category: input.category,
            price: input.price,
            imageUrl: input.imageUrl,
            stock: input.stock,
            active: input.active,
          })
          .returning();
        await this.audit.record(tx, actor, { action: 'product.create', entity: 'product', entityId: row.id, after: row });
        return row;
      }),
    );
  }

  /** Changes only the fields given; returns the product unchanged (and audits nothing) when none differ. */
  async update(actor: Actor, id: string, input: ProductChanges): Promise<ProductRow> {
    return this.guardSlug(input.slug ?? '', () =>
      withTransaction(this.db, async (tx) => {
        const current = await this.lock(tx, id);
        const changes: Partial<typeof catalogueItem.$inferInsert> = {};
        if (input.slug != null && input.slug !== current.slug) {
          await this.assertSlugFree(tx, input.slug);
          changes.slug = input.slug;
        }
        if (input.name != null && input.name.trim() !== current.name) changes.name = input.name.trim();
        if (input.description != null && input.description.trim() !== current.description) changes.description = input.description.trim();
        if (input.category != null && input.category !== current.category) changes.category = input.category;
        if (input.price != null && input.price !== current.price) changes.price = input.price;
        if (input.imageUrl != null && input.imageUrl !== current.imageUrl) changes.imageUrl = input.imageUrl;
        if (Object.keys(changes).length === 0) return current;
        const [row] = await tx
          .update(catalogueItem)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(catalogueItem.id, id))
          .returning();
        const before = Object.fromEntries(Object.keys(changes).map((key) => [key, current[key as keyof ProductRow]]));
        await this.audit.record(tx, actor, { action: 'product.update', entity: 'product', entityId: id, before, after: changes });
        return row;
      }),
    );
  }

  async setActive(actor: Actor, id: string, active: boolean): Promise<ProductRow> {
    return withTransaction(this.db, async (tx) => {
      const current = await this.lock(tx, id);
      if (current.active === active) return current;
      const [row] = await tx.update(catalogueItem).set({ active, updatedAt: sql`now()` }).where(eq(catalogueItem.id, id)).returning();
      await this.audit.record(tx, actor, {
        action: 'product.set_active',
        entity: 'product',
        entityId: id,
        before: { active: current.active },
        after: { active },
      });
      return row;
    });
  }

  /** Adds or removes units; stock never goes below zero. */
  async adjustStock(actor: Actor, id: string, delta: number, reason: string): Promise<ProductRow> {
    const why = reason.trim();
    if (why.length < 3) throw badInput('Please give a reason for the stock change.', 'reason');
    return withTransaction(this.db, async (tx) => {
      const current = await this.lock(tx, id);
      const stock = current.stock + delta;
      if (stock < 0) throw badInput(`Stock cannot go below zero: only ${current.stock} in stock.`, 'delta');
      const [row] = await tx.update(catalogueItem).set({ stock, updatedAt: sql`now()` }).where(eq(catalogueItem.id, id)).returning();
      await this.audit.record(tx, actor, {
        action: 'product.adjust_stock',
        entity: 'product',
        entityId: id,
        before: { stock: current.stock },
        after: { stock, delta, reason: why },
      });
      return row;
    });
  }

  // ---- stock, inside another module's transaction (orders) -----------------------------------------------------

  /** Products by id, inactive ones included: the caller decides what an inactive product means to it. */
  byIds(ids: string[]): Promise<ProductRow[]> {
    return this.db.select().from(catalogueItem).where(inArray(catalogueItem.id, ids));
  }

  /** Locks the products' rows in id order, so two writers sharing products cannot deadlock; returns their stock. */
  lockStock(tx: Tx, ids: string[]): Promise<Array<{ id: string; name: string; stock: number }>> {
    return tx
      .select({ id: catalogueItem.id, name: catalogueItem.name, stock: catalogueItem.stock })
      .from(catalogueItem)
      .where(inArray(catalogueItem.id, ids))
      .orderBy(asc(catalogueItem.id))
      .for('update');
  }

  /** Takes stock out (an order approved) in the caller's transaction, after lockStock. */
  async takeStock(tx: Tx, id: string, quantity: number): Promise<void> {
    await tx.update(catalogueItem).set({ stock: sql`${catalogueItem.stock} - ${quantity}`, updatedAt: new Date() }).where(eq(catalogueItem.id, id));
  }

  /** Puts stock back (an approved order cancelled) in the caller's transaction, after lockStock. */
  async returnStock(tx: Tx, id: string, quantity: number): Promise<void> {
    await tx.update(catalogueItem).set({ stock: sql`${catalogueItem.stock} + ${quantity}`, updatedAt: new Date() }).where(eq(catalogueItem.id, id));
  }

  private async lock(tx: Tx, id: string): Promise<ProductRow> {
    if (!isUuid(id)) throw notFound('Product');
    const [row] = await tx.select().from(catalogueItem).where(eq(catalogueItem.id, id)).for('update');
    if (!row) throw notFound('Product');
    return row;
  }

  private async assertSlugFree(tx: Tx, slug: string): Promise<void> {
    const [taken] = await tx.select({ id: catalogueItem.id }).from(catalogueItem).where(eq(catalogueItem.slug, slug));
    if (taken) throw conflict(`A product with the slug “${slug}” already exists.`);
  }

  /** Two staff saving the same slug at once: the unique index decides, and the loser gets CONFLICT too. */
  private async guardSlug<T>(slug: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`A product with the slug “${slug}” already exists.`);
      throw error;
    }
  }
}
