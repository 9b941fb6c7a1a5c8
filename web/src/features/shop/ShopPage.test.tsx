import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MonthlyHint, ShopPage, type ShopPageProps, type ShopProduct } from './ShopPage';

const sofa: ShopProduct = {
  id: 'p1', name: 'Three-seater sofa', description: 'Fabric sofa', category: 'furniture', price: 450_000, imageUrl: '/images/products/sofa.svg', stock: 4,
};
const tv: ShopProduct = {
  id: 'p2', name: '43-inch smart TV', description: 'Full HD', category: 'electronics', price: 320_000, imageUrl: '/images/products/tv.svg', stock: 0,
};

function renderShop(props: Partial<ShopPageProps> = {}) {
  const handlers = { onCategoryChange: vi.fn(), onSearchChange: vi.fn(), onLoadMore: vi.fn(), onAddToCart: vi.fn() };
  render(
    <MemoryRouter>
      <ShopPage products={[sofa, tv]} loading={false} category={null} search="" hasMore={false} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('ShopPage', () => {
  it('shows each product with its picture, name and price in GH₵', () => {
    renderShop({ monthlyHint: (product) => (product.id === 'p1' ? <MonthlyHint pesewas={97_000} /> : null) });
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('img', { name: 'Three-seater sofa' })).toHaveAttribute('src', '/images/products/sofa.svg');
    expect(within(cards[0]).getByRole('heading', { name: 'Three-seater sofa' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('GH₵4,500.00')).toBeInTheDocument();
    expect(within(cards[0]).getByText('From GH₵970.00/month')).toBeInTheDocument();
    expect(within(cards[1]).queryByText(/month/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders');
  });

  it('adds a product to the cart, and an out-of-stock product cannot be added', async () => {
    const { user, onAddToCart } = renderShop();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Three-seater sofa' }));
    expect(onAddToCart).toHaveBeenCalledWith(sofa);
    expect(screen.getByRole('button', { name: 'Out of stock: 43-inch smart TV' })).toBeDisabled();
  });

  it('filters by category and search', async () => {
    const { user, onCategoryChange, onSearchChange } = renderShop({ category: 'furniture' });
    const group = screen.getByRole('group', { name: 'Categories' });
    expect(within(group).getByRole('button', { name: 'Furniture' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(group).getByRole('button', { name: 'Appliances' }));
    expect(onCategoryChange).toHaveBeenCalledWith('appliances');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'f');
    expect(onSearchChange).toHaveBeenCalledWith('f');
  });

  it('offers Load more only when there are more products', async () => {
    const { user, onLoadMore } = renderShop({ hasMore: true });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches and shows a load error with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderShop({ products: [], error: 'We could not load the shop.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the shop.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
