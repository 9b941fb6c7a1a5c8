import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MyOrdersPage, type MyOrderRow } from './MyOrdersPage';

const ORDER: MyOrderRow = {
  id: 'o1',
  status: 'pending_approval',
  months: 6,
  subtotal: 450_000,
  createdAt: '2026-11-20T10:00:00Z',
  items: [{ productId: 'p1', name: 'Three-seater sofa', quantity: 1 }, { productId: 'p2', name: 'Standing fan', quantity: 2 }],
  disclosure: { instalmentAmount: 81_000, totalRepayable: 486_000 },
};

describe('MyOrdersPage', () => {
  it('names each order link by the text it shows (items, date, amounts, status), so voice control finds it', () => {
    render(
      <MemoryRouter>
        <MyOrdersPage orders={[ORDER]} loading={false} hasMore={false} onLoadMore={() => undefined} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Three-seater sofa, 2 × Standing fan/ });
    expect(link).toHaveAttribute('href', '/orders/o1');
    expect(link).toHaveAccessibleName(expect.stringContaining('Ordered 20 Nov 2026'));
    expect(link).toHaveAccessibleName(expect.stringContaining('Waiting for approval'));
  });
});
