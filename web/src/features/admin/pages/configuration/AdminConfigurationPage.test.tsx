import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { ListSystemSettingsDocument, UpdateSystemSettingDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminConfigurationPage from './index';

const setting = (key: string, type: string, value: unknown, description: string) => ({
  __typename: 'Setting', key, type, value, description, public: true, updatedAt: '2026-11-01T09:00:00Z', updatedBy: null, pendingApprovals: [] as unknown[],
});

const settingsMock: MockedResponse = {
  request: { query: ListSystemSettingsDocument },
  result: {
    data: {
      settings: [
        setting('credit.bnpl_monthly_rate_bp', 'integer', 400, 'BNPL interest per month (basis points)'),
        setting('credit.processing_fee_bp', 'integer', 200, 'Processing fee (basis points of the principal)'),
        setting('credit.grace_days', 'integer', 5, 'Days after a due date before an instalment is overdue'),
        setting('credit.settlement_quote_working_days', 'integer', 20, 'Working days an early-settlement quote stays valid (Ghana public holidays excluded)'),
        setting('brand.name', 'string', 'Ghana Homes Credit', 'Product name'),
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A setting's field once it can be edited: the rows show before the staff member's permissions have loaded. */
async function editableField(label: string): Promise<HTMLElement> {
  const field = await screen.findByLabelText(label);
  await waitFor(() => expect(field).toBeEnabled());
  return field;
}

describe('configuration', () => {
  it('leaves the interest rates to the credit products, with a link there, and sends another credit setting in basis points for a second admin’s approval', async () => {
    // A credit setting waits for a second admin (maker-checker): the server answers the unchanged value and the request.
    const saveMock: MockedResponse = {
      request: { query: UpdateSystemSettingDocument, variables: { key: 'credit.processing_fee_bp', value: 250 } },
      result: {
        data: {
          updateSetting: {
            ...setting('credit.processing_fee_bp', 'integer', 200, 'Processing fee (basis points of the principal)'),
            pendingApprovals: [
              { __typename: 'ApprovalRequest', id: 'req-7', summary: 'Change credit.processing_fee_bp from 200 to 250', maker: { __typename: 'ApprovalPerson', id: 'staff-1', firstName: 'Akosua', lastName: 'Darko' } },
            ],
          },
        },
      },
    };
    renderAdminPage(<AdminConfigurationPage />, { path: '/admin/configuration', route: 'configuration', mocks: [meMock('admin', ['manageSystem']), settingsMock, saveMock] });
    const fee = await editableField('Processing fee (% of principal)');
    expect(fee).toHaveValue('2');
    // The BNPL rate is stored as a setting but no longer prices a quote: it is not offered for editing here.
    expect(screen.queryByLabelText('BNPL interest (% per month)')).not.toBeInTheDocument();
    // Nor the grace period: each loan keeps its product version's.
    expect(screen.queryByLabelText('Grace period (days)')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rates, fees and terms are set on each credit product' })).toHaveAttribute('href', '/admin/credit-products');
    expect(screen.getByRole('heading', { name: 'Brand and contact' })).toBeInTheDocument();
    fireEvent.change(fee, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Processing fee (% of principal)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2%')).toBeInTheDocument();
    expect(within(dialog).getByText('2.5%')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
    expect(await screen.findByText('Processing fee (% of principal): change to 2.5% sent for a second admin’s approval')).toBeInTheDocument();
    expect(await screen.findByText(/Waiting for a second admin: Change credit.processing_fee_bp from 200 to 250 \(asked by Akosua Darko\)/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Open in Approvals' })).toHaveAttribute('href', '/admin/approvals?focus=req-7');
    // The stored value is unchanged until then.
    expect(screen.getByLabelText('Processing fee (% of principal)')).toHaveValue('2');
  }, 60_000);

  it('shows the server’s refusal under the setting it names and keeps what was typed', async () => {
    const refuseMock: MockedResponse = {
      request: { query: UpdateSystemSettingDocument, variables: { key: 'credit.settlement_quote_working_days', value: 90 } },
      result: { errors: [{ message: 'credit.settlement_quote_working_days must be a whole number, from 1 to 60 working days.', extensions: { code: 'BAD_USER_INPUT', field: 'credit.settlement_quote_working_days' } }] },
    };
    renderAdminPage(<AdminConfigurationPage />, { path: '/admin/configuration', route: 'configuration', mocks: [meMock('admin', ['manageSystem']), settingsMock, refuseMock] });
    const quoteDays = await editableField('Working days an early-settlement quote stays valid (Ghana public holidays excluded)');
    fireEvent.change(quoteDays, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Working days an early-settlement quote stays valid (Ghana public holidays excluded)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save change' }));
    expect((await screen.findAllByText('credit.settlement_quote_working_days must be a whole number, from 1 to 60 working days.')).length).toBe(2);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Working days an early-settlement quote stays valid (Ghana public holidays excluded)')).toHaveValue('90');
  }, 60_000);
});
