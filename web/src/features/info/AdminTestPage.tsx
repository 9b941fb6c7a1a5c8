// SPEC §2's protected admin-test route: placeholder text only.
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/PageContainer';

export const ADMIN_TEST_TEXT = 'This is a placeholder page for testing signed-in access. There is nothing to do here yet.';

export default function AdminTestPage() {
  return (
    <PageContainer title="Admin test" maxWidth="md">
      <Typography>{ADMIN_TEST_TEXT}</Typography>
    </PageContainer>
  );
}
