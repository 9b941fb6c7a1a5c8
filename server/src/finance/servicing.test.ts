import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InstalmentBalance } from './allocation.js';
import { addDays, addMonthsClamped } from './dates.js';
import { priceCredit } from './schedule.js';
import {
  allocateServicingPayment,
  balancesUnder,
  coverageOf,
  decidePayment,
  outstandingOf,
  prepaymentLimits,
  rescheduleAfterPrepayment,
  settlementQuote,
  withAllocation,
  withCharges,
  type PrepaymentChoice,
  type ServicingTerms,
} from './servicing.js';
import { addWorkingDays, isWorkingDay } from './working-days.js';

// The demo rent loan: GH₵9,000 over 12 months at 4% a month, reducing balance, advanced 2026-09-30.
// Hand-computed (exact fractions, half up): instalment 95,897; row 1 = 59,897 principal + 36,000 interest
// (balance 840,103); row 2 = 62,293 + 33,604 (balance 777,810); row 3 = 64,785 + 31,112 (balance 713,025).
const terms: ServicingTerms = { monthlyRateBp: 400, method: 'reducing_balance', disbursedOn: '2026-09-30', firstDueDate: '2026-10-30' };

function signedLoan(principal = 900_000, months = 12, t: ServicingTerms = terms): InstalmentBalance[] {
  const priced = priceCredit({ principal, months, monthlyRateBp: t.monthlyRateBp, method: t.method, firstDueDate: t.firstDueDate, startDate: t.disbursedOn });
  return priced.schedule.map((row) => ({
    number: row.number,
    dueDate: row.dueDate,
    principalDue: row.principal,
    interestDue: row.interest,
    feeDue: row.fee,
    penaltyDue: 0,
    principalPaid: 0,
    interestPaid: 0,
    feePaid: 0,
    penaltyPaid: 0,
  }));
}

/** The loan with instalment 1 paid on its due date. */
function afterFirstInstalment(): InstalmentBalance[] {
  const loan = signedLoan();
  return withAllocation(loan, [{ number: 1, penalty: 0, fee: 0, interest: 36_000, principal: 59_897 }]);
}

const remaining = (rows: InstalmentBalance[]) => rows.reduce((sum, row) => sum + outstandingOf(row), 0);

describe('the signed schedule (hand table)', () => {
  it('matches the hand-computed rows', () => {
    const loan = signedLoan();
    expect(loan.slice(0, 3).map((row) => [row.dueDate, row.principalDue, row.interestDue])).toEqual([
      ['2026-10-30', 59_897, 36_000],
      ['2026-11-30', 62_293, 33_604],
      ['2026-12-30', 64_785, 31_112],
    ]);
  });
});

/** The loan with instalment 1 paid in full on 2026-10-20, ten days before its due date (it is still the current one). */
function firstPaidEarly(): InstalmentBalance[] {
  return afterFirstInstalment();
}

describe('paying the next instalment early (hand table)', () => {
  // Rows 2–5 by hand (4% a month on the balance after the previous row, half up; instalment 95,897):
  //   row 2: 840,103 × 4% = 33,604.12 → 33,604 interest, 95,897 − 33,604 = 62,293 principal, balance 777,810
  //   row 3: 777,810 × 4% = 31,112.40 → 31,112,           95,897 − 31,112 = 64,785,           balance 713,025
  //   row 4: 713,025 × 4% = 28,521.00 → 28,521,           95,897 − 28,521 = 67,376,           balance 645,649
  //   row 5: 645,649 × 4% = 25,825.96 → 25,826,           95,897 − 25,826 = 70,071,           balance 575,578
  it('matches rows 4 and 5 of the signed schedule', () => {
    expect(signedLoan().slice(3, 5).map((row) => [row.number, row.principalDue, row.interestDue])).toEqual([
      [4, 67_376, 28_521],
      [5, 70_071, 25_826],
    ]);
  });

  it('instalment 1 paid early, then "Next instalment" (95,897) on 2026-10-25 covers instalment 2 and prepays nothing', () => {
    // On 2026-10-25 instalment 1 (due 2026-10-30) is still the current one and already paid: the money goes to
    // instalment 2 in full (interest 33,604 first, then principal 62,293); the schedule is not re-drawn.
    const loan = firstPaidEarly();
    const decision = decidePayment({ amount: 95_897, receivedOn: '2026-10-25', instalments: loan, terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0, prepayment: null });
    expect(decision).toMatchObject({ kind: 'instalment', prepaid: 0, unallocated: 0, reschedule: null });
    expect(decision.allocations).toEqual([{ number: 2, penalty: 0, fee: 0, interest: 33_604, principal: 62_293 }]);
    expect(coverageOf(loan, decision.allocations)).toEqual([{ number: 2, dueDate: '2026-11-30', amount: 95_897, leftAfter: 0 }]);
  });

  it('part of an instalment paid early goes interest first and leaves the rest on that row', () => {
    // 50,000 on 2026-10-25: instalment 2 takes 33,604 interest + 16,396 principal; 95,897 − 50,000 = 45,897 left.
    const result = allocateServicingPayment(50_000, firstPaidEarly(), '2026-10-25');
    expect(result).toEqual({ allocations: [{ number: 2, penalty: 0, fee: 0, interest: 33_604, principal: 16_396 }], prepaid: 0, unallocated: 0 });
    expect(coverageOf(firstPaidEarly(), result.allocations)).toEqual([{ number: 2, dueDate: '2026-11-30', amount: 50_000, leftAfter: 45_897 }]);
  });

  it('settles instalment 2 when paid 26 days before its due date, not the last instalments', () => {
    const result = allocateServicingPayment(95_897, afterFirstInstalment(), '2026-11-04');
    expect(result).toEqual({
      allocations: [{ number: 2, penalty: 0, fee: 0, interest: 33_604, principal: 62_293 }],
      prepaid: 0,
      unallocated: 0,
    });
  });

  it('pays what is overdue first, oldest first, penalty → fee → interest → principal, then the next instalment', () => {
    // On 2026-12-10 instalment 2 is overdue with a 1,000 penalty; 100,000 arrives.
    const loan = withCharges(afterFirstInstalment(), [{ number: 2, penalty: 1_000, fee: 0, interest: 0, principal: 0 }]);
    const result = allocateServicingPayment(100_000, loan, '2026-12-10');
    expect(result.allocations).toEqual([
      { number: 2, penalty: 1_000, fee: 0, interest: 33_604, principal: 62_293 },
      // 100,000 − 96,897 = 3,103 left for instalment 3: its interest first.
      { number: 3, penalty: 0, fee: 0, interest: 3_103, principal: 0 },
    ]);
    expect(result.prepaid).toBe(0);
  });
});

describe('paying three instalments at once (hand table)', () => {
  // 2026-11-04, instalment 1 paid, instalment 2 current: 3 × 95,897 = 287,691 covers rows 2, 3 and 4 in full.
  const decide = (amount: number) =>
    decidePayment({ amount, receivedOn: '2026-11-04', instalments: afterFirstInstalment(), terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0, prepayment: null });

  it('covers instalments 2, 3 and 4, each in full before the next, and keeps the signed schedule', () => {
    const decision = decide(287_691);
    expect(decision).toMatchObject({ kind: 'instalment', prepaid: 0, unallocated: 0, reschedule: null });
    expect(decision.allocations).toEqual([
      { number: 2, penalty: 0, fee: 0, interest: 33_604, principal: 62_293 },
      { number: 3, penalty: 0, fee: 0, interest: 31_112, principal: 64_785 },
      { number: 4, penalty: 0, fee: 0, interest: 28_521, principal: 67_376 },
    ]);
    expect(coverageOf(afterFirstInstalment(), decision.allocations).map((row) => [row.number, row.dueDate, row.leftAfter])).toEqual([
      [2, '2026-11-30', 0],
      [3, '2026-12-30', 0],
      [4, '2027-01-30', 0],
    ]);
  });

  it('300,000 also starts instalment 5: 300,000 − 287,691 = 12,309, all of it interest (row 5 has 25,826)', () => {
    const decision = decide(300_000);
    expect(decision.allocations.at(-1)).toEqual({ number: 5, penalty: 0, fee: 0, interest: 12_309, principal: 0 });
    expect(decision.prepaid).toBe(0);
  });

  it('settling afterwards charges interest only for the days used: 287,691 + 557,936 = 845,627, as settling at once', () => {
    // Interest paid ahead 33,604 + 31,112 + 28,521 = 93,237, of which 5 days (5,524) were earned: 87,713 comes
    // off the principal still owed, 840,103 − 62,293 − 64,785 − 67,376 = 645,649 → 645,649 − 87,713 = 557,936.
    const paid = withAllocation(afterFirstInstalment(), decide(287_691).allocations);
    const q = settlementQuote({ instalments: paid, on: '2026-11-04', terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0 });
    expect(q).toMatchObject({ amount: 557_936, principal: 557_936, interest: 0 });
    expect(287_691 + q.amount).toBe(845_627);
  });
});

describe('money beyond the next instalment without a choice (150,000 on 2026-11-04)', () => {
  it('covers instalment 2 and puts 54,103 on instalment 3 (interest 31,112 first, then 22,991 principal); no reschedule', () => {
    const decision = decidePayment({ amount: 150_000, receivedOn: '2026-11-04', instalments: afterFirstInstalment(), terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0, prepayment: null });
    expect(decision.allocations).toEqual([
      { number: 2, penalty: 0, fee: 0, interest: 33_604, principal: 62_293 },
      { number: 3, penalty: 0, fee: 0, interest: 31_112, principal: 22_991 },
    ]);
    expect(decision).toMatchObject({ prepaid: 0, reschedule: null });
    // Instalment 3 still asks for 95,897 − 54,103 = 41,794.
    expect(coverageOf(afterFirstInstalment(), decision.allocations)[1]).toEqual({ number: 3, dueDate: '2026-12-30', amount: 54_103, leftAfter: 41_794 });
  });

  it('"pay off principal early" can take the principal after instalment 2: 777,810, once 95,897 has covered instalment 2', () => {
    expect(prepaymentLimits(afterFirstInstalment(), '2026-11-04')).toEqual({ before: 95_897, principal: 777_810 });
    // With instalment 1 paid early (still current) nothing else is due first: principal of rows 2–12 is 840,103.
    expect(prepaymentLimits(firstPaidEarly(), '2026-10-25')).toEqual({ before: 0, principal: 840_103 });
  });
});

describe('"pay off principal early" (150,000 on 2026-11-04 with instalment 2 current)', () => {
  // 95,897 settles instalment 2, 54,103 prepays principal: the balance after instalment 2 falls 777,810 → 723,707.
  const decide = (choice: PrepaymentChoice) =>
    decidePayment({ amount: 150_000, receivedOn: '2026-11-04', instalments: afterFirstInstalment(), terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0, prepayment: choice });

  it('"shorten my loan" keeps the instalment of 95,897 and ends two months earlier in effect (hand table)', () => {
    const decision = decide('shorten');
    expect(decision.kind).toBe('instalment');
    expect(decision.prepaid).toBe(54_103);
    const tail = decision.reschedule!.schedule.filter((row) => row.number >= 3).map((row) => [row.number, row.principal, row.interest]);
    expect(tail).toEqual([
      [3, 66_949, 28_948],
      [4, 69_627, 26_270],
      [5, 72_412, 23_485],
      [6, 75_308, 20_589],
      [7, 78_321, 17_576],
      [8, 81_453, 14_444],
      [9, 84_712, 11_185],
      [10, 88_100, 7_797],
      [11, 91_624, 4_273],
      [12, 15_201, 608],
    ]);
    // Interest of instalments 3–12 falls from 181,159 to 155,175.
    expect(decision.reschedule!.interestSaved).toBe(25_984);
    expect(decision.reschedule!.scheduledChange).toBe(-(54_103 + 25_984));
  });

  it('"lower my instalments" keeps the end date and lowers the instalment to 89,227 (hand table)', () => {
    const decision = decide('lower_instalment');
    const tail = decision.reschedule!.schedule.filter((row) => row.number >= 3);
    expect(tail).toHaveLength(10);
    expect(tail[0]).toMatchObject({ number: 3, dueDate: '2026-12-30', principal: 60_279, interest: 28_948 });
    expect(tail[9]).toMatchObject({ number: 12, dueDate: '2027-09-30', principal: 85_789, interest: 3_432 });
    expect(tail.slice(0, 9).every((row) => row.principal + row.interest === 89_227)).toBe(true);
    expect(decision.reschedule!.interestSaved).toBe(12_602);
  });

  it('keeps instalments 1 and 2 exactly as they were', () => {
    const decision = decide('shorten');
    expect(decision.reschedule!.schedule.slice(0, 2)).toEqual([
      { number: 1, dueDate: '2026-10-30', principal: 59_897, interest: 36_000, fee: 0 },
      { number: 2, dueDate: '2026-11-30', principal: 62_293, interest: 33_604, fee: 0 },
    ]);
  });
});

describe('early settlement', () => {
  const quote = (instalments: InstalmentBalance[], on: string, feeBp = 0) =>
    settlementQuote({ instalments, on, terms, originalPrincipal: 900_000, earlySettlementFeeBp: feeBp });

  it('mid-period: principal 840,103 + 5 days of interest on it (5,524) = 845,627', () => {
    // 840,103 × 48% × 5 / 365 = 5,523.97 → 5,524; one more day adds 1,105.
    const q = quote(afterFirstInstalment(), '2026-11-04');
    expect(q).toMatchObject({ amount: 845_627, principal: 840_103, interest: 5_524, fee: 0, penalty: 0, overdue: 0, dailyInterest: 1_105 });
    // Instalment 2 keeps 5,524 of its 33,604 interest; instalments 3–12 carry none.
    expect(q.rebate[0]).toEqual({ number: 2, penalty: 0, fee: 0, interest: -(33_604 - 5_524), principal: 0 });
    expect(q.rebate).toHaveLength(11);
  });

  it('on a due date: the instalment due that day is owed in full and the new period has accrued nothing', () => {
    const q = quote(afterFirstInstalment(), '2026-11-30');
    expect(q).toMatchObject({ amount: 873_707, principal: 840_103, interest: 33_604, overdue: 95_897, dailyInterest: 1_023 });
  });

  it('with overdue and penalties: overdue instalment 2 (95,897 + 1,000 penalty) and 10 days on 777,810 (10,229)', () => {
    const loan = withCharges(afterFirstInstalment(), [{ number: 2, penalty: 1_000, fee: 0, interest: 0, principal: 0 }]);
    const q = quote(loan, '2026-12-10');
    expect(q).toMatchObject({ principal: 840_103, interest: 33_604 + 10_229, penalty: 1_000, overdue: 96_897, amount: 884_936 });
  });

  it('gives back interest paid ahead: instalment 2 paid in full 26 days early, then settled the same day', () => {
    // 33,604 of interest was paid for a period of which 5 days (5,524) were used: 28,080 comes off the principal.
    const paidAhead = withAllocation(afterFirstInstalment(), [{ number: 2, penalty: 0, fee: 0, interest: 33_604, principal: 62_293 }]);
    const q = quote(paidAhead, '2026-11-04');
    expect(q).toMatchObject({ principal: 777_810 - 28_080, interest: 0, amount: 749_730 });
    // Paid in total for the period: 95,897 + 749,730 = 845,627, the same as settling directly that day.
    expect(95_897 + q.amount).toBe(845_627);
  });

  it('adds the early-settlement fee, never above 0.25% of the original principal', () => {
    expect(quote(afterFirstInstalment(), '2026-11-04', 25)).toMatchObject({ earlySettlementFee: 2_250, fee: 2_250, amount: 847_877 });
    expect(quote(afterFirstInstalment(), '2026-11-04', 100).earlySettlementFee).toBe(2_250);
  });

  it('never charges more than the period’s scheduled interest on a 31-day period', () => {
    // 2026-09-30 → 2026-10-29 is 29 days: 900,000 × 48% × 29 / 365 = 34,323.29 → 34,323, below the scheduled 36,000.
    const q = quote(signedLoan(), '2026-10-29');
    expect(q.interest).toBe(34_323);
    expect(q.interest).toBeLessThanOrEqual(36_000);
  });

  it('paying the quoted amount closes the loan with nothing left and nothing overcharged', () => {
    const decision = decidePayment({ amount: 845_627, receivedOn: '2026-11-04', instalments: afterFirstInstalment(), terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0, prepayment: 'shorten' });
    expect(decision.kind).toBe('settlement');
    expect(decision.unallocated).toBe(0);
    const after = withAllocation(withCharges(afterFirstInstalment(), decision.rebate), decision.allocations);
    expect(remaining(after)).toBe(0);
  });

  it('honours a still-valid quote paid days later; money beyond it becomes credit', () => {
    const decision = decidePayment({
      amount: 850_000,
      receivedOn: '2026-11-08',
      instalments: afterFirstInstalment(),
      terms,
      originalPrincipal: 900_000,
      earlySettlementFeeBp: 0,
      prepayment: 'shorten',
      quote: { amount: 845_627, validUntil: '2026-12-02' },
    });
    expect(decision.kind).toBe('settlement');
    expect(decision.unallocated).toBe(850_000 - 845_627);
  });

  it('quotes are valid for 20 Ghanaian working days (weekends and the given public holidays skipped)', () => {
    // From Wed 2026-11-25: Farmers Day (Fri 2026-12-04), Christmas, Boxing Day and its Monday substitute are skipped.
    const holidays = new Set(['2026-12-04', '2026-12-25', '2026-12-26', '2026-12-28']);
    expect(isWorkingDay('2026-12-04', holidays)).toBe(false);
    expect(isWorkingDay('2026-12-04', new Set())).toBe(true);
    expect(addWorkingDays('2026-11-25', 20, holidays)).toBe('2026-12-24');
    expect(addWorkingDays('2026-11-25', 21, holidays)).toBe('2026-12-29');
    // Republic Day (Thu 2027-07-01) is skipped when it is in the set: from Fri 2027-06-25 the 5 working days are
    // 28, 29, 30 June, 1 and 2 July without it, and 28, 29, 30 June, 2 and (Mon) 5 July with it.
    expect(addWorkingDays('2027-06-25', 5, new Set())).toBe('2027-07-02');
    expect(addWorkingDays('2027-06-25', 5, new Set(['2027-07-01']))).toBe('2027-07-05');
    expect(addWorkingDays('2027-06-25', 0, new Set(['2027-07-01']))).toBe('2027-06-25');
  });
});

describe('interest saved by settling after paying ahead (hand table)', () => {
  // Instalment 1 paid; on 2026-11-04 287,691 covers instalments 2, 3 and 4 in full (interest 33,604 + 31,112 +
  // 28,521 = 93,237 paid ahead). Settled on 2026-11-20, 21 days into instalment 2's period (from 2026-10-30):
  //   earned       840,103 × 48% × 21 / 365 = 23,200.65 → 23,201 (below instalment 2's 33,604)
  //   paid ahead   93,237 − 23,201 = 70,036 comes back as principal: 645,649 still owed (rows 5–12) → 575,613
  //   saved        scheduled interest of rows 2–12 (33,604 + 31,112 + 28,521 + 25,826 + 23,023 + 20,108 + 17,077 +
  //                13,924 + 10,645 + 7,235 + 3,688 = 214,763) − 23,201 earned = 191,562
  //                = 121,526 interest of rows 5–12 not charged + the 70,036 credited back to principal.
  const paidAhead = () =>
    withAllocation(afterFirstInstalment(), [
      { number: 2, penalty: 0, fee: 0, interest: 33_604, principal: 62_293 },
      { number: 3, penalty: 0, fee: 0, interest: 31_112, principal: 64_785 },
      { number: 4, penalty: 0, fee: 0, interest: 28_521, principal: 67_376 },
    ]);

  it('matches the hand-computed interest of rows 5–12', () => {
    expect(signedLoan().slice(4).map((row) => row.interestDue)).toEqual([25_826, 23_023, 20_108, 17_077, 13_924, 10_645, 7_235, 3_688]);
  });

  it('the settlement quote counts the interest paid ahead that comes back as principal', () => {
    const q = settlementQuote({ instalments: paidAhead(), on: '2026-11-20', terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0 });
    expect(q).toMatchObject({ amount: 575_613, principal: 575_613, interest: 0, overdue: 0, interestSaved: 191_562 });
  });

  it('paying that amount settles the loan and reports the same interest saved', () => {
    const decision = decidePayment({ amount: 575_613, receivedOn: '2026-11-20', instalments: paidAhead(), terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0, prepayment: null });
    expect(decision).toMatchObject({ kind: 'settlement', unallocated: 0, interestSaved: 191_562 });
  });

  it('without anything paid ahead it is the scheduled interest less the days used', () => {
    // 2026-11-04, instalment 1 paid: 214,763 − 5,524 (5 days on 840,103) = 209,239.
    const q = settlementQuote({ instalments: afterFirstInstalment(), on: '2026-11-04', terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0 });
    expect(q.interestSaved).toBe(209_239);
  });

  it('a payment that only fills instalments saves no interest; a prepayment saves what its re-drawn schedule saves', () => {
    const fill = decidePayment({ amount: 95_897, receivedOn: '2026-11-04', instalments: afterFirstInstalment(), terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0, prepayment: null });
    expect(fill).toMatchObject({ kind: 'instalment', interestSaved: 0 });
    const shorten = decidePayment({ amount: 150_000, receivedOn: '2026-11-04', instalments: afterFirstInstalment(), terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0, prepayment: 'shorten' });
    expect(shorten.interestSaved).toBe(25_984);
  });
});

describe('settling after paying ahead more interest than the principal left (hand table)', () => {
  // Instalment 1 paid on its due date; on 2026-11-04 ten instalments (10 × 95,897 = 958,970) cover rows 2–11 in
  // full. Signed rows 4–12 (principal + interest): 67,376 + 28,521, 70,071 + 25,826, 72,874 + 23,023,
  // 75,789 + 20,108, 78,820 + 17,077, 81,973 + 13,924, 85,252 + 10,645, 88,662 + 7,235, 92,208 + 3,688
  // (row 12 principal = 900,000 − Σ principal of rows 1–11 807,792 = 92,208; its interest 92,208 × 4% = 3,688).
  // Settled on 2026-11-20, 21 days into instalment 2's period (from 2026-10-30):
  //   earned        840,103 × 48% × 21 / 365 = 23,200.65 → 23,201
  //   paid ahead    interest of rows 2–11: 33,604 + 31,112 + 28,521 + 25,826 + 23,023 + 20,108 + 17,077 + 13,924 +
  //                 10,645 + 7,235 = 211,075; beyond what was earned 211,075 − 23,201 = 187,874
  //   back as principal   row 12's 92,208 (all the principal still owed) → nothing left to pay: amount 0
  //   credit due    187,874 − 92,208 = 95,666, the borrower's money
  //   check         paid 11 × 95,897 = 1,054,867; fair cost 900,000 + 36,000 (period 1) + 23,201 = 959,201;
  //                 1,054,867 − 959,201 = 95,666
  //   saved         row 12's interest 3,688 not charged + 92,208 + 95,666 = 191,562 (= 214,763 scheduled for
  //                 rows 2–12 − 23,201 earned, as when fewer rows are paid ahead)
  const paidAhead = () =>
    withAllocation(
      afterFirstInstalment(),
      signedLoan()
        .slice(1, 11)
        .map((row) => ({ number: row.number, penalty: 0, fee: 0, interest: row.interestDue, principal: row.principalDue })),
    );

  it('matches the hand-computed rows 4–12 of the signed schedule', () => {
    expect(signedLoan().slice(3).map((row) => [row.principalDue, row.interestDue])).toEqual([
      [67_376, 28_521], [70_071, 25_826], [72_874, 23_023], [75_789, 20_108], [78_820, 17_077],
      [81_973, 13_924], [85_252, 10_645], [88_662, 7_235], [92_208, 3_688],
    ]);
  });

  it('the quote asks for nothing and owes the borrower 95,666 back; interest saved counts it', () => {
    const q = settlementQuote({ instalments: paidAhead(), on: '2026-11-20', terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0 });
    expect(q).toMatchObject({ amount: 0, principal: 0, interest: 0, creditDue: 95_666, interestSaved: 191_562 });
    expect(q.rebate).toEqual([{ number: 12, penalty: 0, fee: 0, interest: -3_688, principal: -92_208 }]);
  });

  it('money arriving that day settles the loan: it all stays credit and the 95,666 is owed back on top', () => {
    const decision = decidePayment({ amount: 10_000, receivedOn: '2026-11-20', instalments: paidAhead(), terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0, prepayment: null });
    expect(decision).toMatchObject({ kind: 'settlement', allocations: [], unallocated: 10_000, creditDue: 95_666, interestSaved: 191_562 });
    expect(remaining(withCharges(paidAhead(), decision.rebate))).toBe(0);
  });

  it('fewer rows paid ahead leave no credit due (the excess fits the principal still owed)', () => {
    const oneRowAhead = withAllocation(afterFirstInstalment(), [{ number: 2, penalty: 0, fee: 0, interest: 33_604, principal: 62_293 }]);
    expect(settlementQuote({ instalments: oneRowAhead, on: '2026-11-20', terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0 }).creditDue).toBe(0);
  });
});

describe('a loan started on 31 January (month-end due dates)', () => {
  // GH₵5,000.00 over 6 months at 4%: instalment 95,381; row 1 = 75,381 + 20,000 (balance 424,619), row 2 = 78,396 + 16,985.
  const monthEnd: ServicingTerms = { monthlyRateBp: 400, method: 'reducing_balance', disbursedOn: '2026-01-31', firstDueDate: '2026-02-28' };
  const firstPaid = () => withAllocation(signedLoan(500_000, 6, monthEnd), [{ number: 1, penalty: 0, fee: 0, interest: 20_000, principal: 75_381 }]);

  it('is due on each month’s last day', () => {
    expect(signedLoan(500_000, 6, monthEnd).map((row) => row.dueDate)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31']);
  });

  it('settling on 30 March charges 30 days of the 31-day period from 28 February, nothing overdue', () => {
    // 424,619 × 48% × 30 / 365 = 16,752.09 → 16,752 (below instalment 2's 16,985); one more day adds 558.
    // Due on the 28th instead, instalment 2 would be two days overdue here and owed in full.
    const q = settlementQuote({ instalments: firstPaid(), on: '2026-03-30', terms: monthEnd, originalPrincipal: 500_000, earlySettlementFeeBp: 0 });
    expect(q).toMatchObject({ amount: 441_371, principal: 424_619, interest: 16_752, overdue: 0, dailyInterest: 558 });
  });

  it('a prepayment re-draws the rest on the month ends too', () => {
    // 150,000 on 2026-03-10: 95,381 covers instalment 2, 54,619 prepays principal; rows 3–6 are re-drawn.
    const decision = decidePayment({ amount: 150_000, receivedOn: '2026-03-10', instalments: firstPaid(), terms: monthEnd, originalPrincipal: 500_000, earlySettlementFeeBp: 0, prepayment: 'shorten' });
    expect(decision.prepaid).toBe(54_619);
    expect(decision.reschedule!.schedule.map((row) => row.dueDate)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31']);
  });
});

describe('excess money', () => {
  it('more than the settlement amount settles the loan and leaves the rest unallocated (credit balance)', () => {
    const decision = decidePayment({ amount: 900_000, receivedOn: '2026-11-04', instalments: afterFirstInstalment(), terms, originalPrincipal: 900_000, earlySettlementFeeBp: 0, prepayment: 'shorten' });
    expect(decision).toMatchObject({ kind: 'settlement', unallocated: 900_000 - 845_627 });
  });

  it('money on a loan that owes nothing is all unallocated', () => {
    const paid = signedLoan(10_000, 1).map((row) => ({ ...row, principalPaid: row.principalDue, interestPaid: row.interestDue }));
    expect(decidePayment({ amount: 5_000, receivedOn: '2026-11-04', instalments: paid, terms, originalPrincipal: 10_000, earlySettlementFeeBp: 0, prepayment: 'shorten' })).toMatchObject({
      kind: 'nothing_owed',
      unallocated: 5_000,
    });
  });
});

describe('servicing properties (random payment sequences)', () => {
  const scenario = fc.record({
    principal: fc.integer({ min: 10_000, max: 5_000_000 }),
    months: fc.integer({ min: 1, max: 12 }),
    rateBp: fc.integer({ min: 0, max: 800 }),
    method: fc.constantFrom('reducing_balance' as const, 'flat' as const),
    feeBp: fc.integer({ min: 0, max: 40 }),
    steps: fc.array(
      fc.record({
        days: fc.integer({ min: 0, max: 45 }),
        amount: fc.integer({ min: 1, max: 3_000_000 }),
        choice: fc.constantFrom<PrepaymentChoice | null>(null, 'shorten', 'lower_instalment'),
        penalty: fc.integer({ min: 0, max: 5_000 }),
      }),
      { maxLength: 12 },
    ),
  });

  it('balances never go negative, money is conserved, nothing beyond what is owed is collected, settlement ≤ what is scheduled', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const t: ServicingTerms = { monthlyRateBp: s.rateBp, method: s.method, disbursedOn: '2026-01-31', firstDueDate: addMonthsClamped('2026-01-31', 1) };
        let loan = signedLoan(s.principal, s.months, t);
        // "Ledger": everything ever charged (schedule + charges − rebates − rescheduled), and everything collected.
        let charged = remaining(loan);
        let collected = 0;
        let credit = 0;
        let day = '2026-01-31';
        for (const step of s.steps) {
          day = addDays(day, step.days);
          // Penalty on the oldest overdue instalment, as the daily run would charge it.
          const overdue = loan.find((row) => row.dueDate < day && outstandingOf(row) > 0);
          if (overdue && step.penalty > 0) {
            loan = withCharges(loan, [{ number: overdue.number, penalty: step.penalty, fee: 0, interest: 0, principal: 0 }]);
            charged += step.penalty;
          }
          const q = settlementQuote({ instalments: loan, on: day, terms: t, originalPrincipal: s.principal, earlySettlementFeeBp: s.feeBp });
          const feeCap = Math.round((s.principal * 25) / 10_000) + 1;
          expect(q.amount).toBeLessThanOrEqual(remaining(loan) + feeCap);
          const d = decidePayment({ amount: step.amount, receivedOn: day, instalments: loan, terms: t, originalPrincipal: s.principal, earlySettlementFeeBp: s.feeBp, prepayment: step.choice });
          const charges = [...d.feeCharges, ...d.rebate];
          loan = withAllocation(withCharges(loan, charges), d.allocations);
          charged += charges.reduce((sum, c) => sum + c.penalty + c.fee + c.interest + c.principal, 0);
          if (d.reschedule) {
            loan = balancesUnder(d.reschedule.schedule, loan);
            charged += d.reschedule.scheduledChange + d.prepaid;
          }
          const paid = d.allocations.reduce((sum, a) => sum + a.penalty + a.fee + a.interest + a.principal, 0) + d.prepaid;
          expect(paid + d.unallocated).toBe(step.amount);
          collected += paid;
          credit += d.unallocated;
          // Every part of every instalment stays ≥ 0 (outstandingOf throws otherwise) and the books balance.
          expect(remaining(loan)).toBeGreaterThanOrEqual(0);
          expect(collected + remaining(loan)).toBe(charged);
          expect(collected + credit).toBeLessThanOrEqual(charged + credit);
          if (d.kind === 'settlement') expect(remaining(loan)).toBe(0);
          // Without "pay off principal early" the money only fills instalments: the schedule is never re-drawn.
          if (step.choice === null) expect(d.prepaid + (d.reschedule ? 1 : 0)).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a prepayment never raises the interest still to pay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 700_000 }), fc.constantFrom<PrepaymentChoice>('shorten', 'lower_instalment'), (prepaid, choice) => {
        const result = rescheduleAfterPrepayment({ instalments: withAllocation(afterFirstInstalment(), [{ number: 2, penalty: 0, fee: 0, interest: 33_604, principal: 62_293 }]), asOf: '2026-11-04', prepaid, choice, terms });
        expect(result.interestSaved).toBeGreaterThanOrEqual(0);
        expect(result.schedule.filter((row) => row.number >= 3).reduce((sum, row) => sum + row.principal, 0)).toBe(777_810 - prepaid);
      }),
      { numRuns: 200 },
    );
  });
});
