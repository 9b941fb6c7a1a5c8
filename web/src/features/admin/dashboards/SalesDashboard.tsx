import Grid from '@mui/material/Grid';
import { PageContainer } from '../../../components/PageContainer';
import { formatCedis } from '../../../lib/money';
import { DailyLineChart, SimpleBarChart } from './Charts';
import { ChartCard, QueryProblem, StatCard } from './DashboardParts';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUS_ORDER, formatRate, toPesewas } from './figures';
import { DASHBOARD_DAYS, useApplicationStats, useDashboardPeriod, useOrderStats } from './useDashboardFigures';

/** Sales: the applications pipeline, new applications per day and the conversion funnel. */
export default function SalesDashboard() {
  const period = useDashboardPeriod();
  const { data, loading, error, refetch } = useApplicationStats(period);
  const stats = data?.applicationStats;
  const count = (status: string) => stats?.byStatus.find((figure) => figure.status === status)?.count ?? 0;
  const pipeline = APPLICATION_STATUS_ORDER.map((status) => ({ label: APPLICATION_STATUS_LABELS[status], value: count(status) }));
  const total = stats?.totalApplications ?? 0;
  const funnel = [
    { label: 'Submitted', value: total },
    { label: 'Reviewed', value: count('under_review') + count('approved') + count('rejected') },
    { label: 'Approved', value: count('approved') },
  ];
  const conversion = total > 0 ? Math.round((count('approved') / total) * 10000) : null;
  const busy = loading && !data;
  const orders = useOrderStats(period);
  const orderStats = orders.data?.orderStats;
  const ordersBusy = orders.loading && !orders.data;
  return (
    <PageContainer title="Sales dashboard" subtitle={`Applications over the last ${DASHBOARD_DAYS} days`}>
      {(error || orders.error) && (
        <QueryProblem
          onRetry={() => {
            void refetch();
            void orders.refetch();
          }}
        />
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="New applications" value={total} loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="Amount requested" value={formatCedis(toPesewas(stats?.totalAmount))} loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="In the pipeline" value={count('pending') + count('under_review')} hint="Pending or under review" loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="Conversion" value={formatRate(conversion)} hint="Approved ÷ submitted" loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title="Applications pipeline"
            description="Applications by status"
            columns={['Status', 'Applications']}
            rows={pipeline.map((bar) => ({ label: bar.label, values: [bar.value] }))}
            loading={busy}
            empty={total === 0}
          >
            <SimpleBarChart bars={pipeline} seriesLabel="Applications" />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title="Conversion funnel"
            description="From submission to approval"
            columns={['Stage', 'Applications']}
            rows={funnel.map((bar) => ({ label: bar.label, values: [bar.value] }))}
            loading={busy}
            empty={total === 0}
          >
            <SimpleBarChart bars={funnel} seriesLabel="Applications" horizontal />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title="New applications per day"
            columns={['Day', 'Applications']}
            rows={(stats?.perDay ?? []).map((day) => ({ label: day.date, values: [day.count] }))}
            loading={busy}
          >
            <DailyLineChart points={stats?.perDay ?? []} seriesLabel="Applications" />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title="BNPL orders per day"
            description={`${orderStats?.totalOrders ?? 0} orders worth ${formatCedis(toPesewas(orderStats?.totalAmount))}`}
            columns={['Day', 'Orders', 'Value']}
            rows={(orderStats?.perDay ?? []).map((day) => ({ label: day.date, values: [day.count, formatCedis(toPesewas(day.amount))] }))}
            loading={ordersBusy}
          >
            <DailyLineChart points={orderStats?.perDay ?? []} seriesLabel="Orders" />
          </ChartCard>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
