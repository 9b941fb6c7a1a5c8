// Money is integer pesewas everywhere (DESIGN: Money); these turn it into GH₵ text and back without floats.

const PESEWAS_PER_CEDI = 100n;
const CEDI_SIGN = 'GH₵';
const MAX_PESEWAS = BigInt(Number.MAX_SAFE_INTEGER);

// Intl supplies en-GH grouping; the symbol and separators are normalised because browsers' ICU data differ ('GHS', '₵', spaces).
const groupingFormatter = new Intl.NumberFormat('en-GH', { useGrouping: true, maximumFractionDigits: 0 });

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
  const grouped = groupingFormatter
    .formatToParts(cedis)
    .map((part) => (part.type === 'integer' ? part.value : part.type === 'group' ? ',' : ''))
    .join('');
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

// Dates are shown on Ghana time (UTC+0, no DST) so every user and the statement agree on the day.
const dateFormatter = new Intl.DateTimeFormat('en-GH', { dateStyle: 'medium', timeZone: 'Africa/Accra' });
const dateTimeFormatter = new Intl.DateTimeFormat('en-GH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Accra',
});

function format(formatter: Intl.DateTimeFormat, value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  // Some ICU versions put narrow/no-break spaces before 'am'/'pm'; plain spaces keep text stable.
  return formatter.format(date).replace(/[\u00a0\u202f]/g, ' ');
}

/** '2026-03-05T15:20:00Z' → '5 Mar 2026'; '' for an invalid date. */
export function formatDate(iso: string | Date): string {
  return format(dateFormatter, iso);
}

/** '2026-03-05T15:20:00Z' → '5 Mar 2026, 3:20 pm'; '' for an invalid date. */
export function formatDateTime(iso: string | Date): string {
  return format(dateTimeFormatter, iso);
}
