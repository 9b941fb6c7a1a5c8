import Grid from '@mui/material/Grid';
import { PageContainer } from '../../../components/PageContainer';
import { formatCedis } from '../../../lib/money';
import { SimpleBarChart } from './Charts';
import { ChartCard, QueryProblem, StatCard } from './DashboardParts';
import { ARREARS_BUCKET_LABELS, BALANCE_LABELS, PAYMENT_STATUS_NAMES, formatCedisCompact, formatRate, toPesewas } from './figures';
import { DASHBOARD_DAYS, useCollectionStats, useDashboardPeriod, usePaymentStats } from './useDashboardFigures';

const instalments = (count: number) => `${count} instalment${count === 1 ? '' : 's'}`;

/** Collections: arrears by days past due and what falls due (server figures over every loan), and payment success. */
export default function CollectionsDashboard() {
  const period = useDashboardPeriod();
  const { data, loading, error, refetch } = usePaymentStats(period);
  const stats = data?.paymentStats;
  const busy = loading && !data;
  const collections = useCollectionStats();
  const loans = collections.data?.collectionStats;
  const loansBusy = collections.loading && !collections.data;
  const buckets = (loans?.arrears ?? []).map((figure) => ({
    label: ARREARS_BUCKET_LABELS[figure.bucket],
    loans: figure.loans,
    amountOverdue: toPesewas(figure.amountOverdue),
    outstanding: toPesewas(figure.outstandingBalance),
  }));
  const byStatus = (stats?.byStatus ?? []).map((figure) => ({ label: PAYMENT_STATUS_NAMES[figure.status], value: figure.count, amount: toPesewas(figure.amount) }));
  return (
    <PageContainer title="Collections dashboard" subtitle={`Arrears today; repayments over the last ${DASHBOARD_DAYS} days`}>
      {(error || collections.error) && (
        <QueryProblem
          onRetry={() => {
            void refetch();
            void collections.refetch();
          }}
        />
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard label="Payment success rate" value={formatRate(stats?.successRateBp)} hint="Settled payments that went through" loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard label="Collected" value={formatCedis(toPesewas(stats?.collectedAmount))} hint={`${formatCedis(toPesewas(stats?.inSuspenseAmount))} of it in suspense`} loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard label="Loans in arrears" value={loans?.loansInArrears ?? 0} hint={`${formatCedis(toPesewas(loans?.amountOverdue))} overdue`} loading={loansBusy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard label="Due today" value={formatCedis(toPesewas(loans?.dueToday.amount))} hint={instalments(loans?.dueToday.instalments ?? 0)} loading={loansBusy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard
            label="Due this week"
            value={formatCedis(toPesewas(loans?.dueThisWeek.amount))}
            hint={`${instalments(loans?.dueThisWeek.instalments ?? 0)} from today through the next 6 days`}
            loading={loansBusy}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title="Loans in arrears by days past due"
            description={`${loans?.loansInArrears ?? 0} loans, ${formatCedis(toPesewas(loans?.amountOverdue))} overdue; total owed is the principal, interest, fees and penalties left on their schedules`}
            columns={['Days past due', 'Loans', 'Amount overdue', BALANCE_LABELS.totalOwed]}
            rows={buckets.map((bucket) => ({ label: bucket.label, values: [bucket.loans, formatCedis(bucket.amountOverdue), formatCedis(bucket.outstanding)] }))}
            loading={loansBusy}
            empty={(loans?.loansInArrears ?? 0) === 0}
          >
            <SimpleBarChart bars={buckets.map((bucket) => ({ label: bucket.label, value: bucket.amountOverdue }))} seriesLabel="Amount overdue" formatValue={formatCedis} formatAxis={formatCedisCompact} />
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
