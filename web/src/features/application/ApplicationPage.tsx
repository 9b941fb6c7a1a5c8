import { lazy, Suspense, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { PageContainer } from '../../components/PageContainer';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ApplicantProfileDocument, CancelMyApplicationDocument, CreditProductsToApplyDocument, MyLatestApplicationDetailsDocument } from '../../gql/graphql';
import { loadApolloClient } from '../../lib/lazy-apollo';
import { creditTermsFrom, useSiteSettings } from '../../lib/site-settings';
import { toastOptions } from '../../lib/toasts';
import { ApplicationStatusView } from './ApplicationStatusView';
import { toFormError } from './server-errors';

const NewApplication = lazy(() => import('./NewApplication'));

/**
 * The page's heading, the same whether it shows the form or an application's status (the sidebar's "My Application"),
 * so index.html's static shell draws it at the first paint, before any JavaScript or data (web/index.html; a test
 * keeps the two equal).
 */
export const APPLICATION_PAGE_HEADING = {
  title: 'My Application',
  subtitle: 'Rent assistance: we pay your landlord upfront, and you repay in monthly instalments.',
} as const;

/** The repayment lengths offered: the public setting credit.rent_repayment_months (up to 24 months). */
export function repaymentMonthsSetting(settings: ReadonlyMap<string, unknown>): number[] {
  return creditTermsFrom(settings).rentRepaymentMonths;
}

/** When the boot's prefetch asked for the latest application: the first mount shares that request (or its answer). */
let prefetchedAt: number | null = null;

/** Called when the app boots on /application: the screen's queries start beside the session check (see DashboardPage). */
export function prefetchApplication(): void {
  prefetchedAt = Date.now();
  loadApolloClient()
    .then((client) =>
      Promise.all([
        client.query({ query: MyLatestApplicationDetailsDocument, errorPolicy: 'all' }),
        client.query({ query: ApplicantProfileDocument, errorPolicy: 'all' }),
      ]),
    )
    .catch(() => undefined);
}

/** How long the boot's request counts as just asked: the first render comes a few seconds after it at most. */
const PREFETCH_FRESH_MS = 10_000;

/**
 * The latest application is asked for on every visit, except right after the boot's prefetch asked: then the screen
 * takes that answer from the cache, or shares the request while it runs (Apollo merges identical queries in flight).
 */
function latestApplicationPolicy(): 'cache-first' | 'cache-and-network' {
  return prefetchedAt !== null && Date.now() - prefetchedAt < PREFETCH_FRESH_MS ? 'cache-first' : 'cache-and-network';
}

export default function ApplicationPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [fetchPolicy] = useState(latestApplicationPolicy);
  const latest = useQuery(MyLatestApplicationDetailsDocument, { fetchPolicy });
  const profile = useQuery(ApplicantProfileDocument);
  // The products on offer: the form lets the customer pick one (rent keeps its own steps). Without them, rent.
  const products = useQuery(CreditProductsToApplyDocument);
  const site = useSiteSettings();
  const [cancelApplication, cancelState] = useMutation(CancelMyApplicationDocument);
  const [startingNew, setStartingNew] = useState(false);
  const months = useMemo(() => repaymentMonthsSetting(site.values), [site.values]);

  const application = latest.data?.myLatestApplication ?? null;
  const loading = (latest.loading && !latest.data) || (profile.loading && !profile.data);

  let content;
  if (loading) content = <LoadingSpinner message="Loading your application…" />;
  else if (latest.error && !latest.data)
    content = (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void latest.refetch()}>Retry</Button>}>
        {toFormError(latest.error).message}
      </Alert>
    );
  else if (application && !startingNew)
    content = (
      <ApplicationStatusView
        application={application}
        cancelling={cancelState.loading}
        onStartNew={() => setStartingNew(true)}
        onCancel={() => {
          if (!window.confirm('Cancel this application? You can start a new one afterwards.')) return;
          cancelApplication({ variables: { id: application.id }, refetchQueries: ['SidebarApplicationStatus'] })
            .then(() => enqueueSnackbar('Application cancelled', toastOptions('success')))
            .catch((error: unknown) => enqueueSnackbar(toFormError(error).message, toastOptions('error')));
        }}
      />
    );
  else
    content = (
      <Suspense fallback={<LoadingSpinner message="Loading your application…" />}>
        <NewApplication
          profile={profile.data?.myProfile}
          products={products.data?.creditProductsToApply ?? []}
          months={months}
          maxInstalmentShareBp={creditTermsFrom(site.values).maxInstalmentShareBp}
          onSubmitted={() => setStartingNew(false)}
        />
      </Suspense>
    );

  return (
    <PageContainer title={APPLICATION_PAGE_HEADING.title} subtitle={APPLICATION_PAGE_HEADING.subtitle} maxWidth="md">
      {content}
    </PageContainer>
  );
}
