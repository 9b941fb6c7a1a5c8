import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { BNPL_QUOTE, QUOTE_FIELDS, errorOf } from '../loans/loan.fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
});
afterAll(async () => {
  await app?.stop();
});

const RENT_QUOTE = `query R($monthlyRent: Int!, $advanceMonths: Int!, $repaymentMonths: Int!) {
  rentQuote(monthlyRent: $monthlyRent, advanceMonths: $advanceMonths, repaymentMonths: $repaymentMonths) { ${QUOTE_FIELDS} } }`;

type Quote = {
  principal: number;
  totalInterest: number;
  totalRepayable: number;
  nominalAnnualRateBp: number;
  aprBp: number;
  effectiveAnnualRateBp: number;
  firstDueDate: string;
  latePaymentPolicy: string;
  rentActWarning: string | null;
  schedule: Array<{ number: number; dueDate: string; principal: number; interest: number; total: number; balanceAfter: number }>;
};

describe('bnplQuote', () => {
  it('prices GH₵5,000 over 6 months at 4% a month to the pesewa, for anyone, first due a month from today', async () => {
    const result = await app.graphql<{ bnplQuote: Quote }>(BNPL_QUOTE, { amount: 500_000, months: 6 });
    expect(result.errors).toBeUndefined();
    const quote = result.data!.bnplQuote;
    expect(quote.schedule.map((row) => row.total)).toEqual([95_381, 95_381, 95_381, 95_381, 95_381, 95_382]);
    expect(quote.schedule.map((row) => row.dueDate)).toEqual(['2026-02-15', '2026-03-15', '2026-04-15', '2026-05-15', '2026-06-15', '2026-07-15']);
    // Month 1: 4% of GH₵5,000 is GH₵200.00 interest, the rest of GH₵953.81 repays principal.
    expect(quote.schedule[0]).toMatchObject({ interest: 20_000, principal: 75_381, balanceAfter: 424_619 });
    expect(quote).toMatchObject({
      principal: 500_000,
      totalInterest: 72_287,
      totalRepayable: 572_287,
      nominalAnnualRateBp: 4_800,
      // No fees, so the APR is the effective annual rate: 1.04^12 − 1 = 60.10%.
      aprBp: 6_010,
      effectiveAnnualRateBp: 6_010,
      firstDueDate: '2026-02-15',
      rentActWarning: null,
    });
    expect(quote.schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(500_000);
    expect(quote.latePaymentPolicy).toBe(
      'A late instalment is charged penalty interest of 30.00% per annum on the overdue amount only, after a grace period of 5 days.',
    );
  });

  it('refuses months outside the plan list and amounts that are zero, negative, too small or too large, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: 500_000, months: 4 }, 'months', 'Months must be one of 5, 6.'],
      [{ amount: 500_000, months: 0 }, 'months', 'Months must be one of 5, 6.'],
      [{ amount: 0, months: 6 }, 'amount', 'The amount must be a whole number of pesewas above zero.'],
      [{ amount: -100, months: 6 }, 'amount', 'The amount must be a whole number of pesewas above zero.'],
      [{ amount: 49_999, months: 6 }, 'amount', 'The amount must be between GH₵500.00 and GH₵50,000.00.'],
      [{ amount: 5_000_001, months: 5 }, 'amount', 'The amount must be between GH₵500.00 and GH₵50,000.00.'],
    ];
    for (const [variables, field, message] of cases) {
      expect(errorOf(await app.graphql(BNPL_QUOTE, variables)), JSON.stringify(variables)).toMatchObject({ code: 'BAD_USER_INPUT', field, message });
    }
    // A fractional pesewa is not an Int: GraphQL refuses it before any resolver runs.
    expect(errorOf(await app.graphql(BNPL_QUOTE, { amount: 500_000.5, months: 6 }))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('rentQuote', () => {
  it('finances monthly rent × advance months and warns beyond six months of advance', async () => {
    const result = await app.graphql<{ rentQuote: Quote }>(RENT_QUOTE, { monthlyRent: 80_000, advanceMonths: 12, repaymentMonths: 12 });
    expect(result.errors).toBeUndefined();
    const quote = result.data!.rentQuote;
    expect(quote.principal).toBe(960_000);
    expect(quote.schedule).toHaveLength(12);
    expect(quote.schedule.reduce((sum, row) => sum + row.total, 0)).toBe(quote.totalRepayable);
    expect(quote.rentActWarning).toContain('Rent Act 1963');

    const six = await app.graphql<{ rentQuote: Quote }>(RENT_QUOTE, { monthlyRent: 80_000, advanceMonths: 6, repaymentMonths: 12 });
    expect(six.data!.rentQuote.rentActWarning).toBeNull();
  });

  it('refuses repayment months outside the settings and out-of-range amounts', async () => {
    expect(errorOf(await app.graphql(RENT_QUOTE, { monthlyRent: 80_000, advanceMonths: 6, repaymentMonths: 7 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'repaymentMonths',
      message: 'Repayment months must be one of 3, 6, 9, 12.',
    });
    expect(errorOf(await app.graphql(RENT_QUOTE, { monthlyRent: 0, advanceMonths: 6, repaymentMonths: 12 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'monthlyRent',
    });
    expect(errorOf(await app.graphql(RENT_QUOTE, { monthlyRent: 2_000_000, advanceMonths: 6, repaymentMonths: 12 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'monthlyRent',
    });
  });
});
