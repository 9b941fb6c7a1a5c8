import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { PageContainer } from '../../../components/PageContainer';
import type { AdminAnalyticsFiguresQuery } from '../gql/graphql';
import { formatCedis } from '../../../lib/money';
import { DailyLineChart, SharePieChart, SimpleBarChart } from '../dashboards/Charts';
import { ChartCard, QueryProblem, StatCard } from '../dashboards/DashboardParts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_ORDER,
  PAYMENT_METHOD_NAMES,
  PAYMENT_STATUS_NAMES,
  formatDuration,
  formatRate,
  toPesewas,
} from '../dashboards/figures';

export interface AnalyticsPageProps {
  fromDate: string;
  toDate: string;
  onFromDateChange(value: string): void;
  onToDateChange(value: string): void;
  /** Why the range cannot be shown, if it cannot. */
  rangeError: string | null;
  figures: AdminAnalyticsFiguresQuery | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  onExport(): void;
}

export function AnalyticsPage(props: AnalyticsPageProps) {
  const { fromDate, toDate, onFromDateChange, onToDateChange, rangeError, figures, loading, failed, onRetry, onExport } = props;
  const applications = figures?.applicationStats;
  const payments = figures?.paymentStats;
  const busy = loading && !figures;
  const pipeline = APPLICATION_STATUS_ORDER.map((status) => ({
    label: APPLICATION_STATUS_LABELS[status],
    value: applications?.byStatus.find((figure) => figure.status === status)?.count ?? 0,
  }));
  const methods = payments?.byMethod ?? [];
  const statuses = payments?.byStatus ?? [];
  return (
    <PageContainer
      title="Analytics"
      subtitle="Applications and payments for the dates you choose"
      actions={
        <Button variant="contained" startIcon={<DownloadOutlined />} onClick={onExport} disabled={!figures || Boolean(rangeError)}>
          Export CSV
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }} component="form" aria-label="Date range" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="From"
          type="date"
          value={fromDate}
          onChange={(event) => onFromDateChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(rangeError)}
        />
        <TextField
          label="To"
          type="date"
          value={toDate}
          onChange={(event) => onToDateChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(rangeError)}
          helperText={rangeError ?? 'Both days included'}
        />
      </Stack>
      {failed && <QueryProblem onRetry={onRetry} />}
      {!rangeError && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard label="Applications" value={applications?.totalApplications ?? 0} hint={formatCedis(toPesewas(applications?.totalAmount))} loading={busy} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard
              label="Approval rate"
              value={formatRate(applications?.approvalRateBp)}
              hint={`Average time to decision ${formatDuration(applications?.averageDecisionSeconds)}`}
              loading={busy}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard label="Collected" value={formatCedis(toPesewas(payments?.collectedAmount))} hint={`${payments?.count ?? 0} payments`} loading={busy} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard label="Payment success rate" value={formatRate(payments?.successRateBp)} loading={busy} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <ChartCard
              title="Applications per day"
              columns={['Day', 'Applications']}
              rows={(applications?.perDay ?? []).map((day) => ({ label: day.date, values: [day.count] }))}
              loading={busy}
            >
              <DailyLineChart points={applications?.perDay ?? []} seriesLabel="Applications" />
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <ChartCard
              title="Applications by status"
              columns={['Status', 'Applications']}
              rows={pipeline.map((bar) => ({ label: bar.label, values: [bar.value] }))}
              loading={busy}
              empty={(applications?.totalApplications ?? 0) === 0}
            >
              <SimpleBarChart bars={pipeline} seriesLabel="Applications" horizontal />
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartCard
              title="Collections by method"
              columns={['Method', 'Collected', 'Payments']}
              rows={methods.map((figure) => ({ label: PAYMENT_METHOD_NAMES[figure.method], values: [formatCedis(toPesewas(figure.successfulAmount)), figure.successfulCount] }))}
              loading={busy}
              empty={toPesewas(payments?.collectedAmount) === 0}
            >
              <SharePieChart
                slices={methods.map((figure) => ({ label: PAYMENT_METHOD_NAMES[figure.method], value: toPesewas(figure.successfulAmount) }))}
                formatValue={formatCedis}
              />
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartCard
              title="Payments by status"
              columns={['Status', 'Payments', 'Amount']}
              rows={statuses.map((figure) => ({ label: PAYMENT_STATUS_NAMES[figure.status], values: [figure.count, formatCedis(toPesewas(figure.amount))] }))}
              loading={busy}
              empty={(payments?.count ?? 0) === 0}
            >
              <SimpleBarChart bars={statuses.map((figure) => ({ label: PAYMENT_STATUS_NAMES[figure.status], value: figure.count }))} seriesLabel="Payments" />
            </ChartCard>
          </Grid>
        </Grid>
      )}
    </PageContainer>
  );
}
