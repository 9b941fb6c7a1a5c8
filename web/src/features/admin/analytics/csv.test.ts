import { describe, expect, it } from 'vitest';
import type { AdminAnalyticsFiguresQuery } from '../gql/graphql';
import { analyticsCsvRows, toCsv } from './csv';
import { rangeProblem } from './AnalyticsRoute';

const figures: AdminAnalyticsFiguresQuery = {
  applicationStats: {
    totalApplications: 3,
    totalAmount: 1_234_567,
    approvedDecisions: 1,
    rejectedDecisions: 1,
    approvalRateBp: 5000,
    averageDecisionSeconds: 7200,
    byStatus: [{ status: 'approved', count: 1, amount: 600_000 }],
    perDay: [{ date: '2026-11-20', count: 2 }],
  },
  paymentStats: {
    count: 2,
    collectedAmount: 50_005,
    successRateBp: 10000,
    byMethod: [{ method: 'mtn_momo', count: 2, amount: 60_000, successfulCount: 1, successfulAmount: 50_005 }],
    byStatus: [{ status: 'successful', count: 1, amount: 50_005 }],
  },
};

describe('analytics CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(toCsv([['a,b', 'say "hi"', 'line\nbreak', '=SUM(A1)', -5, null]])).toBe('"a,b","say ""hi""","line\nbreak",\'=SUM(A1),-5,\r\n');
  });

  it('holds the shown figures with money in cedis to the pesewa', () => {
    const csv = toCsv(analyticsCsvRows(figures, '2026-11-01', '2026-11-21'));
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('section,item,count,amount_ghs,value');
    expect(lines).toContain('period,from,,,2026-11-01');
    expect(lines).toContain('applications,total,3,12345.67,');
    expect(lines).toContain('applications,approval rate %,,,50.00');
    expect(lines).toContain('applications by status,Approved,1,6000.00,');
    expect(lines).toContain('applications per day,2026-11-20,2,,');
    expect(lines).toContain('payments,collected,,500.05,');
    expect(lines).toContain('collections by method,MTN MoMo,1,500.05,');
  });
});

describe('the analytics date range', () => {
  it('accepts a range the server answers and explains one it does not', () => {
    expect(rangeProblem('2026-11-01', '2026-11-21')).toBeNull();
    expect(rangeProblem('2026-11-21', '2026-11-01')).toBe('The start date must be on or before the end date.');
    expect(rangeProblem('2025-01-01', '2026-11-21')).toBe('Choose at most 366 days.');
    expect(rangeProblem('', '2026-11-21')).toBe('Choose both dates.');
  });
});
