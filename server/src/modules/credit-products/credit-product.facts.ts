// What other modules read of credit product versions (the checklist's documents and checks, who is paid, the product's
// name), through the caller's handle: a leaf of the module (tables only), so applications, orders, documents, credit
// decisions and loans depend on it without depending on the service. A version other than a draft never changes, so
// its facts are cached for the life of the process.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { isUuid } from '../../graphql/ids.js';
import { SEEDED_PRODUCTS, creditProduct, creditProductVersion, type PayeeKind, type ProductApprovalCheck, type RequiredDocument } from './credit-product.table.js';

export { SEEDED_PRODUCTS, type PayeeKind, type ProductApprovalCheck, type RequiredDocument } from './credit-product.table.js';

/** "landlord", "school", …: the payee in a sentence ("Give the name of the school who was paid."). */
export const PAYEE_NOUNS: Record<PayeeKind, string> = {
  landlord: 'landlord',
  merchant: 'merchant',
  school: 'school',
  customer: 'customer',
  other: 'payee',
};

export interface VersionFacts {
  versionId: string;
  version: number;
  code: string;
  name: string;
  payeeKind: PayeeKind;
  requiredDocuments: RequiredDocument[];
  approvalChecks: ProductApprovalCheck[];
}

const cache = new Map<string, VersionFacts>();
const CACHE_MAX = 1_000;

async function load(dbOrTx: DbOrTx, ids: string[]): Promise<Map<string, VersionFacts>> {
  const found = new Map<string, VersionFacts>();
  const missing = [...new Set(ids)].filter((id) => {
    const hit = cache.get(id);
    if (hit) found.set(id, hit);
    return !hit && isUuid(id);
  });
  if (missing.length === 0) return found;
  const rows = await dbOrTx
    .select({
      versionId: creditProductVersion.id,
      version: creditProductVersion.version,
      status: creditProductVersion.status,
      code: creditProduct.code,
      name: creditProductVersion.name,
      payeeKind: creditProductVersion.payeeKind,
      requiredDocuments: creditProductVersion.requiredDocuments,
      approvalChecks: creditProductVersion.approvalChecks,
    })
    .from(creditProductVersion)
    .innerJoin(creditProduct, eq(creditProduct.id, creditProductVersion.productId))
    .where(inArray(creditProductVersion.id, missing));
  for (const { status, ...facts } of rows) {
    found.set(facts.versionId, facts);
    if (status !== 'draft') {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(facts.versionId, facts);
    }
  }
  return found;
}

/**
 * The facts of a version; credit older than products (no version) is on the seeded version of its channel: rent for
 * applications, BNPL for orders.
 */
export async function versionFacts(dbOrTx: DbOrTx, versionId: string | null, fallback: 'rent' | 'bnpl' = 'rent'): Promise<VersionFacts> {
  const id = versionId ?? SEEDED_PRODUCTS[fallback].versionId;
  const facts = (await load(dbOrTx, [id])).get(id);
  if (!facts) throw new Error(`credit product version ${id} does not exist`);
  return facts;
}

/** The late-payment terms of a product version (a version other than a draft never changes). */
export interface LateTerms {
  graceDays: number;
  penaltyRateAnnualBp: number;
  /** Most penalty a loan can be charged, basis points of its principal. */
  penaltyCapBp: number;
}

const lateTermsCache = new Map<string, LateTerms>();

/** The late-payment terms of product versions, by version id (two versions, one statement; cached for life). */
export async function lateTermsOf(dbOrTx: DbOrTx, versionIds: readonly string[]): Promise<Map<string, LateTerms>> {
  const found = new Map<string, LateTerms>();
  const missing = [...new Set(versionIds)].filter((id) => {
    const hit = lateTermsCache.get(id);
    if (hit) found.set(id, hit);
    return !hit;
  });
  if (missing.length === 0) return found;
  const rows = await dbOrTx
    .select({
      id: creditProductVersion.id,
      status: creditProductVersion.status,
      graceDays: creditProductVersion.graceDays,
      penaltyRateAnnualBp: creditProductVersion.penaltyRateAnnualBp,
      penaltyCapBp: creditProductVersion.penaltyCapBp,
    })
    .from(creditProductVersion)
    .where(inArray(creditProductVersion.id, missing));
  for (const { id, status, ...terms } of rows) {
    found.set(id, terms);
    if (status !== 'draft') {
      if (lateTermsCache.size >= 1_000) lateTermsCache.delete(lateTermsCache.keys().next().value!);
      lateTermsCache.set(id, terms);
    }
  }
  for (const id of versionIds) if (!found.has(id)) throw new Error(`credit product version ${id} does not exist`);
  return found;
}

/**
 * The approval policy of a product version: the four-eyes threshold (pesewas financed above which a second approver
 * is needed) and the affordability share (the largest share of net income an instalment may take, basis points).
 */
export async function approvalPolicyOf(dbOrTx: DbOrTx, versionId: string): Promise<{ fourEyesThreshold: number; maxInstalmentShareBp: number }> {
  const [row] = await dbOrTx
    .select({ fourEyesThreshold: creditProductVersion.fourEyesThreshold, maxInstalmentShareBp: creditProductVersion.maxInstalmentShareBp })
    .from(creditProductVersion)
    .where(eq(creditProductVersion.id, versionId));
  if (!row) throw new Error(`credit product version ${versionId} does not exist`);
  return row;
}

/** Every document kind the active version of an active product requires (what an applicant may upload before applying). */
export async function activeProductKinds(dbOrTx: DbOrTx): Promise<Set<string>> {
  const rows = await dbOrTx
    .select({ requiredDocuments: creditProductVersion.requiredDocuments })
    .from(creditProduct)
    .innerJoin(creditProductVersion, eq(creditProductVersion.id, creditProduct.currentVersionId))
    .where(and(eq(creditProduct.status, 'active'), eq(creditProductVersion.status, 'active')));
  return new Set(rows.flatMap((row) => row.requiredDocuments.map((required) => required.kind)));
}

/** Every document kind the versions require. */
export async function requiredKindsOfVersions(dbOrTx: DbOrTx, versionIds: ReadonlyArray<string | null>): Promise<Set<string>> {
  const ids = versionIds.map((id) => id ?? SEEDED_PRODUCTS.rent.versionId);
  const facts = await load(dbOrTx, ids);
  return new Set([...facts.values()].flatMap((version) => version.requiredDocuments.map((required) => required.kind)));
}
