import { describe, expect, it } from 'vitest';
import { formatGhanaPhone, formatGhanaPhoneInternational, ghanaNetworkOf, NETWORK_PREFIXES_TEXT, parseGhanaPhone, phoneHref, toE164 } from './phone.js';

describe('parseGhanaPhone', () => {
  it.each([
    '0244123456',
    '024 412 3456',
    '024-412-3456',
    '(024) 412 3456',
    '+233 24 412 3456',
    '+233244123456',
    '233244123456',
    '00233 24 412 3456',
    '+233 (0) 24 412 3456',
    '+2330244123456',
    '  0244123456  ',
  ])('reads %j as +233244123456', (input) => {
    expect(parseGhanaPhone(input)).toEqual({ ok: true, e164: '+233244123456', network: 'MTN' });
  });

  it('names the network of each prefix', () => {
    expect(toE164('020 123 4567', 'mobile')).toBe('+233201234567');
    expect(ghanaNetworkOf('0201234567')).toBe('Telecel');
    expect(ghanaNetworkOf('0501234567')).toBe('Telecel');
    expect(ghanaNetworkOf('0271234567')).toBe('AirtelTigo');
    expect(ghanaNetworkOf('0571234567')).toBe('AirtelTigo');
    for (const prefix of ['024', '025', '053', '054', '055', '059']) expect(ghanaNetworkOf(`${prefix}1234567`)).toBe('MTN');
    expect(ghanaNetworkOf('0302901234')).toBeNull();
  });

  it('accepts landlines for any phone field but not for mobile money', () => {
    expect(parseGhanaPhone('030 290 1234')).toEqual({ ok: true, e164: '+233302901234', network: null });
    const mobile = parseGhanaPhone('030 290 1234', 'mobile');
    expect(mobile.ok).toBe(false);
    if (!mobile.ok) {
      expect(mobile.message).toContain('030 is not a Ghana mobile network prefix');
      expect(mobile.message).toContain('MTN 024, 025, 053, 054, 055 or 059');
      expect(mobile.message).toContain('Telecel 020 or 050');
      expect(mobile.message).toContain('AirtelTigo 026, 027, 056 or 057');
    }
  });

  it('explains what is wrong, naming the networks’ prefixes for an unknown prefix', () => {
    const unknown = parseGhanaPhone('0114123456');
    expect(unknown).toEqual({ ok: false, message: expect.stringContaining('011 is not a Ghana phone prefix') });
    if (!unknown.ok) expect(unknown.message).toContain(NETWORK_PREFIXES_TEXT);
    expect(parseGhanaPhone('024412345')).toEqual({ ok: false, message: expect.stringContaining('10 digits') });
    expect(parseGhanaPhone('02441234567')).toEqual({ ok: false, message: expect.stringContaining('10 digits') });
    expect(parseGhanaPhone('+44 20 7946 0958')).toEqual({ ok: false, message: expect.stringContaining('other countries') });
    expect(parseGhanaPhone('call me')).toEqual({ ok: false, message: expect.stringContaining('like 024 412 3456') });
    expect(parseGhanaPhone('')).toEqual({ ok: false, message: expect.stringContaining('like 024 412 3456') });
  });
});

describe('display', () => {
  it('shows stored numbers in the local format and links them in E.164', () => {
    expect(formatGhanaPhone('+233244123456')).toBe('024 412 3456');
    expect(formatGhanaPhone('+233302901234')).toBe('030 290 1234');
    expect(formatGhanaPhoneInternational('0302901234')).toBe('+233 30 290 1234');
    expect(formatGhanaPhone('not a number')).toBe('not a number');
    expect(phoneHref('024 412 3456')).toBe('tel:+233244123456');
  });
});
