import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { PageContainer } from '../../../components/PageContainer';
import { formatCedis, formatDate } from '../../../lib/money';
import { QueryProblem, QueueCard, StatCard } from './DashboardParts';
import { APPLICATION_STATUS_LABELS, formatCount, formatDuration, formatRate } from './figures';
import { DASHBOARD_DAYS, useApplicationStats, useDashboardPeriod, usePendingDocuments, useReviewQueue } from './useDashboardFigures';

const SHOWN = 8;

/** Credit: the review queue oldest first, documents awaiting verification, approval rate and time to decision. */
export default function CreditDashboard() {
  const period = useDashboardPeriod();
  const stats = useApplicationStats(period);
  const queue = useReviewQueue();
  const documents = usePendingDocuments();
  const figures = stats.data?.applicationStats;
  const busy = stats.loading && !stats.data;
  return (
    <PageContainer title="Credit dashboard" subtitle="Decide the oldest applications first">
      {(stats.error || queue.error || documents.error) && (
        <QueryProblem
          onRetry={() => {
            void stats.refetch();
            queue.refetch();
            void documents.refetch();
          }}
        />
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="Awaiting a decision" value={formatCount(queue.nodes.length, queue.hasMore)} loading={queue.loading} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Documents to verify"
            value={formatCount(documents.nodes.length, documents.hasMore)}
            loading={documents.loading && !documents.data}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Approval rate"
            value={formatRate(figures?.approvalRateBp)}
            hint={`${figures?.approvedDecisions ?? 0} approved, ${figures?.rejectedDecisions ?? 0} rejected in ${DASHBOARD_DAYS} days`}
            loading={busy}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="Average time to decision" value={formatDuration(figures?.averageDecisionSeconds)} hint={`Last ${DASHBOARD_DAYS} days`} loading={busy} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <QueueCard
            title="Review queue"
            count={formatCount(queue.nodes.length, queue.hasMore)}
            loading={queue.loading}
            emptyText="No applications are waiting for a decision."
            items={queue.nodes.slice(0, SHOWN).map((application) => ({
              id: application.id,
              primary: `${application.applicant.firstName} ${application.applicant.lastName} · ${formatCedis(application.amountRequested)}`,
              secondary: `${APPLICATION_STATUS_LABELS[application.status]} · submitted ${formatDate(application.createdAt)} · ${application.propertyAddress ?? application.payeeName ?? ''}`,
              to: paths.adminApplication(application.id),
            }))}
            footer={
              <Button component={RouterLink} to={paths.adminPage('applications')} size="small">
                All applications
              </Button>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <QueueCard
            title="Documents awaiting verification"
            count={formatCount(documents.nodes.length, documents.hasMore)}
            loading={documents.loading && !documents.data}
            emptyText="No documents are waiting for verification."
            items={documents.nodes.slice(0, SHOWN).map((document) => ({
              id: document.id,
              primary: `${document.owner.firstName} ${document.owner.lastName}`,
              secondary: `${document.type.replaceAll('_', ' ')} · uploaded ${formatDate(document.createdAt)}`,
            }))}
            footer={
              <Button component={RouterLink} to={paths.adminPage('documents')} size="small">
                Open the document queue
              </Button>
            }
          />
        </Grid>
      </Grid>
    </PageContainer>
  );
}
