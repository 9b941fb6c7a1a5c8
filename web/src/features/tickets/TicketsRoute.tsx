import { useQuery } from '@apollo/client/react';
import { ListMyTicketsDocument } from '../../gql/graphql';
import { TicketsPage } from './TicketsPage';

const PAGE_SIZE = 20;

/** /tickets: the caller's tickets, newest first. */
export default function TicketsRoute() {
  const { data, loading, error, refetch, fetchMore } = useQuery(ListMyTicketsDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.myTickets;
  const loadMore = () =>
    void fetchMore({
      variables: { after: connection?.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        myTickets: { ...fetchMoreResult.myTickets, nodes: [...(previous.myTickets?.nodes ?? []), ...fetchMoreResult.myTickets.nodes] },
      }),
    }).catch(() => undefined);
  return (
    <TicketsPage
      tickets={connection?.nodes ?? []}
      loading={loading}
      error={error && !connection ? 'We could not load your tickets. Please check your connection and try again.' : null}
      onRetry={() => void refetch()}
      hasMore={Boolean(connection?.pageInfo.hasNextPage)}
      onLoadMore={loadMore}
    />
  );
}
