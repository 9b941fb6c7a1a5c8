import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { renderPrivacyExportPdf } from './privacy.pdf.js';

describe('the readable copy of a customer’s data', () => {
  it('reads as a document: amounts in GH₵, phones as dialled at home, nested terms as labelled figures, never raw JSON', async () => {
    const bytes = await renderPrivacyExportPdf(
      {
        notice: 'Everything we hold about you under the Data Protection Act, 2012 (Act 843). Amounts are in pesewas (100 pesewas = GH₵1).',
        account: { email: 'ama@example.com', created_at: '2026-01-05T10:00:00.000Z' },
        profile: { first_name: 'Ama', phone: '+233241234567' },
        loans: [
          {
            principal: 500_000,
            status: 'active',
            disclosure: { totalRepayable: 572_287, instalmentAmount: 95_381, monthlyRateBp: 400, schedule: [{ number: 1, total: 95_381 }] },
          },
        ],
        orders: [{ subtotal: 115_000, delivery_fee: 4_000, delivery_region: 'greater_accra', status: 'pending_approval', delivery_phone: '0244123456' }],
        promisesToPay: [{ amount: 50_000, promised_on: '2026-12-24', status: 'open' }],
      },
      { brandName: 'Ghana Homes Credit Ltd', generatedAt: new Date('2026-12-02T09:00:00Z') },
    );
    const text = await pdfText(bytes, 'privacy-export.pdf');
    for (const expected of ['Amounts are in Ghana cedis (GH₵)', 'Delivery fee GH₵40.00', 'Delivery region Greater Accra', 'Status Pending approval', 'Promises to pay (1)', 'Promised on 24 Dec 2026', 'Your personal data', 'Principal GH₵5,000.00', 'Total repayable: GH₵5,722.87', 'Instalment amount: GH₵953.81', 'Monthly rate: 4.00%', '024 123 4567', '024 412 3456', 'Subtotal GH₵1,150.00']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/[{}"]/);
    expect(text).not.toContain('+233');
    expect(text).not.toContain('572287');
    // The JSON's own notice (its amounts are pesewas) is not what this document says.
    expect(text).not.toContain('pesewas');
  });
});
