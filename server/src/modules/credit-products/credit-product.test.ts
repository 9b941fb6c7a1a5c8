import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan, errorOf } from '../loans/loan.fixtures.js';
import { reviseProduct } from './credit-product.fixtures.js';
import { SEEDED_PRODUCTS } from './credit-product.table.js';

const at = (day: string) => new Date(`${day}T12:00:00Z`);

const VERSION = `id version status name minAmount maxAmount termMonths monthlyRateBp method feeBp feeFixed feeCap feeFinanced graceDays
  penaltyRateAnnualBp penaltyCapBp earlySettlementFeeBp fourEyesThreshold maxInstalmentShareBp requiredDocuments { kind text }
  approvalChecks disclosure { payee notes } createdBy updatedBy activatedBy`;
const PRODUCT = `id code name status currentVersionId currentVersion { ${VERSION} } draftVersion { ${VERSION} } versions { id version status }`;
const LIST = `{ creditProducts { ${PRODUCT} } }`;
const CREATE = `mutation C($code: String!, $terms: CreditProductTermsInput!) { createCreditProduct(code: $code, terms: $terms) { ${PRODUCT} } }`;
const EDIT = `mutation E($id: ID!, $terms: CreditProductTermsInput!) { editCreditProduct(id: $id, terms: $terms) { ${VERSION} } }`;
const ACTIVATE = `mutation A($versionId: ID!) { activateCreditProductVersion(versionId: $versionId) { ${PRODUCT} } }`;
const RETIRE = `mutation R($id: ID!, $reason: String!) { retireCreditProduct(id: $id, reason: $reason) { ${PRODUCT} } }`;
const PREVIEW = `query P($versionId: ID!, $amount: SafeInt!, $months: Int!) { creditProductPreview(versionId: $versionId, amount: $amount, months: $months) {
  principal months monthlyRateBp totalInterest totalRepayable instalmentAmount aprBp processingFee payee latePaymentPolicy earlyRepaymentPolicy
  schedule { number dueDate principal interest total } } }`;
const BNPL_QUOTE = `{ bnplQuote(amount: 500000, months: 6) { principal totalInterest totalRepayable instalmentAmount aprBp schedule { number principal interest total } } }`;

interface Version { id: string; version: number; status: string; createdBy: string | null; updatedBy: string | null; activatedBy: string | null; monthlyRateBp: number; termMonths: number[] }
interface Product { id: string; code: string; name: string; status: string; currentVersionId: string | null; currentVersion: Version | null; draftVersion: Version | null; versions: Array<{ id: string; version: number; status: string }> }

/** "School fees, 3–10 months at 3.5% a month, paid to the school, requires a Ghana Card and an admission letter." */
const schoolFees = {
  name: 'School fees',
  description: 'We pay the school fees; you repay monthly.',
  payeeKind: 'school',
  purpose: 'School fees paid to the school',
  minAmount: 50_000,
  maxAmount: 2_000_000,
  termMonths: [10, 3, 4, 5, 6, 7, 8, 9],
  monthlyRateBp: 350,
  method: 'reducing_balance',
  feeBp: 100,
  feeFixed: 0,
  feeCap: 10_000,
  feeFinanced: false,
  graceDays: 5,
  penaltyRateAnnualBp: 3_000,
  penaltyCapBp: 1_000,
  earlySettlementFeeBp: 25,
  fourEyesThreshold: 1_000_000,
  maxInstalmentShareBp: 3_000,
  requiredDocuments: [
    { kind: 'ghana_card', text: 'Your Ghana Card (front and back)' },
    { kind: 'admission_letter', text: 'The admission letter from the school' },
  ],
  approvalChecks: ['documents', 'affordability', 'identity'],
  disclosure: { payee: 'The school, on the day we pay the fees', notes: '' },
};

let running: TestApp[] = [];
afterEach(async () => {
  await Promise.all(running.map((app) => app.stop()));
  running = [];
});
vi.setConfig({ testTimeout: 180_000 });

async function setup() {
  const app = await startTestApp();
  running.push(app);
  app.services.clock.set(at('2026-01-15'));
  const [first, second] = [await app.signInAs('admin'), await app.signInAs('superadmin')];
  return { app, first, second };
}

describe('credit products', () => {
  it('seeds rent and BNPL with today’s figures, and the preview prices a sample exactly as the BNPL quote does', async () => {
    const { app, first } = await setup();
    const listed = await app.graphql<{ creditProducts: Product[] }>(LIST, {}, first.cookie);
    expect(listed.errors).toBeUndefined();
    const byCode = new Map(listed.data!.creditProducts.map((product) => [product.code, product]));
    const rent = byCode.get('rent')!;
    const bnpl = byCode.get('bnpl')!;
    expect(rent).toMatchObject({ name: 'Rent assistance', status: 'active', currentVersionId: SEEDED_PRODUCTS.rent.versionId });
    expect(rent.currentVersion).toMatchObject({
      termMonths: [3, 6, 9, 12, 18, 24], monthlyRateBp: 400, method: 'reducing_balance', minAmount: 50_000, maxAmount: 5_000_000,
      feeBp: 0, graceDays: 5, penaltyRateAnnualBp: 3_000, penaltyCapBp: 1_000, earlySettlementFeeBp: 0, fourEyesThreshold: 1_000_000,
      maxInstalmentShareBp: 3_000, approvalChecks: ['documents', 'property', 'affordability', 'identity'],
      disclosure: { payee: 'The landlord, on the day we pay your rent' },
    });
    expect((rent.currentVersion as unknown as { requiredDocuments: Array<{ kind: string }> }).requiredDocuments.map((d) => d.kind)).toEqual(['ghana_card', 'momo_statement']);
    expect(bnpl.currentVersion).toMatchObject({ termMonths: [5, 6], monthlyRateBp: 400, disclosure: { payee: 'The merchant, on the day we approve your order' } });

    // GH₵5,000 over 6 months at 4%: the preview on the seeded BNPL version and the BNPL quote agree to the pesewa.
    const preview = await app.graphql<{ creditProductPreview: Record<string, unknown> }>(PREVIEW, { versionId: SEEDED_PRODUCTS.bnpl.versionId, amount: 500_000, months: 6 }, first.cookie);
    const quote = await app.graphql<{ bnplQuote: Record<string, unknown> }>(BNPL_QUOTE);
    expect(preview.errors).toBeUndefined();
    const { payee, latePaymentPolicy, earlyRepaymentPolicy, processingFee, months, monthlyRateBp, schedule, ...figures } = preview.data!.creditProductPreview;
    expect({ ...figures, schedule: (schedule as Array<Record<string, unknown>>).map(({ dueDate: _dueDate, ...row }) => row) }).toEqual(quote.data!.bnplQuote);
    // The engine's hand-computed table (finance/schedule.test.ts): interest 722.87, instalment 953.81.
    expect(figures).toMatchObject({ totalInterest: 72_287, instalmentAmount: 95_381 });
    expect((schedule as Array<{ dueDate: string }>)[0].dueDate).toBe('2026-02-15');
    expect({ payee, months, monthlyRateBp, processingFee }).toEqual({ payee: 'The merchant, on the day we approve your order', months: 6, monthlyRateBp: 400, processingFee: 0 });
    expect(latePaymentPolicy).toContain('30.00% per annum');
    expect(earlyRepaymentPolicy).toContain('no early-settlement fee');

    // An amount or term the product does not allow is refused with the product's limits.
    const tooSmall = errorOf(await app.graphql(PREVIEW, { versionId: SEEDED_PRODUCTS.bnpl.versionId, amount: 100, months: 6 }, first.cookie));
    expect(tooSmall).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amount', message: 'The amount must be between GH₵500.00 and GH₵50,000.00.' });
    expect(errorOf(await app.graphql(PREVIEW, { versionId: SEEDED_PRODUCTS.bnpl.versionId, amount: 500_000, months: 4 }, first.cookie))).toMatchObject({ field: 'months', message: 'Months must be one of 5, 6.' });
  });

  it('create → a second admin activates (not the creator) → edit makes version 2 → activate supersedes 1 → retire', async () => {
    const { app, first, second } = await setup();
    const created = await app.graphql<{ createCreditProduct: Product }>(CREATE, { code: 'school-fees', terms: schoolFees }, first.cookie);
    expect(created.errors).toBeUndefined();
    const product = created.data!.createCreditProduct;
    expect(product).toMatchObject({ code: 'school-fees', status: 'draft', currentVersion: null });
    const draft = product.draftVersion!;
    expect(draft).toMatchObject({ version: 1, status: 'draft', createdBy: first.id, termMonths: [3, 4, 5, 6, 7, 8, 9, 10], monthlyRateBp: 350 });

    // The preview works on the draft: GH₵10,000 over 10 months at 3.5% with a 1% fee capped at GH₵100.
    const preview = await app.graphql<{ creditProductPreview: { processingFee: number; payee: string; schedule: unknown[]; instalmentAmount: number } }>(
      PREVIEW, { versionId: draft.id, amount: 1_000_000, months: 10 }, first.cookie);
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.creditProductPreview).toMatchObject({ processingFee: 10_000, payee: 'The school, on the day we pay the fees' });
    expect(preview.data!.creditProductPreview.schedule).toHaveLength(10);

    // Four eyes: the creator cannot activate; another admin can.
    const own = errorOf(await app.graphql(ACTIVATE, { versionId: draft.id }, first.cookie));
    expect(own).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED', message: 'A second admin must activate this version: you created or edited it.' });
    const activated = await app.graphql<{ activateCreditProductVersion: Product }>(ACTIVATE, { versionId: draft.id }, second.cookie);
    expect(activated.errors).toBeUndefined();
    expect(activated.data!.activateCreditProductVersion).toMatchObject({ status: 'active', currentVersionId: draft.id, draftVersion: null });
    expect(activated.data!.activateCreditProductVersion.currentVersion).toMatchObject({ status: 'active', activatedBy: second.id });
    expect(errorOf(await app.graphql(ACTIVATE, { versionId: draft.id }, second.cookie))).toMatchObject({ code: 'CONFLICT' });

    // Editing the active product makes version 2; the active one is untouched until version 2 is activated.
    const edited = await app.graphql<{ editCreditProduct: Version }>(EDIT, { id: product.id, terms: { ...schoolFees, monthlyRateBp: 300 } }, second.cookie);
    expect(edited.errors).toBeUndefined();
    const v2 = edited.data!.editCreditProduct;
    expect(v2).toMatchObject({ version: 2, status: 'draft', monthlyRateBp: 300, createdBy: second.id });
    // The first admin edits the draft too: now neither may activate it.
    const again = await app.graphql<{ editCreditProduct: Version }>(EDIT, { id: product.id, terms: { ...schoolFees, monthlyRateBp: 325 } }, first.cookie);
    expect(again.data!.editCreditProduct).toMatchObject({ id: v2.id, version: 2, monthlyRateBp: 325, createdBy: second.id, updatedBy: first.id });
    expect(errorOf(await app.graphql(ACTIVATE, { versionId: v2.id }, first.cookie)).code).toBe('SECOND_APPROVER_REQUIRED');
    expect(errorOf(await app.graphql(ACTIVATE, { versionId: v2.id }, second.cookie)).code).toBe('SECOND_APPROVER_REQUIRED');
    const third = await app.signInAs('admin');
    const swapped = await app.graphql<{ activateCreditProductVersion: Product }>(ACTIVATE, { versionId: v2.id }, third.cookie);
    expect(swapped.errors).toBeUndefined();
    expect(swapped.data!.activateCreditProductVersion.versions).toEqual([
      { id: v2.id, version: 2, status: 'active' },
      { id: draft.id, version: 1, status: 'superseded' },
    ]);
    expect(swapped.data!.activateCreditProductVersion.currentVersion!.monthlyRateBp).toBe(325);

    // An activated version never changes, even written to directly.
    await expect(app.database.db.execute(sql`update credit_product_version set monthly_rate_bp = 1 where id = ${draft.id}`)).rejects.toThrow();
    await expect(app.database.db.execute(sql`delete from credit_product_version where id = ${v2.id}`)).rejects.toThrow();

    // Retire: no longer offered for new credit, its versions kept as they were.
    expect(errorOf(await app.graphql(RETIRE, { id: product.id, reason: ' ' }, first.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    const retired = await app.graphql<{ retireCreditProduct: Product }>(RETIRE, { id: product.id, reason: 'Term ended' }, first.cookie);
    expect(retired.data!.retireCreditProduct).toMatchObject({ status: 'retired', currentVersionId: v2.id });
    await expect(app.services.creditProducts.activeVersion('school-fees')).rejects.toThrow('This credit product is not offered any more.');
    expect((await app.services.creditProducts.activeVersion('rent')).id).toBe(SEEDED_PRODUCTS.rent.versionId);
    expect(errorOf(await app.graphql(EDIT, { id: product.id, terms: schoolFees }, first.cookie))).toMatchObject({ code: 'CONFLICT' });
    const trail = await app.services.audit.list(app.database.db, { first: 20, entity: 'credit_product', entityId: product.id });
    expect(trail.map((entry) => entry.action).sort()).toEqual(
      ['credit_product.activate', 'credit_product.activate', 'credit_product.create', 'credit_product.retire'].sort(),
    );
  });

  it('refuses invalid products with every reason, and only admins may manage products', async () => {
    const { app, first } = await setup();
    const bad = {
      ...schoolFees,
      monthlyRateBp: 0,
      termMonths: [],
      minAmount: 300_000,
      maxAmount: 200_000,
      feeFixed: 20_000,
      feeCap: 10_000,
      earlySettlementFeeBp: 26,
    };
    const refused = errorOf(await app.graphql(CREATE, { code: 'school-fees', terms: bad }, first.cookie)) as unknown as { code: string; field: string; reasons: Array<{ field: string; message: string }> };
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.reasons).toEqual([
      { field: 'monthlyRateBp', message: 'The monthly rate must be above 0%.' },
      { field: 'maxAmount', message: 'The smallest amount (GH₵3,000.00) is above the largest (GH₵2,000.00).' },
      { field: 'termMonths', message: 'At least one term (in months) is required.' },
      { field: 'feeFixed', message: 'The fixed fee (GH₵200.00) is above its cap (GH₵100.00).' },
      { field: 'earlySettlementFeeBp', message: 'The early-settlement fee must be from 0% to 0.25% of the principal (Bank of Ghana cap).' },
    ]);
    expect(refused.field).toBe('monthlyRateBp');
    expect(errorOf(await app.graphql(CREATE, { code: 'School Fees!', terms: schoolFees }, first.cookie)).field).toBe('code');
    expect(errorOf(await app.graphql(CREATE, { code: 'rent', terms: schoolFees }, first.cookie))).toMatchObject({ field: 'code', message: 'A credit product with the code rent already exists.' });
    const none = await app.graphql<{ creditProducts: Product[] }>(LIST, {}, first.cookie);
    expect(none.data!.creditProducts.map((product) => product.code).sort()).toEqual(['bnpl', 'rent']);

    for (const role of ['credit_analyst', 'finance']) {
      const staff = await app.signInAs(role);
      expect(errorOf(await app.graphql(LIST, {}, staff.cookie)).code).toBe('FORBIDDEN');
      expect(errorOf(await app.graphql(CREATE, { code: 'school-fees', terms: schoolFees }, staff.cookie)).code).toBe('FORBIDDEN');
    }
    const customer = await app.signUp();
    expect(errorOf(await app.graphql(ACTIVATE, { versionId: SEEDED_PRODUCTS.rent.versionId }, customer.cookie)).code).toBe('FORBIDDEN');
  });

  it('a loan records the version it was priced on and keeps its terms when a new version is activated', async () => {
    const { app } = await setup();
    const analyst = await app.signInAs('credit_analyst');
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const stored = async () =>
      (await app.database.query<{ version: string; rate: number; order_version: string }>(
        `select l.credit_product_version_id as version, l.monthly_rate_bp as rate, o.credit_product_version_id as order_version
           from loan l join bnpl_order o on o.id = l.order_id where l.id = $1`, [loanId]))[0];
    expect(await stored()).toEqual({ version: SEEDED_PRODUCTS.bnpl.versionId, rate: 400, order_version: SEEDED_PRODUCTS.bnpl.versionId });

    // BNPL at 5% a month from now on: new quotes use it, the loan keeps 4% and its version.
    await reviseProduct(app, 'bnpl', { monthlyRateBp: 500 });
    const quote = await app.graphql<{ bnplQuote: { monthlyRateBp: number } }>(`{ bnplQuote(amount: 500000, months: 6) { monthlyRateBp } }`);
    expect(quote.data!.bnplQuote.monthlyRateBp).toBe(500);
    expect(await stored()).toEqual({ version: SEEDED_PRODUCTS.bnpl.versionId, rate: 400, order_version: SEEDED_PRODUCTS.bnpl.versionId });
    const rows = await app.database.query<{ status: string }>(`select status from credit_product_version where id = $1`, [SEEDED_PRODUCTS.bnpl.versionId]);
    expect(rows[0].status).toBe('superseded');
  });
});
