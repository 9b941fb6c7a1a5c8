import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ListMyOrdersDocument } from '../../gql/graphql';
import { MyOrdersPage } from './MyOrdersPage';

const PAGE_SIZE = 20;

/** /orders: the customer's BNPL orders, newest first. */
export default function MyOrdersRoute() {
  const { data, loading, error, fetchMore } = useQuery(ListMyOrdersDocument, { variables: { first: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = data?.myOrders;
  return (
    <MyOrdersPage
      orders={connection?.nodes ?? []}
      loading={loading}
      error={error && !connection ? 'We could not load your orders. Please check your connection and try again.' : null}
      hasMore={connection?.pageInfo.hasNextPage ?? false}
      loadingMore={loadingMore}
      onLoadMore={() => {
        if (!connection?.pageInfo.endCursor) return;
        setLoadingMore(true);
        void fetchMore({
          variables: { first: PAGE_SIZE, after: connection.pageInfo.endCursor },
          updateQuery: (previous, { fetchMoreResult }) => ({
            myOrders: { ...fetchMoreResult.myOrders, nodes: [...previous.myOrders.nodes, ...fetchMoreResult.myOrders.nodes] },
          }),
        }).finally(() => setLoadingMore(false));
      }}
    />
  );
}
