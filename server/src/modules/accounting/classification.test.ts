// The book by Bank of Ghana class over GraphQL: days past due after the grace days, principal outstanding, the
// provision each class requires and the NPL ratio against its limit.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan, errorOf } from '../loans/loan.fixtures.js';
import { secondPersonApproves } from '../approvals/approval.fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const CLASSIFICATION = `{ loanClassification { on loans principal provision nonPerformingPrincipal nplRatioBp nplLimitBp withinLimit
  rows { classification label fromDays toDays provisionBp loans principal provision } } }`;
type Book = {
  on: string;
  loans: number;
  principal: number;
  provision: number;
  nonPerformingPrincipal: number;
  nplRatioBp: number;
  nplLimitBp: number;
  withinLimit: boolean;
  rows: Array<{ classification: string; label: string; fromDays: number; toDays: number | null; provisionBp: number; loans: number; principal: number; provision: number }>;
};

describe('loanClassification', () => {
  it('classes running loans by days past due and gives the provision and the NPL ratio', async () => {
    const analyst = await app.signInAs('credit_analyst');
    const finance = await app.signInAs('finance');
    // Three GH₵5,000 loans (nothing paid): A first due 15 Feb, B 20 May, C 25 Jun.
    for (const day of ['2026-01-15', '2026-04-20', '2026-05-25']) {
      app.services.clock.set(new Date(`${day}T09:00:00Z`));
      await bnplLoan(app, await app.signUp(), analyst.cookie);
    }
    // On 1 June (grace 5 days): A is 106 days late (substandard), B 12 (current), C not yet due (current).
    app.services.clock.set(new Date('2026-06-01T09:00:00Z'));
    try {
      const result = await app.graphql<{ loanClassification: Book }>(CLASSIFICATION, {}, finance.cookie);
      expect(result.errors).toBeUndefined();
      const book = result.data!.loanClassification;
      expect(book.on).toBe('2026-06-01');
      expect(book.rows.map((row) => [row.classification, row.fromDays, row.toDays, row.provisionBp, row.loans, row.principal, row.provision])).toEqual([
        ['current', 0, 30, 100, 2, 1_000_000, 10_000],
        ['olem', 31, 90, 1_000, 0, 0, 0],
        ['substandard', 91, 180, 2_500, 1, 500_000, 125_000],
        ['doubtful', 181, 360, 5_000, 0, 0, 0],
        ['loss', 361, null, 10_000, 0, 0, 0],
      ]);
      expect(book.rows[1].label).toBe('Other loans especially mentioned (OLEM)');
      // 500,000 of 1,500,000 non-performing: 3,333 bp, over the 1,000 bp limit for banks.
      expect(book).toMatchObject({ loans: 3, principal: 1_500_000, provision: 135_000, nonPerformingPrincipal: 500_000, nplRatioBp: 3_333, nplLimitBp: 1_000, withinLimit: false });

      // Microfinance norms, as settings: OLEM from day 1, so B moves there.
      const admin = await app.signInAs('admin');
      // Accounting settings change once a second admin approves (maker-checker).
      const set = async (key: string, value: unknown) => {
        const result = await app.graphql('mutation S($key: String!, $value: JSON!) { updateSetting(key: $key, value: $value) { key } }', { key, value }, admin.cookie);
        if (!result.errors) await secondPersonApproves(app, key, 'superadmin');
        return result;
      };
      expect((await set('accounting.classification_days', [0, 1, 31, 91, 181])).errors).toBeUndefined();
      const micro = (await app.graphql<{ loanClassification: Book }>(CLASSIFICATION, {}, finance.cookie)).data!.loanClassification;
      expect(micro.rows.map((row) => row.loans)).toEqual([1, 1, 0, 1, 0]);
      expect(errorOf(await set('accounting.classification_days', [5, 31, 91, 181, 361]))).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(errorOf(await set('accounting.provision_rates_bp', [100, 1_000, 2_500]))).toMatchObject({ code: 'BAD_USER_INPUT' });

      for (const role of ['sales_executive', 'credit_analyst']) {
        expect(errorOf(await app.graphql(CLASSIFICATION, {}, (await app.signInAs(role)).cookie))).toMatchObject({ code: 'FORBIDDEN' });
      }
    } finally {
      app.services.clock.set(null);
    }
  }, 90_000);
});
