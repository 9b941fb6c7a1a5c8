// The accounts each credit product posts to: gl_account_mapping rows keyed by the product's code (the posting trigger
// resolves a loan's key through its product version: migration books_product_accounts, loan_mapping_key). The credit
// products module calls these through the caller's handle; the books own the table.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ACCOUNT_ROLES, glAccount, glAccountMapping, type AccountRole } from './accounting.table.js';

export { ACCOUNT_ROLES, type AccountRole } from './accounting.table.js';

/** The product whose mapping a new product starts with: applied for and paid out by finance from the bank. */
export const DEFAULT_ACCOUNTS_OF = 'rent';

/** What each role posts, in words for the staff screen. */
export const ROLE_LABELS: Record<AccountRole, string> = {
  loans_receivable: 'Loans receivable (principal lent)',
  interest_receivable: 'Interest receivable',
  fees_receivable: 'Fees receivable',
  penalties_receivable: 'Penalties receivable',
  interest_income: 'Interest income',
  fee_income: 'Fee income',
  penalty_income: 'Penalty income',
  recoveries_income: 'Recoveries after write-off',
  write_off_expense: 'Write-off expense',
  loan_loss_allowance: 'Loan-loss allowance',
  provision_expense: 'Provision expense',
  disbursement_source: 'Paid out from (disbursement)',
  customer_credit: 'Customer credit balances',
  suspense: 'Suspense (unallocated money)',
  refund_source: 'Refunds paid from',
  cash_mtn_momo: 'Money in: MTN MoMo',
  cash_telecel_cash: 'Money in: Telecel Cash',
  cash_airteltigo_money: 'Money in: AirtelTigo Money',
  cash_card: 'Money in: card',
  cash_bank_transfer: 'Money in: bank transfer',
  cash_cash: 'Money in: cash',
};

export interface ProductAccount {
  role: AccountRole;
  label: string;
  accountCode: string;
  accountName: string;
}

/** One reason a mapping is refused: the role at fault and a sentence for the person choosing. */
export interface AccountProblem {
  field: string;
  message: string;
}

/** A new product posts where the default product does (inside the caller's transaction; nothing when it has a mapping). */
export async function copyDefaultAccounts(tx: DbOrTx, code: string): Promise<void> {
  await tx.execute(sql`
    insert into gl_account_mapping (mapping_key, role, account_code)
    select ${code}, m.role, m.account_code from gl_account_mapping m where m.mapping_key = ${DEFAULT_ACCOUNTS_OF}
    on conflict do nothing`);
}

/** The accounts product `code` posts to, in the order of the roles. */
export async function productAccounts(dbOrTx: DbOrTx, code: string): Promise<ProductAccount[]> {
  const rows = await dbOrTx
    .select({ role: glAccountMapping.role, accountCode: glAccountMapping.accountCode, accountName: glAccount.name })
    .from(glAccountMapping)
    .innerJoin(glAccount, eq(glAccount.code, glAccountMapping.accountCode))
    .where(eq(glAccountMapping.mappingKey, code))
    .orderBy(asc(glAccountMapping.role));
  const order = new Map(ACCOUNT_ROLES.map((role, index) => [role, index]));
  return rows
    .map((row) => ({ ...row, label: ROLE_LABELS[row.role] }))
    .sort((a, b) => order.get(a.role)! - order.get(b.role)!);
}

/** The active accounts of the chart a role may post to (staff choose among these). */
export function activeAccounts(dbOrTx: DbOrTx) {
  return dbOrTx.select({ code: glAccount.code, name: glAccount.name, type: glAccount.type }).from(glAccount).where(eq(glAccount.active, true)).orderBy(asc(glAccount.code));
}

/**
 * Every reason the choice cannot be product `code`'s accounts (empty when it can): unknown roles, roles named twice,
 * unknown or inactive accounts, and any change while loans of the product are booked on the accounts it has.
 */
export async function accountProblems(dbOrTx: DbOrTx, code: string, choice: ReadonlyArray<{ role: string; accountCode: string }>): Promise<AccountProblem[]> {
  const problems: AccountProblem[] = [];
  const seen = new Set<string>();
  for (const { role } of choice) {
    if (!(ACCOUNT_ROLES as readonly string[]).includes(role)) problems.push({ field: role, message: `${role} is not a role the books post to.` });
    else if (seen.has(role)) problems.push({ field: role, message: `${ROLE_LABELS[role as AccountRole]} is chosen twice.` });
    seen.add(role);
  }
  const codes = [...new Set(choice.map((entry) => entry.accountCode))];
  const accounts = codes.length ? await dbOrTx.select({ code: glAccount.code, active: glAccount.active }).from(glAccount).where(inArray(glAccount.code, codes)) : [];
  const byCode = new Map(accounts.map((account) => [account.code, account]));
  for (const { role, accountCode } of choice) {
    const label = ROLE_LABELS[role as AccountRole] ?? role;
    const account = byCode.get(accountCode);
    if (!account) problems.push({ field: role, message: `${label}: there is no account ${accountCode} in the chart.` });
    else if (!account.active) problems.push({ field: role, message: `${label}: account ${accountCode} is inactive.` });
  }
  const current = new Map((await dbOrTx.select({ role: glAccountMapping.role, accountCode: glAccountMapping.accountCode }).from(glAccountMapping).where(eq(glAccountMapping.mappingKey, code))).map((row) => [row.role, row.accountCode]));
  const changes = choice.some((entry) => current.get(entry.role as AccountRole) !== entry.accountCode);
  if (changes && (await hasLoans(dbOrTx, code))) {
    problems.push({ field: 'accounts', message: 'Loans of this product are already booked on its accounts: they cannot change (create a new product to post elsewhere).' });
  }
  return problems;
}

async function hasLoans(dbOrTx: DbOrTx, code: string): Promise<boolean> {
  const result = (await dbOrTx.execute(sql`
    select exists (
      select 1 from loan l join credit_product_version v on v.id = l.credit_product_version_id join credit_product p on p.id = v.product_id
      where p.code = ${code}) as "found"`)) as unknown as { rows: Array<{ found: boolean }> };
  return result.rows[0]?.found ?? false;
}

/** Stores the choice (checked by accountProblems first) inside the caller's transaction; roles not named keep theirs. */
export async function writeProductAccounts(tx: DbOrTx, code: string, choice: ReadonlyArray<{ role: AccountRole; accountCode: string }>): Promise<void> {
  for (const { role, accountCode } of choice) {
    await tx
      .insert(glAccountMapping)
      .values({ mappingKey: code, role, accountCode })
      .onConflictDoUpdate({ target: [glAccountMapping.mappingKey, glAccountMapping.role], set: { accountCode } });
  }
}
