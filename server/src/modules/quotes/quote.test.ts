import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { reviseProduct } from '../credit-products/credit-product.fixtures.js';
import { BNPL_QUOTE, QUOTE_FIELDS, errorOf } from '../loans/loan.fixtures.js';
import { QuoteResolver } from './quote.resolver.js';
import type { CreditQuoteView } from './quote.service.js';

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
      message: 'Repayment months must be one of 3, 6, 9, 12, 18, 24.',
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

const DISCLOSURE_FIELDS = `principal totalInterest totalCostOfCredit totalRepayable instalmentAmount method nominalAnnualRateBp aprBp
  rateType product payee earlySettlementFeeBp earlySettlementFeeCapBp earlySettlementFee earlyRepaymentPolicy
  schedule { principal interest total balanceAfter }`;
const BNPL_DISCLOSURE = `query B($amount: Int!, $months: Int!) { bnplQuote(amount: $amount, months: $months) { ${DISCLOSURE_FIELDS} } }`;
const RENT_DISCLOSURE = `query R($monthlyRent: Int!, $advanceMonths: Int!, $repaymentMonths: Int!) {
  rentQuote(monthlyRent: $monthlyRent, advanceMonths: $advanceMonths, repaymentMonths: $repaymentMonths) { ${DISCLOSURE_FIELDS} } }`;

type DisclosureData = {
  principal: number;
  totalInterest: number;
  totalCostOfCredit: number;
  totalRepayable: number;
  instalmentAmount: number;
  method: string;
  rateType: string;
  product: string | null;
  payee: string | null;
  earlySettlementFeeBp: number;
  earlySettlementFeeCapBp: number;
  earlySettlementFee: number;
  earlyRepaymentPolicy: string;
  schedule: Array<{ principal: number; interest: number; total: number; balanceAfter: number }>;
};

describe('Act 1052 additions: fixed rate, payee, early repayment', () => {
  it('states a fixed rate, the method, who is paid and when, and no early-settlement fee by default', async () => {
    const bnpl = await app.graphql<{ bnplQuote: DisclosureData }>(BNPL_DISCLOSURE, { amount: 500_000, months: 6 });
    expect(bnpl.errors).toBeUndefined();
    expect(bnpl.data!.bnplQuote).toMatchObject({
      rateType: 'fixed',
      method: 'reducing_balance',
      product: 'bnpl',
      payee: 'The merchant, on the day we approve your order',
      earlySettlementFeeBp: 0,
      earlySettlementFeeCapBp: 25,
      earlySettlementFee: 0,
    });
    expect(bnpl.data!.bnplQuote.earlyRepaymentPolicy).toBe(
      'You may repay early at any time, in part or in full. To settle the loan early you pay the principal still owed, ' +
        'interest only up to the day you repay (the nominal annual rate × actual days ÷ 365 on the balance of the current period, ' +
        'never more than that instalment’s interest), any fees still owed, anything overdue with its penalty interest, and no early-settlement fee (Bank of Ghana rules cap any such fee at 0.25% of the original principal). ' +
        'A payment beyond what is due covers your next instalments in due order. You may instead choose to pay off principal early: that lowers the interest still to come, and you choose whether it shortens the loan or lowers the instalments.',
    );

    const rent = await app.graphql<{ rentQuote: DisclosureData }>(RENT_DISCLOSURE, { monthlyRent: 80_000, advanceMonths: 6, repaymentMonths: 12 });
    expect(rent.errors).toBeUndefined();
    expect(rent.data!.rentQuote).toMatchObject({ rateType: 'fixed', product: 'rent', payee: 'The landlord, on the day we pay your rent' });
  });

  it('states the early-settlement fee staff set, in basis points and in cedis', async () => {
    // The early-settlement fee is a term of the BNPL product: a new version carries it.
    const restore = await reviseProduct(app, 'bnpl', { earlySettlementFeeBp: 10 });
    try {
      const result = await app.graphql<{ bnplQuote: DisclosureData }>(BNPL_DISCLOSURE, { amount: 500_000, months: 6 });
      expect(result.errors).toBeUndefined();
      expect(result.data!.bnplQuote).toMatchObject({ earlySettlementFeeBp: 10, earlySettlementFeeCapBp: 25, earlySettlementFee: 500 });
      expect(result.data!.bnplQuote.earlyRepaymentPolicy).toContain(
        'an early-settlement fee of 0.10% of the original principal (GH₵5.00; Bank of Ghana rules cap it at 0.25%)',
      );
    } finally {
      await restore();
    }
  });

  it('answers totals above 2^31 − 1 pesewas as numbers once staff raise the products’ largest amount', async () => {
    const restoreBnpl = await reviseProduct(app, 'bnpl', { maxAmount: 2_000_000_000 });
    const restoreRent = await reviseProduct(app, 'rent', { maxAmount: 2_000_000_000 });
    try {
      const result = await app.graphql<{ bnplQuote: DisclosureData }>(BNPL_DISCLOSURE, { amount: 2_000_000_000, months: 6 });
      expect(result.errors).toBeUndefined();
      const quote = result.data!.bnplQuote;
      expect(quote.principal).toBe(2_000_000_000);
      expect(quote.totalRepayable).toBeGreaterThan(2 ** 31 - 1);
      expect(Number.isSafeInteger(quote.totalRepayable)).toBe(true);
      expect(quote.totalRepayable).toBe(quote.principal + quote.totalInterest);
      expect(quote.totalCostOfCredit).toBe(quote.totalInterest);
      expect(quote.schedule.reduce((sum, row) => sum + row.total, 0)).toBe(quote.totalRepayable);
      expect(quote.schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(2_000_000_000);
      expect(quote.schedule.at(-1)!.balanceAfter).toBe(0);

      const rent = await app.graphql<{ rentQuote: DisclosureData }>(RENT_DISCLOSURE, { monthlyRent: 160_000_000, advanceMonths: 12, repaymentMonths: 12 });
      expect(rent.errors).toBeUndefined();
      expect(rent.data!.rentQuote.totalRepayable).toBeGreaterThan(2 ** 31 - 1);
    } finally {
      await restoreBnpl();
      await restoreRent();
    }
  });

  it('fills the new fields in on disclosures stored before they existed (no fee was charged then)', async () => {
    const terms = await app.services.quotes.terms();
    const current = app.services.quotes.priceBnpl(terms, 500_000, 6, '2026-02-15');
    const { rateType, product, payee, earlySettlementFeeBp, earlySettlementFeeCapBp, earlySettlementFee, earlyRepaymentPolicy, ...stored } = current;
    expect([rateType, product, payee, earlySettlementFeeBp, earlySettlementFeeCapBp, earlySettlementFee]).toEqual([
      'fixed', 'bnpl', 'The merchant, on the day we approve your order', 0, 25, 0,
    ]);
    const old: CreditQuoteView = stored;
    const resolver = new QuoteResolver();
    expect(resolver.rateType()).toBe('fixed');
    expect(resolver.product(old)).toBeNull();
    expect(resolver.payee(old)).toBeNull();
    expect(resolver.payee({ ...old, product: 'rent' })).toBe('The landlord, on the day we pay your rent');
    expect(resolver.earlySettlementFeeBp(old)).toBe(0);
    expect(resolver.earlySettlementFeeCapBp(old)).toBe(25);
    expect(resolver.earlySettlementFee(old)).toBe(0);
    expect(resolver.earlyRepaymentPolicy(old)).toBe(earlyRepaymentPolicy);
  });
});
