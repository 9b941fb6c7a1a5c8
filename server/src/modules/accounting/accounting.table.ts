import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { loan } from '../loans/loan.table.js';

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * Where each loan event posts, by role. `mapping_key` is a credit product's code (the seeded 'rent' and 'bnpl' were the
 * loan sources before); a loan posts through its version's product (migration `books_product_accounts`:
 * loan_mapping_key). The posting trigger reads only this table; staff choose a product's rows (product-accounts.ts).
 */
export const ACCOUNT_ROLES = [
  'loans_receivable',
  'interest_receivable',
  'fees_receivable',
  'penalties_receivable',
  'interest_income',
  'fee_income',
  'penalty_income',
  'recoveries_income',
  'write_off_expense',
  'loan_loss_allowance',
  'provision_expense',
  'disbursement_source',
  'customer_credit',
  'suspense',
  'refund_source',
  'cash_mtn_momo',
  'cash_telecel_cash',
  'cash_airteltigo_money',
  'cash_card',
  'cash_bank_transfer',
  'cash_cash',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The chart of accounts (seeded by the `books_posting` migration). An account with lines is never deleted. */
export const glAccount = pgTable(
  'gl_account',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    type: text('type', { enum: ACCOUNT_TYPES }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('gl_account_type_check', sql`${table.type} in (${quoted(ACCOUNT_TYPES)})`)],
);

export const glAccountMapping = pgTable(
  'gl_account_mapping',
  {
    mappingKey: text('mapping_key').notNull(),
    role: text('role', { enum: ACCOUNT_ROLES }).notNull(),
    accountCode: text('account_code')
      .notNull()
      .references(() => glAccount.code),
  },
  (table) => [
    primaryKey({ name: 'gl_account_mapping_pkey', columns: [table.mappingKey, table.role] }),
    check('gl_account_mapping_role_check', sql`${table.role} in (${quoted(ACCOUNT_ROLES)})`),
  ],
);

/**
 * What caused a journal entry: a loan-ledger event, the day's interest accrual, the month-end provision, or money held
 * in suspense (a payment with no loan arriving, refunded or reversed: `payment_id`; its allocation to a loan is the
 * loan's own payment entry, paid from suspense).
 */
export const JOURNAL_SOURCES = ['ledger', 'accrual', 'provision', 'suspense'] as const;

/**
 * One balanced posting (append-only; a deferred trigger refuses it at commit unless Σ debit = Σ credit). `source`
 * names what caused it: `ledger` (the loan-ledger entry `ledger_entry_id`, posted by the trigger in the same
 * transaction), `accrual` (close of business, one entry per day) or `provision` (the change in required loan-loss provision,
 * at each month end's close of business).
 */
export const journalEntry = pgTable(
  'journal_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    source: text('source', { enum: JOURNAL_SOURCES }).notNull(),
    /** The loan event's kind (ledger kinds), 'interest_accrual' or 'provision'. */
    kind: text('kind').notNull(),
    /** No foreign key: the posting trigger writes it from the inserted row (and the bench reloads the ledger). */
    ledgerEntryId: uuid('ledger_entry_id'),
    loanId: uuid('loan_id').references(() => loan.id),
    /** The day the event belongs to (a payment's day received, an accrual's day). */
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    /**
     * Set when the event's own day fell in a closed period: the day it belongs to, while `posted_on` is the first open
     * day it was posted on instead (the `journal_entry_open_period` trigger).
     */
    belongsOn: date('belongs_on', { mode: 'string' }),
    /** Accruals: the day accrued (one entry per day); provisions: the month end provided for (one per month). */
    accrualDate: date('accrual_date', { mode: 'string' }),
    /** Suspense entries: the payment held (no foreign key, as for ledger_entry_id). */
    paymentId: uuid('payment_id'),
    /** A correcting entry names the entry it negates. */
    reverses: uuid('reverses'),
    description: text('description').notNull(),
    /** The writing transaction: lines may only be added to an entry of the transaction writing them. */
    txid: bigint('txid', { mode: 'number' }).notNull().default(sql`txid_current()`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('journal_entry_ledger_key').on(table.ledgerEntryId),
    uniqueIndex('journal_entry_accrual_day_key').on(table.accrualDate).where(sql`${table.source} = 'accrual'`),
    uniqueIndex('journal_entry_provision_day_key').on(table.accrualDate).where(sql`${table.source} = 'provision'`),
    // One arrival and one way out per payment held in suspense.
    uniqueIndex('journal_entry_suspense_key').on(table.paymentId, table.kind).where(sql`${table.source} = 'suspense'`),
    index('journal_entry_posted_idx').on(table.postedOn, table.seq),
    // The daily accrual finds the loans with an event since the last accrued day by seq.
    index('journal_entry_seq_idx').on(table.seq),
    index('journal_entry_loan_idx').on(table.loanId).where(sql`${table.loanId} is not null`),
    check('journal_entry_source_check', sql`${table.source} in (${quoted(JOURNAL_SOURCES)})`),
  ],
);

/** A debit or a credit of one account (exactly one side positive), with the loan it came from when there is one. */
export const journalLine = pgTable(
  'journal_line',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntry.id),
    accountCode: text('account_code')
      .notNull()
      .references(() => glAccount.code),
    loanId: uuid('loan_id'),
    debit: bigint('debit', { mode: 'number' }).notNull().default(0),
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('journal_line_entry_idx').on(table.entryId),
    index('journal_line_account_idx').on(table.accountCode, table.entryId),
    index('journal_line_loan_account_idx').on(table.loanId, table.accountCode).where(sql`${table.loanId} is not null`),
    check('journal_line_one_side', sql`(${table.debit} > 0 and ${table.credit} = 0) or (${table.credit} > 0 and ${table.debit} = 0)`),
  ],
);
