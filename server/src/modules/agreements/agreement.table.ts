import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { creditProductVersion } from '../credit-products/credit-product.table.js';
import { loan } from '../loans/loan.table.js';

export const AGREEMENT_STATUSES = ['awaiting_signature', 'signed'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The credit agreement of a loan that waits for its money to be paid out: the PDF the borrower read, kept byte for
 * byte with its SHA-256, and — once signed with a one-time code sent by SMS — when, from where and with what browser
 * (Electronic Transactions Act 2008, Act 772). A signed row never changes (a trigger refuses it).
 */
export const creditAgreement = pgTable(
  'credit_agreement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    creditProductVersionId: uuid('credit_product_version_id').references(() => creditProductVersion.id),
    status: text('status', { enum: AGREEMENT_STATUSES }).notNull().default('awaiting_signature'),
    document: bytea('document').notNull(),
    documentSha256: text('document_sha256').notNull(),
    /** The one-time code, hashed with the agreement id; cleared once used. */
    codeHash: text('code_hash'),
    codeSentTo: text('code_sent_to'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true, precision: 3 }),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, precision: 3 }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    signedAt: timestamp('signed_at', { withTimezone: true, precision: 3 }),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_agreement_loan_idx').on(table.loanId),
    index('credit_agreement_user_idx').on(table.userId),
    check('credit_agreement_signed_has_moment', sql`${table.status} <> 'signed' or ${table.signedAt} is not null`),
  ],
);
