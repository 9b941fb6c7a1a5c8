import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { APPROVE_ORDER, CHECKOUT, DELIVERY, LOAN, checkout, createCatalogueItem, errorOf, ledgerSum } from '../loans/loan.fixtures.js';
import { makeOrderApprovable } from '../../test/approval-fixtures.js';
import { signAgreement } from '../agreements/agreement.fixtures.js';
import { pdfText } from '../../test/pdf-text.js';

let app: TestApp;
let analyst: { cookie: string; id: string };
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  analyst = await app.signInAs('credit_analyst');
});
afterAll(async () => {
  await app?.stop();
});

async function orderCount(): Promise<number> {
  const [row] = await app.database.query<{ n: number }>('SELECT (SELECT count(*) FROM bnpl_order)::int + (SELECT count(*) FROM bnpl_order_item)::int AS n');
  return row.n;
}

async function stockOf(productId: string): Promise<number> {
  const [row] = await app.database.query<{ stock: number }>('SELECT stock FROM product WHERE id = $1', [productId]);
  return row.stock;
}

const ORDER = `query O($id: ID!) { order(id: $id) { id status disclosureIp disclosure { totalRepayable schedule { number } latePaymentPolicy } items { name quantity } } }`;

describe('checkout', () => {
  it('prices the cart from the catalogue and stores the accepted disclosure with the order, pending approval', async () => {
    const customer = await app.signUp();
    const chair = await createCatalogueItem(app, { price: 120_000, stock: 4, name: 'Chair' });
    const table = await createCatalogueItem(app, { price: 260_000, stock: 1, name: 'Table' });
    const result = await checkout(app, customer.cookie, [{ productId: chair, quantity: 2 }, { productId: table, quantity: 1 }], 500_000, 5);
    expect(result.errors).toBeUndefined();
    expect(result.data!.checkout).toMatchObject({ status: 'pending_approval', subtotal: 500_000, loanId: null });
    const order = await app.graphql<{ order: { disclosure: { totalRepayable: number; schedule: unknown[] }; items: unknown[] } }>(
      ORDER,
      { id: result.data!.checkout.id },
      customer.cookie,
    );
    expect(order.data!.order.disclosure.schedule).toHaveLength(5);
    expect(order.data!.order.items).toEqual([{ name: 'Chair', quantity: 2 }, { name: 'Table', quantity: 1 }]);
    // Stock is only reserved on approval.
    expect(await stockOf(table)).toBe(1);
    const [stored] = await app.database.query<{ disclosure_accepted_at: Date | null }>('SELECT disclosure_accepted_at FROM bnpl_order WHERE id = $1', [
      result.data!.checkout.id,
    ]);
    expect(stored.disclosure_accepted_at).not.toBeNull();
  });

  it('refuses a tampered or stale accepted total with CONFLICT and writes nothing', async () => {
    const customer = await app.signUp();
    const productId = await createCatalogueItem(app, { price: 500_000 });
    const before = await orderCount();
    const tampered = await app.graphql(
      CHECKOUT,
      { input: { items: [{ productId, quantity: 1 }], months: 6, acceptedDisclosure: { totalRepayable: 500_000, aprBp: 6_010 }, delivery: DELIVERY } },
      customer.cookie,
    );
    expect(errorOf(tampered)).toMatchObject({ code: 'CONFLICT', message: 'The price or terms changed; please review the new disclosure.' });
    // The price rose after the customer saw the quote.
    await app.database.query('UPDATE product SET price = 510000 WHERE id = $1', [productId]);
    const stale = await app.graphql(
      CHECKOUT,
      { input: { items: [{ productId, quantity: 1 }], months: 6, acceptedDisclosure: { totalRepayable: 572_287, aprBp: 6_010 }, delivery: DELIVERY } },
      customer.cookie,
    );
    expect(errorOf(stale)).toMatchObject({ code: 'CONFLICT' });
    expect(await orderCount()).toBe(before);

    // Checkout asks the server for today's price of the cart, and the terms it gives are the ones checkout accepts.
    const priced = await app.graphql<{ checkoutQuote: { lines: Array<{ productId: string; unitPrice: number; lineTotal: number }>; subtotal: number; disclosure: { principal: number; totalRepayable: number; aprBp: number } } }>(
      'query ($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { lines { productId unitPrice quantity lineTotal } subtotal disclosure { principal totalRepayable aprBp } } }',
      { input: { items: [{ productId, quantity: 1 }], months: 6 } },
      customer.cookie,
    );
    expect(priced.errors).toBeUndefined();
    const fresh = priced.data!.checkoutQuote;
    expect(fresh.lines).toEqual([{ productId, unitPrice: 510_000, quantity: 1, lineTotal: 510_000 }]);
    expect(fresh).toMatchObject({ subtotal: 510_000, disclosure: { principal: 510_000 } });
    const accepted = await app.graphql<{ checkout: { subtotal: number } }>(
      CHECKOUT,
      { input: { items: [{ productId, quantity: 1 }], months: 6, acceptedDisclosure: { totalRepayable: fresh.disclosure.totalRepayable, aprBp: fresh.disclosure.aprBp }, delivery: DELIVERY } },
      customer.cookie,
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.checkout.subtotal).toBe(510_000);
    expect((await app.graphql('query ($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { subtotal } }', { input: { items: [{ productId, quantity: 1 }], months: 6 } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses out-of-stock, inactive and unknown products, bad plans and amounts, writing nothing', async () => {
    const customer = await app.signUp();
    const scarce = await createCatalogueItem(app, { price: 100_000, stock: 1, name: 'Scarce lamp' });
    const retired = await createCatalogueItem(app, { price: 100_000, active: false, name: 'Retired lamp' });
    const before = await orderCount();
    const accepted = { totalRepayable: 1, aprBp: 1 };
    const attempt = (items: unknown[], months = 6) => app.graphql(CHECKOUT, { input: { items, months, acceptedDisclosure: accepted, delivery: DELIVERY } }, customer.cookie);
    expect(errorOf(await attempt([{ productId: scarce, quantity: 2 }]))).toMatchObject({ code: 'CONFLICT', message: 'Only 1 of Scarce lamp left in stock.' });
    expect(errorOf(await attempt([{ productId: retired, quantity: 1 }]))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'items.0.productId',
      message: 'Retired lamp is no longer available.',
    });
    expect(errorOf(await attempt([{ productId: '8b0f4a36-0000-4000-8000-000000000000', quantity: 1 }]))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await attempt([{ productId: scarce, quantity: 1 }], 4))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'months' });
    expect(errorOf(await attempt([{ productId: scarce, quantity: 0 }]))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await attempt([]))).toMatchObject({ code: 'BAD_USER_INPUT' });
    // GH₵100 is below the GH₵500 that may be financed.
    const cheap = await createCatalogueItem(app, { price: 10_000, stock: 5 });
    expect(errorOf(await attempt([{ productId: cheap, quantity: 1 }]))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'items' });
    expect(await orderCount()).toBe(before);
    expect(errorOf(await app.graphql(CHECKOUT, { input: { items: [{ productId: scarce, quantity: 1 }], months: 6, acceptedDisclosure: accepted, delivery: DELIVERY } }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('approval', () => {
  it('reserves stock and creates a loan that waits for the signature; signing starts its schedule that day, adding up exactly', async () => {
    const customer = await app.signUp();
    const productId = await createCatalogueItem(app, { price: 250_000, stock: 3 });
    const ordered = await checkout(app, customer.cookie, [{ productId, quantity: 2 }], 500_000, 6);
    await makeOrderApprovable(app, ordered.data!.checkout.id);
    app.services.clock.set(new Date('2026-01-20T10:00:00Z'));
    try {
      const approved = await app.graphql<{ approveOrder: { status: string; loanId: string } }>(APPROVE_ORDER, { id: ordered.data!.checkout.id }, analyst.cookie);
      expect(approved.errors).toBeUndefined();
      expect(approved.data!.approveOrder.status).toBe('approved');
      expect(await stockOf(productId)).toBe(1);
      const loanId = approved.data!.approveOrder.loanId;
      const waiting = await app.graphql<{ loan: { status: string; outstandingBalance: number } }>(LOAN, { id: loanId }, customer.cookie);
      expect(waiting.data!.loan).toMatchObject({ status: 'awaiting_disbursement', outstandingBalance: 0 });
      await signAgreement(app, loanId, customer);
      const loan = await app.graphql<{
        loan: { status: string; startDate: string; outstandingBalance: number; schedule: Array<{ dueDate: string; totalDue: number; principalDue: number }> };
      }>(LOAN, { id: approved.data!.approveOrder.loanId }, customer.cookie);
      expect(loan.errors).toBeUndefined();
      const { schedule } = loan.data!.loan;
      expect(loan.data!.loan).toMatchObject({ status: 'active', startDate: '2026-02-20', outstandingBalance: 572_287 });
      expect(schedule.map((row) => row.dueDate)).toEqual(['2026-02-20', '2026-03-20', '2026-04-20', '2026-05-20', '2026-06-20', '2026-07-20']);
      expect(schedule.map((row) => row.totalDue)).toEqual([95_381, 95_381, 95_381, 95_381, 95_381, 95_382]);
      expect(schedule.reduce((sum, row) => sum + row.principalDue, 0)).toBe(500_000);
      expect(await ledgerSum(app, approved.data!.approveOrder.loanId)).toBe(572_287);
    } finally {
      app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
    }
  });

  it('refuses with CONFLICT when the stock ran out, and changes nothing', async () => {
    const [first, second] = [await app.signUp(), await app.signUp()];
    const productId = await createCatalogueItem(app, { price: 500_000, stock: 1 });
    const a = await checkout(app, first.cookie, [{ productId, quantity: 1 }], 500_000);
    const b = await checkout(app, second.cookie, [{ productId, quantity: 1 }], 500_000);
    for (const order of [a, b]) await makeOrderApprovable(app, order.data!.checkout.id);
    expect((await app.graphql(APPROVE_ORDER, { id: a.data!.checkout.id }, analyst.cookie)).errors).toBeUndefined();
    expect(errorOf(await app.graphql(APPROVE_ORDER, { id: b.data!.checkout.id }, analyst.cookie))).toMatchObject({ code: 'CONFLICT' });
    expect(await stockOf(productId)).toBe(0);
    const [row] = await app.database.query<{ status: string }>('SELECT status FROM bnpl_order WHERE id = $1', [b.data!.checkout.id]);
    expect(row.status).toBe('pending_approval');
    expect(await app.database.query('SELECT id FROM loan WHERE order_id = $1', [b.data!.checkout.id])).toHaveLength(0);
  });

  it('lets only manageAllApplications decide, the owner cancel while pending, and hides orders from strangers', async () => {
    const customer = await app.signUp();
    const stranger = await app.signUp();
    const sales = await app.signInAs('sales_executive');
    const productId = await createCatalogueItem(app, { price: 500_000 });
    const ordered = await checkout(app, customer.cookie, [{ productId, quantity: 1 }], 500_000);
    const id = ordered.data!.checkout.id;
    expect(errorOf(await app.graphql(APPROVE_ORDER, { id }, customer.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(APPROVE_ORDER, { id }, sales.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(ORDER, { id }, stranger.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.graphql(ORDER, { id }, sales.cookie)).errors).toBeUndefined();
    const CANCEL = 'mutation C($id: ID!) { cancelOrder(id: $id) { id status } }';
    expect(errorOf(await app.graphql(CANCEL, { id }, stranger.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.graphql<{ cancelOrder: { status: string } }>(CANCEL, { id }, customer.cookie)).data!.cancelOrder.status).toBe('cancelled');
    expect(errorOf(await app.graphql(APPROVE_ORDER, { id }, analyst.cookie))).toMatchObject({ code: 'CONFLICT' });

    const REJECT = 'mutation R($id: ID!, $reason: String!) { rejectOrder(id: $id, reason: $reason) { status decisionReason } }';
    const other = await checkout(app, customer.cookie, [{ productId, quantity: 1 }], 500_000);
    expect(errorOf(await app.graphql(REJECT, { id: other.data!.checkout.id, reason: 'no' }, analyst.cookie))).toMatchObject({ code: 'BAD_USER_INPUT' });
    const rejected = await app.graphql<{ rejectOrder: { status: string } }>(REJECT, { id: other.data!.checkout.id, reason: 'Income too low for this plan.' }, analyst.cookie);
    expect(rejected.data!.rejectOrder.status).toBe('rejected');
  });
});

describe('SQL statements per page', () => {
  it('stay the same at 20 and 100 rows for myOrders, orders and myLoans (items, loans and schedules included)', async () => {
    const customer = await app.signUp();
    const productId = await createCatalogueItem(app, { price: 100_000, stock: 200 });
    for (let i = 0; i < 22; i++) {
      const ordered = await checkout(app, customer.cookie, [{ productId, quantity: 5 }], 500_000);
      if (i === 0) await makeOrderApprovable(app, ordered.data!.checkout.id);
      await app.graphql(APPROVE_ORDER, { id: ordered.data!.checkout.id }, analyst.cookie);
    }
    const count = async (query: string, first: number, cookie: string) => {
      app.statements.reset();
      const result = await app.graphql<Record<string, { nodes: unknown[] }>>(query, { first }, cookie);
      expect(result.errors).toBeUndefined();
      return { statements: app.statements.count, rows: Object.values(result.data!)[0].nodes.length };
    };
    const MY_ORDERS = 'query($first: Int!) { myOrders(first: $first) { nodes { id loanId items { name } disclosure { totalRepayable } } } }';
    const ORDERS = 'query($first: Int!) { orders(first: $first) { nodes { id items { name } } } }';
    const MY_LOANS = 'query($first: Int!) { myLoans(first: $first) { nodes { id outstandingBalance nextInstalment { amountDue } schedule { number outstanding } } } }';
    for (const [query, cookie] of [[MY_ORDERS, customer.cookie], [ORDERS, analyst.cookie], [MY_LOANS, customer.cookie]] as const) {
      const small = await count(query, 20, cookie);
      const large = await count(query, 100, cookie);
      expect(small.rows).toBe(20);
      expect(large.rows).toBeGreaterThanOrEqual(22);
      expect(large.statements).toBe(small.statements);
    }
  });
});

describe('delivery fee per region', () => {
  const QUOTE = `query Q($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) {
    subtotal deliveryRegion deliveryFee total deliveryWindow taxes { rateBp includedAmount text } disclosure { principal totalRepayable aprBp }
  } }`;
  type Quote = {
    subtotal: number; deliveryRegion: string | null; deliveryFee: number | null; total: number; deliveryWindow: string;
    taxes: { rateBp: number | null; includedAmount: number | null; text: string }; disclosure: { principal: number; totalRepayable: number; aprBp: number };
  };
  const FEES = {
    ahafo: 8_000, ashanti: 4_000, bono: 8_000, bono_east: 8_000, central: 4_000, eastern: 4_000, greater_accra: 0, north_east: 12_000,
    northern: 10_000, oti: 10_000, savannah: 12_000, upper_east: 12_000, upper_west: 12_000, volta: 0, western: 6_000, western_north: 8_000,
  };
  const UPDATE = 'mutation U($key: String!, $value: JSON!) { updateSetting(key: $key, value: $value) { key value } }';

  it('adds the fee of the chosen region to the amount the plan finances, and the order and its loan keep it', async () => {
    const admin = await app.signInAs('admin');
    for (const [key, value] of [['delivery.fee_by_region', FEES], ['delivery.expected_window', '2–4 working days'], ['tax.included_rate_bp', 2_000]] as const) {
      expect((await app.graphql(UPDATE, { key, value }, admin.cookie)).errors).toBeUndefined();
    }
    const customer = await app.signUp();
    const productId = await createCatalogueItem(app, { price: 498_000, stock: 2, name: 'Fridge' });
    const quote = async (region: string | null) => {
      const result = await app.graphql<{ checkoutQuote: Quote }>(QUOTE, { input: { items: [{ productId, quantity: 1 }], months: 6, region } }, customer.cookie);
      expect(result.errors).toBeUndefined();
      return result.data!.checkoutQuote;
    };

    // Ashanti: GH₵40.00 on GH₵4,980.00. VAT and levies at 20% inside GH₵5,020.00: 502000 − 502000 × 10000 / 12000 = 83667.
    const ashanti = await quote('ashanti');
    expect(ashanti).toMatchObject({
      subtotal: 498_000, deliveryRegion: 'ashanti', deliveryFee: 4_000, total: 502_000, deliveryWindow: '2–4 working days',
      taxes: { rateBp: 2_000, includedAmount: 83_667, text: 'Prices include VAT and levies of GH₵836.67 (20%)' },
      disclosure: { principal: 502_000 },
    });
    // A region with free delivery finances the goods alone; so does a quote before the region is known.
    expect(await quote('volta')).toMatchObject({ deliveryFee: 0, total: 498_000, disclosure: { principal: 498_000 } });
    expect(await quote(null)).toMatchObject({ deliveryRegion: null, deliveryFee: null, total: 498_000, disclosure: { principal: 498_000 } });
    expect(ashanti.disclosure.totalRepayable).toBeGreaterThan((await quote('volta')).disclosure.totalRepayable);

    // The Volta terms are refused for an Ashanti delivery: the fee changes what is financed.
    const mismatched = await app.graphql(
      CHECKOUT,
      { input: { items: [{ productId, quantity: 1 }], months: 6, acceptedDisclosure: { totalRepayable: (await quote('volta')).disclosure.totalRepayable, aprBp: ashanti.disclosure.aprBp }, delivery: { ...DELIVERY, region: 'ashanti' } } },
      customer.cookie,
    );
    expect(errorOf(mismatched)).toMatchObject({ code: 'CONFLICT' });

    const placed = await app.graphql<{ checkout: { id: string; subtotal: number; deliveryFee: number; deliveryRegion: string; total: number } }>(
      'mutation C($input: CheckoutInput!) { checkout(input: $input) { id subtotal deliveryFee deliveryRegion total } }',
      { input: { items: [{ productId, quantity: 1 }], months: 6, acceptedDisclosure: { totalRepayable: ashanti.disclosure.totalRepayable, aprBp: ashanti.disclosure.aprBp }, delivery: { ...DELIVERY, region: 'ashanti' } } },
      customer.cookie,
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.checkout).toMatchObject({ subtotal: 498_000, deliveryFee: 4_000, deliveryRegion: 'ashanti', total: 502_000 });

    await makeOrderApprovable(app, placed.data!.checkout.id);
    const approved = await app.graphql<{ approveOrder: { loanId: string } }>(APPROVE_ORDER, { id: placed.data!.checkout.id }, analyst.cookie);
    expect(approved.errors).toBeUndefined();
    const loan = await app.graphql<{ loan: { principal: number } }>(LOAN, { id: approved.data!.approveOrder.loanId }, customer.cookie);
    expect(loan.data!.loan.principal).toBe(502_000);

    // The credit agreement the customer signs states what the amount financed is made of.
    await signAgreement(app, approved.data!.approveOrder.loanId, customer);
    const [agreement] = await app.database.query<{ document: Buffer }>('SELECT document FROM credit_agreement WHERE loan_id = $1', [approved.data!.approveOrder.loanId]);
    const text = await pdfText(agreement.document, 'agreement-with-delivery.pdf');
    expect(text).toContain('Amount financed (principal) GH₵5,020.00');
    expect(text).toContain('Of which: Goods GH₵4,980.00');
    expect(text).toContain('Of which: Delivery to Ashanti GH₵40.00');
  });

  it('refuses a checkout without a region, and a fee list that leaves a region out', async () => {
    const customer = await app.signUp();
    const productId = await createCatalogueItem(app, { price: 100_000 });
    const { region: _omitted, ...withoutRegion } = DELIVERY;
    const missing = await app.graphql(CHECKOUT, { input: { items: [{ productId, quantity: 1 }], months: 6, acceptedDisclosure: { totalRepayable: 1, aprBp: 1 }, delivery: withoutRegion } }, customer.cookie);
    expect(errorOf(missing)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const admin = await app.signInAs('admin');
    const { volta: _volta, ...partial } = FEES;
    expect(errorOf(await app.graphql(UPDATE, { key: 'delivery.fee_by_region', value: partial }, admin.cookie))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await app.graphql(UPDATE, { key: 'delivery.fee_by_region', value: { ...FEES, volta: -1 } }, admin.cookie))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
