// Demo loans: every approved rent application disbursed 35 days ago with its first instalment paid (a payment, its
// ledger entry and its receipt),
// one approved BNPL order with its loan, and one BNPL order waiting for the credit analyst.
import { asc, eq, sql } from 'drizzle-orm';
import {
  addDays,
  addMonthsClamped,
  allocateServicingPayment,
  buildDisclosure,
  priceCredit,
  rentActWarning,
  rentPrincipal,
  type InstalmentBalance,
} from '../finance/index.js';
import { application } from '../modules/applications/application.table.js';
import { ledgerEntry, loan, loanInstalment, loanScheduleVersion } from '../modules/loans/loan.table.js';
import { bnplOrder, bnplOrderItem } from '../modules/orders/order.table.js';
import { payment, receipt } from '../modules/payments/payment.table.js';
import { product } from '../modules/products/product.table.js';
import type { CreditQuoteView } from '../modules/quotes/quote.service.js';
import { SETTING_DEFINITIONS } from '../modules/settings/settings.defaults.js';
import type { SeedContext } from './seed.js';

const setting = (key: string) => SETTING_DEFINITIONS.find((definition) => definition.key === key)!.value as number;

function quote(principal: number, months: number, monthlyRateBp: number, firstDueDate: string, warning: string | null): CreditQuoteView {
  const priced = priceCredit({ principal, months, monthlyRateBp, method: 'reducing_balance', firstDueDate });
  const policy = { penaltyRateAnnualBp: setting('credit.penalty_rate_annual_bp'), graceDays: setting('credit.grace_days') };
  return { ...buildDisclosure(priced, policy), firstDueDate, rentActWarning: warning };
}

/** Writes a running loan: schedule, disbursement entry and, if asked, the first instalment paid on its due date. */
async function writeLoan(
  context: SeedContext,
  values: { userId: string; source: 'rent' | 'bnpl'; applicationId?: string; orderId?: string; disclosure: CreditQuoteView; startedOn: Date; payFirst: boolean },
): Promise<void> {
  const d = values.disclosure;
  const [row] = await context.db
    .insert(loan)
    .values({
      userId: values.userId,
      source: values.source,
      applicationId: values.applicationId ?? null,
      orderId: values.orderId ?? null,
      principal: d.principal,
      months: d.months,
      monthlyRateBp: d.monthlyRateBp,
      method: d.method,
      processingFee: d.processingFee,
      feeFinanced: d.feeFinanced,
      status: 'active',
      disclosure: d,
      startDate: d.firstDueDate,
      disbursedAt: values.startedOn,
      disbursement:
        values.source === 'rent' ? { method: 'bank_transfer', reference: 'GCB-DEMO-0001', paidTo: 'The landlord', note: null, recordedBy: context.users.finance.id } : null,
      createdAt: values.startedOn,
    })
    .returning({ id: loan.id });
  await context.db.insert(loanInstalment).values(
    d.schedule.map((inst) => ({ loanId: row.id, number: inst.number, dueDate: inst.dueDate, principalDue: inst.principal, interestDue: inst.interest, feeDue: inst.fee })),
  );
  const owed = d.schedule.reduce((sum, inst) => sum + inst.total, 0);
  const startedOn = values.startedOn.toISOString().slice(0, 10);
  await context.db.insert(loanScheduleVersion).values({ loanId: row.id, version: 1, reason: 'original', effectiveOn: startedOn, createdAt: values.startedOn });
  await context.db.insert(ledgerEntry).values({ loanId: row.id, userId: values.userId, kind: 'disbursement', amount: owed, allocation: [], effectiveOn: startedOn, createdAt: values.startedOn });
  if (!values.payFirst) return;
  const balances: InstalmentBalance[] = d.schedule.map((inst) => ({
    number: inst.number,
    dueDate: inst.dueDate,
    principalDue: inst.principal,
    interestDue: inst.interest,
    feeDue: inst.fee,
    penaltyDue: 0,
    principalPaid: 0,
    interestPaid: 0,
    feePaid: 0,
    penaltyPaid: 0,
  }));
  const first = d.schedule[0];
  const { allocations } = allocateServicingPayment(first.total, balances, first.dueDate);
  const paidAt = new Date(`${first.dueDate}T10:00:00Z`);
  // A real payment with its receipt, as the pay screen would have left it.
  const [paid] = await context.db
    .insert(payment)
    .values({
      userId: values.userId,
      kind: 'payment',
      amount: first.total,
      method: 'mtn_momo',
      providerReference: `DEMO-${row.id.slice(0, 8).toUpperCase()}-1`,
      status: 'successful',
      loanId: row.id,
      prepayment: 'shorten',
      settledAt: paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .returning({ id: payment.id });
  await context.db.insert(ledgerEntry).values({
    loanId: row.id,
    userId: values.userId,
    kind: 'payment',
    amount: -first.total,
    allocation: allocations,
    paymentId: paid.id,
    effectiveOn: first.dueDate,
    scheduleVersion: 1,
    paymentTerms: { received: first.total, prepayment: 'shorten', quote: null },
    createdAt: paidAt,
  });
  // drizzle's execute answers { rows } on both drivers, typed differently per driver.
  const sequence = (await context.db.execute(sql`select nextval('receipt_number_seq')::text as next`)) as unknown as { rows: Array<{ next: string }> };
  const [{ next }] = sequence.rows;
  await context.db.insert(receipt).values({
    paymentId: paid.id,
    userId: values.userId,
    number: `RCP-${paidAt.getUTCFullYear()}-${next.padStart(6, '0')}`,
    amount: first.total,
    allocation: allocations,
    balanceAfter: owed - first.total,
    issuedAt: paidAt,
  });
}

export async function seedLoans(context: SeedContext): Promise<void> {
  const today = context.now.toISOString().slice(0, 10);
  const startedOn = addDays(today, -35);
  const approved = await context.db.select().from(application).where(eq(application.status, 'approved')).orderBy(asc(application.createdAt));
  for (const row of approved) {
    const disclosure = quote(
      rentPrincipal(row.monthlyRent, row.advanceMonths),
      row.repaymentMonths,
      setting('credit.rent_monthly_rate_bp'),
      addMonthsClamped(startedOn, 1),
      rentActWarning(row.advanceMonths),
    );
    await writeLoan(context, { userId: row.userId, source: 'rent', applicationId: row.id, disclosure, startedOn: new Date(`${startedOn}T10:00:00Z`), payFirst: true });
  }

  const products = await context.db.select().from(product).where(eq(product.active, true)).orderBy(asc(product.price)).limit(2);
  if (products.length < 2 || context.customers.length < 2) return;
  const orders = [
    { userId: context.customers[1].id, item: products[1], status: 'approved' as const },
    { userId: context.users.user.id, item: products[0], status: 'pending_approval' as const },
  ];
  for (const order of orders) {
    const months = 6;
    const disclosure = quote(order.item.price, months, setting('credit.bnpl_monthly_rate_bp'), addMonthsClamped(startedOn, 1), null);
    const [created] = await context.db
      .insert(bnplOrder)
      .values({
        userId: order.userId,
        status: order.status,
        months,
        subtotal: order.item.price,
        disclosure,
        disclosureAcceptedAt: new Date(`${startedOn}T09:00:00Z`),
        disclosureIp: '127.0.0.1',
        deliveryAddress: 'House 12, Osu Badu Street, Accra',
        deliveryGpsCode: 'GA-183-8164',
        deliveryPhone: '+233241234567',
        reviewerId: order.status === 'approved' ? context.users.credit_analyst.id : null,
        decidedAt: order.status === 'approved' ? new Date(`${startedOn}T10:00:00Z`) : null,
      })
      .returning({ id: bnplOrder.id });
    await context.db.insert(bnplOrderItem).values({
      orderId: created.id,
      productId: order.item.id,
      position: 0,
      name: order.item.name,
      unitPrice: order.item.price,
      quantity: 1,
      lineTotal: order.item.price,
    });
    if (order.status === 'approved') {
      await writeLoan(context, { userId: order.userId, source: 'bnpl', orderId: created.id, disclosure, startedOn: new Date(`${startedOn}T10:00:00Z`), payFirst: true });
    }
  }
}
