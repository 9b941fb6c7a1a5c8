import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { CreateCreditProductDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminCreditProductsPage from './index';
import { formatTermMonths, parseTermMonths } from './product-form';

const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

/** Fills the "School fees" product as staff would type it: GH₵, %, a month range. */
async function fillSchoolFees() {
  type(/^Code/, 'school-fees');
  type(/^Name/, 'School fees');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Payee kind/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'School' }));
  type(/^Purpose/, 'School fees for a term');
  type(/^Description/, 'We pay the school; you repay monthly.');
  type(/^Smallest amount/, '500');
  type(/^Largest amount/, '20,000');
  type(/^Allowed terms/, '3–10');
  type(/^Monthly interest rate/, '3.5');
  type(/^Early-settlement fee/, '0.25');
  type(/^Document 1 kind/, 'ghana_card');
  type(/^Document 1 text/, 'Your Ghana Card');
  fireEvent.click(screen.getByRole('button', { name: 'Add document' }));
  type(/^Document 2 kind/, 'admission_letter');
  type(/^Document 2 text/, 'The admission letter from the school');
  type(/^Who is paid and when/, 'The school, on the day we pay the fees');
}

const render = (mocks: MockedResponse[] = []) =>
  renderAdminPage(<AdminCreditProductsPage />, { path: '/admin/credit-products/new', route: 'credit-products', mocks: [meMock('admin', ['manageCreditProducts']), ...mocks] });

describe('credit product editor', () => {
  it('reads month ranges and lists both ways', () => {
    expect(parseTermMonths('3–6, 9, 12')).toEqual([3, 4, 5, 6, 9, 12]);
    expect(parseTermMonths('3-10')).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(parseTermMonths('0-3')).toBeNull();
    expect(parseTermMonths('six')).toBeNull();
    expect(formatTermMonths([3, 4, 5, 6, 9, 12])).toBe('3–6, 9, 12');
  });

  it('refuses what it can check itself before asking the server, next to each field', async () => {
    render();
    await screen.findByRole('form', { name: 'New credit product' });
    type(/^Code/, 'School Fees');
    type(/^Smallest amount/, '5,000');
    type(/^Largest amount/, '500');
    type(/^Allowed terms/, '3 to 10');
    type(/^Early-settlement fee/, '0.3');
    type(/^Document 1 kind/, 'Ghana Card');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The code must be 2–32 lower-case letters, digits or dashes, starting with a letter.')).toBeInTheDocument();
    expect(screen.getByText('The name is required.')).toBeInTheDocument();
    expect(screen.getByText('The largest amount must be at least the smallest (GH₵5,000.00).')).toBeInTheDocument();
    expect(screen.getByText(/Enter months from 1 to 60 as a range or a list/)).toBeInTheDocument();
    expect(screen.getByText('The early-settlement fee must be at most 0.25% of the principal (Bank of Ghana cap).')).toBeInTheDocument();
    expect(screen.getByText('Lower-case letters, digits or underscores, e.g. ghana_card.')).toBeInTheDocument();
    expect(field(/^Early-settlement fee/)).toHaveAttribute('aria-invalid', 'true');
    // The first field at fault takes the focus, so a keyboard or screen-reader user lands on it.
    await waitFor(() => expect(field(/^Code/)).toHaveFocus());
    // Nothing was sent: the page is still the editor with no server summary.
    expect(screen.queryByRole('alert', { name: 'The server refused these terms' })).not.toBeInTheDocument();
  }, 60_000);

  it('sends pesewas, basis points and months, and shows each server reason at its field and in a summary', async () => {
    const refused: MockedResponse = {
      request: {
        query: CreateCreditProductDocument,
        variables: {
          code: 'school-fees',
          terms: {
            name: 'School fees',
            description: 'We pay the school; you repay monthly.',
            payeeKind: 'school',
            purpose: 'School fees for a term',
            minAmount: 50_000,
            maxAmount: 2_000_000,
            termMonths: [3, 4, 5, 6, 7, 8, 9, 10],
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
            requiredDocuments: [
              { kind: 'ghana_card', text: 'Your Ghana Card' },
              { kind: 'admission_letter', text: 'The admission letter from the school' },
            ],
            approvalChecks: ['documents', 'identity', 'affordability'],
            disclosure: { payee: 'The school, on the day we pay the fees', notes: '' },
          },
        },
      },
      result: {
        errors: [
          {
            message: 'A credit product with the code school-fees already exists. The document admission_letter is listed twice.',
            extensions: {
              code: 'BAD_USER_INPUT',
              field: 'code',
              reasons: [
                { field: 'code', message: 'A credit product with the code school-fees already exists.' },
                { field: 'monthlyRateBp', message: 'The monthly rate must be at most 100%.' },
                { field: 'requiredDocuments.1.kind', message: 'The document admission_letter is listed twice.' },
                { field: 'disclosure.payee', message: 'The disclosure must say who is paid and when.' },
              ],
            },
          },
        ],
      },
    };
    render([refused]);
    await screen.findByRole('form', { name: 'New credit product' });
    await fillSchoolFees();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['3 mo', '10 mo']));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('alert', { name: 'The server refused these terms' });
    for (const message of ['A credit product with the code school-fees already exists.', 'The monthly rate must be at most 100%.', 'The document admission_letter is listed twice.', 'The disclosure must say who is paid and when.']) {
      expect(within(summary).getByText(message)).toBeInTheDocument();
    }
    // And at the field each one names (the server's monthlyRateBp is the % field; disclosure.payee its text box).
    await waitFor(() => expect(field(/^Monthly interest rate/)).toHaveAccessibleDescription('The monthly rate must be at most 100%.'));
    expect(field(/^Code/)).toHaveAccessibleDescription('A credit product with the code school-fees already exists.');
    expect(field(/^Document 2 kind/)).toHaveAccessibleDescription('The document admission_letter is listed twice.');
    expect(field(/^Who is paid and when/)).toHaveAccessibleDescription('The disclosure must say who is paid and when.');
    // What was typed stays.
    expect(field(/^Monthly interest rate/)).toHaveValue('3.5');
  }, 60_000);
});
