import { inArray } from 'drizzle-orm';
import { loan } from '../modules/loans/loan.table.js';
import { payment, type PaymentMethod, type PaymentStatus } from '../modules/payments/payment.table.js';
import type { SeedContext } from './context.js';

interface DemoPayment {
  customer: number;
  amount: number;
  method: PaymentMethod;
  status: PaymentStatus;
  reference: string | null;
  daysAgo: number;
  /** Recorded by hand at a branch or from a bank slip (by the finance demo account). */
  manual?: boolean;
  note?: string;
  reversalReason?: string;
}

// Every method and every status, amounts in pesewas (GH₵1 = 100). Money that reached a loan is seeded with the
// loan (loans.seed.ts: the first instalment, applied and receipted); these never moved a balance.
const DEMO_PAYMENTS: DemoPayment[] = [
  { customer: 0, amount: 85_000, method: 'telecel_cash', status: 'failed', reference: 'TC-0000982231', daysAgo: 11, note: 'Declined by the customer on the handset.' },
  { customer: 0, amount: 85_000, method: 'mtn_momo', status: 'abandoned', reference: 'MP261117.0812.D13579', daysAgo: 3, note: 'The customer did not approve the MoMo prompt.' },
  { customer: 2, amount: 250_000, method: 'bank_transfer', status: 'reversed', reference: 'GCB/TRF/2026/104477', daysAgo: 30, manual: true, reversalReason: 'Transfer recalled by the bank: paid to the wrong account.' },
  { customer: 2, amount: 250_000, method: 'bank_transfer', status: 'successful', reference: 'GCB/TRF/2026/105102', daysAgo: 27, manual: true },
  { customer: 3, amount: 45_000, method: 'card', status: 'failed', reference: 'CARD-4F9A1B02', daysAgo: 15, note: 'Card issuer declined: insufficient funds.' },
  { customer: 4, amount: 30_000, method: 'cash', status: 'successful', reference: 'ACC-RCPT-000318', daysAgo: 7, manual: true, note: 'Paid at the Ridge office.' },
  { customer: 5, amount: 95_000, method: 'airteltigo_money', status: 'pending', reference: 'AT-7781299911', daysAgo: 0 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedPayments({ db, users, customers, now }: SeedContext): Promise<void> {
  const clerk = users.finance.id;
  const running = await db.select({ id: loan.id, userId: loan.userId }).from(loan).where(inArray(loan.status, ['active', 'in_arrears']));
  const loanOf = new Map(running.map((row) => [row.userId, row.id]));
  for (const demo of DEMO_PAYMENTS) {
    const owner = customers[demo.customer];
    if (!owner) continue;
    // Attempts that never completed belong to the customer's running loan, as the pay screen starts them. (No
    // pending one sits on a demo loan: it would hold part of the payoff until reconciliation clears it.)
    const loanId = demo.status === 'pending' || demo.status === 'failed' || demo.status === 'abandoned' ? (loanOf.get(owner.id) ?? null) : null;
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const [row] = await db
      .insert(payment)
      .values({
        userId: owner.id,
        kind: 'payment',
        amount: demo.amount,
        method: demo.method,
        providerReference: demo.reference,
        status: demo.status,
        note: demo.note ?? null,
        loanId,
        // Successful money with no loan waits in suspense (SuspenseService) until finance allocates or refunds it.
        suspenseReason: demo.status === 'successful' && loanId === null ? 'Recorded without a loan.' : null,
        failureReason: demo.status === 'failed' || demo.status === 'abandoned' ? (demo.note ?? null) : null,
        recordedBy: demo.manual ? clerk : null,
        createdAt,
        updatedAt: demo.status === 'reversed' ? new Date(createdAt.getTime() + 2 * DAY_MS) : createdAt,
      })
      .returning({ id: payment.id });
    if (demo.status === 'reversed') {
      const reversedAt = new Date(createdAt.getTime() + 2 * DAY_MS);
      await db.insert(payment).values({
        userId: owner.id,
        kind: 'reversal',
        amount: demo.amount,
        method: demo.method,
        status: 'successful',
        note: demo.reversalReason ?? 'Reversed.',
        recordedBy: clerk,
        reversalOf: row.id,
        createdAt: reversedAt,
        updatedAt: reversedAt,
      });
    }
  }
}
