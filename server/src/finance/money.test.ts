import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { assertPesewas, cedisToPesewas, divRound, formatBp, formatCedis, includedTax, percentOf } from './money.js';

describe('assertPesewas', () => {
  it('accepts safe non-negative integers and returns them', () => {
    expect(assertPesewas(0)).toBe(0);
    expect(assertPesewas(500_000)).toBe(500_000);
    expect(assertPesewas(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('throws RangeError for negatives, fractions, NaN and unsafe integers', () => {
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => assertPesewas(bad)).toThrow(RangeError);
    }
  });
});

describe('cedisToPesewas', () => {
  it('parses plain, grouped and one-decimal amounts exactly', () => {
    expect(cedisToPesewas('5000')).toBe(500_000);
    expect(cedisToPesewas('5,000.00')).toBe(500_000);
    expect(cedisToPesewas('12.5')).toBe(1_250);
    expect(cedisToPesewas('0.07')).toBe(7);
    expect(cedisToPesewas(' 1,234,567.89 ')).toBe(123_456_789);
    // 0.29 × 100 is 28.999999999999996 in floats; string arithmetic gets 29.
    expect(cedisToPesewas('0.29')).toBe(29);
  });
  it('rejects more than 2 decimals, bad grouping, signs and junk', () => {
    for (const bad of ['12.345', '50,00', '1,0000', '-5', '', '.5', '5.', 'GH₵5', '1e3', '12,5']) {
      expect(() => cedisToPesewas(bad)).toThrow(RangeError);
    }
  });
  it('rejects amounts beyond the safe integer range', () => {
    expect(() => cedisToPesewas('90071992547409.92')).toThrow(RangeError);
    expect(cedisToPesewas('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('round-trips with formatCedis for any amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (p) => {
      expect(cedisToPesewas(formatCedis(p).replace('GH₵', ''))).toBe(p);
    }));
  });
});

describe('formatCedis', () => {
  it('prints GH₵ with grouping and two decimals', () => {
    expect(formatCedis(500_000)).toBe('GH₵5,000.00');
    expect(formatCedis(119_342)).toBe('GH₵1,193.42');
    expect(formatCedis(5)).toBe('GH₵0.05');
    expect(formatCedis(0)).toBe('GH₵0.00');
    expect(formatCedis(Number.MAX_SAFE_INTEGER)).toBe('GH₵90,071,992,547,409.91');
    expect(formatCedis(-150)).toBe('-GH₵1.50');
  });
  it('refuses fractional pesewas', () => {
    expect(() => formatCedis(1.5)).toThrow(RangeError);
  });
});

describe('formatBp', () => {
  it('prints basis points as a two-decimal percentage', () => {
    expect(formatBp(3_000)).toBe('30.00%');
    expect(formatBp(6_010)).toBe('60.10%');
    expect(formatBp(5)).toBe('0.05%');
  });
});

describe('divRound', () => {
  it('rounds half up', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(7n, 3n)).toBe(2n);
    expect(divRound(8n, 3n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-2n);
    expect(divRound(-7n, 2n)).toBe(-3n);
    expect(divRound(5n, -2n)).toBe(-2n);
    expect(() => divRound(1n, 0n)).toThrow(RangeError);
  });
  it('is the nearest integer, ties upward', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (a, b) => {
      const q = divRound(a, b);
      // −b/2 ≤ a − q·b < b/2: nearest, and a tie goes to the larger q.
      const twice = 2n * (a - q * b);
      expect(twice >= -b && twice < b).toBe(true);
    }));
  });
});

describe('percentOf', () => {
  it('takes basis points of an amount, rounded half up', () => {
    expect(percentOf(500_000, 400)).toBe(20_000);
    expect(percentOf(424_619, 400)).toBe(16_985);
    expect(percentOf(12_345, 50)).toBe(62); // 61.725
    expect(percentOf(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => percentOf(100, -1)).toThrow(RangeError);
  });
});

describe('includedTax', () => {
  // Hand-computed: net = gross × 10000 / (10000 + rate), rounded half up; the tax is what is left.
  it.each([
    [120_000, 2_000, 20_000], // GH₵1,200.00 at 20%: net GH₵1,000.00
    [100_000, 2_190, 17_966], // 100000 × 10000 / 12190 = 82034.45 → 82034
    [1_500, 1_500, 196], // 1500 × 10000 / 11500 = 1304.35 → 1304
    [1, 2_000, 0], // 0.83 → 1: nothing left for tax
    [0, 2_000, 0],
    [250_000, 0, 0],
  ])('%i pesewas at %i bp include %i pesewas of tax', (gross, rate, tax) => {
    expect(includedTax(gross, rate)).toBe(tax);
  });
  it('refuses fractions and negative rates', () => {
    expect(() => includedTax(10.5, 2_000)).toThrow(RangeError);
    expect(() => includedTax(100, -1)).toThrow(RangeError);
  });
});
