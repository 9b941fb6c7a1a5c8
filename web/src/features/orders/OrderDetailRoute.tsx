import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { NotFoundPage } from '../../components/NotFoundPage';
import { CancelMyOrderDocument, MyOrderDetailDocument, MyOrderLoanDocument } from '../../gql/graphql';
import { OrderDetailPage } from './OrderDetailPage';

type GraphQLErrorLike = { errors?: ReadonlyArray<{ message: string; extensions?: { code?: unknown } }> };

/** /orders/:id: one of the customer's orders, its progress and, once approved, its loan. */
export default function OrderDetailRoute() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MyOrderDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const order = data?.order ?? null;
  const loan = useQuery(MyOrderLoanDocument, { variables: { id: order?.loanId ?? '' }, skip: !order?.loanId, fetchPolicy: 'cache-and-network' });
  const [cancel, { loading: cancelling }] = useMutation(CancelMyOrderDocument);
  const [actionError, setActionError] = useState<string | null>(null);

  if (!order) {
    if (loading) return <LoadingSpinner message="Loading your order..." />;
    const code = (error as GraphQLErrorLike | undefined)?.errors?.[0]?.extensions?.code;
    return code === 'NOT_FOUND' || !error ? <NotFoundPage /> : <LoadingSpinner message="We could not load this order. Retrying when you are back online..." />;
  }
  return (
    <OrderDetailPage
      order={order}
      loan={loan.data?.loan ?? null}
      cancelling={cancelling}
      error={actionError}
      onCancel={() => {
        setActionError(null);
        cancel({ variables: { id } }).catch((caught: unknown) => {
          const first = (caught as GraphQLErrorLike).errors?.[0];
          setActionError(first?.extensions?.code === 'CONFLICT' ? first.message : 'We could not cancel the order. Please try again.');
        });
      }}
    />
  );
}
