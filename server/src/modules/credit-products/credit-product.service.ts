// Credit products: create, edit (a draft version; an active product gets a new version), activate (four
// eyes: whoever created or edited the version cannot activate it), retire (loans already made keep their version).
// Every change runs in one transaction under the product's row lock, with its audit entry.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { addMonthsClamped } from '../../finance/index.js';
import type { Actor } from '../../graphql/context.js';
import { badInput, badInputReasons, conflict, notFound, secondApproverRequired } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import type { AuditService } from '../audit/audit.service.js';
import { accountProblems, activeAccounts, copyDefaultAccounts, productAccounts, writeProductAccounts, type AccountRole, type ProductAccount } from '../accounting/product-accounts.js';
import type { Clock } from '../quotes/clock.js';
import type { CreditQuoteView } from '../quotes/quote.types.js';
import { applicableProducts, type ApplicableProductRow } from './applicable-products.js';
import { creditProduct, creditProductVersion, type ProductStatus } from './credit-product.table.js';
import { amountProblem, codeProblem, productProblems, quoteOnTerms, type ProductTerms } from './credit-product.terms.js';

export type { ProductStatus } from './credit-product.table.js';
export type CreditProductRow = typeof creditProduct.$inferSelect;
export type CreditProductVersionRow = typeof creditProductVersion.$inferSelect;

export const SAME_EDITOR_MESSAGE = 'A second admin must activate this version: you created or edited it.';

/** The editable terms of a stored version. */
export function termsOf(row: CreditProductVersionRow): ProductTerms {
  return {
    name: row.name,
    description: row.description,
    payeeKind: row.payeeKind,
    purpose: row.purpose,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    termMonths: [...row.termMonths],
    monthlyRateBp: row.monthlyRateBp,
    method: row.method,
    feeBp: row.feeBp,
    feeFixed: row.feeFixed,
    feeCap: row.feeCap,
    feeFinanced: row.feeFinanced,
    graceDays: row.graceDays,
    penaltyRateAnnualBp: row.penaltyRateAnnualBp,
    penaltyCapBp: row.penaltyCapBp,
    earlySettlementFeeBp: row.earlySettlementFeeBp,
    fourEyesThreshold: row.fourEyesThreshold,
    maxInstalmentShareBp: row.maxInstalmentShareBp,
    requiredDocuments: row.requiredDocuments.map((document) => ({ ...document })),
    approvalChecks: [...row.approvalChecks],
    disclosure: { ...row.disclosure },
  };
}

function checked(terms: ProductTerms): ProductTerms {
  const normalised: ProductTerms = {
    ...terms,
    name: terms.name?.trim(),
    description: terms.description?.trim(),
    purpose: terms.purpose?.trim(),
    termMonths: Array.isArray(terms.termMonths) ? [...terms.termMonths].sort((a, b) => a - b) : terms.termMonths,
    requiredDocuments: Array.isArray(terms.requiredDocuments)
      ? terms.requiredDocuments.map((document) => ({ kind: document.kind?.trim(), text: document.text?.trim() }))
      : terms.requiredDocuments,
    disclosure: terms.disclosure ? { payee: terms.disclosure.payee?.trim(), notes: terms.disclosure.notes?.trim() ?? '' } : terms.disclosure,
  };
  const problems = productProblems(normalised);
  if (problems.length > 0) throw badInputReasons(problems);
  return normalised;
}

export class CreditProductService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Every product, by name (retired ones last). */
  async list(statuses: ProductStatus[] | null = null): Promise<CreditProductRow[]> {
    const rows = await this.db
      .select()
      .from(creditProduct)
      .where(statuses && statuses.length > 0 ? inArray(creditProduct.status, statuses) : undefined)
      .orderBy(asc(creditProduct.name));
    return rows.sort((a, b) => Number(a.status === 'retired') - Number(b.status === 'retired'));
  }

  async get(id: string, db: DbOrTx = this.db): Promise<CreditProductRow> {
    const [row] = isUuid(id) ? await db.select().from(creditProduct).where(eq(creditProduct.id, id)) : [];
    if (!row) throw notFound('Credit product');
    return row;
  }

  async byCode(code: string): Promise<CreditProductRow> {
    const [row] = await this.db.select().from(creditProduct).where(eq(creditProduct.code, code));
    if (!row) throw notFound('Credit product');
    return row;
  }

  /** The product's versions, newest first. */
  versions(productId: string, db: DbOrTx = this.db): Promise<CreditProductVersionRow[]> {
    return db.select().from(creditProductVersion).where(eq(creditProductVersion.productId, productId)).orderBy(desc(creditProductVersion.version));
  }

  async version(id: string, db: DbOrTx = this.db): Promise<CreditProductVersionRow> {
    const [row] = isUuid(id) ? await db.select().from(creditProductVersion).where(eq(creditProductVersion.id, id)) : [];
    if (!row) throw notFound('Credit product version');
    return row;
  }

  /** The version in force for new credit of an active product (NOT_FOUND / CONFLICT otherwise). */
  async activeVersion(code: string, db: DbOrTx = this.db): Promise<CreditProductVersionRow> {
    const [row] = await db
      .select({ version: creditProductVersion, status: creditProduct.status })
      .from(creditProduct)
      .innerJoin(creditProductVersion, eq(creditProductVersion.id, creditProduct.currentVersionId))
      .where(eq(creditProduct.code, code));
    if (!row) throw notFound('Credit product');
    if (row.status !== 'active') throw conflict('This credit product is not offered any more.');
    return row.version;
  }

  /** The draft waiting for activation, if any. */
  async draftOf(productId: string, db: DbOrTx = this.db): Promise<CreditProductVersionRow | null> {
    const [row] = await db
      .select()
      .from(creditProductVersion)
      .where(and(eq(creditProductVersion.productId, productId), eq(creditProductVersion.status, 'draft')));
    return row ?? null;
  }

  private async lock(tx: Tx, id: string): Promise<CreditProductRow> {
    const [row] = isUuid(id) ? await tx.select().from(creditProduct).where(eq(creditProduct.id, id)).for('update') : [];
    if (!row) throw notFound('Credit product');
    return row;
  }

  /** A new product: a draft with version 1 (a draft too), waiting for a second admin to activate it. */
  async create(actor: Actor, code: string, input: ProductTerms): Promise<CreditProductRow> {
    const trimmedCode = (code ?? '').trim();
    const problems = [codeProblem(trimmedCode)].filter((problem) => problem !== null);
    const terms = (() => {
      try {
        return checked(input);
      } catch (error) {
        if (problems.length > 0) throw badInputReasons([...problems, ...productProblems(input)]);
        throw error;
      }
    })();
    if (problems.length > 0) throw badInputReasons(problems);
    return withTransaction(this.db, async (tx) => {
      const [taken] = await tx.select({ id: creditProduct.id }).from(creditProduct).where(eq(creditProduct.code, trimmedCode));
      if (taken) throw badInput(`A credit product with the code ${trimmedCode} already exists.`, 'code');
      const [product] = await tx.insert(creditProduct).values({ code: trimmedCode, name: terms.name, createdBy: actor.viewer.id }).returning();
      // It posts where the rent product does until staff choose its accounts.
      await copyDefaultAccounts(tx, trimmedCode);
      const [version] = await tx
        .insert(creditProductVersion)
        .values({ ...terms, productId: product.id, version: 1, createdBy: actor.viewer.id, updatedBy: actor.viewer.id })
        .returning();
      await this.audit.record(tx, actor, { action: 'credit_product.create', entity: 'credit_product', entityId: product.id, after: { code: trimmedCode, versionId: version.id, terms } });
      return product;
    });
  }

  /**
   * Edits a product's terms: its draft version is changed in place; without a draft, a new draft version starts
   * from the terms given (an active version never changes). Either way a second admin must activate it.
   */
  async edit(actor: Actor, productId: string, input: ProductTerms): Promise<CreditProductVersionRow> {
    const terms = checked(input);
    return withTransaction(this.db, async (tx) => {
      const product = await this.lock(tx, productId);
      if (product.status === 'retired') throw conflict('A retired credit product cannot be edited.');
      const draft = await this.draftOf(product.id, tx);
      if (draft) {
        const [updated] = await tx
          .update(creditProductVersion)
          .set({ ...terms, updatedBy: actor.viewer.id })
          .where(and(eq(creditProductVersion.id, draft.id), eq(creditProductVersion.status, 'draft')))
          .returning();
        await this.audit.record(tx, actor, { action: 'credit_product.edit', entity: 'credit_product_version', entityId: draft.id, before: termsOf(draft), after: terms });
        return updated;
      }
      const [latest] = await this.versions(product.id, tx);
      const [created] = await tx
        .insert(creditProductVersion)
        .values({ ...terms, productId: product.id, version: (latest?.version ?? 0) + 1, createdBy: actor.viewer.id, updatedBy: actor.viewer.id })
        .returning();
      await this.audit.record(tx, actor, { action: 'credit_product.new_version', entity: 'credit_product_version', entityId: created.id, after: { productId: product.id, version: created.version, terms } });
      return created;
    });
  }

  /** Activates a draft version (four eyes): the old active version is superseded; loans on it keep it. */
  async activate(actor: Actor, versionId: string): Promise<CreditProductRow> {
    const draft = await this.version(versionId);
    return withTransaction(this.db, async (tx) => {
      const product = await this.lock(tx, draft.productId);
      const version = await this.version(versionId, tx);
      if (version.status !== 'draft') throw conflict('Only a draft version can be activated.');
      if (product.status === 'retired') throw conflict('A retired credit product cannot be activated.');
      if (version.createdBy === actor.viewer.id || version.updatedBy === actor.viewer.id) throw secondApproverRequired(SAME_EDITOR_MESSAGE);
      // A draft saved before a rule changed is checked again.
      const problems = productProblems(termsOf(version));
      if (problems.length > 0) throw badInputReasons(problems);
      const now = this.clock.now();
      if (product.currentVersionId) {
        await tx.update(creditProductVersion).set({ status: 'superseded' }).where(eq(creditProductVersion.id, product.currentVersionId));
      }
      await tx.update(creditProductVersion).set({ status: 'active', activatedBy: actor.viewer.id, activatedAt: now }).where(eq(creditProductVersion.id, version.id));
      const [updated] = await tx
        .update(creditProduct)
        .set({ status: 'active', currentVersionId: version.id, name: version.name, updatedAt: now })
        .where(eq(creditProduct.id, product.id))
        .returning();
      await this.audit.record(tx, actor, {
        action: 'credit_product.activate',
        entity: 'credit_product',
        entityId: product.id,
        before: { status: product.status, versionId: product.currentVersionId },
        after: { status: 'active', versionId: version.id, version: version.version },
      });
      return updated;
    });
  }

  /** Stops offering the product to new customers; applications and loans already on it are untouched. */
  async retire(actor: Actor, productId: string, reason: string): Promise<CreditProductRow> {
    const trimmed = (reason ?? '').trim();
    if (trimmed === '' || trimmed.length > 500) throw badInput('Give a reason of 1 to 500 characters.', 'reason');
    return withTransaction(this.db, async (tx) => {
      const product = await this.lock(tx, productId);
      if (product.status === 'retired') throw conflict('This credit product is already retired.');
      const [updated] = await tx.update(creditProduct).set({ status: 'retired', updatedAt: this.clock.now() }).where(eq(creditProduct.id, product.id)).returning();
      await this.audit.record(tx, actor, { action: 'credit_product.retire', entity: 'credit_product', entityId: product.id, before: { status: product.status }, after: { status: 'retired', reason: trimmed } });
      return updated;
    });
  }

  /** The active products a customer may apply for (applicable-products.ts). */
  applicable(): Promise<ApplicableProductRow[]> {
    return applicableProducts(this.db);
  }

  /** A live quote on a version (draft or not) for a sample amount and term: what a customer would be shown. */
  async preview(versionId: string, amount: number, months: number): Promise<CreditQuoteView> {
    const version = await this.version(versionId);
    const today = this.clock.today();
    return previewOn(termsOf(version), amount, months, addMonthsClamped(today, 1), today);
  }

  // ---- the accounts a product posts to -------------------------------------------------------------------------

  /** The accounts product `productId` posts to, role by role. */
  async accounts(product: Pick<CreditProductRow, 'code'>): Promise<ProductAccount[]> {
    return productAccounts(this.db, product.code);
  }

  /** The active accounts of the chart staff may choose from. */
  accountChoices() {
    return activeAccounts(this.db);
  }

  /**
   * Staff choose the accounts a product posts to (roles not named keep theirs): refused with every reason (an unknown
   * role or account, an inactive account, a role twice, a product whose loans are already booked on its accounts).
   */
  async setAccounts(actor: Actor, productId: string, choice: ReadonlyArray<{ role: string; accountCode: string }>): Promise<CreditProductRow> {
    return withTransaction(this.db, async (tx) => {
      const product = await this.lock(tx, productId);
      const entries = choice.map((entry) => ({ role: entry.role.trim(), accountCode: entry.accountCode.trim() }));
      const problems = await accountProblems(tx, product.code, entries);
      if (problems.length > 0) throw badInputReasons(problems);
      const before = await productAccounts(tx, product.code);
      await writeProductAccounts(tx, product.code, entries as Array<{ role: AccountRole; accountCode: string }>);
      await this.audit.record(tx, actor, {
        action: 'credit_product.accounts',
        entity: 'credit_product',
        entityId: product.id,
        before: { accounts: Object.fromEntries(before.map((account) => [account.role, account.accountCode])) },
        after: { accounts: Object.fromEntries(entries.map((entry) => [entry.role, entry.accountCode])) },
      });
      return product;
    });
  }
}

/** The preview's checks and quote (pure): the amount and the term must be ones the product allows. */
export function previewOn(terms: ProductTerms, amount: number, months: number, firstDueDate: string, startDate?: string): CreditQuoteView {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw badInput('The amount must be a whole number of pesewas above zero.', 'amount');
  const outside = amountProblem(terms, amount);
  if (outside) throw badInput(`The amount ${outside}`, 'amount');
  if (!terms.termMonths.includes(months)) throw badInput(`Months must be one of ${terms.termMonths.join(', ')}.`, 'months');
  return quoteOnTerms(terms, { principal: amount, months, firstDueDate, startDate });

}
