import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { ListShopProductsDocument, ShopProductMonthlyQuoteDocument, type ProductCategory } from '../../gql/graphql';
import { useCart } from '../../lib/cart';
import { useSiteSettings } from '../../lib/site-settings';
import { toastOptions } from '../../lib/toasts';
import { MonthlyHint, ShopPage, type ShopProduct } from './ShopPage';

export const SHOP_PAGE_SIZE = 12;
const SEARCH_DEBOUNCE_MS = 300;

/** The shop (/shop): products by category and search, 'Load more', and Add to cart into the local cart. */
export default function ShopRoute() {
  const { addItem } = useCart();
  const { enqueueSnackbar } = useSnackbar();
  const [category, setCategory] = useState<ProductCategory | null>(null);
  const [search, setSearch] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setAppliedSearch(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(ListShopProductsDocument, {
    variables: { first: SHOP_PAGE_SIZE, category, search: appliedSearch || null },
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? (loading ? previousData : undefined))?.products;

  const loadMore = async () => {
    if (!connection?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          products: {
            ...fetchMoreResult.products,
            nodes: [...(previous.products?.nodes ?? []), ...fetchMoreResult.products.nodes],
          },
        }),
      });
    } catch {
      enqueueSnackbar('Could not load more products. Please try again.', toastOptions('error'));
    } finally {
      setLoadingMore(false);
    }
  };

  const addToCart = (product: ShopProduct) => {
    addItem({ id: product.id, name: product.name, price: product.price, image_url: product.imageUrl });
    enqueueSnackbar(`${product.name} added to your cart`, toastOptions('success'));
  };

  return (
    <ShopPage
      products={(connection?.nodes ?? []) as ShopProduct[]}
      loading={loading && !loadingMore}
      error={error ? 'We could not load the shop. Please check your connection and try again.' : null}
      onRetry={() => void refetch()}
      category={category}
      onCategoryChange={setCategory}
      search={search}
      onSearchChange={setSearch}
      hasMore={Boolean(connection?.pageInfo.hasNextPage)}
      loadingMore={loadingMore}
      onLoadMore={() => void loadMore()}
      onAddToCart={addToCart}
      monthlyHint={(product) => <ProductMonthlyHint price={product.price} />}
    />
  );
}

/** The smallest monthly instalment (longest plan) from bnplQuote; nothing when the price cannot be financed or the quote fails. */
function ProductMonthlyHint({ price }: { price: number }) {
  const site = useSiteSettings();
  const months = site.values.get('credit.bnpl_plan_months');
  const longest = Array.isArray(months) && months.length > 0 ? Math.max(...(months as number[])) : 6;
  const min = site.values.get('credit.min_amount');
  const max = site.values.get('credit.max_amount');
  const financeable = (typeof min !== 'number' || price >= min) && (typeof max !== 'number' || price <= max);
  const { data } = useQuery(ShopProductMonthlyQuoteDocument, { variables: { amount: price, months: longest }, skip: !financeable });
  return data ? <MonthlyHint pesewas={data.bnplQuote.instalmentAmount} /> : null;
}
