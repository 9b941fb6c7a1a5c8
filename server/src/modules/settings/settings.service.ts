import { asc, eq, inArray, sql } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { AuditService } from '../audit/audit.service.js';
import { SETTING_DEFINITIONS, type SettingType } from './settings.defaults.js';
import { systemSettings } from './settings.table.js';
import { REFUSED_AS_SETTINGS } from '../../shared/product-owned-settings.js';
import { ORDERED_PAIRS, validateSettingPairs, validateSettingValue } from './settings.validation.js';

export interface SettingValue {
  key: string;
  type: string;
  value: unknown;
  description: string;
}

/** A setting as staff see it: who changed it last and whether anyone may read it. */
export interface SettingRecord extends SettingValue {
  public: boolean;
  updatedAt: Date;
  updatedBy: { id: string; firstName: string; lastName: string } | null;
}

const DEFINITION_ORDER = new Map(SETTING_DEFINITIONS.map((definition, index) => [definition.key, index]));
const PUBLIC_KEYS = new Set(SETTING_DEFINITIONS.filter((definition) => definition.public).map((definition) => definition.key));

/**
 * Settings read through the caller's handle, so code inside a transaction does not wait for a second connection
 * (PGlite has one). A missing row falls back to its default so a half-seeded database still works.
 */
export async function readSettings(dbOrTx: DbOrTx, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await dbOrTx
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, [...keys]));
  const values = new Map<string, unknown>(rows.map((row) => [row.key, row.value]));
  for (const key of keys) {
    if (!values.has(key)) values.set(key, SETTING_DEFINITIONS.find((definition) => definition.key === key)?.value);
  }
  return values;
}

export class SettingsService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService = new AuditService(),
  ) {}

  /** Adds any missing default without touching values staff have changed. */
  async ensureDefaults(): Promise<number> {
    const inserted = await this.db
      .insert(systemSettings)
      .values(
        SETTING_DEFINITIONS.map(({ key, type, value, description }) => ({ key, type, value, description })),
      )
      .onConflictDoNothing({ target: systemSettings.key })
      .returning({ key: systemSettings.key });
    return inserted.length;
  }

  async getMany(keys: readonly string[]): Promise<Map<string, unknown>> {
    return readSettings(this.db, keys);
  }

  async publicSettings(): Promise<SettingValue[]> {
    const keys = SETTING_DEFINITIONS.filter((definition) => definition.public).map((definition) => definition.key);
    const values = await this.getMany(keys);
    return SETTING_DEFINITIONS.filter((definition) => definition.public).map((definition) => ({
      key: definition.key,
      type: definition.type,
      value: values.get(definition.key),
      description: definition.description,
    }));
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(systemSettings);
    return row?.count ?? 0;
  }

  /** Every stored setting, in the order of the defaults (then any others by key). */
  async listAll(): Promise<SettingRecord[]> {
    const rows = await this.selectRecords(this.db);
    return rows.sort(
      (a, b) =>
        (DEFINITION_ORDER.get(a.key) ?? Infinity) - (DEFINITION_ORDER.get(b.key) ?? Infinity) || a.key.localeCompare(b.key),
    );
  }

  /** Validates against the setting's type and range, stores it and audits before/after; nothing is written on refusal. */
  async update(actor: Actor, key: string, value: unknown): Promise<SettingRecord> {
    return withTransaction(this.db, async (tx) => {
      await this.updateIn(tx, actor, key, value);
      return this.record(key, tx);
    });
  }

  /**
   * What a change would store, checked against the setting's type, range and the settings it is ordered with;
   * refusals are BAD_USER_INPUT naming the key. Maker-checker previews a change with it.
   */
  async checkChange(dbOrTx: DbOrTx, key: string, value: unknown): Promise<{ before: unknown; after: unknown; description: string }> {
    const [current] = await dbOrTx.select().from(systemSettings).where(eq(systemSettings.key, key));
    if (!current) throw notFound('Setting');
    if (REFUSED_AS_SETTINGS.has(key)) {
      throw badInput(`${key} is set on each credit product at /admin/credit-products: every loan keeps the terms of the product version it was signed on.`, key);
    }
    const stored = validateSettingValue(key, current.type as SettingType, value);
    const partners = ORDERED_PAIRS.filter((pair) => pair.includes(key)).flat().filter((other) => other !== key);
    if (partners.length > 0) {
      const others = await dbOrTx
        .select({ key: systemSettings.key, value: systemSettings.value })
        .from(systemSettings)
        .where(inArray(systemSettings.key, partners));
      validateSettingPairs(key, stored, new Map(others.map((row) => [row.key, row.value])));
    }
    return { before: current.value, after: stored, description: current.description };
  }

  /** Stores a checked change under the row's lock and audits it, in the caller's transaction. */
  async updateIn(tx: Tx, actor: Actor, key: string, value: unknown): Promise<void> {
    const [locked] = await tx.select({ key: systemSettings.key }).from(systemSettings).where(eq(systemSettings.key, key)).for('update');
    if (!locked) throw notFound('Setting');
    const { before, after } = await this.checkChange(tx, key, value);
    await tx
      .update(systemSettings)
      .set({ value: after, updatedAt: sql`now()`, updatedBy: actor.viewer.id })
      .where(eq(systemSettings.key, key));
    await this.audit.record(tx, actor, {
      action: 'setting.update',
      entity: 'setting',
      entityId: key,
      before: { value: before },
      after: { value: after },
    });
  }

  /** One setting as staff see it. */
  async record(key: string, dbOrTx: DbOrTx = this.db): Promise<SettingRecord> {
    const [record] = await this.selectRecords(dbOrTx, key);
    if (!record) throw notFound('Setting');
    return record;
  }

  private async selectRecords(db: DbOrTx, key?: string): Promise<SettingRecord[]> {
    const rows = await db
      .select({
        key: systemSettings.key,
        type: systemSettings.type,
        value: systemSettings.value,
        description: systemSettings.description,
        updatedAt: systemSettings.updatedAt,
        updatedBy: { id: user.id, firstName: user.firstName, lastName: user.lastName },
      })
      .from(systemSettings)
      .leftJoin(user, eq(user.id, systemSettings.updatedBy))
      .where(key ? eq(systemSettings.key, key) : undefined)
      .orderBy(asc(systemSettings.key));
    return rows.map((row) => ({ ...row, public: PUBLIC_KEYS.has(row.key) }));
  }
}
