import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';

let app: TestApp;
let admin: { cookie: string; id: string };
let customer: { cookie: string; id: string };

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  customer = await app.signUp();
});
afterAll(async () => {
  await app?.stop();
});

const FIELDS = 'id slug name description category price imageUrl stock active';
const LIST = `query ($first: Int, $after: String, $category: ProductCategory, $search: String, $orderBy: ProductOrder) {
  products(first: $first, after: $after, category: $category, search: $search, orderBy: $orderBy) {
    nodes { ${FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const STAFF_LIST = `query ($first: Int, $active: Boolean, $orderBy: ProductOrder) {
  staffCatalogue(first: $first, active: $active, orderBy: $orderBy) { nodes { ${FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const ONE = `query ($id: ID, $slug: String) { product(id: $id, slug: $slug) { ${FIELDS} } }`;
const CREATE = `mutation ($input: CreateCatalogueItemInput!) { createCatalogueItem(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateCatalogueItemInput!) { updateCatalogueItem(id: $id, input: $input) { ${FIELDS} } }`;
const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setCatalogueItemActive(id: $id, active: $active) { ${FIELDS} } }`;
const ADJUST = `mutation ($id: ID!, $delta: Int!, $reason: String!) { adjustStock(id: $id, delta: $delta, reason: $reason) { ${FIELDS} } }`;

interface ProductData {
  id: string;
  slug: string;
  name: string;
  description: string;
  category: string;
  price: number;
  imageUrl: string;
  stock: number;
  active: boolean;
}
interface PageData {
  nodes: ProductData[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
const fieldOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.field;

const SOFA = {
  name: '3-Seater Fabric Sofa',
  description: 'Grey fabric sofa with solid wood legs.',
  category: 'furniture',
  price: 450_000,
  imageUrl: '/images/products/sofa.svg',
  stock: 6,
};

async function create(input: Record<string, unknown>): Promise<ProductData> {
  const result = await app.graphql<{ createCatalogueItem: ProductData }>(CREATE, { input }, admin.cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.createCatalogueItem;
}

async function auditRows(id: string) {
  return app.database.query<{ action: string; actor_id: string; before: unknown; after: unknown }>(
    `SELECT action, actor_id, before, after FROM audit_event WHERE entity = 'product' AND entity_id = $1 ORDER BY at, id`,
    [id],
  );
}

let sofa: ProductData;
let tv: ProductData;
let fridge: ProductData;
let hidden: ProductData;

describe('the public shop', () => {
  beforeAll(async () => {
    sofa = await create(SOFA);
    tv = await create({
      name: '43-inch Smart LED TV',
      description: 'Full HD smart television with Netflix and YouTube.',
      category: 'electronics',
      price: 380_000,
      imageUrl: '/images/products/tv.svg',
      stock: 10,
    });
    fridge = await create({
      name: 'Double-Door Refrigerator',
      description: '260-litre frost-free fridge, 100% copper compressor.',
      category: 'appliances',
      price: 720_000,
      imageUrl: '/images/products/fridge.svg',
      stock: 0,
    });
    hidden = await create({
      name: 'Arm Chair (discontinued)',
      description: 'No longer sold.',
      category: 'furniture',
      price: 120_000,
      imageUrl: '/images/products/armchair.svg',
      active: false,
    });
  });

  it('lists active products to anyone, newest first, and never inactive ones', async () => {
    const result = await app.graphql<{ products: PageData }>(LIST, {});
    expect(result.errors).toBeUndefined();
    expect(result.data?.products.nodes.map((node) => node.slug)).toEqual([
      'double-door-refrigerator',
      '43-inch-smart-led-tv',
      '3-seater-fabric-sofa',
    ]);
    expect(result.data?.products.nodes[2]).toMatchObject({ price: 450_000, imageUrl: '/images/products/sofa.svg', stock: 6 });
    const signedIn = await app.graphql<{ products: PageData }>(LIST, { first: 100 }, customer.cookie);
    expect(signedIn.data?.products.nodes.map((node) => node.id)).not.toContain(hidden.id);
  });

  it('filters by category and finds words in the name or description', async () => {
    const furniture = await app.graphql<{ products: PageData }>(LIST, { category: 'furniture' });
    expect(furniture.data?.products.nodes.map((node) => node.id)).toEqual([sofa.id]);
    const search = await app.graphql<{ products: PageData }>(LIST, { search: 'netflix' });
    expect(search.data?.products.nodes.map((node) => node.id)).toEqual([tv.id]);
    // LIKE wildcards in the search are taken literally.
    const percent = await app.graphql<{ products: PageData }>(LIST, { search: '100%' });
    expect(percent.data?.products.nodes.map((node) => node.id)).toEqual([fridge.id]);
    const nothing = await app.graphql<{ products: PageData }>(LIST, { search: '_' });
    expect(nothing.data?.products.nodes).toEqual([]);
  });

  it('pages by name without gaps or repeats', async () => {
    const names: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: GraphQLResult<{ products: PageData }> = await app.graphql(LIST, { first: 1, after, orderBy: 'NAME' });
      expect(page.errors).toBeUndefined();
      names.push(...page.data!.products.nodes.map((node) => node.name));
      after = page.data!.products.pageInfo.hasNextPage ? page.data!.products.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(names).toEqual(['3-Seater Fabric Sofa', '43-inch Smart LED TV', 'Double-Door Refrigerator']);
    const newestCursor = (await app.graphql<{ products: PageData }>(LIST, { first: 1 })).data!.products.pageInfo.endCursor;
    expect(codeOf(await app.graphql(LIST, { first: 1, after: newestCursor, orderBy: 'NAME' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.graphql(LIST, { first: 101 }))).toBe('BAD_USER_INPUT');
  });

  it('shows one product by id or slug; an inactive one only to staff', async () => {
    const bySlug = await app.graphql<{ product: ProductData }>(ONE, { slug: '43-inch-smart-led-tv' });
    expect(bySlug.data?.product.id).toBe(tv.id);
    const byId = await app.graphql<{ product: ProductData }>(ONE, { id: sofa.id });
    expect(byId.data?.product.slug).toBe('3-seater-fabric-sofa');
    expect((await app.graphql(ONE, { id: hidden.id })).data).toEqual({ product: null });
    expect((await app.graphql(ONE, { id: hidden.id }, customer.cookie)).data).toEqual({ product: null });
    expect((await app.graphql(ONE, { id: 'not-a-uuid' })).data).toEqual({ product: null });
    const staff = await app.graphql<{ product: ProductData }>(ONE, { id: hidden.id }, admin.cookie);
    expect(staff.data?.product.active).toBe(false);
    expect(codeOf(await app.graphql(ONE, {}))).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.graphql(ONE, { id: sofa.id, slug: sofa.slug }))).toBe('BAD_USER_INPUT');
  });
});

describe('staff catalogue management', () => {
  it('creates a product with a slug from its name and audits it', async () => {
    const bed = await create({
      name: 'Queen Bed Frame & Mattress',
      description: 'Hardwood frame with orthopaedic mattress.',
      category: 'furniture',
      price: 560_000,
      imageUrl: '/images/products/bed.svg',
      stock: 3,
    });
    expect(bed).toMatchObject({ slug: 'queen-bed-frame-mattress', active: true, stock: 3 });
    const audit = await auditRows(bed.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'product.create', actor_id: admin.id, after: { slug: 'queen-bed-frame-mattress', price: 560_000 } });
  });

  it('refuses a taken slug with CONFLICT and bad values with BAD_USER_INPUT naming the field', async () => {
    const [{ count: before }] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM product');
    const taken = await app.graphql(CREATE, { input: { ...SOFA, slug: '3-seater-fabric-sofa' } }, admin.cookie);
    expect(codeOf(taken)).toBe('CONFLICT');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...SOFA, slug: 'x-0', price: 0 }, 'price'],
      [{ ...SOFA, slug: 'x-1', price: -500 }, 'price'],
      [{ ...SOFA, slug: 'x-2', stock: -1 }, 'stock'],
      [{ ...SOFA, slug: 'x-3', imageUrl: 'https://example.com/sofa.jpg' }, 'imageUrl'],
      [{ ...SOFA, slug: 'x-4', imageUrl: '/images/../secrets.svg' }, 'imageUrl'],
      [{ ...SOFA, slug: 'Bad Slug' }, 'slug'],
      [{ ...SOFA, slug: 'x-5', name: 'A' }, 'name'],
    ];
    for (const [input, field] of cases) {
      const result = await app.graphql(CREATE, { input }, admin.cookie);
      expect(codeOf(result), field).toBe('BAD_USER_INPUT');
      expect(fieldOf(result), field).toBe(field);
    }
    const [{ count: after }] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM product');
    expect(after).toBe(before);
  });

  it('updates only the fields given and audits what changed', async () => {
    const item = await create({ ...SOFA, name: 'L-Shaped Corner Sofa', price: 650_000 });
    const result = await app.graphql<{ updateCatalogueItem: ProductData }>(UPDATE, { id: item.id, input: { price: 620_000, name: null } }, admin.cookie);
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateCatalogueItem).toEqual({ ...item, price: 620_000 });
    const same = await app.graphql<{ updateCatalogueItem: ProductData }>(UPDATE, { id: item.id, input: { price: 620_000 } }, admin.cookie);
    expect(same.data?.updateCatalogueItem.price).toBe(620_000);
    const clash = await app.graphql(UPDATE, { id: item.id, input: { slug: '3-seater-fabric-sofa' } }, admin.cookie);
    expect(codeOf(clash)).toBe('CONFLICT');
    const audit = await auditRows(item.id);
    expect(audit.map((row) => row.action)).toEqual(['product.create', 'product.update']);
    expect(audit[1]).toMatchObject({ before: { price: 650_000 }, after: { price: 620_000 } });
    expect(codeOf(await app.graphql(UPDATE, { id: '00000000-0000-4000-8000-000000000000', input: { price: 1 } }, admin.cookie))).toBe('NOT_FOUND');
  });

  it('hides and shows a product in the shop', async () => {
    const item = await create({ ...SOFA, name: 'Rattan Patio Set', category: 'furniture' });
    const off = await app.graphql<{ setCatalogueItemActive: ProductData }>(SET_ACTIVE, { id: item.id, active: false }, admin.cookie);
    expect(off.data?.setCatalogueItemActive.active).toBe(false);
    const shop = await app.graphql<{ products: PageData }>(LIST, { first: 100 });
    expect(shop.data?.products.nodes.map((node) => node.id)).not.toContain(item.id);
    const staffInactive = await app.graphql<{ staffCatalogue: PageData }>(STAFF_LIST, { first: 100, active: false }, admin.cookie);
    expect(staffInactive.data?.staffCatalogue.nodes.map((node) => node.id)).toEqual(expect.arrayContaining([item.id, hidden.id]));
    expect(staffInactive.data?.staffCatalogue.nodes.every((node) => !node.active)).toBe(true);
    await app.graphql(SET_ACTIVE, { id: item.id, active: true }, admin.cookie);
    const back = await app.graphql<{ products: PageData }>(LIST, { first: 100 });
    expect(back.data?.products.nodes.map((node) => node.id)).toContain(item.id);
    expect((await auditRows(item.id)).map((row) => row.after)).toEqual([expect.anything(), { active: false }, { active: true }]);
  });

  it('adjusts stock up and down but never below zero', async () => {
    const item = await create({ ...SOFA, name: 'Bar Stool Pair', stock: 2 });
    const received = await app.graphql<{ adjustStock: ProductData }>(ADJUST, { id: item.id, delta: 5, reason: 'Delivery from Kumasi workshop' }, admin.cookie);
    expect(received.data?.adjustStock.stock).toBe(7);
    const tooMany = await app.graphql(ADJUST, { id: item.id, delta: -8, reason: 'Damaged in transit' }, admin.cookie);
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(fieldOf(tooMany)).toBe('delta');
    expect(codeOf(await app.graphql(ADJUST, { id: item.id, delta: 0, reason: 'Nothing' }, admin.cookie))).toBe('BAD_USER_INPUT');
    const stock = await app.graphql<{ product: ProductData }>(ONE, { id: item.id });
    expect(stock.data?.product.stock).toBe(7);
    const audit = await auditRows(item.id);
    expect(audit[1]).toMatchObject({ action: 'product.adjust_stock', before: { stock: 2 }, after: { stock: 7, delta: 5, reason: 'Delivery from Kumasi workshop' } });
    expect(audit).toHaveLength(2);
  });

  it('refuses catalogue changes to roles without manageSystem and to visitors', async () => {
    const finance = await app.signInAs('finance');
    const attempts = async (cookie?: string) => [
      await app.graphql(CREATE, { input: { ...SOFA, slug: 'forbidden-sofa' } }, cookie),
      await app.graphql(UPDATE, { id: sofa.id, input: { price: 1 } }, cookie),
      await app.graphql(SET_ACTIVE, { id: sofa.id, active: false }, cookie),
      await app.graphql(ADJUST, { id: sofa.id, delta: -1, reason: 'Not allowed' }, cookie),
      await app.graphql(STAFF_LIST, {}, cookie),
    ];
    expect((await attempts(finance.cookie)).map(codeOf)).toEqual(Array(5).fill('FORBIDDEN'));
    expect((await attempts(customer.cookie)).map(codeOf)).toEqual(Array(5).fill('FORBIDDEN'));
    expect((await attempts()).map(codeOf)).toEqual(Array(5).fill('UNAUTHENTICATED'));
    const unchanged = await app.graphql<{ product: ProductData }>(ONE, { id: sofa.id });
    expect(unchanged.data?.product).toEqual(sofa);
  });
});
