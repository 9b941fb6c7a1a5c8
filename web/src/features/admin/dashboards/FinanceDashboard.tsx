import Grid from '@mui/material/Grid';
import { PageContainer } from '../../../components/PageContainer';
import { formatCedis } from '../../../lib/money';
import { SharePieChart, SimpleBarChart } from './Charts';
import { ChartCard, QueryProblem, StatCard } from './DashboardParts';
import { LOAN_SOURCE_NAMES, PAYMENT_METHOD_NAMES, formatCedisCompact, formatRate, toPesewas } from './figures';
import { DASHBOARD_DAYS, useDashboardPeriod, useFinanceStats, usePaymentStats } from './useDashboardFigures';

/** Finance: disbursements, collections and interest earned (loan ledger), payments by method. */
export default function FinanceDashboard() {
  const period = useDashboardPeriod();
  const { data, loading, error, refetch } = usePaymentStats(period);
  const stats = data?.paymentStats;
  const busy = loading && !data;
  const methods = stats?.byMethod ?? [];
  const finance = useFinanceStats(period);
  const ledger = finance.data?.financeStats;
  const ledgerBusy = finance.loading && !finance.data;
  const disbursements = (ledger?.disbursements ?? []).map((figure) => ({
    label: LOAN_SOURCE_NAMES[figure.source],
    loans: figure.loans,
    principal: toPesewas(figure.principal),
    interest: toPesewas(figure.scheduledInterest),
  }));
  const earned = [
    { label: 'Interest', value: toPesewas(ledger?.interestEarned) },
    { label: 'Fees', value: toPesewas(ledger?.feesEarned) },
    { label: 'Penalties', value: toPesewas(ledger?.penaltiesEarned) },
  ];
  return (
    <PageContainer title="Finance dashboard" subtitle={`Money in over the last ${DASHBOARD_DAYS} days`}>
      {(error || finance.error) && (
        <QueryProblem
          onRetry={() => {
            void refetch();
            void finance.refetch();
          }}
        />
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="Disbursed" value={formatCedis(toPesewas(ledger?.disbursedAmount))} hint={`${ledger?.disbursedLoans ?? 0} loans`} loading={ledgerBusy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          {/* The one "collected" figure (paymentStats), as on the collections and general dashboards; money still in suspense is part of it. */}
          <StatCard
            label="Collections"
            value={formatCedis(toPesewas(stats?.collectedAmount))}
            hint={`Received and kept · ${formatCedis(toPesewas(stats?.inSuspenseAmount))} of it in suspense`}
            loading={busy}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="Interest earned" value={formatCedis(toPesewas(ledger?.interestEarned))} hint="Interest paid by borrowers" loading={ledgerBusy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="Payment success rate" value={formatRate(stats?.successRateBp)} hint={`${stats?.count ?? 0} payments recorded`} loading={busy} />
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
          <ChartCard
            title="Disbursements"
            description="Principal lent, by product"
            columns={['Product', 'Loans', 'Principal', 'Scheduled interest']}
            rows={disbursements.map((figure) => ({ label: figure.label, values: [figure.loans, formatCedis(figure.principal), formatCedis(figure.interest)] }))}
            loading={ledgerBusy}
            empty={(ledger?.disbursedLoans ?? 0) === 0}
          >
            <SimpleBarChart bars={disbursements.map((figure) => ({ label: figure.label, value: figure.principal }))} seriesLabel="Principal" formatValue={formatCedis} formatAxis={formatCedisCompact} />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            title="Income earned"
            description="Interest, fees and penalties paid by borrowers"
            columns={['Kind', 'Amount']}
            rows={earned.map((figure) => ({ label: figure.label, values: [formatCedis(figure.value)] }))}
            loading={ledgerBusy}
            empty={earned.every((figure) => figure.value === 0)}
          >
            <SimpleBarChart bars={earned} seriesLabel="Earned" formatValue={formatCedis} formatAxis={formatCedisCompact} />
          </ChartCard>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
