import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import {
  ActivateCreditProductVersionDocument,
  CreditProductAccountChoicesDocument,
  CreditProductDetailDocument,
  CreditProductPreviewDocument,
  EditCreditProductDocument,
  RetireCreditProductDocument,
  SetCreditProductAccountsDocument,
} from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminCreditProductsPage from './index';

const PRODUCT_ID = '5a0c6a4e-0000-4000-8000-000000000001';
const VERSION_ID = '5a0c6a4e-0000-4000-8000-000000000002';

const version = (createdBy: string) => ({
  __typename: 'CreditProductVersion',
  id: VERSION_ID,
  productId: PRODUCT_ID,
  version: 1,
  status: 'draft',
  name: 'School fees',
  description: 'We pay the school.',
  payeeKind: 'school',
  purpose: 'School fees',
  minAmount: 50_000,
  maxAmount: 2_000_000,
  termMonths: [3, 4, 5, 6],
  monthlyRateBp: 350,
  method: 'reducing_balance',
  feeBp: 0,
  feeFixed: 0,
  feeCap: null,
  feeFinanced: false,
  graceDays: 5,
  penaltyRateAnnualBp: 0,
  penaltyCapBp: 0,
  earlySettlementFeeBp: 25,
  fourEyesThreshold: 0,
  maxInstalmentShareBp: 4000,
  requiredDocuments: [{ __typename: 'RequiredDocument', kind: 'ghana_card', text: 'Your Ghana Card' }],
  approvalChecks: ['documents'],
  disclosure: { __typename: 'DisclosureTexts', payee: 'The school, on the day we pay the fees', notes: '' },
  createdBy,
  updatedBy: createdBy,
  activatedBy: null,
  activatedAt: null,
  createdAt: '2026-12-01T09:00:00Z',
});

const account = (role: string, label: string, accountCode: string, accountName: string) => ({ __typename: 'CreditProductAccount', role, label, accountCode, accountName });
const ACCOUNTS = [
  account('loans_receivable', 'Loans receivable (principal lent)', '1100', 'Loans receivable: rent assistance'),
  account('fee_income', 'Fee income', '4100', 'Fee income'),
];

/** The chart's active accounts a product may post to. */
const choicesMock: MockedResponse = {
  request: { query: CreditProductAccountChoicesDocument },
  result: {
    data: {
      creditProductAccountChoices: [
        { __typename: 'CreditProductAccountChoice', code: '1100', name: 'Loans receivable: rent assistance', type: 'asset' },
        { __typename: 'CreditProductAccountChoice', code: '1102', name: 'Loans receivable: school fees', type: 'asset' },
        { __typename: 'CreditProductAccountChoice', code: '4100', name: 'Fee income', type: 'income' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function detailMock(createdBy: string): MockedResponse {
  const draft = version(createdBy);
  return {
    request: { query: CreditProductDetailDocument, variables: { id: PRODUCT_ID } },
    result: {
      data: {
        creditProduct: {
          __typename: 'CreditProductDefinition',
          id: PRODUCT_ID,
          code: 'school-fees',
          name: 'School fees',
          status: 'draft',
          currentVersionId: null,
          createdAt: '2026-12-01T09:00:00Z',
          updatedAt: '2026-12-01T09:00:00Z',
          currentVersion: null,
          draftVersion: draft,
          versions: [draft],
          accounts: ACCOUNTS,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The preview asks for GH₵5,000 over the shortest term at first; its figures are the browser test's concern. */
const previewMock: MockedResponse = {
  request: { query: CreditProductPreviewDocument, variables: { versionId: VERSION_ID, amount: 500_000, months: 3 } },
  error: new Error('not under test'),
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const render = (mocks: MockedResponse[]) =>
  renderAdminPage(<AdminCreditProductsPage />, { path: `/admin/credit-products/${PRODUCT_ID}`, route: 'credit-products', mocks: [meMock('admin', ['manageCreditProducts']), previewMock, choicesMock, ...mocks] });

describe('a credit product', () => {
  it('does not offer activation to whoever wrote the draft, and says why', async () => {
    render([detailMock('staff-1')]);
    const activate = await screen.findByRole('button', { name: 'Activate version 1' });
    expect(await screen.findByText('You created or edited this version, so a second admin must activate it (four eyes).')).toBeInTheDocument();
    expect(activate).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Version history' })).toBeInTheDocument();
  }, 60_000);

  it('lets another admin activate, and shows the server’s refusal when it decides otherwise', async () => {
    const refused: MockedResponse = {
      request: { query: ActivateCreditProductVersionDocument, variables: { versionId: VERSION_ID } },
      result: { errors: [{ message: 'A second admin must activate this version: you created or edited it.', extensions: { code: 'SECOND_APPROVER_REQUIRED' } }] },
    };
    render([detailMock('someone-else'), refused]);
    const activate = await screen.findByRole('button', { name: 'Activate version 1' });
    expect(activate).toBeEnabled();
    fireEvent.click(activate);
    expect(await screen.findByText('A second admin must activate this version: you created or edited it.')).toBeInTheDocument();
  }, 60_000);

  it('retires only after a confirmation that says loans already on it are unaffected, with the reason given', async () => {
    const retired: MockedResponse = {
      request: { query: RetireCreditProductDocument, variables: { id: PRODUCT_ID, reason: 'Replaced by a new school product' } },
      result: {
        data: {
          retireCreditProduct: {
            __typename: 'CreditProductDefinition', id: PRODUCT_ID, code: 'school-fees', name: 'School fees', status: 'retired', currentVersionId: null, updatedAt: '2026-12-02T09:00:00Z', currentVersion: null, draftVersion: null,
          },
        },
      },
    };
    render([detailMock('someone-else'), retired]);
    fireEvent.click(await screen.findByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Loans and applications already on it are unaffected/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Replaced by a new school product' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire product' }));
    expect(await screen.findByText('School fees is retired. Loans and applications already on it keep their terms.')).toBeInTheDocument();
  }, 60_000);

  it('chooses the account a role posts to among the active accounts, and shows the server\'s reason when it refuses', async () => {
    const refused: MockedResponse = {
      request: { query: SetCreditProductAccountsDocument, variables: { productId: PRODUCT_ID, accounts: [{ role: 'loans_receivable', accountCode: '1102' }] } },
      result: {
        errors: [{
          message: 'Loans of this product are already booked on its accounts: they cannot change (create a new product to post elsewhere).',
          extensions: { code: 'BAD_USER_INPUT', field: 'accounts', reasons: [{ field: 'accounts', message: 'Loans of this product are already booked on its accounts: they cannot change (create a new product to post elsewhere).' }] },
        }],
      },
    };
    const saved: MockedResponse = {
      request: { query: SetCreditProductAccountsDocument, variables: { productId: PRODUCT_ID, accounts: [{ role: 'loans_receivable', accountCode: '1102' }] } },
      result: { data: { setCreditProductAccounts: { __typename: 'CreditProductDefinition', id: PRODUCT_ID, accounts: [account('loans_receivable', 'Loans receivable (principal lent)', '1102', 'Loans receivable: school fees'), ACCOUNTS[1]] } } },
    };
    render([detailMock('someone-else'), refused, saved]);
    expect(await screen.findByRole('heading', { name: 'Accounts in the books' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save accounts' });
    expect(save).toBeDisabled();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Loans receivable (principal lent)' }));
    fireEvent.click(await screen.findByRole('option', { name: '1102 Loans receivable: school fees' }));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(await screen.findByText('Loans of this product are already booked on its accounts: they cannot change (create a new product to post elsewhere).')).toBeInTheDocument();
    fireEvent.click(save);
    expect(await screen.findByText('School fees now posts to the accounts chosen.')).toBeInTheDocument();
  }, 60_000);

  it('edits an active product as a new version, starting from its terms in GH₵, % and a month range', async () => {
    const active = { ...version('someone-else'), status: 'active', termMonths: [3, 4, 5, 6, 9, 12], feeCap: 20_000, activatedAt: '2026-12-01T10:00:00Z' };
    const activeProduct: MockedResponse = {
      request: { query: CreditProductDetailDocument, variables: { id: PRODUCT_ID } },
      result: {
        data: {
          creditProduct: {
            __typename: 'CreditProductDefinition', id: PRODUCT_ID, code: 'school-fees', name: 'School fees', status: 'active', currentVersionId: VERSION_ID,
            createdAt: '2026-12-01T09:00:00Z', updatedAt: '2026-12-01T10:00:00Z', currentVersion: active, draftVersion: null, versions: [active], accounts: ACCOUNTS,
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const saved: MockedResponse = {
      request: {
        query: EditCreditProductDocument,
        variables: {
          id: PRODUCT_ID,
          terms: {
            name: 'School fees', description: 'We pay the school.', payeeKind: 'school', purpose: 'School fees', minAmount: 50_000, maxAmount: 2_000_000,
            termMonths: [3, 4, 5, 6, 9, 12], monthlyRateBp: 325, method: 'reducing_balance', feeBp: 0, feeFixed: 0, feeCap: 20_000, feeFinanced: false, graceDays: 5,
            penaltyRateAnnualBp: 0, penaltyCapBp: 0, earlySettlementFeeBp: 25, fourEyesThreshold: 0, maxInstalmentShareBp: 4000,
            requiredDocuments: [{ kind: 'ghana_card', text: 'Your Ghana Card' }], approvalChecks: ['documents'], disclosure: { payee: 'The school, on the day we pay the fees', notes: '' },
          },
        },
      },
      result: { data: { editCreditProduct: { ...active, id: 'v2', version: 2, status: 'draft', monthlyRateBp: 325, activatedAt: null } } },
    };
    renderAdminPage(<AdminCreditProductsPage />, { path: `/admin/credit-products/${PRODUCT_ID}/edit`, route: 'credit-products', mocks: [meMock('admin', ['manageCreditProducts']), previewMock, choicesMock, activeProduct, saved] });
    expect(await screen.findByText(/Saving starts version 2 as a draft\. Version 1 stays in force/)).toBeInTheDocument();
    const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });
    expect(input(/^Monthly interest rate/)).toHaveValue('3.5');
    expect(input(/^Smallest amount/)).toHaveValue('500');
    expect(input(/^Largest amount/)).toHaveValue('20000');
    expect(input(/^Allowed terms/)).toHaveValue('3–6, 9, 12');
    expect(input(/^Processing fee cap/)).toHaveValue('200');
    expect(input(/^Early-settlement fee/)).toHaveValue('0.25');
    expect(screen.queryByLabelText(/^Code/)).not.toBeInTheDocument();
    fireEvent.change(input(/^Monthly interest rate/), { target: { value: '3.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new version' }));
    expect(await screen.findByText('Version 2 of School fees saved as a draft. A second admin must activate it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save new version' })).not.toBeInTheDocument());
  }, 60_000);
});
