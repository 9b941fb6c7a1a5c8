import { inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.js';
import { SETTING_DEFINITIONS } from './settings.defaults.js';
import { systemSettings } from './settings.table.js';

export interface SettingValue {
  key: string;
  type: string;
  value: unknown;
  description: string;
}

export class SettingsService {
  constructor(private readonly db: AppDatabase) {}

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
    const rows = await this.db
      .select({ key: systemSettings.key, value: systemSettings.value })
      .from(systemSettings)
      .where(inArray(systemSettings.key, [...keys]));
    const values = new Map(rows.map((row) => [row.key, row.value]));
    // A missing row falls back to its default so a half-seeded database still works.
    for (const key of keys) {
      if (!values.has(key)) values.set(key, SETTING_DEFINITIONS.find((definition) => definition.key === key)?.value);
    }
    return values;
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
}
