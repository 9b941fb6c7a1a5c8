import { describe, expect, it } from 'vitest';
import { formatCedis, formatDate, formatDateTime, parseCedisToPesewas } from './money';

describe('formatCedis', () => {
  it('prints GH₵ with grouping and two decimals', () => {
    expect(formatCedis(500_000)).toBe('GH₵5,000.00');
    expect(formatCedis(0)).toBe('GH₵0.00');
    expect(formatCedis(5)).toBe('GH₵0.05');
    expect(formatCedis(99)).toBe('GH₵0.99');
    expect(formatCedis(123_456_789)).toBe('GH₵1,234,567.89');
    expect(formatCedis(-123_450)).toBe('-GH₵1,234.50');
  });

  it('agrees with Intl en-GH GHS where the runtime prints GH₵', () => {
    const intl = new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS' });
    for (const pesewas of [1, 250_075, 1_000_000_00]) {
      const expected = intl.format(pesewas / 100);
      if (expected.startsWith('GH₵')) expect(formatCedis(pesewas)).toBe(expected);
    }
  });

  it('is exact at the largest safe integer and for bigint', () => {
    expect(formatCedis(Number.MAX_SAFE_INTEGER)).toBe('GH₵90,071,992,547,409.91');
    expect(formatCedis(12_345n)).toBe('GH₵123.45');
  });

  it('refuses floats', () => {
    expect(() => formatCedis(10.5)).toThrow(RangeError);
    expect(() => formatCedis(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseCedisToPesewas', () => {
  it('converts typed amounts exactly', () => {
    expect(parseCedisToPesewas('5000')).toBe(500_000);
    expect(parseCedisToPesewas('5,000.00')).toBe(500_000);
    expect(parseCedisToPesewas('0.1')).toBe(10);
    expect(parseCedisToPesewas('0.29')).toBe(29); // 0.29 * 100 is 28.999... in floats
    expect(parseCedisToPesewas('1.15')).toBe(115);
    expect(parseCedisToPesewas('.5')).toBe(50);
    expect(parseCedisToPesewas('  GH₵ 1,234,567.89 ')).toBe(123_456_789);
    expect(parseCedisToPesewas('GHS12')).toBe(1_200);
    expect(parseCedisToPesewas('0')).toBe(0);
  });

  it('returns null for bad input', () => {
    for (const bad of ['', ' ', '.', 'abc', '12a', '-5', '1.234', '1,00', '1,0000', '12,345,67', '1.2.3', '5.', 'GH₵']) {
      expect(parseCedisToPesewas(bad), bad).toBeNull();
    }
  });

  it('rejects amounts beyond the safe-integer range', () => {
    expect(parseCedisToPesewas('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseCedisToPesewas('90071992547409.92')).toBeNull();
  });

  it('round-trips with formatCedis', () => {
    for (const pesewas of [0, 1, 10, 99, 100, 123_456_789]) {
      expect(parseCedisToPesewas(formatCedis(pesewas))).toBe(pesewas);
    }
  });
});

describe('dates', () => {
  it('formats in en-GH on Ghana time', () => {
    expect(formatDate('2026-03-05T15:20:00Z')).toBe('5 Mar 2026');
    expect(formatDateTime('2026-03-05T15:20:00Z')).toBe('5 Mar 2026, 3:20 pm');
    expect(formatDateTime(new Date('2026-12-31T23:59:00Z'))).toBe('31 Dec 2026, 11:59 pm');
  });

  it('prints nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
