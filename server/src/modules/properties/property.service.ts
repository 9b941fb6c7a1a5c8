import { isUuid } from '../../graphql/ids.js';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AppDatabase, DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { afterCursor, keysetOrderBy, toPage, type ListOrder, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import { property, type InspectionStatus } from './property.table.js';
import type { PropertyInput } from './property.inputs.js';
export type { InspectionStatus } from './property.table.js';

/** Ids are uuids; anything else cannot exist, and must not reach PostgreSQL as a malformed uuid (a 500). */

export type PropertyRow = typeof property.$inferSelect;
export type PropertySummaryRow = Pick<PropertyRow, 'id' | 'address' | 'digitalAddress' | 'propertyType' | 'inspectionStatus'>;

/** What the approval checklist reads of a property: its address and inspection. */
export async function propertyCheckFacts(dbOrTx: DbOrTx, propertyId: string) {
  const [row] = await dbOrTx
    .select({ address: property.address, inspectionStatus: property.inspectionStatus, inspectedAt: property.inspectedAt })
    .from(property)
    .where(eq(property.id, propertyId));
  return row ?? null;
}

export class PropertyService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
  ) {}

  async list(
    first: number,
    after?: string | null,
    inspectionStatus?: InspectionStatus | null,
    order: ListOrder = 'newest_first',
    search?: string | null,
  ): Promise<Page<PropertyRow>> {
    const term = search?.trim();
    const pattern = term ? containsPattern(term) : null;
    const rows = await this.db
      .select()
      .from(property)
      .where(
        and(
          inspectionStatus ? eq(property.inspectionStatus, inspectionStatus) : undefined,
          pattern ? or(ilike(property.address, pattern), ilike(property.digitalAddress, pattern), ilike(property.landlordName, pattern)) : undefined,
          afterCursor(after, property.createdAt, property.id, order),
        ),
      )
      .orderBy(...keysetOrderBy(property.createdAt, property.id, order))
      .limit(first + 1);
    return toPage(rows, first);
  }

  async get(id: string): Promise<PropertyRow> {
    if (!isUuid(id)) throw notFound('Property');
    const [row] = await this.db.select().from(property).where(eq(property.id, id));
    if (!row) throw notFound('Property');
    return row;
  }

  /** Locks the property for the caller's transaction, so it cannot change while something is linked to it. */
  async lockExisting(tx: DbOrTx, id: string): Promise<PropertyRow> {
    if (!isUuid(id)) throw notFound('Property');
    const [row] = await tx.select().from(property).where(eq(property.id, id)).for('update');
    if (!row) throw notFound('Property');
    return row;
  }

  /** Summaries for a whole page of applications in one statement. */
  async summariesByIds(ids: readonly string[]): Promise<Map<string, PropertySummaryRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: property.id,
        address: property.address,
        digitalAddress: property.digitalAddress,
        propertyType: property.propertyType,
        inspectionStatus: property.inspectionStatus,
      })
      .from(property)
      .where(inArray(property.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async create(actor: Actor, input: PropertyInput): Promise<PropertyRow> {
    return withTransaction(this.db, async (tx) => {
      const [row] = await tx
        .insert(property)
        .values({
          address: input.address.trim(),
          digitalAddress: input.digitalAddress,
          landlordName: input.landlordName.trim(),
          landlordPhone: input.landlordPhone,
          propertyType: input.propertyType,
        })
        .returning();
      await this.audit.record(tx, actor, { action: 'property.create', entity: 'property', entityId: row.id, after: row });
      return row;
    });
  }

  async update(actor: Actor, id: string, input: PropertyInput): Promise<PropertyRow> {
    return withTransaction(this.db, async (tx) => {
      const before = await this.lockExisting(tx, id);
      const [row] = await tx
        .update(property)
        .set({
          address: input.address.trim(),
          digitalAddress: input.digitalAddress,
          landlordName: input.landlordName.trim(),
          landlordPhone: input.landlordPhone,
          propertyType: input.propertyType,
          updatedAt: new Date(),
        })
        .where(eq(property.id, id))
        .returning();
      await this.audit.record(tx, actor, { action: 'property.update', entity: 'property', entityId: id, before, after: row });
      return row;
    });
  }

  /** An inspection ends in passed or failed; the inspector and time are taken from the caller and the clock. */
  async recordInspection(actor: Actor, id: string, status: InspectionStatus, notes: string): Promise<PropertyRow> {
    if (status === 'pending') throw badInput('An inspection result is either passed or failed.', 'status');
    const trimmedNotes = notes.trim();
    if (trimmedNotes.length < 3) throw badInput('Describe what the inspection found (at least 3 characters).', 'notes');
    return withTransaction(this.db, async (tx) => {
      const before = await this.lockExisting(tx, id);
      const now = new Date();
      const [row] = await tx
        .update(property)
        .set({ inspectionStatus: status, inspectionNotes: trimmedNotes, inspectorId: actor.viewer.id, inspectedAt: now, updatedAt: now })
        .where(eq(property.id, id))
        .returning();
      await this.audit.record(tx, actor, {
        action: 'property.inspection',
        entity: 'property',
        entityId: id,
        before: { inspectionStatus: before.inspectionStatus, inspectionNotes: before.inspectionNotes },
        after: { inspectionStatus: row.inspectionStatus, inspectionNotes: row.inspectionNotes },
      });
      return row;
    });
  }
}
