import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
import { ListShopProductsDocument } from '../../gql/graphql';
import { getCartStore } from '../../lib/cart';
import ShopRoute, { SHOP_PAGE_SIZE } from './ShopRoute';

const product = (id: string, name: string, price: number) => ({
  __typename: 'Product' as const, id, name, description: name, category: 'furniture' as const, price, imageUrl: `/images/products/${id}.svg`, stock: 3,
});

const mocks = [
  {
    request: { query: ListShopProductsDocument, variables: { first: SHOP_PAGE_SIZE, category: null, search: null } },
    result: {
      data: {
        products: {
          __typename: 'ProductConnection' as const,
          nodes: [product('sofa', 'Sofa', 450_000)],
          pageInfo: { __typename: 'PageInfo' as const, endCursor: 'c1', hasNextPage: true },
        },
      },
    },
  },
  {
    request: { query: ListShopProductsDocument, variables: { first: SHOP_PAGE_SIZE, category: null, search: null, after: 'c1' } },
    result: {
      data: {
        products: {
          __typename: 'ProductConnection' as const,
          nodes: [product('bed', 'Bed', 250_000)],
          pageInfo: { __typename: 'PageInfo' as const, endCursor: 'c2', hasNextPage: false },
        },
      },
    },
  },
];

describe('ShopRoute', () => {
  it('loads products, loads more, and adds to the cart (an existing product increments)', async () => {
    getCartStore().clear();
    render(
      <MockedProvider mocks={mocks}>
        <SnackbarProvider>
          <MemoryRouter>
            <ShopRoute />
          </MemoryRouter>
        </SnackbarProvider>
      </MockedProvider>,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Sofa' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Bed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sofa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to cart: Sofa' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Sofa' }));
    expect(await screen.findAllByText('Sofa added to your cart')).not.toHaveLength(0);
    expect(getCartStore().getSnapshot()).toEqual([{ id: 'sofa', name: 'Sofa', price: 450_000, image_url: '/images/products/sofa.svg', quantity: 2 }]);
    getCartStore().clear();
  }, 30_000);
});
