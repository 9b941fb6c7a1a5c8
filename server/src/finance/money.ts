// Money is integer pesewas (100 pesewas = GH₵1); floats never touch an amount.

/** Throws unless `n` is a safe non-negative integer, so bad amounts fail loudly at the boundary. */
export function assertPesewas(n: number, name = 'amount'): number {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer of pesewas, got ${n}`);
  }
  return n;
}

/** Throws unless `bp` is a non-negative integer of basis points (1 bp = 0.01%). */
export function assertBp(bp: number, name = 'rate'): number {
  if (!Number.isSafeInteger(bp) || bp < 0) {
    throw new RangeError(`${name} must be a non-negative integer of basis points, got ${bp}`);
  }
  return bp;
}

/** Converts a bigint result back to number, refusing anything beyond 2^53 (it would lose pesewas). */
export function toSafeNumber(n: bigint, name = 'amount'): number {
  if (n > BigInt(Number.MAX_SAFE_INTEGER) || n < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${name} exceeds the safe integer range`);
  }
  return Number(n);
}

// Strict grouping ("5,000" not "50,00") so a typo is rejected rather than misread.
const CEDIS_PATTERN = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Parses "5000", "5,000.00" or "12.5" into pesewas with string arithmetic (no float rounding). */
export function cedisToPesewas(text: string): number {
  const match = CEDIS_PATTERN.exec(text.trim());
  if (!match) {
    throw new RangeError(`not a cedi amount with at most 2 decimals: "${text}"`);
  }
  const cedis = BigInt(match[1].replaceAll(',', ''));
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  return toSafeNumber(cedis * 100n + fraction);
}

const CEDIS_FORMAT = new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS' });

/** Formats pesewas as "GH₵5,000.00"; the amount is passed as a decimal string so it stays exact. */
export function formatCedis(pesewas: number): string {
  if (!Number.isSafeInteger(pesewas)) throw new RangeError(`pesewas must be a safe integer, got ${pesewas}`);
  const abs = Math.abs(pesewas);
  const decimal = `${pesewas < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  // Intl accepts exact decimal strings at runtime (ES2023), the DOM lib typing lags behind.
  const text = CEDIS_FORMAT.format(decimal as unknown as number);
  // Builds without full ICU print the ISO code ("GHS 5,000.00"); show the symbol either way.
  return text.replace(/GHS\s?/u, 'GH₵');
}

/** Formats basis points as a percentage with two decimals: 3000 -> "30.00%". */
export function formatBp(bp: number): string {
  assertBp(bp);
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
}

// Floor division for bigint (the native `/` truncates toward zero).
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}

/** a / b rounded half up (towards +infinity on a tie), the one rounding rule for money. */
export function divRound(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('division by zero');
  if (b < 0n) return divRound(-a, -b);
  return floorDiv(2n * a + b, 2n * b);
}

/** `bp` basis points of an amount, rounded half up to the pesewa. */
export function percentOf(amount: number, bp: number): number {
  assertPesewas(amount);
  assertBp(bp);
  return toSafeNumber(divRound(BigInt(amount) * BigInt(bp), 10_000n));
}

/**
 * The tax already inside a tax-inclusive price: price − price × 10000 / (10000 + rate), the net rounded half up.
 * `rateBp` is the combined VAT and levies rate in basis points (2000 = 20%); 0 gives 0.
 */
export function includedTax(gross: number, rateBp: number): number {
  assertPesewas(gross, 'gross');
  assertBp(rateBp, 'rateBp');
  const net = divRound(BigInt(gross) * 10_000n, 10_000n + BigInt(rateBp));
  return gross - Number(net);
}
