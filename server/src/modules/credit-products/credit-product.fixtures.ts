// Test helper: changes a product's terms the way staff do (an admin edits, a second admin activates).
import type { Actor } from '../../graphql/context.js';
import type { TestApp } from '../../test/harness.js';
import { termsOf } from './credit-product.service.js';
import type { ProductTerms } from './credit-product.terms.js';

/** A new active version of product `code` with `patch` applied; returns a function restoring the previous terms. */
export async function reviseProduct(app: TestApp, code: string, patch: Partial<ProductTerms>): Promise<() => Promise<void>> {
  const [editor, approver] = [await app.signInAs('admin'), await app.signInAs('admin')];
  const actor = (account: { id: string; email: string }): Actor => ({ viewer: { id: account.id, email: account.email, firstName: 'Test', lastName: 'Admin', role: 'admin' }, requestId: 'test', ip: null });
  const service = app.services.creditProducts;
  const product = await service.byCode(code);
  const before = termsOf(await service.version(product.currentVersionId!));
  const apply = async (terms: ProductTerms) => {
    const version = await service.edit(actor(editor), product.id, terms);
    await service.activate(actor(approver), version.id);
  };
  await apply({ ...before, ...patch });
  return () => apply(before);
}

/** "School fees": 3–10 months at 3.5% a month, paid to the school, requires a Ghana Card and an admission letter. */
export const SCHOOL_FEES_TERMS: ProductTerms = {
  name: 'School fees',
  description: 'We pay the school fees; you repay monthly.',
  payeeKind: 'school',
  purpose: 'School fees paid to the school',
  minAmount: 50_000,
  maxAmount: 2_000_000,
  termMonths: [3, 4, 5, 6, 7, 8, 9, 10],
  monthlyRateBp: 350,
  method: 'reducing_balance',
  feeBp: 0,
  feeFixed: 0,
  feeCap: null,
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

/** Creates product `code` as one admin and activates it as another (four eyes), as staff do; returns its version id. */
export async function createActiveProduct(app: TestApp, code: string, terms: ProductTerms = SCHOOL_FEES_TERMS): Promise<string> {
  const [creator, approver] = [await app.signInAs('admin'), await app.signInAs('admin')];
  const actor = (account: { id: string; email: string }): Actor => ({ viewer: { id: account.id, email: account.email, firstName: 'Test', lastName: 'Admin', role: 'admin' }, requestId: 'test', ip: null });
  const service = app.services.creditProducts;
  const product = await service.create(actor(creator), code, terms);
  const draft = await service.draftOf(product.id);
  const activated = await service.activate(actor(approver), draft!.id);
  return activated.currentVersionId!;
}
