import { describe, expect, it } from 'vitest';
import { classify, classifyPortfolio, DEFAULT_CLASSIFICATION_RULES } from './classification.js';

describe('loan classification (Bank of Ghana norms for banks)', () => {
  it('classes each day past due at the edges of the bands', () => {
    const table: Array<[number, string]> = [
      [0, 'current'], [30, 'current'], [31, 'olem'], [90, 'olem'], [91, 'substandard'], [180, 'substandard'],
      [181, 'doubtful'], [360, 'doubtful'], [361, 'loss'], [2_000, 'loss'],
    ];
    for (const [days, expected] of table) expect(classify(days), `${days} days`).toBe(expected);
  });

  it('follows other norms given as settings, and refuses rules that are not five rising bands', () => {
    const microfinance = { startDays: [0, 1, 31, 91, 181], provisionBp: [100, 500, 2_500, 5_000, 10_000] };
    expect(classify(1, microfinance)).toBe('olem');
    expect(classify(200, microfinance)).toBe('loss');
    expect(() => classify(1, { startDays: [0, 31, 31, 181, 361], provisionBp: DEFAULT_CLASSIFICATION_RULES.provisionBp })).toThrow(RangeError);
    expect(() => classify(1, { startDays: [1, 31, 91, 181, 361], provisionBp: DEFAULT_CLASSIFICATION_RULES.provisionBp })).toThrow(RangeError);
    expect(() => classify(-1)).toThrow(RangeError);
  });

  // Hand table: principal 1,000,000 current (1% = 10,000), 200,000 OLEM (10% = 20,000), 150,000 substandard
  // (25% = 37,500), 33,333 doubtful (50% = 16,666.5 → 16,667), 10,000 loss (100% = 10,000). Provision 94,167.
  // NPL = 150,000 + 33,333 + 10,000 = 193,333 of 1,393,333 = 13.8756…% → 1,388 bp.
  it('sums the book by class: provisions to the pesewa and the NPL ratio to the basis point', () => {
    const book = classifyPortfolio([1_000_000, 200_000, 150_000, 33_333, 10_000], [10, 2, 1, 1, 1]);
    expect(book.rows.map((row) => [row.classification, row.fromDays, row.toDays, row.provision])).toEqual([
      ['current', 0, 30, 10_000],
      ['olem', 31, 90, 20_000],
      ['substandard', 91, 180, 37_500],
      ['doubtful', 181, 360, 16_667],
      ['loss', 361, null, 10_000],
    ]);
    expect(book).toMatchObject({ loans: 15, principal: 1_393_333, provision: 94_167, nonPerformingPrincipal: 193_333, nplRatioBp: 1_388 });
    expect(classifyPortfolio([0, 0, 0, 0, 0], [0, 0, 0, 0, 0]).nplRatioBp).toBe(0);
  });
});
