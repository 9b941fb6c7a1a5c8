import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../lib/auth-context';
import type { EarlyQuery } from '../lib/early-requests';
import { Providers } from './providers';

type EarlyWindow = { __earlyQueries?: Record<string, EarlyQuery>; __earlyTaken?: boolean };
const page = window as EarlyWindow;
const AMA = { id: 'u1', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah', role: 'user' };

function Who() {
  const { state, user } = useAuth();
  return <p>{state.status === 'initialised' ? `signed in: ${user?.firstName ?? 'nobody'}` : 'checking'}</p>;
}

function earlyDashboard(): void {
  page.__earlyQueries = { DashboardOverview: { query: 'query DashboardOverview { me { id } }', response: Promise.resolve(new Response('{}')) } };
}

async function bootWithSession(user: typeof AMA | null): Promise<void> {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(user ? { user } : null), { status: 200, headers: { 'content-type': 'application/json' } })));
  render(
    <Providers>
      <Who />
    </Providers>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete page.__earlyQueries;
  delete page.__earlyTaken;
});

describe("the answers index.html fetched early belong only to the session it saw", () => {
  it('keeps them while that visitor is signed in', async () => {
    earlyDashboard();
    await bootWithSession(AMA);
    expect(screen.getByText('signed in: Ama')).toBeInTheDocument();
    expect(page.__earlyQueries?.DashboardOverview).toBeDefined();
  });

  it('drops them once the visitor turns out to be signed out, so a later sign-in never reads them', async () => {
    earlyDashboard();
    await bootWithSession(null);
    expect(screen.getByText('signed in: nobody')).toBeInTheDocument();
    expect(page.__earlyQueries).toBeUndefined();
  });
});
