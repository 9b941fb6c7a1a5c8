import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { reviseProduct } from '../credit-products/credit-product.fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const CHECK = `query Check($input: EligibilityInput!) {
  eligibilityCheck(input: $input) { eligible reasons maxAffordableInstalment estimatedInstalment }
}`;

type Result = { eligibilityCheck: { eligible: boolean; reasons: string[]; maxAffordableInstalment: number; estimatedInstalment: number } };

const salaried = { monthlyNetIncome: 450_000, employmentType: 'full_time', amountRequested: 500_000, existingMonthlyDebts: 0, months: 6 };

describe('eligibilityCheck (public)', () => {
  it('says yes to an affordable request, with the largest instalment of the schedule', async () => {
    // GH₵5,000 over 6 months at 4% a month (reducing balance): five of GH₵953.81 and a last of GH₵953.82.
    const result = await app.graphql<Result>(CHECK, { input: salaried });
    expect(result.data?.eligibilityCheck).toEqual({ eligible: true, reasons: [], maxAffordableInstalment: 135_000, estimatedInstalment: 95_382 });
  });

  it('gives a reason for every rule that fails', async () => {
    const result = await app.graphql<Result>(CHECK, {
      input: { monthlyNetIncome: 50_000, employmentType: 'unemployed', amountRequested: 6_000_000, existingMonthlyDebts: 20_000, months: 6 },
    });
    const answer = result.data!.eligibilityCheck;
    expect(answer.eligible).toBe(false);
    expect(answer.maxAffordableInstalment).toBe(0);
    expect(answer.reasons).toEqual([
      'An applicant needs a regular income from work, business, a pension or other support; unemployed applicants are not eligible.',
      'Your monthly net income of GH₵500.00 is below the minimum of GH₵1,000.00.',
      'The amount requested is above the maximum of GH₵50,000.00.',
      expect.stringMatching(/^The monthly instalment of GH₵11,445\.\d\d would exceed 30% of your net income after existing debts\.$/),
    ]);
  });

  it('counts existing debts against what the income can carry', async () => {
    const result = await app.graphql<Result>(CHECK, { input: { ...salaried, existingMonthlyDebts: 60_000 } });
    expect(result.data?.eligibilityCheck).toMatchObject({ eligible: false, maxAffordableInstalment: 75_000, estimatedInstalment: 95_382 });
    expect(result.data?.eligibilityCheck.reasons).toEqual([
      'The monthly instalment of GH₵953.82 would exceed 30% of your net income after existing debts.',
    ]);
  });

  it('says what would work when the amount is not affordable: the issue example', async () => {
    const SUGGEST = `query Check($input: EligibilityInput!) { eligibilityCheck(input: $input) { eligible suggestion { maxAmountAtTerm shortestTerm texts } } }`;
    type Suggested = { eligibilityCheck: { eligible: boolean; suggestion: { maxAmountAtTerm: number | null; shortestTerm: number | null; texts: string[] } | null } };
    // GH₵3,200 income (GH₵960 a month at 30%): GH₵12,000 over 12 months is GH₵1,278.63 a month; GH₵9,009 fits
    // (960 / 0.1065522), and 18 months (GH₵947.92) is the shortest offered term for the full amount.
    const refused = await app.graphql<Suggested>(SUGGEST, { input: { ...salaried, monthlyNetIncome: 320_000, amountRequested: 1_200_000, months: 12 } });
    expect(refused.data?.eligibilityCheck).toEqual({
      eligible: false,
      suggestion: {
        maxAmountAtTerm: 900_900,
        shortestTerm: 18,
        texts: ['You could borrow up to GH₵9,009.00 over 12 months.', 'GH₵12,000.00 would be affordable over 18 months.'],
      },
    });
    const nine = await app.graphql<Suggested>(SUGGEST, { input: { ...salaried, monthlyNetIncome: 320_000, amountRequested: 900_000, months: 12 } });
    expect(nine.data?.eligibilityCheck).toEqual({ eligible: true, suggestion: null });
  });

  it('treats students and retirees like other earners when the figures work', async () => {
    for (const employmentType of ['student', 'retired', 'self_employed']) {
      const result = await app.graphql<Result>(CHECK, { input: { ...salaried, employmentType } });
      expect(result.data?.eligibilityCheck.eligible, employmentType).toBe(true);
    }
  });

  it('names the field of bad input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ months: 0 }, 'months'],
      [{ months: 61 }, 'months'],
      [{ amountRequested: 0 }, 'amountRequested'],
      [{ monthlyNetIncome: -1 }, 'monthlyNetIncome'],
      [{ existingMonthlyDebts: -100 }, 'existingMonthlyDebts'],
    ];
    for (const [overrides, field] of cases) {
      const result = await app.graphql(CHECK, { input: { ...salaried, ...overrides } });
      expect(result.errors?.[0].extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('reads its affordability share, rate and method from the rent product', async () => {
    await reviseProduct(app, 'rent', { method: 'flat', maxInstalmentShareBp: 2000 });
    const result = await app.graphql<Result>(CHECK, { input: salaried });
    // 20% of GH₵4,500 is GH₵900; flat 4% on GH₵5,000 is GH₵200 a month plus GH₵833.33 principal (the last absorbs the rounding).
    expect(result.data?.eligibilityCheck).toMatchObject({ eligible: false, maxAffordableInstalment: 90_000, estimatedInstalment: 103_335 });
    expect(result.data?.eligibilityCheck.reasons).toEqual(['The monthly instalment of GH₵1,033.35 would exceed 20% of your net income after existing debts.']);
  });
});
