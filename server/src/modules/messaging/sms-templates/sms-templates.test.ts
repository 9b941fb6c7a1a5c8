// Every SMS template, rendered with the longest values it takes, is GSM-7 and one segment; a failure names the template.
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/dates.js';
import { SITE_DEFAULTS } from '../../../shared/site-defaults.js';
import { nonGsmCharacters, smsSegments, toGsm7 } from '../../../sms-providers/gsm7.js';
import { SMS_LANGUAGES, smsMoney, smsText, type SmsKey, type SmsParams } from './index.js';

const brand = SITE_DEFAULTS['brand.name'];
const longest = { brand, amount: smsMoney(99_999_999), due: formatDate('2027-09-30'), loan: 'ABCD' };
// Typed by key: a template added without a sample here does not compile.
const SAMPLES: { [K in SmsKey]: SmsParams[K] } = {
  'reminder.before': longest,
  'reminder.due_today': longest,
  'reminder.late': { ...longest, days: 365 },
  'reminder.promise_due': longest,
  'agreement.code': { code: '123456', loan: 'LN-ABCDEF12', brand },
};

describe('SMS templates', () => {
  for (const language of SMS_LANGUAGES) {
    for (const key of Object.keys(SAMPLES) as SmsKey[]) {
      it(`${language} ${key}: GSM-7, at most 160 characters, one segment`, () => {
        const text = smsText(key, SAMPLES[key] as never, language);
        expect({ key, outsideGsm7: nonGsmCharacters(text) }).toEqual({ key, outsideGsm7: [] });
        expect({ key, length: text.length <= 160 ? 'fits' : text.length }).toEqual({ key, length: 'fits' });
        expect(smsSegments(text)).toBe(1);
      });
    }
  }

  it('prints money as GHS with two decimals and thousands separators', () => {
    expect(smsMoney(95_381)).toBe('GHS 953.81');
    expect(smsMoney(1_200_000)).toBe('GHS 12,000.00');
  });
});

describe('GSM-7 billing', () => {
  it('one "₵" turns a 140-character reminder into three UCS-2 segments; in GHS it is one', () => {
    const cedi = 'Ghana Homes Credit: GH₵953.81 is due on 15 Feb 2026 on your loan ending 1A2B. Pay with MoMo in the Ghana Homes Credit app: Payments > Pay now.';
    expect(nonGsmCharacters(cedi)).toEqual(['₵']);
    expect(smsSegments(cedi)).toBe(3);
    expect(smsSegments(toGsm7(cedi))).toBe(1);
    expect(toGsm7(cedi)).toContain('GHS 953.81');
  });

  it('counts extension characters twice and splits long texts at 153 septets', () => {
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('replaces curly quotes, dashes and ellipses with their plain forms', () => {
    expect(toGsm7('“Rent” – it’s due…')).toBe('"Rent" - it\'s due...');
  });
});
