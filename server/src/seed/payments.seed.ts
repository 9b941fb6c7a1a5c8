import { payment, type PaymentMethod, type PaymentStatus } from '../modules/payments/payment.table.js';
import type { SeedContext } from './seed.js';

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

// Every method and every status, amounts in pesewas (GH₵1 = 100).
const DEMO_PAYMENTS: DemoPayment[] = [
  { customer: 0, amount: 85_000, method: 'mtn_momo', status: 'successful', reference: 'MP261001.1432.A12345', daysAgo: 40 },
  { customer: 0, amount: 85_000, method: 'mtn_momo', status: 'successful', reference: 'MP261101.0915.B67890', daysAgo: 10 },
  { customer: 0, amount: 85_000, method: 'telecel_cash', status: 'failed', reference: 'TC-0000982231', daysAgo: 11, note: 'Declined by the customer on the handset.' },
  { customer: 0, amount: 85_000, method: 'mtn_momo', status: 'pending', reference: 'MP261120.1710.C24680', daysAgo: 0 },
  { customer: 1, amount: 120_000, method: 'telecel_cash', status: 'successful', reference: 'TC-0000990417', daysAgo: 25 },
  { customer: 1, amount: 60_000, method: 'airteltigo_money', status: 'successful', reference: 'AT-7781234509', daysAgo: 18 },
  { customer: 2, amount: 250_000, method: 'bank_transfer', status: 'reversed', reference: 'GCB/TRF/2026/104477', daysAgo: 30, manual: true, reversalReason: 'Transfer recalled by the bank: paid to the wrong account.' },
  { customer: 2, amount: 250_000, method: 'bank_transfer', status: 'successful', reference: 'GCB/TRF/2026/105102', daysAgo: 27, manual: true },
  { customer: 3, amount: 45_000, method: 'card', status: 'successful', reference: 'CARD-4F9A21C7', daysAgo: 14 },
  { customer: 3, amount: 45_000, method: 'card', status: 'failed', reference: 'CARD-4F9A1B02', daysAgo: 15, note: 'Card issuer declined: insufficient funds.' },
  { customer: 4, amount: 30_000, method: 'cash', status: 'successful', reference: 'ACC-RCPT-000318', daysAgo: 7, manual: true, note: 'Paid at the Ridge office.' },
  { customer: 5, amount: 95_000, method: 'airteltigo_money', status: 'pending', reference: 'AT-7781299911', daysAgo: 0 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedPayments({ db, users, customers, now }: SeedContext): Promise<void> {
  const clerk = users.finance.id;
  for (const demo of DEMO_PAYMENTS) {
    const owner = customers[demo.customer];
    if (!owner) continue;
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
