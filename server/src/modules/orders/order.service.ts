import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import { hasPermission } from '../../auth/permissions.js';
import type { AppDatabase, Tx } from '../../db/client.js';
import { withTransaction, type AfterCommit } from '../../db/transaction.js';
import { addMonthsClamped, formatCedis, includedTax, isIsoDate } from '../../finance/index.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import { afterCursor, keysetOrderBy, toPage, type ListOrder, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import type { LoanService } from '../loans/loan.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { AcceptedTerms, QuoteService } from '../quotes/quote.service.js';
import type { CreditDecisionService } from '../credit-decisions/credit-decision.service.js';
import type { ApprovalCheck } from '../credit-decisions/approval-checks.js';
import { formatGhanaPhone, parseGhanaPhone } from '../../shared/phone.js';
import { GHANA_REGION_LABELS, type GhanaRegion } from '../../shared/ghana-regions.js';
import { readSettings } from '../settings/settings.service.js';
import { GPS_MESSAGE, GHANA_POST_GPS_FORMAT, normaliseGpsCode } from './delivery.js';
import { personNameOf } from '../users/people.js';
import type { CreditConsentGate } from '../consent/consent.service.js';
import { ORDER_TRANSITIONS, bnplOrder, bnplOrderItem, orderTotal, type OrderStatus } from './order.table.js';

export type OrderRow = typeof bnplOrder.$inferSelect;
type ItemRow = typeof bnplOrderItem.$inferSelect;
interface CustomerView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}
export type OrderView = OrderRow & { total: number; items: ItemRow[]; loanId: string | null; agreementSignedAt: Date | null; customer: CustomerView };

export interface CheckoutRequest {
  items: Array<{ productId: string; quantity: number }>;
  months: number;
  acceptedDisclosure: AcceptedTerms;
  delivery: { address: string; gpsCode?: string | null; phone: string; region: GhanaRegion };
}

/** The checkout settings: the fee of each region, how long delivery takes, and the VAT and levies inside prices. */
const CHECKOUT_SETTING_KEYS = ['delivery.fee_by_region', 'delivery.expected_window', 'tax.included_rate_bp'] as const;

/** How prices carry tax, as checkout says it: the included amount only when staff have set the rate. */
export interface TaxNote {
  rateBp: number | null;
  includedAmount: number | null;
  text: string;
}

export function taxNote(total: number, rateBp: number): TaxNote {
  if (rateBp <= 0) return { rateBp: null, includedAmount: null, text: 'Prices include VAT and levies' };
  const included = includedTax(total, rateBp);
  const rate = `${(rateBp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
  return { rateBp, includedAmount: included, text: `Prices include VAT and levies of ${formatCedis(included)} (${rate})` };
}

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_approval: 'waiting for approval',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  dispatched: 'dispatched',
  delivered: 'delivered',
};

/** What each move needs the order to be, in words the refusal uses. */
const REQUIREMENT: Record<OrderStatus, string> = {
  pending_approval: '',
  approved: 'only an order waiting for approval can be decided',
  rejected: 'only an order waiting for approval can be decided',
  cancelled: 'only an order not yet dispatched can be cancelled',
  dispatched: 'only an approved order can be dispatched',
  delivered: 'only a dispatched order can be marked delivered',
};

export const ORDER_MESSAGES = {
  unsigned: 'The customer has not signed the credit agreement yet: the order can be dispatched once they have.',
} as const;

/** Refuses a move the order's status does not allow (CONFLICT, naming the status it is in). */
function assertTransition(current: OrderStatus, next: OrderStatus): void {
  if (ORDER_TRANSITIONS[current].includes(next)) return;
  const already = current === next ? 'already ' : '';
  throw conflict(`This order is ${already}${STATUS_LABELS[current]}; ${REQUIREMENT[next]}.`);
}

const customerColumns = { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };

export class OrderService {
  constructor(
    private readonly db: AppDatabase,
    private readonly quotes: QuoteService,
    private readonly loans: LoanService,
    private readonly catalogue: CatalogueService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly creditDecisions: CreditDecisionService,
    /** Issue 21: new credit waits for the current Terms and Privacy Policy to be accepted. */
    private readonly consent?: CreditConsentGate,
  ) {}

  // ---- reads ---------------------------------------------------------------------------------------------------

  /** BNPL orders placed per UTC day in [from, to), with the basket value; one grouped statement. */
  async dailyCounts(from: Date, to: Date): Promise<Array<{ date: string; count: number; amount: number }>> {
    const day = sql<string>`to_char(${bnplOrder.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await this.db
      .select({ date: day, count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${bnplOrder.subtotal}), 0)::bigint` })
      .from(bnplOrder)
      .where(and(gte(bnplOrder.createdAt, from), lt(bnplOrder.createdAt, to)))
      .groupBy(day)
      .orderBy(day);
    return rows.map((row) => ({ date: row.date, count: row.count, amount: Number(row.amount) }));
  }

  /** The page with its customers (one statement), then one statement for the items and one for the loans of the page. */
  private async page(where: SQL | undefined, first: number, after?: string | null, order: ListOrder = 'newest_first'): Promise<Page<OrderView>> {
    const rows = await this.db
      .select({ order: bnplOrder, customer: customerColumns })
      .from(bnplOrder)
      .innerJoin(user, eq(user.id, bnplOrder.userId))
      .where(and(where, afterCursor(after, bnplOrder.createdAt, bnplOrder.id, order)))
      .orderBy(...keysetOrderBy(bnplOrder.createdAt, bnplOrder.id, order))
      .limit(first + 1);
    const page = toPage(
      rows.map((row) => ({ ...row.order, customer: row.customer })),
      first,
    );
    return { nodes: await this.views(page.nodes), pageInfo: page.pageInfo };
  }

  private async views(rows: Array<OrderRow & { customer: CustomerView }>): Promise<OrderView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [items, loans] = await Promise.all([
      this.db.select().from(bnplOrderItem).where(inArray(bnplOrderItem.orderId, ids)).orderBy(asc(bnplOrderItem.orderId), asc(bnplOrderItem.position)),
      this.loans.idsForOrders(ids),
    ]);
    const loanByOrder = new Map(loans.map((row) => [row.orderId, row]));
    return rows.map((row) => ({
      ...row,
      total: orderTotal(row),
      items: items.filter((item) => item.orderId === row.id),
      loanId: loanByOrder.get(row.id)?.id ?? null,
      agreementSignedAt: loanByOrder.get(row.id)?.agreementSignedAt ?? null,
    }));
  }

  listMine(viewer: Viewer, first: number, after?: string | null): Promise<Page<OrderView>> {
    return this.page(eq(bnplOrder.userId, viewer.id), first, after);
  }

  /** Staff: every order, optionally of one status; the work queue asks for oldest first. */
  list(first: number, after?: string | null, status?: OrderStatus | null, order: ListOrder = 'newest_first'): Promise<Page<OrderView>> {
    return this.page(status ? eq(bnplOrder.status, status) : undefined, first, after, order);
  }

  /** The owner's order, or any order for staff who see applications; anyone else gets NOT_FOUND. */
  async get(viewer: Viewer, id: string): Promise<OrderView> {
    const [row] = isUuid(id)
      ? await this.db.select({ order: bnplOrder, customer: customerColumns }).from(bnplOrder).innerJoin(user, eq(user.id, bnplOrder.userId)).where(eq(bnplOrder.id, id))
      : [];
    if (!row || (row.order.userId !== viewer.id && !hasPermission(viewer.role, 'viewAllApplications'))) throw notFound('Order');
    const [view] = await this.views([{ ...row.order, customer: row.customer }]);
    return view;
  }

  // ---- customer writes -----------------------------------------------------------------------------------------

  /**
   * The cart priced from the catalogue as it is now (current prices, stock, the active BNPL version): what checkout
   * shows, so a price changed since the item went into the cart is seen before the customer accepts the terms.
   */
  async priceCart(items: ReadonlyArray<{ productId: string; quantity: number }>, months: number, region: GhanaRegion | null = null) {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (!isUuid(item.productId)) throw notFound('Product');
      if (seen.has(item.productId)) throw badInput('Each product may appear once; change its quantity instead.', `items.${index}.productId`);
      seen.add(item.productId);
    });
    const products = await this.catalogue.byIds([...seen]);
    const byId = new Map(products.map((row) => [row.id, row]));
    const lines = items.map((item, index) => {
      const row = byId.get(item.productId);
      if (!row) throw notFound('Product');
      if (!row.active) throw badInput(`${row.name} is no longer available.`, `items.${index}.productId`);
      if (row.stock < item.quantity) {
        throw conflict(row.stock === 0 ? `${row.name} is out of stock.` : `Only ${row.stock} of ${row.name} left in stock.`);
      }
      return { productId: row.id, position: index, name: row.name, unitPrice: row.price, quantity: item.quantity, lineTotal: row.price * item.quantity };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    const settings = await readSettings(this.db, CHECKOUT_SETTING_KEYS);
    const fees = (settings.get('delivery.fee_by_region') ?? {}) as Partial<Record<GhanaRegion, number>>;
    // Without a region the fee is not known yet: the terms are for the goods alone until the customer names it.
    const deliveryFee = region === null ? null : (fees[region] ?? 0);
    const total = subtotal + (deliveryFee ?? 0);
    const terms = await this.quotes.terms();
    const priced = this.quotes.priceBnpl(terms, total, months, addMonthsClamped(this.quotes.clock.today(), 1), 'items');
    const quote =
      region === null
        ? priced
        : { ...priced, financedParts: [{ label: 'Goods', amount: subtotal }, { label: `Delivery to ${GHANA_REGION_LABELS[region]}`, amount: deliveryFee ?? 0 }] };
    return {
      lines,
      subtotal,
      deliveryRegion: region,
      deliveryFee,
      total,
      deliveryWindow: String(settings.get('delivery.expected_window') ?? ''),
      taxes: taxNote(total, Number(settings.get('tax.included_rate_bp') ?? 0)),
      quote,
      terms,
    };
  }

  /** Prices the cart from the catalogue, checks it against the accepted disclosure and stores both. */
  async checkout(actor: Actor, input: CheckoutRequest): Promise<OrderView> {
    const address = input.delivery.address.trim();
    if (address.length < 5 || address.length > 300) throw badInput('Enter the delivery address (5 to 300 characters).', 'input.delivery.address');
    const gpsCode = normaliseGpsCode(input.delivery.gpsCode);
    if (gpsCode !== null && !GHANA_POST_GPS_FORMAT.test(gpsCode)) throw badInput(GPS_MESSAGE, 'input.delivery.gpsCode');
    const parsedPhone = parseGhanaPhone(input.delivery.phone);
    if (!parsedPhone.ok) throw badInput(parsedPhone.message, 'input.delivery.phone');
    const phone = parsedPhone.e164;
    if (!Object.hasOwn(GHANA_REGION_LABELS, input.delivery.region)) throw badInput('Choose the region the goods go to.', 'input.delivery.region');
    const { lines, subtotal, deliveryFee, quote, terms } = await this.priceCart(input.items, input.months, input.delivery.region);
    const now = this.quotes.clock.now();
    this.quotes.assertAccepted(quote, input.acceptedDisclosure);
    await this.consent?.assertAccepted(actor.viewer.id);

    const id = await withTransaction(this.db, async (tx) => {
      const [order] = await tx
        .insert(bnplOrder)
        .values({
          userId: actor.viewer.id,
          months: input.months,
          subtotal,
          deliveryRegion: input.delivery.region,
          deliveryFee: deliveryFee ?? 0,
          creditProductVersionId: terms.bnpl.id,
          disclosure: quote,
          disclosureAcceptedAt: now,
          disclosureIp: actor.ip,
          deliveryAddress: address,
          deliveryGpsCode: gpsCode,
          deliveryPhone: phone,
        })
        .returning({ id: bnplOrder.id });
      await tx.insert(bnplOrderItem).values(lines.map((line) => ({ orderId: order.id, ...line })));
      return order.id;
    });
    return this.get(actor.viewer, id);
  }

  /** The customer withdraws their own order while it waits for approval (nothing was reserved yet). */
  async cancel(actor: Actor, id: string): Promise<OrderView> {
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lock(tx, id);
      if (current.userId !== actor.viewer.id) throw notFound('Order');
      if (current.status !== 'pending_approval') {
        throw conflict(`This order is ${STATUS_LABELS[current.status]}; only an order waiting for approval can be cancelled.`);
      }
      const now = this.quotes.clock.now();
      await tx.update(bnplOrder).set({ status: 'cancelled', cancelledAt: now, cancelledBy: actor.viewer.id, updatedAt: now }).where(eq(bnplOrder.id, id));
      await this.audit.record(tx, actor, {
        action: 'order.cancel',
        entity: 'bnpl_order',
        entityId: id,
        before: { status: current.status },
        after: { status: 'cancelled', by: 'customer' },
      });
      await this.creditDecisions.closeWaiting(tx, afterCommit, actor, 'order', id, 'The customer cancelled the order.');
    });
    return this.get(actor.viewer, id);
  }

  // ---- staff writes --------------------------------------------------------------------------------------------

  /**
   * Approval reserves the stock and creates the loan in one transaction. The loan waits for the customer to sign its
   * credit agreement; signing starts the schedule (first instalment a month later) and only then can the goods go.
   */
  async approve(actor: Actor, id: string, reason: string | null): Promise<OrderView> {
    await withTransaction(this.db, (tx, afterCommit) => this.approveIn(tx, afterCommit, actor, id, reason));
    return this.get(actor.viewer, id);
  }

  /**
   * Approval in the caller's transaction; `fromInbox` when it is the second approval given in the approvals inbox
   * (the request is being approved there).
   */
  async approveIn(tx: Tx, afterCommit: AfterCommit, actor: Actor, id: string, reason: string | null, options: { fromInbox?: boolean } = {}): Promise<void> {
    const current = await this.lockFor(tx, id, 'approved');
    // The approval checklist under the lock: refused unless every check passes; four eyes above the threshold.
    const checks: ApprovalCheck[] = (await this.creditDecisions.orderChecks(tx, id))!.checks;
    const outcome = await this.creditDecisions.approve(
      tx,
      afterCommit,
      actor,
      {
        kind: 'order',
        id,
        amount: orderTotal(current),
        checks,
        reason: reason?.trim() || null,
        customerName: await personNameOf(tx, current.userId),
        productName: 'Buy Now Pay Later',
      },
      options,
    );
    if (!outcome.complete) return;
    const items = await tx.select().from(bnplOrderItem).where(eq(bnplOrderItem.orderId, id));
    // Locked in id order so two approvals sharing products cannot deadlock.
    const locked = await this.catalogue.lockStock(tx, items.map((item) => item.productId));
    const stockById = new Map(locked.map((row) => [row.id, row]));
    for (const item of items) {
      const row = stockById.get(item.productId)!;
      if (row.stock < item.quantity) throw conflict(`Not enough ${row.name} left in stock (${row.stock}) to approve this order.`);
    }
    for (const item of items) await this.catalogue.takeStock(tx, item.productId, item.quantity);
    const now = this.quotes.clock.now();
    await tx
      .update(bnplOrder)
      .set({ status: 'approved', reviewerId: actor.viewer.id, decisionReason: reason?.trim() || null, decidedAt: now, updatedAt: now })
      .where(eq(bnplOrder.id, id));
    const created = await this.loans.createLoan(tx, afterCommit, {
      userId: current.userId,
      source: 'bnpl',
      orderId: id,
      creditProductVersionId: current.creditProductVersionId,
      disclosure: current.disclosure,
    });
    await this.audit.record(tx, actor, {
      action: 'order.approve',
      entity: 'bnpl_order',
      entityId: id,
      before: { status: current.status },
      after: { status: 'approved', loanId: created.id, reason: reason?.trim() || null, approvals: outcome.approvals, checks },
    });
    await this.notifications.notify(tx, afterCommit, {
      userId: current.userId,
      kind: 'order_status',
      title: 'Your order has been approved',
      body: `Your order of ${formatCedis(orderTotal(current))} over ${current.months} months has been approved. Read and sign your credit agreement to confirm it: your first instalment falls due a month after you sign.`,
      target: { kind: 'ORDER', id },
    });
  }

  async reject(actor: Actor, id: string, reason: string): Promise<OrderView> {
    const trimmed = reason.trim();
    if (trimmed.length < 5 || trimmed.length > 1000) throw badInput('Give a reason of 5 to 1000 characters; the customer will read it.', 'reason');
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lockFor(tx, id, 'rejected');
      const checks = (await this.creditDecisions.orderChecks(tx, id))!.checks;
      await this.creditDecisions.closeWaiting(tx, afterCommit, actor, 'order', id, `The order was rejected: ${trimmed}`);
      const now = this.quotes.clock.now();
      await tx
        .update(bnplOrder)
        .set({ status: 'rejected', reviewerId: actor.viewer.id, decisionReason: trimmed, decidedAt: now, updatedAt: now })
        .where(eq(bnplOrder.id, id));
      await this.audit.record(tx, actor, {
        action: 'order.reject',
        entity: 'bnpl_order',
        entityId: id,
        before: { status: current.status },
        after: { status: 'rejected', reason: trimmed, checks },
      });
      await this.notifications.notify(tx, afterCommit, {
        userId: current.userId,
        kind: 'order_status',
        title: 'Your order was not approved',
        body: `Your order of ${formatCedis(orderTotal(current))} was not approved. Reason: ${trimmed}`,
        target: { kind: 'ORDER', id },
      });
    });
    return this.get(actor.viewer, id);
  }

  /** The goods left the warehouse (approved orders only). */
  async dispatch(actor: Actor, id: string): Promise<OrderView> {
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lockFor(tx, id, 'dispatched');
      if ((await this.loans.statusForOrder(tx, id)) === 'awaiting_disbursement') throw conflict(ORDER_MESSAGES.unsigned);
      const now = this.quotes.clock.now();
      await tx.update(bnplOrder).set({ status: 'dispatched', dispatchedAt: now, dispatchedBy: actor.viewer.id, updatedAt: now }).where(eq(bnplOrder.id, id));
      await this.audit.record(tx, actor, { action: 'order.dispatch', entity: 'bnpl_order', entityId: id, before: { status: current.status }, after: { status: 'dispatched' } });
      await this.notifications.notify(tx, afterCommit, {
        userId: current.userId,
        kind: 'order_status',
        title: 'Your order is on its way',
        body: `Your order of ${formatCedis(orderTotal(current))} has been dispatched. The courier will call ${current.deliveryPhone ? formatGhanaPhone(current.deliveryPhone) : 'you'} before delivery.`,
        target: { kind: 'ORDER', id },
      });
    });
    return this.get(actor.viewer, id);
  }

  /**
   * The customer received the goods on `deliveredOn` (today when omitted; never in the future nor before the
   * dispatch day). That date is recorded: it is when the merchant is paid.
   */
  async markDelivered(actor: Actor, id: string, deliveredOn?: string | null): Promise<OrderView> {
    const today = this.quotes.clock.today();
    const day = deliveredOn ?? today;
    if (!isIsoDate(day)) throw badInput('Give the delivery date as YYYY-MM-DD.', 'deliveredOn');
    if (day > today) throw badInput('The delivery date cannot be in the future.', 'deliveredOn');
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lockFor(tx, id, 'delivered');
      const dispatchedOn = current.dispatchedAt ? current.dispatchedAt.toISOString().slice(0, 10) : null;
      if (dispatchedOn && day < dispatchedOn) throw badInput(`The delivery date cannot be before the dispatch date (${dispatchedOn}).`, 'deliveredOn');
      const now = this.quotes.clock.now();
      await tx.update(bnplOrder).set({ status: 'delivered', deliveredOn: day, deliveredBy: actor.viewer.id, updatedAt: now }).where(eq(bnplOrder.id, id));
      await this.audit.record(tx, actor, {
        action: 'order.deliver',
        entity: 'bnpl_order',
        entityId: id,
        before: { status: current.status },
        after: { status: 'delivered', deliveredOn: day, merchantPaymentDue: day },
      });
      await this.notifications.notify(tx, afterCommit, {
        userId: current.userId,
        kind: 'order_status',
        title: 'Your order has been delivered',
        body: `Your order of ${formatCedis(orderTotal(current))} was delivered on ${day}. Enjoy it!`,
        target: { kind: 'ORDER', id },
      });
    });
    return this.get(actor.viewer, id);
  }

  /**
   * Staff cancel an order before dispatch: an approved order gives its stock back and its loan is cancelled
   * (refused if money was already booked on it). The customer is told why.
   */
  async cancelByStaff(actor: Actor, id: string, reason: string): Promise<OrderView> {
    const trimmed = reason.trim();
    if (trimmed.length < 5 || trimmed.length > 1000) throw badInput('Give a reason of 5 to 1000 characters; the customer will read it.', 'reason');
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lockFor(tx, id, 'cancelled');
      let restored: Array<{ productId: string; quantity: number }> = [];
      let loanId: string | null = null;
      if (current.status === 'approved') {
        const items = await tx.select().from(bnplOrderItem).where(eq(bnplOrderItem.orderId, id)).orderBy(asc(bnplOrderItem.productId));
        // Locked in id order, as approval does, so the two cannot deadlock.
        await this.catalogue.lockStock(tx, items.map((item) => item.productId));
        for (const item of items) await this.catalogue.returnStock(tx, item.productId, item.quantity);
        restored = items.map((item) => ({ productId: item.productId, quantity: item.quantity }));
        loanId = (await this.loans.cancelForOrder(tx, afterCommit, id))?.id ?? null;
      }
      const now = this.quotes.clock.now();
      await tx
        .update(bnplOrder)
        .set({ status: 'cancelled', cancelledAt: now, cancelledBy: actor.viewer.id, cancelReason: trimmed, updatedAt: now })
        .where(eq(bnplOrder.id, id));
      await this.audit.record(tx, actor, {
        action: 'order.cancel',
        entity: 'bnpl_order',
        entityId: id,
        before: { status: current.status },
        after: { status: 'cancelled', by: 'staff', reason: trimmed, stockRestored: restored, cancelledLoanId: loanId },
      });
      await this.notifications.notify(tx, afterCommit, {
        userId: current.userId,
        kind: 'order_status',
        title: 'Your order was cancelled',
        body: `Your order of ${formatCedis(orderTotal(current))} was cancelled${loanId ? ' and you owe nothing on it' : ''}. Reason: ${trimmed}`,
        target: { kind: 'ORDER', id },
      });
    });
    return this.get(actor.viewer, id);
  }

  /** The approval checklist of an order now (what approving it would be refused on). */
  async approvalChecks(id: string): Promise<ApprovalCheck[]> {
    const evaluated = await this.creditDecisions.orderChecks(this.db, id);
    if (!evaluated) throw notFound('Order');
    return evaluated.checks;
  }

  approvalProgress(order: Pick<OrderRow, 'id' | 'subtotal' | 'deliveryFee'>) {
    return this.creditDecisions.progress('order', order.id, orderTotal(order));
  }

  private async lock(tx: Tx, id: string): Promise<OrderRow> {
    if (!isUuid(id)) throw notFound('Order');
    const [row] = await tx.select().from(bnplOrder).where(eq(bnplOrder.id, id)).for('update');
    if (!row) throw notFound('Order');
    return row;
  }

  /** Locks the order and refuses the move unless its status allows `next`. */
  private async lockFor(tx: Tx, id: string, next: OrderStatus): Promise<OrderRow> {
    const current = await this.lock(tx, id);
    assertTransition(current.status, next);
    return current;
  }
}
