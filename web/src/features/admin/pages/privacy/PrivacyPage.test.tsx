import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { AdminApplyDataCorrectionDocument, AdminPrivacyRequestDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminPrivacyPage from './index';

const pending = {
  __typename: 'PrivacyRequest', id: 'req-1', kind: 'correction', status: 'pending', field: 'ghanaCardNumber', currentValue: null,
  newValue: 'GHA-123456789-0', evidenceDocumentId: null, customerReason: 'I never gave it at sign-up.', reason: null, dueOn: '2026-12-20',
  overdue: false, decidedAt: null, expiresAt: null, retainUntil: null, anonymisedAt: null, createdAt: '2026-11-29T10:00:00Z', downloads: [],
  customer: { __typename: 'PrivacyRequestCustomer', id: 'cust-1', firstName: 'Esi', lastName: 'Mensah', email: 'esi@example.com' },
  valueNow: null,
};

/** The value shown beside a label in the request's facts. */
function fact(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('a data correction request', { timeout: 60_000 }, () => {
  it('shows the corrected value as the current value once applied, without a reload', async () => {
    const detailMock: MockedResponse = { request: { query: AdminPrivacyRequestDocument, variables: { id: 'req-1' } }, result: { data: { privacyRequest: pending } } };
    const applyMock: MockedResponse = {
      request: { query: AdminApplyDataCorrectionDocument, variables: { id: 'req-1' } },
      result: { data: { applyDataCorrection: { ...pending, status: 'completed', decidedAt: '2026-12-01T09:00:00Z', valueNow: 'GHA-123456789-0' } } },
    };
    renderAdminPage(<AdminPrivacyPage />, {
      path: '/admin/privacy/req-1',
      route: 'privacy',
      mocks: [meMock('admin', ['managePrivacyRequests']), detailMock, applyMock],
    });
    expect(await screen.findByText('Esi Mensah (esi@example.com)')).toBeInTheDocument();
    expect(fact('Value when asked')).toBe('—');
    expect(fact('Current value')).toBe('—');

    fireEvent.click(screen.getByRole('button', { name: 'Apply correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply this correction?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(fact('Current value')).toBe('GHA-123456789-0'));
    expect(fact('Status')).toBe('Completed');
    // What it held when the customer asked stays on record beside it.
    expect(fact('Value when asked')).toBe('—');
    expect(screen.queryByRole('button', { name: 'Apply correction' })).not.toBeInTheDocument();
  });
});
