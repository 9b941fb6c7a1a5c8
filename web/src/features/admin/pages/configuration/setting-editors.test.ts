import { describe, expect, it } from 'vitest';
import { displayValue, editorFor, fromInput, perAnnum, SET_ON_CREDIT_PRODUCTS, toInput } from './setting-editors';

describe('configuration editors', () => {
  it('reads a monthly rate in % exactly as basis points and shows its per-annum equivalent', () => {
    expect(fromInput('monthlyRate', '4.25')).toEqual({ ok: true, value: 425 });
    expect(fromInput('monthlyRate', '4.255')).toMatchObject({ ok: false });
    expect(toInput('monthlyRate', 400)).toBe('4');
    expect(perAnnum(400)).toBe('48% p.a. nominal, 60.1% effective');
    expect(displayValue({ label: 'Rate', group: 'credit', kind: 'monthlyRate' }, 350)).toBe('3.5% per month (42% p.a. nominal, 51.1% effective)');
  });

  it('leaves the interest rates, grace days, penalty rate and cap, four-eyes threshold and affordability share to the credit products (each loan keeps its version\'s)', () => {
    expect([...SET_ON_CREDIT_PRODUCTS].sort()).toEqual([
      'credit.bnpl_monthly_rate_bp',
      'credit.four_eyes_threshold',
      'credit.grace_days',
      'credit.max_instalment_share_bp',
      'credit.penalty_cap_bp',
      'credit.penalty_rate_annual_bp',
      'credit.rent_monthly_rate_bp',
    ]);
  });

  it('reads GH₵ amounts to pesewas and month lists to numbers', () => {
    expect(fromInput('cedis', '50,000.50')).toEqual({ ok: true, value: 5_000_050 });
    expect(toInput('cedis', 5_000_000)).toBe('50000');
    expect(displayValue(editorFor('credit.max_amount', 'integer', ''), 5_000_000)).toBe('GH₵50,000.00');
    expect(fromInput('monthList', '3, 6,9 12')).toEqual({ ok: true, value: [3, 6, 9, 12] });
    expect(fromInput('monthList', 'three')).toMatchObject({ ok: false });
  });

  it('shows uploads in MB and client timings in seconds, and falls back by type for unknown keys', () => {
    expect(toInput('bytes', 10 * 1024 * 1024)).toBe('10');
    expect(fromInput('bytes', '2.5')).toEqual({ ok: true, value: 2_621_440 });
    expect(editorFor('client.toast_ms', 'integer', 'Toast duration')).toMatchObject({ kind: 'milliseconds', group: 'client' });
    expect(fromInput('milliseconds', '1.5')).toEqual({ ok: true, value: 1500 });
    expect(editorFor('feature.flag', 'boolean', 'A flag')).toMatchObject({ kind: 'boolean', group: 'other' });
  });
});
