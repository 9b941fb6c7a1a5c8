import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES } from '../../lib/phone';
import { checkDelivery, PHONE_REQUIRED_MESSAGE } from './delivery';

describe('checkDelivery', () => {
  it('takes a Ghana phone in any usual form and gives it in +233 form; the GPS code is optional and upper-cased', () => {
    for (const phone of ['024 123 4567', '0241234567', '+233 24 123 4567', '233241234567']) {
      expect(checkDelivery({ region: 'ashanti', address: 'House 7, Oxford Street, Accra', gpsCode: '', phone })).toEqual({
        ok: true,
        input: { region: 'ashanti', address: 'House 7, Oxford Street, Accra', gpsCode: null, phone: '+233241234567' },
      });
    }
    expect(checkDelivery({ region: 'ashanti', address: 'House 7, Oxford Street, Accra', gpsCode: 'ga-123-4567', phone: '0201234567' })).toMatchObject({ ok: true, input: { gpsCode: 'GA-123-4567' } });
  });

  it('asks for a missing phone and names the networks for a wrong prefix, as every phone field does', () => {
    expect(checkDelivery({ region: 'ashanti', address: 'House 7, Oxford Street, Accra', gpsCode: '', phone: '' })).toEqual({ ok: false, errors: { phone: PHONE_REQUIRED_MESSAGE } });
    const wrongPrefix = checkDelivery({ region: 'ashanti', address: 'House 7, Oxford Street, Accra', gpsCode: '', phone: '0811234567' });
    expect(wrongPrefix.ok).toBe(false);
    if (!wrongPrefix.ok) expect(wrongPrefix.errors.phone).toMatch(/MTN 024/);
  });

  it('names each field that is wrong', () => {
    expect(checkDelivery({ region: '', address: 'x', gpsCode: 'Accra', phone: '+44 20 7946 0958' })).toEqual({
      ok: false,
      errors: {
        region: 'Choose the region the goods go to.',
        address: 'Enter the delivery address (house, street, area and town).',
        gpsCode: 'Enter the GhanaPost GPS code like GA-123-4567, or leave it empty.',
        phone: PHONE_MESSAGES.foreign,
      },
    });
  });
});
