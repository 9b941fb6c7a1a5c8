import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { myApplicationTarget } from '../../components/UserSidebar';
import { DashboardOverviewDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth-context';
import { loadApolloClient } from '../../lib/lazy-apollo';
import { useOnlineStatus } from '../../lib/online';
import { bySoonestDue, isOpenLoan } from '../../lib/loans';
import { readEligibility } from '../../lib/storage';
import { DashboardView, type DashboardLoan } from './DashboardView';

export function roleLabel(role: string): string {
  return role === 'user' ? 'Customer' : role.split('_').map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
}

/** The newest loan still being repaid (or awaiting disbursement). */
export function currentLoan<L extends { status: string }>(loans: readonly L[]): L | null {
  return loans.find(isOpenLoan) ?? null;
}

/**
 * Called when the app boots on /dashboard: asks for the figures while the session check is still running, so the
 * screen's query is already answered (or in flight, and shared) when it mounts. A visitor who turns out to be signed
 * out gets an UNAUTHENTICATED answer that is dropped.
 */
export function prefetchDashboard(): void {
  loadApolloClient()
    .then((client) => client.query({ query: DashboardOverviewDocument, errorPolicy: 'all' }))
    .catch(() => undefined);
}

/** The loan a single card would show: the one being repaid, else the newest paid off (so a payoff shows as closed). */
export function loanToShow<L extends { status: string }>(loans: readonly L[]): L | null {
  return currentLoan(loans) ?? loans.find((loan) => loan.status === 'paid_off') ?? null;
}

/**
 * The loans the summary lists (newest first in): every open one, the one due soonest first; with none open, the newest
 * paid-off one (so a payoff shows as closed). `paidOffCount` counts the paid-off loans not listed.
 */
export function loansToShow<L extends { id: string; status: string; nextInstalment?: { dueDate: string } | null }>(loans: readonly L[]): { shown: L[]; paidOffCount: number } {
  const open = loans.filter(isOpenLoan);
  const paidOff = loans.filter((loan) => loan.status === 'paid_off');
  if (open.length > 0) return { shown: bySoonestDue(open), paidOffCount: paidOff.length };
  return { shown: paidOff.slice(0, 1), paidOffCount: Math.max(0, paidOff.length - 1) };
}

export const DASHBOARD_UNAVAILABLE = {
  failed: 'We could not load your latest figures. Please check your connection; they will refresh automatically.',
  notCached: 'Your dashboard is not saved on this device yet, so there is nothing to show offline. Connect to the internet to load it.',
};

/** Set once the dashboard has been shown in this page load. */
let shownBefore = false;

export default function DashboardPage() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const online = useOnlineStatus();
  // The first visit takes the figures fetched at boot; coming back (say after paying) asks the server again, since the
  // live updates only refetch screens that are open when a payment settles.
  const [fetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() => (shownBefore ? 'cache-and-network' : 'cache-first'));
  useEffect(() => {
    shownBefore = true;
  }, []);
  const { data, loading, error } = useQuery(DashboardOverviewDocument, { errorPolicy: 'all', fetchPolicy });
  const me = data?.me;
  const role = me?.role ?? user?.role ?? 'user';
  const { shown, paidOffCount } = loansToShow<DashboardLoan>(data?.myLoans?.nodes ?? []);

  return (
    <DashboardView
      firstName={me?.firstName ?? user?.firstName ?? ''}
      roleLabel={roleLabel(role)}
      showAdminLink={role !== 'user' && (me?.adminRoutes.length ?? 0) > 0}
      application={data?.myLatestApplication ?? null}
      loans={shown}
      paidOffCount={paidOffCount}
      payments={data?.myPayments?.nodes ?? []}
      documents={data?.myDocuments?.nodes ?? []}
      applyTarget={myApplicationTarget({ signedIn: Boolean(user), eligible: readEligibility() === true, pathname })}
      loading={loading && !data}
      error={error && !data ? (online ? DASHBOARD_UNAVAILABLE.failed : DASHBOARD_UNAVAILABLE.notCached) : null}
      unavailable={Boolean(error) && !data}
    />
  );
}
