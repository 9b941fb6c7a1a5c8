// The chart of accounts kept by finance (manageAccounting): add an account, rename it, deactivate or reactivate it,
// and delete one that never had a line. An account the product mappings post to cannot be deactivated or deleted
// (postings would have nowhere to go); one with lines is never deleted (the journal keeps it).
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import { ACCOUNT_TYPES, glAccount, glAccountMapping, type AccountType } from './accounting.table.js';
import { ROLE_LABELS } from './product-accounts.js';

export const CHART_MESSAGES = {
  code: 'Give the account code as 4 to 6 digits.',
  name: 'Give the account a name of 2 to 80 characters.',
  type: 'The type must be asset, liability, equity, income or expense.',
  exists: (code: string) => `There is already an account ${code}.`,
  mapped: (code: string, uses: string) => `Account ${code} is where ${uses} post: map another account there first.`,
  hasLines: (code: string) => `Account ${code} has entries and is never deleted: deactivate it instead.`,
} as const;

const CODE = /^\d{4,6}$/;

export interface GlAccountRow {
  code: string;
  name: string;
  type: AccountType;
  active: boolean;
}

function cleanName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length < 2 || trimmed.length > 80) throw badInput(CHART_MESSAGES.name, 'name');
  return trimmed;
}

export class ChartService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
  ) {}

  async create(actor: Actor, input: { code: string; name: string; type: string }): Promise<GlAccountRow> {
    const code = input.code.trim();
    if (!CODE.test(code)) throw badInput(CHART_MESSAGES.code, 'code');
    const name = cleanName(input.name);
    if (!(ACCOUNT_TYPES as readonly string[]).includes(input.type)) throw badInput(CHART_MESSAGES.type, 'type');
    return withTransaction(this.db, async (tx) => {
      const [row] = await tx.insert(glAccount).values({ code, name, type: input.type as AccountType }).onConflictDoNothing().returning();
      if (!row) throw conflict(CHART_MESSAGES.exists(code));
      await this.audit.record(tx, actor, { action: 'gl_account.create', entity: 'gl_account', entityId: code, after: { name, type: row.type } });
      return { code: row.code, name: row.name, type: row.type, active: row.active };
    });
  }

  async rename(actor: Actor, code: string, name: string): Promise<GlAccountRow> {
    const cleaned = cleanName(name);
    return withTransaction(this.db, async (tx) => {
      const current = await this.lock(tx, code);
      const [row] = await tx.update(glAccount).set({ name: cleaned }).where(eq(glAccount.code, code)).returning();
      await this.audit.record(tx, actor, { action: 'gl_account.rename', entity: 'gl_account', entityId: code, before: { name: current.name }, after: { name: cleaned } });
      return { code: row.code, name: row.name, type: row.type, active: row.active };
    });
  }

  async setActive(actor: Actor, code: string, active: boolean): Promise<GlAccountRow> {
    return withTransaction(this.db, async (tx) => {
      const current = await this.lock(tx, code);
      if (!active) await this.refuseIfMapped(tx, code);
      const [row] = await tx.update(glAccount).set({ active }).where(eq(glAccount.code, code)).returning();
      if (current.active !== active) {
        await this.audit.record(tx, actor, { action: active ? 'gl_account.activate' : 'gl_account.deactivate', entity: 'gl_account', entityId: code, before: { active: current.active }, after: { active } });
      }
      return { code: row.code, name: row.name, type: row.type, active: row.active };
    });
  }

  async remove(actor: Actor, code: string): Promise<boolean> {
    return withTransaction(this.db, async (tx) => {
      const current = await this.lock(tx, code);
      await this.refuseIfMapped(tx, code);
      const lines = (await tx.execute(sql`select exists (select 1 from journal_line where account_code = ${code}) as "found"`)) as unknown as { rows: Array<{ found: boolean }> };
      if (lines.rows[0]?.found) throw conflict(CHART_MESSAGES.hasLines(code));
      await tx.delete(glAccount).where(eq(glAccount.code, code));
      await this.audit.record(tx, actor, { action: 'gl_account.delete', entity: 'gl_account', entityId: code, before: { name: current.name, type: current.type } });
      return true;
    });
  }

  private async lock(tx: Tx, code: string) {
    const [row] = await tx.select().from(glAccount).where(eq(glAccount.code, code)).for('update');
    if (!row) throw notFound('The account');
    return row;
  }

  private async refuseIfMapped(tx: Tx, code: string): Promise<void> {
    const uses = await tx.select({ key: glAccountMapping.mappingKey, role: glAccountMapping.role }).from(glAccountMapping).where(eq(glAccountMapping.accountCode, code));
    if (uses.length === 0) return;
    // "the rent product's provision expense and 3 more"
    const named = uses.slice(0, 2).map((use) => `the ${use.key} product's ${ROLE_LABELS[use.role].toLowerCase()}`);
    const rest = uses.length - named.length;
    throw conflict(CHART_MESSAGES.mapped(code, rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(' and ')));
  }
}
