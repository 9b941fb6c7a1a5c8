import Grid from '@mui/material/Grid';
import { PageContainer } from '../../../components/PageContainer';
import { formatCedis } from '../../../lib/money';
import { SharePieChart, SimpleBarChart } from './Charts';
import { ChartCard, PendingFigures, QueryProblem, StatCard } from './DashboardParts';
import { PAYMENT_METHOD_NAMES, formatRate, toPesewas } from './figures';
import { DASHBOARD_DAYS, useDashboardPeriod, usePaymentStats } from './useDashboardFigures';

/** Finance: collections, payments by method, and (once the loans service lands) disbursements and interest. */
export default function FinanceDashboard() {
  const period = useDashboardPeriod();
  const { data, loading, error, refetch } = usePaymentStats(period);
  const stats = data?.paymentStats;
  const busy = loading && !data;
  const methods = stats?.byMethod ?? [];
  return (
    <PageContainer title="Finance dashboard" subtitle={`Money in over the last ${DASHBOARD_DAYS} days`}>
      {error && <QueryProblem onRetry={() => void refetch()} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard label="Collections" value={formatCedis(toPesewas(stats?.collectedAmount))} hint="Successful payments" loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard label="Payments recorded" value={stats?.count ?? 0} loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard label="Payment success rate" value={formatRate(stats?.successRateBp)} loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title="Collections by method"
            description="Successful amounts"
            columns={['Method', 'Collected', 'Payments']}
            rows={methods.map((figure) => ({ label: PAYMENT_METHOD_NAMES[figure.method], values: [formatCedis(toPesewas(figure.successfulAmount)), figure.successfulCount] }))}
            loading={busy}
            empty={toPesewas(stats?.collectedAmount) === 0}
          >
            <SharePieChart
              slices={methods.map((figure) => ({ label: PAYMENT_METHOD_NAMES[figure.method], value: toPesewas(figure.successfulAmount) }))}
              formatValue={formatCedis}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title="Payments by method"
            description="Number of payments in any status"
            columns={['Method', 'Payments', 'Amount']}
            rows={methods.map((figure) => ({ label: PAYMENT_METHOD_NAMES[figure.method], values: [figure.count, formatCedis(toPesewas(figure.amount))] }))}
            loading={busy}
            empty={(stats?.count ?? 0) === 0}
          >
            <SimpleBarChart bars={methods.map((figure) => ({ label: PAYMENT_METHOD_NAMES[figure.method], value: figure.count }))} seriesLabel="Payments" horizontal />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PendingFigures title="Disbursements">Money paid out to landlords will show here once the loans service is available.</PendingFigures>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PendingFigures title="Interest earned">Interest earned on repayments will show here once the loans service is available.</PendingFigures>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
