import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChartOfAccountsDocument, CreateGlAccountDocument, SetGlAccountActiveDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminAccountingPage from './index';

const account = (code: string, name: string, type: string, debit: number, credit: number, active = true) => ({ __typename: 'GlAccountBalance' as const, code, name, type, active, debit, credit, balance: debit - credit });
const BANK = account('1000', 'Bank', 'asset', 1_200_000, 500_000);
const chartMock = (accounts: ReturnType<typeof account>[]) => ({ request: { query: ChartOfAccountsDocument }, result: { data: { chartOfAccounts: accounts } } });

describe('chart of accounts', () => {
  it('lets finance add an account and shows it in the chart', async () => {
    const ecobank = account('1030', 'Ecobank current account', 'asset', 0, 0);
    const create = {
      request: { query: CreateGlAccountDocument, variables: { input: { code: '1030', name: 'Ecobank current account', type: 'asset' } } },
      result: { data: { createGlAccount: ecobank } },
    };
    renderAdminPage(<AdminAccountingPage />, { path: '/admin/accounting?tab=chart', route: 'accounting', mocks: [meMock('finance', ['viewAccounting', 'manageAccounting']), chartMock([BANK]), create, chartMock([BANK, ecobank])] });
    await screen.findByRole('grid', { name: 'Chart of accounts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an account' });
    // The form checks the code before asking the server.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), '10A');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ecobank current account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await within(dialog).findByText('Give the account code as 4 to 6 digits.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Code' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), '1030');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add account' }));
    // The dialog closes on the server's answer and the chart is read again.
    const grid = await screen.findByRole('grid', { name: 'Chart of accounts' });
    expect(await within(grid).findByText('Ecobank current account')).toBeInTheDocument();
  });

  it('shows the server’s refusal to deactivate an account a product posts to, inside the dialog', async () => {
    const refusal = "Account 1000 is where the rent product's disbursement source post: map another account there first.";
    const deactivate = { request: { query: SetGlAccountActiveDocument, variables: { code: '1000', active: false } }, result: { errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })] } };
    renderAdminPage(<AdminAccountingPage />, { path: '/admin/accounting?tab=chart', route: 'accounting', mocks: [meMock('finance', ['viewAccounting', 'manageAccounting']), chartMock([BANK]), deactivate] });
    const grid = await screen.findByRole('grid', { name: 'Chart of accounts' });
    await userEvent.click(await within(grid).findByRole('button', { name: 'more' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate 1000' }));
    // An account with lines cannot be deleted: the menu does not offer it.
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate 1000 Bank?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });

  it('offers no changes to a role that may only read the books', async () => {
    renderAdminPage(<AdminAccountingPage />, { path: '/admin/accounting?tab=chart', route: 'accounting', mocks: [meMock('credit_analyst', ['viewAccounting']), chartMock([BANK])] });
    const grid = await screen.findByRole('grid', { name: 'Chart of accounts' });
    expect(await within(grid).findByText('Bank')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add account' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: 'more' })).not.toBeInTheDocument();
  });
});
