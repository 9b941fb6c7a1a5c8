import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CartDrawer } from './CartDrawer';
import { createCartStore } from '../lib/cart';
import { createSiteSettingsStore, toSiteSettings } from '../lib/site-settings';

const sofa = { id: 'p1', name: 'Three-seater sofa', price: 450_000, image_url: '/images/products/sofa.svg' };
const fan = { id: 'p2', name: 'Standing fan', price: 35_050, image_url: '/images/products/fan.svg' };

function setup(products = [sofa, fan], onClose = vi.fn()) {
  const store = createCartStore(localStorage);
  for (const product of products) store.addItem(product);
  render(
    <MemoryRouter initialEntries={['/shop']}>
      <Routes>
        <Route path="/shop" element={<CartDrawer open onClose={onClose} store={store} />} />
        <Route path="/checkout" element={<h1>Checkout page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { store, onClose, user: userEvent.setup() };
}

describe('CartDrawer', () => {
  it('shows each item with its image, name and line total, the subtotal and the shipping note', () => {
    const { store } = setup();
    act(() => store.addItem(sofa));
    const list = screen.getByRole('list', { name: 'Cart items' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Three-seater sofa')).toBeInTheDocument();
    expect(items[0].querySelector('img')).toHaveAttribute('src', '/images/products/sofa.svg');
    expect(screen.getByLabelText('Line total for Three-seater sofa')).toHaveTextContent('GH₵9,000.00');
    expect(screen.getByLabelText('Line total for Standing fan')).toHaveTextContent('GH₵350.50');
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('GH₵9,350.50');
    expect(screen.getByText('Shipping and taxes calculated at checkout.')).toBeInTheDocument();
  });

  it('plus and minus change the quantity, and minus never goes below 0', async () => {
    const { user } = setup([fan]);
    const quantity = screen.getByLabelText('Quantity of Standing fan');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Standing fan' }));
    expect(quantity).toHaveTextContent('2');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('GH₵701.00');
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Standing fan' });
    await user.click(minus);
    await user.click(minus);
    expect(quantity).toHaveTextContent('0');
    expect(minus).toBeDisabled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(minus);
    expect(quantity).toHaveTextContent('0');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('GH₵0.00');
  });

  it('Remove takes the line out, and an empty cart says so', async () => {
    const { user, store } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove Three-seater sofa' }));
    expect(screen.queryByText('Three-seater sofa')).not.toBeInTheDocument();
    expect(store.getSnapshot().map((item) => item.id)).toEqual(['p2']);
    await user.click(screen.getByRole('button', { name: 'Remove Standing fan' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('Checkout goes to /checkout and closes the panel', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('Continue Shopping closes the panel', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the cart in local storage under cart-storage', async () => {
    const { user } = setup([sofa]);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Three-seater sofa' }));
    const saved = JSON.parse(localStorage.getItem('cart-storage') ?? '{}');
    expect(saved.state.items).toEqual([{ ...sofa, quantity: 2 }]);
  });
});

describe('CartDrawer BNPL amount range', () => {
  const limits = () => createSiteSettingsStore(async () => toSiteSettings([{ key: 'credit.min_amount', value: 50_000 }, { key: 'credit.max_amount', value: 5_000_000 }]));

  function open(products: Array<typeof sofa>, quantity = 1) {
    const store = createCartStore(localStorage);
    for (const product of products) for (let count = 0; count < quantity; count += 1) store.addItem(product);
    render(
      <MemoryRouter>
        <CartDrawer open onClose={vi.fn()} store={store} siteStore={limits()} />
      </MemoryRouter>,
    );
  }

  it('warns below the smallest amount a plan finances, saying how much more is needed', async () => {
    open([fan]);
    expect(await screen.findByTestId('cart-range-warning')).toHaveTextContent(
      'Buy Now Pay Later plans finance GH₵500.00 to GH₵50,000.00. Add GH₵149.50 more to pay in instalments.',
    );
    expect(screen.getByText('Shipping and taxes calculated at checkout.')).toBeInTheDocument();
  });

  it('warns above the largest amount, saying how much to take out', async () => {
    open([{ ...sofa, price: 2_600_000 }], 2);
    expect(await screen.findByTestId('cart-range-warning')).toHaveTextContent(
      'Buy Now Pay Later plans finance GH₵500.00 to GH₵50,000.00. Remove GH₵2,000.00 from your cart to pay in instalments.',
    );
  });

  it('stops warning once the cart is inside the range', async () => {
    open([fan]);
    await screen.findByTestId('cart-range-warning');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Increase quantity of Standing fan' }));
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('GH₵701.00');
    expect(screen.queryByTestId('cart-range-warning')).not.toBeInTheDocument();
  });
});
