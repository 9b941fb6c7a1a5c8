import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { PageContainer } from '../../../components/PageContainer';
import { AdminDashboardPendingInspectionsDocument } from '../gql/graphql';
import { formatDate } from '../../../lib/money';
import { QueryProblem, QueueCard, StatCard } from './DashboardParts';
import { formatCount } from './figures';
import { usePendingDocuments } from './useDashboardFigures';

const SHOWN = 8;

/** Verification: documents to verify and property inspections pending, oldest first. */
export default function VerificationDashboard() {
  const documents = usePendingDocuments();
  const inspections = useQuery(AdminDashboardPendingInspectionsDocument, { fetchPolicy: 'cache-and-network' });
  const properties = inspections.data?.properties.nodes ?? [];
  const inspectionsMore = inspections.data?.properties.pageInfo.hasNextPage ?? false;
  const documentsBusy = documents.loading && !documents.data;
  const inspectionsBusy = inspections.loading && !inspections.data;
  return (
    <PageContainer title="Verification dashboard" subtitle="Documents and properties waiting for you, oldest first">
      {(documents.error || inspections.error) && (
        <QueryProblem
          onRetry={() => {
            void documents.refetch();
            void inspections.refetch();
          }}
        />
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard label="Documents to verify" value={formatCount(documents.nodes.length, documents.hasMore)} loading={documentsBusy} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard label="Inspections pending" value={formatCount(properties.length, inspectionsMore)} loading={inspectionsBusy} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <QueueCard
            title="Documents to verify"
            count={formatCount(documents.nodes.length, documents.hasMore)}
            loading={documentsBusy}
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
        <Grid size={{ xs: 12, md: 6 }}>
          <QueueCard
            title="Property inspections pending"
            count={formatCount(properties.length, inspectionsMore)}
            loading={inspectionsBusy}
            emptyText="No properties are waiting for inspection."
            items={properties.slice(0, SHOWN).map((property) => ({
              id: property.id,
              primary: property.address,
              secondary: `${property.digitalAddress} · landlord ${property.landlordName} · added ${formatDate(property.createdAt)}`,
            }))}
            footer={
              <Button component={RouterLink} to={paths.adminPage('properties')} size="small">
                Open properties
              </Button>
            }
          />
        </Grid>
      </Grid>
    </PageContainer>
  );
}
