import { useEffect, useState } from 'react';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import { useQuery } from '@apollo/client/react';
import { PageContainer } from '../../../components/PageContainer';
import { AdminDashboardOpenTicketsDocument, AdminDashboardOverviewDocument } from '../gql/graphql';
import { formatCedis } from '../../../lib/money';
import { SimpleBarChart } from './Charts';
import { ChartCard, QueryProblem, StatCard } from './DashboardParts';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUS_ORDER, formatCount, formatRate, toPesewas } from './figures';
import { DASHBOARD_DAYS, useApplicationStats, useDashboardPeriod, usePaymentStats } from './useDashboardFigures';

export type Health = 'checking' | 'ready' | 'not_ready' | 'unreachable';

/** GET /readyz: 200 when this instance can serve (database up, migrations applied). */
export function useSystemHealth(): Health {
  const [health, setHealth] = useState<Health>('checking');
  useEffect(() => {
    const controller = new AbortController();
    const check = async (): Promise<Health> => {
      const response = await fetch('/readyz', { cache: 'no-store', signal: controller.signal });
      // Read the (small) body to the end, so the request finishes and the connection is free again.
      await response.text();
      return response.ok ? 'ready' : 'not_ready';
    };
    check().then(
      (result) => setHealth(result),
      () => {
        if (!controller.signal.aborted) setHealth('unreachable');
      },
    );
    return () => controller.abort();
  }, []);
  return health;
}

const HEALTH_TEXT: Record<Health, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
  checking: { label: 'Checking…', color: 'default' },
  ready: { label: 'All systems ready', color: 'success' },
  not_ready: { label: 'Not ready', color: 'warning' },
  unreachable: { label: 'Unreachable', color: 'error' },
};

/** Admin and superadmin: users, applications, payments, open tickets and system health. */
export default function GeneralDashboard() {
  const period = useDashboardPeriod();
  const overview = useQuery(AdminDashboardOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const applications = useApplicationStats(period);
  const payments = usePaymentStats(period);
  const tickets = useQuery(AdminDashboardOpenTicketsDocument, { fetchPolicy: 'cache-and-network' });
  const health = useSystemHealth();
  const totals = overview.data?.overviewStats;
  const stats = applications.data?.applicationStats;
  const pipeline = APPLICATION_STATUS_ORDER.map((status) => ({
    label: APPLICATION_STATUS_LABELS[status],
    value: stats?.byStatus.find((figure) => figure.status === status)?.count ?? 0,
  }));
  const openTickets = tickets.data ? formatCount(tickets.data.ticketQueue.nodes.length, tickets.data.ticketQueue.pageInfo.hasNextPage) : '';
  const anyError = overview.error || applications.error || payments.error || tickets.error;
  return (
    <PageContainer title="Admin dashboard" subtitle="The whole business at a glance">
      {anyError && (
        <QueryProblem
          onRetry={() => {
            void overview.refetch();
            void applications.refetch();
            void payments.refetch();
            void tickets.refetch();
          }}
        />
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Users"
            value={totals?.totalUsers ?? 0}
            hint={`${totals?.totalCustomers ?? 0} customers`}
            loading={overview.loading && !overview.data}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Applications"
            value={totals?.totalApplications ?? 0}
            hint={`${totals?.openApplications ?? 0} pending or under review`}
            loading={overview.loading && !overview.data}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Payments collected"
            value={formatCedis(toPesewas(payments.data?.paymentStats.collectedAmount))}
            hint={`Last ${DASHBOARD_DAYS} days · success rate ${formatRate(payments.data?.paymentStats.successRateBp)}`}
            loading={payments.loading && !payments.data}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="Open tickets" value={openTickets} loading={tickets.loading && !tickets.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <ChartCard
            title="Applications by status"
            description={`Last ${DASHBOARD_DAYS} days`}
            columns={['Status', 'Applications']}
            rows={pipeline.map((bar) => ({ label: bar.label, values: [bar.value] }))}
            loading={applications.loading && !applications.data}
            empty={(stats?.totalApplications ?? 0) === 0}
          >
            <SimpleBarChart bars={pipeline} seriesLabel="Applications" />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard
            label="System health"
            value={<Chip label={HEALTH_TEXT[health].label} color={HEALTH_TEXT[health].color} />}
            hint="Database and migrations (/readyz)"
          />
        </Grid>
      </Grid>
    </PageContainer>
  );
}
