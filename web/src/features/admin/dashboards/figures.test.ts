import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, formatRate, lastDays, periodFromDates } from './figures';

describe('dashboard figures', () => {
  it('shows basis points as a percentage and no rate as a dash', () => {
    expect(formatRate(7550)).toBe('75.5%');
    expect(formatRate(10000)).toBe('100%');
    expect(formatRate(null)).toBe('—');
  });

  it('shows a time to decision in days, hours and minutes', () => {
    expect(formatDuration(90_000)).toBe('1 day 1 hour');
    expect(formatDuration(2 * 86_400)).toBe('2 days');
    expect(formatDuration(3_900)).toBe('1 hour 5 min');
    expect(formatDuration(600)).toBe('10 min');
    expect(formatDuration(null)).toBe('—');
  });

  it('marks a capped count', () => {
    expect(formatCount(100, true)).toBe('100+');
    expect(formatCount(7)).toBe('7');
  });

  it('covers whole days, today included', () => {
    expect(lastDays(30, new Date('2026-11-21T15:00:00Z'))).toEqual({ from: '2026-10-23T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' });
    expect(periodFromDates('2026-11-01', '2026-11-21')).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' });
  });
});
