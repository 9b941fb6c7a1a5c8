// BNPL orders from checkout to delivery: delivery details, the staff queue, every allowed move and
// every refused one, stock reserved and given back, the loan cancelled with its order, audit and notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { APPROVE_ORDER, CHECKOUT, DELIVERY, LOAN, checkout, createCatalogueItem, errorOf, ledgerSum } from '../loans/loan.fixtures.js';
import { makeOrderApprovable } from '../../test/approval-fixtures.js';
import { signAgreement } from '../agreements/agreement.fixtures.js';

let app: TestApp;
let analyst: { cookie: string; id: string };
let sales: { cookie: string; id: string };
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-03-02T09:00:00Z'));
  analyst = await app.signInAs('credit_analyst');
  sales = await app.signInAs('sales_executive');
});
afterAll(async () => {
  await app?.stop();
});

const ORDER_FIELDS = 'id status loanId deliveryAddress deliveryGpsCode deliveryPhone dispatchedAt deliveredOn cancelledAt cancelReason';
const ORDER = `query O($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const STAFF_ORDER = `query O($id: ID!) { order(id: $id) { ${ORDER_FIELDS} customer { id email firstName } } }`;
const DISPATCH = `mutation D($id: ID!) { dispatchOrder(id: $id) { ${ORDER_FIELDS} } }`;
const DELIVER = `mutation V($id: ID!, $on: String) { markOrderDelivered(id: $id, deliveredOn: $on) { ${ORDER_FIELDS} } }`;
const STAFF_CANCEL = `mutation S($id: ID!, $reason: String!) { staffCancelOrder(id: $id, reason: $reason) { ${ORDER_FIELDS} } }`;
const CANCEL = `mutation C($id: ID!) { cancelOrder(id: $id) { ${ORDER_FIELDS} } }`;
const QUEUE = `query Q($status: OrderStatus, $after: String) { orders(first: 2, status: $status, order: oldest_first, after: $after) {
  nodes { id status customer { email } items { name } } pageInfo { hasNextPage endCursor } } }`;

interface OrderShape {
  id: string;
  status: string;
  loanId: string | null;
  deliveryAddress: string | null;
  deliveryGpsCode: string | null;
  deliveryPhone: string | null;
  dispatchedAt: string | null;
  deliveredOn: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
}

async function stockOf(productId: string): Promise<number> {
  const [row] = await app.database.query<{ stock: number }>('SELECT stock FROM product WHERE id = $1', [productId]);
  return row.stock;
}

/** A customer's order of `quantity` units of a new product with `stock` units. */
async function placeOrder(options: { stock?: number; quantity?: number } = {}) {
  const customer = await app.signUp();
  const productId = await createCatalogueItem(app, { price: 250_000, stock: options.stock ?? 5 });
  const quantity = options.quantity ?? 2;
  const placed = await checkout(app, customer.cookie, [{ productId, quantity }], 250_000 * quantity);
  expect(placed.errors).toBeUndefined();
  customerOf.set(placed.data!.checkout.id, customer);
  return { customer, productId, id: placed.data!.checkout.id };
}
const customerOf = new Map<string, { id: string; cookie: string }>();

/** The analyst approves the order and its customer signs the credit agreement, so the goods may go. */
async function approve(id: string) {
  await makeOrderApprovable(app, id);
  const result = await app.graphql<{ approveOrder: { loanId: string } }>(APPROVE_ORDER, { id }, analyst.cookie);
  expect(result.errors).toBeUndefined();
  await signAgreement(app, result.data!.approveOrder.loanId, customerOf.get(id)!);
  return result.data!.approveOrder.loanId;
}

async function auditActions(id: string): Promise<string[]> {
  const rows = await app.database.query<{ action: string }>('SELECT action FROM audit_event WHERE entity_id = $1 ORDER BY at', [id]);
  return rows.map((row) => row.action);
}

describe('checkout delivery details', () => {
  it('stores the address, the GPS code and the phone in +233 form, and shows them to the owner', async () => {
    const { customer, id } = await placeOrder();
    const order = await app.graphql<{ order: OrderShape }>(ORDER, { id }, customer.cookie);
    expect(order.data!.order).toMatchObject({
      status: 'pending_approval',
      deliveryAddress: 'House 4, Ring Road, Accra',
      deliveryGpsCode: 'GA-123-4567',
      deliveryPhone: '+233241234567',
    });
  });

  it('refuses a phone that is not Ghanaian, a malformed GPS code and a missing address, writing nothing', async () => {
    const customer = await app.signUp();
    const productId = await createCatalogueItem(app, { price: 500_000 });
    const quote = await app.graphql<{ bnplQuote: { totalRepayable: number; aprBp: number } }>(
      'query { bnplQuote(amount: 500000, months: 6) { totalRepayable aprBp } }',
    );
    const attempt = (delivery: Record<string, unknown>) =>
      app.graphql(CHECKOUT, { input: { items: [{ productId, quantity: 1 }], months: 6, acceptedDisclosure: quote.data!.bnplQuote, delivery } }, customer.cookie);
    const [before] = await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM bnpl_order');
    expect(errorOf(await attempt({ ...DELIVERY, phone: '+44 20 7946 0958' }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.delivery.phone' });
    expect(errorOf(await attempt({ ...DELIVERY, phone: '024 123' }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await attempt({ ...DELIVERY, gpsCode: 'Accra 12' }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await attempt({ ...DELIVERY, address: '   ' }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    // The GPS code is optional.
    expect((await attempt({ ...DELIVERY, gpsCode: null })).errors).toBeUndefined();
    const [after] = await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM bnpl_order');
    expect(after.n).toBe(before.n + 1);
  });
});

describe('the staff queue', () => {
  it('lists orders of a status oldest first with their customer, page by page; customers may not read the customer field', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const third = await placeOrder();
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof app.graphql<{ orders: { nodes: Array<{ id: string; customer: { email: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>>> =
        await app.graphql(QUEUE, { status: 'pending_approval', after }, analyst.cookie);
      expect(page.errors).toBeUndefined();
      seen.push(...page.data!.orders.nodes.map((node) => node.id));
      if (page.data!.orders.nodes.some((node) => node.id === first.id)) {
        expect(page.data!.orders.nodes.find((node) => node.id === first.id)!.customer.email).toBe(first.customer.email);
      }
      after = page.data!.orders.pageInfo.hasNextPage ? page.data!.orders.pageInfo.endCursor : null;
    } while (after);
    const positions = [first.id, second.id, third.id].map((id) => seen.indexOf(id));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const asOwner = await app.graphql(STAFF_ORDER, { id: first.id }, first.customer.cookie);
    expect(errorOf(asOwner)).toMatchObject({ code: 'FORBIDDEN' });
    const asSales = await app.graphql<{ order: { customer: { email: string }; deliveryPhone: string } }>(STAFF_ORDER, { id: first.id }, sales.cookie);
    expect(asSales.data!.order).toMatchObject({ customer: { email: first.customer.email }, deliveryPhone: '+233241234567' });
  });
});

describe('moves', () => {
  it('approve → dispatch → delivered: records who and when, the delivery date, audits and notifies each step', async () => {
    const { customer, productId, id } = await placeOrder({ stock: 5, quantity: 2 });
    const loanId = await approve(id);
    expect(await stockOf(productId)).toBe(3);
    app.services.clock.set(new Date('2026-03-04T08:00:00Z'));
    const dispatched = await app.graphql<{ dispatchOrder: OrderShape }>(DISPATCH, { id }, sales.cookie);
    expect(dispatched.errors).toBeUndefined();
    expect(dispatched.data!.dispatchOrder).toMatchObject({ status: 'dispatched', dispatchedAt: '2026-03-04T08:00:00.000Z', loanId });
    // Before the dispatch day or in the future: refused.
    app.services.clock.set(new Date('2026-03-06T12:00:00Z'));
    expect(errorOf(await app.graphql(DELIVER, { id, on: '2026-03-03' }, sales.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'deliveredOn' });
    expect(errorOf(await app.graphql(DELIVER, { id, on: '2026-03-07' }, sales.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'deliveredOn' });
    const delivered = await app.graphql<{ markOrderDelivered: OrderShape }>(DELIVER, { id, on: '2026-03-05' }, sales.cookie);
    expect(delivered.errors).toBeUndefined();
    expect(delivered.data!.markOrderDelivered).toMatchObject({ status: 'delivered', deliveredOn: '2026-03-05' });
    const [stored] = await app.database.query<{ delivered_on: string; delivered_by: string }>(
      "SELECT to_char(delivered_on, 'YYYY-MM-DD') AS delivered_on, delivered_by FROM bnpl_order WHERE id = $1",
      [id],
    );
    expect(stored).toEqual({ delivered_on: '2026-03-05', delivered_by: sales.id });
    expect(await auditActions(id)).toEqual(['order.approve', 'order.dispatch', 'order.deliver']);
    // Delivered is final; stock stays reserved.
    expect(errorOf(await app.graphql(DELIVER, { id }, sales.cookie))).toMatchObject({ code: 'CONFLICT' });
    expect(errorOf(await app.graphql(STAFF_CANCEL, { id, reason: 'Changed our mind' }, sales.cookie))).toMatchObject({ code: 'CONFLICT' });
    expect(await stockOf(productId)).toBe(3);

    const notes = await app.graphql<{ myNotifications: { nodes: Array<{ title: string; body: string; target: { kind: string; id: string } | null; link: string | null }> } }>(
      'query { myNotifications(first: 10) { nodes { title body target { kind id } link } } }',
      {},
      customer.cookie,
    );
    expect(notes.data!.myNotifications.nodes.map((node) => node.title)).toEqual([
      'Your order has been delivered',
      'Your order is on its way',
      'Credit agreement signed',
      'Your order has been approved',
    ]);
    // The courier's number as dialled at home (stored +233…).
    const onItsWay = notes.data!.myNotifications.nodes.find((node) => node.title === 'Your order is on its way')!;
    expect(onItsWay.body).toContain('The courier will call 024 123 4567 before delivery.');
    expect(onItsWay.body).not.toContain('+233');
    for (const node of notes.data!.myNotifications.nodes) {
      expect(node).toMatchObject(node.title === 'Credit agreement signed' ? { target: { kind: 'LOAN', id: loanId } } : { target: { kind: 'ORDER', id }, link: null });
    }
    app.services.clock.set(new Date('2026-03-02T09:00:00Z'));
  });

  it('refuses moves the status does not allow: approve twice, dispatch before approval, deliver before dispatch', async () => {
    const { id } = await placeOrder();
    expect(errorOf(await app.graphql(DISPATCH, { id }, sales.cookie))).toMatchObject({
      code: 'CONFLICT',
      message: 'This order is waiting for approval; only an approved order can be dispatched.',
    });
    expect(errorOf(await app.graphql(DELIVER, { id }, sales.cookie))).toMatchObject({ code: 'CONFLICT' });
    await approve(id);
    expect(errorOf(await app.graphql(APPROVE_ORDER, { id }, analyst.cookie))).toMatchObject({
      code: 'CONFLICT',
      message: 'This order is already approved; only an order waiting for approval can be decided.',
    });
    expect(errorOf(await app.graphql('mutation R($id: ID!) { rejectOrder(id: $id, reason: "Too late now") { id } }', { id }, analyst.cookie))).toMatchObject({
      code: 'CONFLICT',
    });
    expect(errorOf(await app.graphql(DELIVER, { id }, sales.cookie))).toMatchObject({ code: 'CONFLICT' });
    expect(await app.database.query('SELECT id FROM loan WHERE order_id = $1', [id])).toHaveLength(1);
  });

  it('refuses approval when the stock ran out since checkout, reserving nothing', async () => {
    const { productId, id } = await placeOrder({ stock: 3, quantity: 2 });
    await app.database.query('UPDATE product SET stock = 1 WHERE id = $1', [productId]);
    await makeOrderApprovable(app, id);
    expect(errorOf(await app.graphql(APPROVE_ORDER, { id }, analyst.cookie))).toMatchObject({ code: 'CONFLICT' });
    expect(await stockOf(productId)).toBe(1);
    const [row] = await app.database.query<{ status: string }>('SELECT status FROM bnpl_order WHERE id = $1', [id]);
    expect(row.status).toBe('pending_approval');
  });
});

describe('cancelling', () => {
  it('by staff before dispatch gives the stock back and cancels the loan, which then owes nothing', async () => {
    const { customer, productId, id } = await placeOrder({ stock: 4, quantity: 3 });
    const loanId = await approve(id);
    expect(await stockOf(productId)).toBe(1);
    const cancelled = await app.graphql<{ staffCancelOrder: OrderShape }>(STAFF_CANCEL, { id, reason: 'Item damaged in the warehouse' }, sales.cookie);
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.staffCancelOrder).toMatchObject({ status: 'cancelled', cancelReason: 'Item damaged in the warehouse' });
    expect(await stockOf(productId)).toBe(4);
    const loan = await app.graphql<{ loan: { status: string; outstandingBalance: number; nextInstalment: unknown } }>(LOAN, { id: loanId }, customer.cookie);
    expect(loan.errors).toBeUndefined();
    expect(loan.data!.loan).toMatchObject({ status: 'cancelled', outstandingBalance: 0, nextInstalment: null });
    expect(await ledgerSum(app, loanId)).toBe(0);
    expect(await auditActions(id)).toEqual(['order.approve', 'order.cancel']);
    // Cancelled is final.
    expect(errorOf(await app.graphql(DISPATCH, { id }, sales.cookie))).toMatchObject({ code: 'CONFLICT' });
  });

  it('after dispatch is refused and restores nothing', async () => {
    const { productId, id } = await placeOrder({ stock: 2, quantity: 1 });
    await approve(id);
    expect((await app.graphql(DISPATCH, { id }, sales.cookie)).errors).toBeUndefined();
    expect(errorOf(await app.graphql(STAFF_CANCEL, { id, reason: 'Customer asked us to' }, sales.cookie))).toMatchObject({
      code: 'CONFLICT',
      message: 'This order is dispatched; only an order not yet dispatched can be cancelled.',
    });
    expect(await stockOf(productId)).toBe(1);
    const [row] = await app.database.query<{ status: string }>('SELECT status FROM loan WHERE order_id = $1', [id]);
    expect(row.status).toBe('active');
  });

  it('by the customer only while pending; a pending order cancelled by staff restores nothing (nothing was reserved)', async () => {
    const own = await placeOrder({ stock: 5, quantity: 1 });
    const withdrawn = await app.graphql<{ cancelOrder: OrderShape }>(CANCEL, { id: own.id }, own.customer.cookie);
    expect(withdrawn.data!.cancelOrder).toMatchObject({ status: 'cancelled', cancelReason: null });
    expect(withdrawn.data!.cancelOrder.cancelledAt).not.toBeNull();
    expect(await stockOf(own.productId)).toBe(5);

    const approved = await placeOrder({ stock: 5, quantity: 1 });
    await approve(approved.id);
    expect(errorOf(await app.graphql(CANCEL, { id: approved.id }, approved.customer.cookie))).toMatchObject({ code: 'CONFLICT' });

    const pending = await placeOrder({ stock: 5, quantity: 1 });
    expect((await app.graphql(STAFF_CANCEL, { id: pending.id, reason: 'Duplicate of another order' }, sales.cookie)).errors).toBeUndefined();
    expect(await stockOf(pending.productId)).toBe(5);
  });
});

describe('who may do what', () => {
  it("answers another customer's order NOT_FOUND everywhere, and a role without the permission FORBIDDEN", async () => {
    const { id } = await placeOrder();
    const stranger = await app.signUp();
    expect(errorOf(await app.graphql(ORDER, { id }, stranger.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await app.graphql(CANCEL, { id }, stranger.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    // Staff operations are refused on permission before anything about the order is looked at.
    for (const mutation of [DISPATCH, DELIVER, APPROVE_ORDER]) {
      expect(errorOf(await app.graphql(mutation, { id }, stranger.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(errorOf(await app.graphql(STAFF_CANCEL, { id, reason: 'Not my order' }, stranger.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    // Approving is a credit decision; dispatch and delivery are operations.
    expect(errorOf(await app.graphql(APPROVE_ORDER, { id }, sales.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    await approve(id);
    expect(errorOf(await app.graphql(DISPATCH, { id }, analyst.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    const finance = await app.signInAs('finance');
    expect(errorOf(await app.graphql(STAFF_CANCEL, { id, reason: 'Finance says no' }, finance.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    const [row] = await app.database.query<{ status: string }>('SELECT status FROM bnpl_order WHERE id = $1', [id]);
    expect(row.status).toBe('approved');
    expect(errorOf(await app.graphql(DISPATCH, { id: 'not-an-id' }, sales.cookie))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
