// The dashboards' queries over one stable period (the last 30 days), so a re-render never refetches.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminDashboardApplicationStatsDocument, AdminDashboardCollectionStatsDocument, AdminDashboardFinanceStatsDocument, AdminDashboardOrderStatsDocument, AdminDashboardPaymentStatsDocument, AdminDashboardPendingDocumentsDocument, AdminDashboardReviewQueueDocument } from '../gql/graphql';
import { lastDays, type Period } from './figures';

export const DASHBOARD_DAYS = 30;

export function useDashboardPeriod(): Period {
  return useMemo(() => lastDays(DASHBOARD_DAYS), []);
}

export function useApplicationStats(period: Period, skip = false) {
  return useQuery(AdminDashboardApplicationStatsDocument, { variables: period, skip });
}

export function usePaymentStats(period: Period, skip = false) {
  return useQuery(AdminDashboardPaymentStatsDocument, { variables: period, skip });
}

export function useOrderStats(period: Period) {
  return useQuery(AdminDashboardOrderStatsDocument, { variables: period });
}

export function useFinanceStats(period: Period) {
  return useQuery(AdminDashboardFinanceStatsDocument, { variables: period });
}

/** Arrears and what falls due, computed by the server over every running loan. */
export function useCollectionStats() {
  return useQuery(AdminDashboardCollectionStatsDocument, { fetchPolicy: 'cache-and-network' });
}

export function usePendingDocuments(skip = false) {
  const query = useQuery(AdminDashboardPendingDocumentsDocument, { skip, fetchPolicy: 'cache-and-network' });
  const nodes = query.data?.documents.nodes ?? [];
  return { ...query, nodes, hasMore: query.data?.documents.pageInfo.hasNextPage ?? false };
}

/** Applications waiting for a decision (pending and under review), oldest first: the server sorts each status. */
export function useReviewQueue() {
  const pending = useQuery(AdminDashboardReviewQueueDocument, { variables: { status: 'pending' }, fetchPolicy: 'cache-and-network' });
  const underReview = useQuery(AdminDashboardReviewQueueDocument, { variables: { status: 'under_review' }, fetchPolicy: 'cache-and-network' });
  // Two oldest-first lists merged into one.
  const nodes = [...(pending.data?.applications.nodes ?? []), ...(underReview.data?.applications.nodes ?? [])].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
  return {
    nodes,
    hasMore: Boolean(pending.data?.applications.pageInfo.hasNextPage || underReview.data?.applications.pageInfo.hasNextPage),
    loading: (pending.loading && !pending.data) || (underReview.loading && !underReview.data),
    error: pending.error ?? underReview.error,
    refetch: () => {
      void pending.refetch();
      void underReview.refetch();
    },
  };
}
