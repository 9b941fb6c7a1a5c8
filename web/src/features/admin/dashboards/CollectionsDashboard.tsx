import Grid from '@mui/material/Grid';
import { useQuery } from '@apollo/client/react';
import { AdminDashboardLoansDocument } from '../../../gql/graphql';
import { PageContainer } from '../../../components/PageContainer';
import { formatCedis } from '../../../lib/money';
import { SimpleBarChart } from './Charts';
import { ChartCard, QueryProblem, StatCard } from './DashboardParts';
import { PAYMENT_STATUS_NAMES, formatCedisCompact, formatCount, formatRate, isoDate, toPesewas } from './figures';
import { arrearsByBucket, dueSoon } from './loan-figures';
import { DASHBOARD_DAYS, useDashboardPeriod, usePaymentStats } from './useDashboardFigures';

/** Collections: arrears by days past due, what falls due, and how many payments go through. */
export default function CollectionsDashboard() {
  const period = useDashboardPeriod();
  const { data, loading, error, refetch } = usePaymentStats(period);
  const stats = data?.paymentStats;
  const busy = loading && !data;
  const arrears = useQuery(AdminDashboardLoansDocument, { variables: { status: 'in_arrears' }, fetchPolicy: 'cache-and-network' });
  const active = useQuery(AdminDashboardLoansDocument, { variables: { status: 'active' }, fetchPolicy: 'cache-and-network' });
  const arrearsLoans = arrears.data?.loans.nodes ?? [];
  const buckets = arrearsByBucket(arrearsLoans);
  const due = dueSoon([...arrearsLoans, ...(active.data?.loans.nodes ?? [])], isoDate(new Date()));
  const loansBusy = (arrears.loading && !arrears.data) || (active.loading && !active.data);
  // The list is capped at 100 loans per status; "+" marks figures that may be partial.
  const capped = Boolean(arrears.data?.loans.pageInfo.hasNextPage || active.data?.loans.pageInfo.hasNextPage);
  const byStatus = (stats?.byStatus ?? []).map((figure) => ({ label: PAYMENT_STATUS_NAMES[figure.status], value: figure.count, amount: toPesewas(figure.amount) }));
  return (
    <PageContainer title="Collections dashboard" subtitle={`Repayments over the last ${DASHBOARD_DAYS} days`}>
      {(error || arrears.error || active.error) && (
        <QueryProblem
          onRetry={() => {
            void refetch();
            void arrears.refetch();
            void active.refetch();
          }}
        />
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard label="Payment success rate" value={formatRate(stats?.successRateBp)} hint="Settled payments that went through" loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard label="Collected" value={formatCedis(toPesewas(stats?.collectedAmount))} loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard label="Payments recorded" value={stats?.count ?? 0} loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard
            label="Due today"
            value={formatCedis(due.today.amount)}
            hint={`${formatCount(due.today.count, capped)} instalment${due.today.count === 1 ? '' : 's'}`}
            loading={loansBusy}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard
            label="Due this week"
            value={formatCedis(due.week.amount)}
            hint={`${formatCount(due.week.count, capped)} instalment${due.week.count === 1 ? '' : 's'} in the next 7 days`}
            loading={loansBusy}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title="Loans in arrears by days past due"
            description={`${formatCount(arrearsLoans.length, arrears.data?.loans.pageInfo.hasNextPage)} loans, ${formatCedis(buckets.reduce((sum, bucket) => sum + bucket.amount, 0))} overdue`}
            columns={['Days past due', 'Loans', 'Amount overdue']}
            rows={buckets.map((bucket) => ({ label: bucket.label, values: [bucket.count, formatCedis(bucket.amount)] }))}
            loading={loansBusy}
            empty={arrearsLoans.length === 0}
          >
            <SimpleBarChart bars={buckets.map((bucket) => ({ label: bucket.label, value: bucket.amount }))} seriesLabel="Amount overdue" formatValue={formatCedis} formatAxis={formatCedisCompact} />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title="Payments by status"
            columns={['Status', 'Payments', 'Amount']}
            rows={byStatus.map((bar) => ({ label: bar.label, values: [bar.value, formatCedis(bar.amount)] }))}
            loading={busy}
            empty={(stats?.count ?? 0) === 0}
          >
            <SimpleBarChart bars={byStatus} seriesLabel="Payments" />
          </ChartCard>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
