import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.js';

describe('formatDate (one format for screens, notifications and PDFs)', () => {
  it('writes a calendar day and a moment the same way', () => {
    expect(formatDate('2026-12-25')).toBe('25 Dec 2026');
    expect(formatDate('2026-12-25T23:30:00Z')).toBe('25 Dec 2026');
    expect(formatDate(new Date('2026-03-05T15:20:00Z'))).toBe('5 Mar 2026');
    expect(formatDateTime('2026-03-05T15:20:00Z')).toBe('5 Mar 2026, 3:20 pm');
    expect(formatDate('not a date')).toBe('');
  });
});
