// Demo loans, booked through LoanService (the app's own writes, so the seed cannot drift from them): every approved
// rent application disbursed 35 days ago with its first instalment paid (a payment applied by the service and its
// receipt), two approved BNPL orders with their loans (one for a customer who also has a rent loan, so a customer
// with several loans is in the demo), and one BNPL order waiting for the credit analyst.
import { asc, eq, sql } from 'drizzle-orm';
import { withTransaction } from '../db/transaction.js';
import { addDays, addMonthsClamped, buildDisclosure, priceCredit, rentActWarning, rentPrincipal } from '../finance/index.js';
import { application } from '../modules/applications/application.table.js';
import { bnplOrder, bnplOrderItem } from '../modules/orders/order.table.js';
import { payment, receipt } from '../modules/payments/payment.table.js';
import { catalogueItem } from '../modules/catalogue/catalogue.table.js';
import type { CreditQuoteView } from '../modules/quotes/quote.service.js';
import { SETTING_DEFINITIONS } from '../modules/settings/settings.defaults.js';
import type { SeedContext } from './context.js';

const setting = (key: string) => SETTING_DEFINITIONS.find((definition) => definition.key === key)!.value as number;

function quote(principal: number, months: number, monthlyRateBp: number, startDate: string, warning: string | null): CreditQuoteView {
  const firstDueDate = addMonthsClamped(startDate, 1);
  const priced = priceCredit({ principal, months, monthlyRateBp, method: 'reducing_balance', firstDueDate, startDate });
  const policy = { penaltyRateAnnualBp: setting('credit.penalty_rate_annual_bp'), graceDays: setting('credit.grace_days') };
  return { ...buildDisclosure(priced, policy), firstDueDate, rentActWarning: warning };
}

/**
 * Books a running loan through LoanService, as the app does (rent: created on approval, then disbursed to the
 * landlord; BNPL: started at once), and, if asked, pays the first instalment on its due date (a payment applied by
 * the service, and its receipt).
 */
async function writeLoan(
  context: SeedContext,
  values: { userId: string; source: 'rent' | 'bnpl'; applicationId?: string; orderId?: string; disclosure: CreditQuoteView; startedOn: Date; payFirst: boolean },
): Promise<void> {
  const { loans } = context;
  await withTransaction(context.db, async (tx, afterCommit) => {
    const { startedOn, payFirst, ...booking } = values;
    const created =
      values.source === 'rent'
        ? await loans.disburse(
            tx,
            await loans.createLoan(tx, afterCommit, booking),
            { method: 'bank_transfer', reference: 'GCB-DEMO-0001', paidTo: 'The landlord', note: null, recordedBy: context.users.finance.id },
            startedOn,
          )
        : await loans.createLoan(tx, afterCommit, { ...booking, startedOn });
    if (!payFirst) return;
    const [first] = (await loans.instalmentBalances(tx, [created.id])).get(created.id)!;
    const amount = first.principalDue + first.interestDue + first.feeDue;
    const paidAt = new Date(`${first.dueDate}T10:00:00Z`);
    // A real payment with its receipt, as the pay screen would have left it.
    const [paid] = await tx
      .insert(payment)
      .values({
        userId: values.userId,
        kind: 'payment',
        amount,
        method: 'mtn_momo',
        providerReference: `DEMO-${created.id.slice(0, 8).toUpperCase()}-1`,
        status: 'successful',
        loanId: created.id,
        prepayment: null,
        settledAt: paidAt,
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .returning({ id: payment.id });
    const applied = await loans.applyPayment(tx, { loanId: created.id, userId: values.userId, paymentId: paid.id, amount, receivedAt: paidAt, prepayment: null }, afterCommit);
    // drizzle's execute answers { rows } on both drivers, typed differently per driver.
    const sequence = (await tx.execute(sql`select nextval('receipt_number_seq')::text as next`)) as unknown as { rows: Array<{ next: string }> };
    const [{ next }] = sequence.rows;
    await tx.insert(receipt).values({
      paymentId: paid.id,
      userId: values.userId,
      number: `RCP-${paidAt.getUTCFullYear()}-${next.padStart(6, '0')}`,
      amount,
      allocation: applied.allocation,
      balanceAfter: applied.balanceAfter,
      issuedAt: paidAt,
    });
  });
}

export async function seedLoans(context: SeedContext): Promise<void> {
  const today = context.now.toISOString().slice(0, 10);
  const startedOn = addDays(today, -35);
  const approved = await context.db.select().from(application).where(eq(application.status, 'approved')).orderBy(asc(application.createdAt));
  for (const row of approved) {
    const disclosure = quote(
      row.amount ?? rentPrincipal(row.monthlyRent!, row.advanceMonths!),
      row.repaymentMonths,
      setting('credit.rent_monthly_rate_bp'),
      startedOn,
      row.advanceMonths === null ? null : rentActWarning(row.advanceMonths),
    );
    await writeLoan(context, { userId: row.userId, source: 'rent', applicationId: row.id, disclosure, startedOn: new Date(`${startedOn}T10:00:00Z`), payFirst: true });
  }

  const products = await context.db.select().from(catalogueItem).where(eq(catalogueItem.active, true)).orderBy(asc(catalogueItem.price)).limit(2);
  if (products.length < 2 || context.customers.length < 2) return;
  const orders = [
    { userId: context.customers[1].id, item: products[1], status: 'approved' as const },
    { userId: context.users.user.id, item: products[0], status: 'pending_approval' as const },
    // Yaa Amponsah already repays a rent loan (applications.seed.ts): a second loan, on BNPL.
    ...(context.customers[3] ? [{ userId: context.customers[3].id, item: products[0], status: 'approved' as const }] : []),
  ];
  for (const order of orders) {
    const months = 6;
    const disclosure = quote(order.item.price, months, setting('credit.bnpl_monthly_rate_bp'), startedOn, null);
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
