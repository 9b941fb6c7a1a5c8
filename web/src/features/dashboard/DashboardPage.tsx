import { useQuery } from '@apollo/client/react';
import { Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageContainer } from '../../components/PageContainer';
import { MeDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth-context';

export function roleLabel(role: string): string {
  return role === 'user' ? 'Customer' : role.split('_').map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
}

export default function DashboardPage() {
  const { user } = useAuth();
  const { data } = useQuery(MeDocument);
  const me = data?.me;
  const firstName = me?.firstName ?? user?.firstName ?? '';
  const role = me?.role ?? user?.role ?? 'user';
  const isStaff = role !== 'user';
  return (
    <PageContainer title={`Welcome, ${firstName}`} subtitle="Your rent assistance, orders and payments in one place.">
      <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
        <Chip label={`Role: ${roleLabel(role)}`} color="primary" variant="outlined" />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Rent assistance
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                We pay your landlord upfront; you repay in monthly instalments. Check your eligibility first.
              </Typography>
              <Button component={RouterLink} to={paths.eligibility} variant="contained">
                Check eligibility
              </Button>
            </CardContent>
          </Card>
        </Grid>
        {isStaff && me && me.adminRoutes.length > 0 && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  Staff area
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  Your role can open {me.adminRoutes.length} admin page{me.adminRoutes.length === 1 ? '' : 's'}.
                </Typography>
                <Button component={RouterLink} to={paths.admin} variant="outlined">
                  Open the admin area
                </Button>
              </CardContent>
            </Card>
          </Grid>
        )}
      </Grid>
    </PageContainer>
  );
}
