import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminStaffSearchDocument } from '../gql/graphql';
import { AdminSearch } from './AdminSearch';
import type { SearchKind } from './AdminViewerContext';

const LOAN = 'ab12cd34-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const hit = (kind: string, id: string, title: string, subtitle: string, loanId: string | null = null) => ({ __typename: 'StaffSearchResult', kind, id, title, subtitle, loanId });
const searchMock = (text: string, hits: unknown[]): MockedResponse => ({ request: { query: AdminStaffSearchDocument, variables: { text } }, result: { data: { staffSearch: hits } } });

function Location() {
  const location = useLocation();
  return <p aria-label="location">{location.pathname}</p>;
}

function renderSearch(kinds: SearchKind[], mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminSearch kinds={kinds} />
        <Location />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the header search', { timeout: 30_000 }, () => {
  it('says what finance may find and opens a payment on the loan it pays into', async () => {
    renderSearch(['loans', 'payments'], [
      searchMock('MOMO-77', [hit('loan', LOAN, 'LN-AB12CD34 · Ama Mensah', 'active', LOAN), hit('payment', 'pay-1', 'GH₵450.00 from Ama Mensah', 'MOMO-7781 · successful', LOAN)]),
    ]);
    const box = screen.getByRole('combobox', { name: 'Search loans and payments' });
    fireEvent.change(box, { target: { value: 'MOMO-77' } });
    expect(await screen.findByText('Payments')).toBeInTheDocument();
    expect(screen.getByText('Loans')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: /GH₵450.00 from Ama Mensah/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent(`/admin/loans/${LOAN}`);
  });

  it('opens an order and a ticket on their own pages', async () => {
    renderSearch(['users', 'applications', 'loans', 'orders', 'payments', 'tickets'], [
      searchMock('Mensah', [hit('order', 'ord-1', 'Ama Mensah', 'GH₵1,200.00 · pending approval'), hit('ticket', 't-1', 'Receipt never arrived', 'Ama Mensah · open')]),
    ]);
    const box = screen.getByRole('combobox', { name: 'Search users, applications, loans, orders, payments and tickets' });
    fireEvent.change(box, { target: { value: 'Mensah' } });
    fireEvent.click(await screen.findByRole('option', { name: /Receipt never arrived/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/admin/support/tickets/t-1');
  });

  it('is not shown to a role that may open nothing', () => {
    renderSearch([], []);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
