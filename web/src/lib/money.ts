// Money is integer pesewas everywhere (DESIGN: Money); these turn it into GH₵ text and back without floats.

const PESEWAS_PER_CEDI = 100n;
const CEDI_SIGN = 'GH₵';
const MAX_PESEWAS = BigInt(Number.MAX_SAFE_INTEGER);

// en-GH groups whole cedis in threes with commas. Written out rather than asked of Intl: browsers' ICU data differ
// ('GHS', '₵', spaces), and a first Intl.NumberFormat costs a mid-range phone ~10 ms of locale loading at start-up.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** 500000 → 'GH₵5,000.00'; -123450 → '-GH₵1,234.50'. Throws on non-integer input: money must never be a float. */
export function formatCedis(pesewas: number | bigint): string {
  if (typeof pesewas === 'number' && !Number.isSafeInteger(pesewas)) {
    throw new RangeError(`formatCedis expects integer pesewas, got ${pesewas}`);
  }
  const value = BigInt(pesewas);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const cedis = magnitude / PESEWAS_PER_CEDI;
  const fraction = (magnitude % PESEWAS_PER_CEDI).toString().padStart(2, '0');
  const grouped = cedis.toString().replace(THOUSANDS, ',');
  return `${negative ? '-' : ''}${CEDI_SIGN}${grouped}.${fraction}`;
}

const AMOUNT_PATTERN = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

/**
 * What a user typed ('5,000', 'GH₵ 1,234.5', '0.99') → integer pesewas, by string arithmetic.
 * Null for empty, negative, mis-grouped, more than 2 decimals, or beyond the safe-integer range.
 */
export function parseCedisToPesewas(input: string): number | null {
  const text = input.trim().replace(/^(?:GH₵|GHS|GH¢|₵|¢)\s*/i, '');
  const match = AMOUNT_PATTERN.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const whole = BigInt((match[1] ?? '0').replace(/,/g, ''));
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  const pesewas = whole * PESEWAS_PER_CEDI + fraction;
  return pesewas > MAX_PESEWAS ? null : Number(pesewas);
}

// Dates: THE formatter shared with the server's notifications and PDFs ('25 Dec 2026', Ghana time).
export { formatDate, formatDateTime } from '../../../server/src/shared/dates';
