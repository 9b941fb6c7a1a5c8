// Test helper: changes a product's terms the way staff do (an admin edits, a second admin activates).
import type { Actor } from '../../graphql/context.js';
import type { TestApp } from '../../test/harness.js';
import { termsOf } from './credit-product.service.js';
import type { ProductTerms } from './credit-product.terms.js';
import { SCHOOL_FEES_TERMS } from '../../test/credit-product-samples.js';


/** An admin acting as the admin screens would (the two product fixtures use two of them: four eyes). */
const actor = (account: { id: string; email: string }): Actor => ({ viewer: { id: account.id, email: account.email, firstName: 'Test', lastName: 'Admin', role: 'admin' }, requestId: 'test', ip: null });

/** A new active version of product `code` with `patch` applied; returns a function restoring the previous terms. */
export async function reviseProduct(app: TestApp, code: string, patch: Partial<ProductTerms>): Promise<() => Promise<void>> {
  const [editor, approver] = [await app.signInAs('admin'), await app.signInAs('admin')];
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

/** Creates product `code` as one admin and activates it as another (four eyes), as staff do; returns its version id. */
export async function createActiveProduct(app: TestApp, code: string, terms: ProductTerms = SCHOOL_FEES_TERMS): Promise<string> {
  const [creator, approver] = [await app.signInAs('admin'), await app.signInAs('admin')];
  const service = app.services.creditProducts;
  const product = await service.create(actor(creator), code, terms);
  const draft = await service.draftOf(product.id);
  const activated = await service.activate(actor(approver), draft!.id);
  return activated.currentVersionId!;
}
