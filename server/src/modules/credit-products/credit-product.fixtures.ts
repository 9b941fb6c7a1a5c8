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
