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

// Dates are shown on Ghana time (UTC+0, no DST) so every user and the statement agree on the day. The formatters are
// made on first use, not when this module loads (locale data costs start-up time on screens that show no dates).
const DATE_OPTIONS = { dateStyle: 'medium', timeZone: 'Africa/Accra' } as const;
const formatters = new Map<'date' | 'dateTime', Intl.DateTimeFormat>();

function format(kind: 'date' | 'dateTime', value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(kind);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GH', kind === 'date' ? DATE_OPTIONS : { ...DATE_OPTIONS, timeStyle: 'short' });
    formatters.set(kind, formatter);
  }
  // Some ICU versions put narrow/no-break spaces before 'am'/'pm'; plain spaces keep text stable.
  return formatter.format(date).replace(/[\u00a0\u202f]/g, ' ');
}

/** '2026-03-05T15:20:00Z' → '5 Mar 2026'; '' for an invalid date. */
export function formatDate(iso: string | Date): string {
  return format('date', iso);
}

/** '2026-03-05T15:20:00Z' → '5 Mar 2026, 3:20 pm'; '' for an invalid date. */
export function formatDateTime(iso: string | Date): string {
  return format('dateTime', iso);
}
