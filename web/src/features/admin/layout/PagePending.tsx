import Alert from '@mui/material/Alert';
import { PageContainer } from '../../../components/PageContainer';

/** Stands in for an admin page whose screen has not been built yet. */
export function PagePending({ title }: { title: string }) {
  return (
    <PageContainer title={title}>
      <Alert severity="info">This page is being built. Check back soon.</Alert>
    </PageContainer>
  );
}
