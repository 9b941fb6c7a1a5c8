import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from './auth-client';
import { AuthProvider, prefetchSession, useAuth } from './auth-context';
import { SESSION_REFRESH_TICK_MS } from './constants';
import { OFFLINE_CACHE_KEY, OFFLINE_SESSION_KEY } from './offline-data';
import { reportUnauthenticated } from './session-events';
import { APPLICATION_STATUS_CACHE_KEY, PAYMENTS_CACHE_KEY } from './storage';

const AMA: AuthUser = { id: 'u1', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah', role: 'user' };

function Who() {
  const { state, user } = useAuth();
  return <p>{state.status === 'uninitialised' ? 'checking' : user ? `signed in as ${user.firstName}` : 'signed out'}</p>;
}

async function renderWith(getSession: () => Promise<AuthUser | null>, onSessionExpired = vi.fn()) {
  render(
    <AuthProvider getSession={getSession} onSessionExpired={onSessionExpired}>
      <Who />
    </AuthProvider>,
  );
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return onSessionExpired;
}

const tick = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_TICK_MS);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the signed-in session (SPEC §8 Session, §9 30 s tick)', () => {
  it('checks the session every 30 s and stays signed in while it is valid', async () => {
    const getSession = vi.fn(async () => AMA);
    const expired = await renderWith(getSession);
    expect(screen.getByText('signed in as Ama')).toBeInTheDocument();
    expect(getSession).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_REFRESH_TICK_MS - 1);
    });
    expect(getSession).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(getSession).toHaveBeenCalledTimes(2);
    await tick();
    expect(getSession).toHaveBeenCalledTimes(3);
    expect(screen.getByText('signed in as Ama')).toBeInTheDocument();
    expect(expired).not.toHaveBeenCalled();
  });

  it('signs out, clears the stored data and reports it once the server says the session is gone', async () => {
    localStorage.setItem(APPLICATION_STATUS_CACHE_KEY, '{"status":"pending"}');
    localStorage.setItem(PAYMENTS_CACHE_KEY, '{"payments":[]}');
    const getSession = vi.fn<() => Promise<AuthUser | null>>().mockResolvedValueOnce(AMA).mockResolvedValue(null);
    const expired = await renderWith(getSession);
    expect(screen.getByText('signed in as Ama')).toBeInTheDocument();
    await tick();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(APPLICATION_STATUS_CACHE_KEY)).toBeNull();
    expect(localStorage.getItem(PAYMENTS_CACHE_KEY)).toBeNull();
    // Signed out: no more checks.
    await tick();
    await tick();
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('does not treat a network failure as an expired session', async () => {
    const getSession = vi.fn<() => Promise<AuthUser | null>>().mockResolvedValueOnce(AMA).mockRejectedValue(new TypeError('Failed to fetch'));
    const expired = await renderWith(getSession);
    await tick();
    await tick();
    expect(screen.getByText('signed in as Ama')).toBeInTheDocument();
    expect(expired).not.toHaveBeenCalled();
  });

  it('checks at once when an answer says UNAUTHENTICATED, and signs out with the message without waiting for the tick', async () => {
    localStorage.setItem(PAYMENTS_CACHE_KEY, '{"payments":[]}');
    const getSession = vi.fn<() => Promise<AuthUser | null>>().mockResolvedValueOnce(AMA).mockResolvedValue(null);
    const expired = await renderWith(getSession);
    expect(screen.getByText('signed in as Ama')).toBeInTheDocument();
    // A screen's queries fail together: one check, not one per answer.
    await act(async () => {
      reportUnauthenticated();
      reportUnauthenticated();
      reportUnauthenticated();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(getSession).toHaveBeenCalledTimes(2);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PAYMENTS_CACHE_KEY)).toBeNull();
  });

  it('stays signed in when the check finds the session alive (a stale answer from before sign-in)', async () => {
    const getSession = vi.fn(async () => AMA);
    const expired = await renderWith(getSession);
    await act(async () => {
      reportUnauthenticated();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(getSession).toHaveBeenCalledTimes(2);
    expect(screen.getByText('signed in as Ama')).toBeInTheDocument();
    expect(expired).not.toHaveBeenCalled();
  });

  it('ignores UNAUTHENTICATED answers while nobody is signed in (a signed-out visitor\'s early queries)', async () => {
    const getSession = vi.fn(async () => null);
    await renderWith(getSession);
    await act(async () => {
      reportUnauthenticated();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it('never checks while nobody is signed in', async () => {
    const getSession = vi.fn(async () => null);
    await renderWith(getSession);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await tick();
    await tick();
    expect(getSession).toHaveBeenCalledTimes(1);
  });
});

describe('the first session check (index.html starts it before the app loads)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the response of the request index.html started, once, instead of asking again', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ user: AMA }), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const page = window as { __earlySession?: Promise<Response> };
    page.__earlySession = Promise.resolve(new Response(JSON.stringify({ user: AMA }), { status: 200 }));
    prefetchSession();
    expect(page.__earlySession).toBeUndefined();
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('signed in as Ama')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('an offline start on a remembered customer', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  function renderOffline(getSession: () => Promise<AuthUser | null>, onOfflineStart: (user: { id: string }) => Promise<void>) {
    render(
      <AuthProvider getSession={getSession} onOfflineStart={onOfflineStart}>
        <Who />
      </AuthProvider>,
    );
  }

  it('opens at once, signed in as the customer this device remembers, after their kept data is restored', async () => {
    // Signed in once online: the device remembers the customer.
    const online = vi.fn(async () => AMA);
    const first = render(
      <AuthProvider getSession={online}>
        <Who />
      </AuthProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    first.unmount();
    expect(localStorage.getItem(OFFLINE_SESSION_KEY)).toContain('"u1"');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const getSession = vi.fn(async (): Promise<AuthUser | null> => {
      throw new TypeError('Failed to fetch');
    });
    const restored = vi.fn(async () => undefined);
    renderOffline(getSession, restored);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('signed in as Ama')).toBeInTheDocument();
    expect(restored).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1' }));
    // No 2 + 4 + 6 s of retries first: the session was not even asked for.
    expect(getSession).not.toHaveBeenCalled();
  });

  it('with nobody remembered, an offline start ends on the error screen as before', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const getSession = vi.fn(async (): Promise<AuthUser | null> => {
      throw new TypeError('Failed to fetch');
    });
    const restored = vi.fn(async () => undefined);
    renderOffline(getSession, restored);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(13_000);
    });
    expect(screen.queryByText(/signed in as/)).not.toBeInTheDocument();
    expect(restored).not.toHaveBeenCalled();
  });

  it('a staff member is never remembered', async () => {
    const staff = vi.fn(async (): Promise<AuthUser | null> => ({ ...AMA, id: 's1', role: 'finance' }));
    render(
      <AuthProvider getSession={staff}>
        <Who />
      </AuthProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(localStorage.getItem(OFFLINE_SESSION_KEY)).toBeNull();
  });

  it('forgets the remembered customer and their kept data once the server says nobody is signed in', async () => {
    const online = vi.fn(async () => AMA);
    const first = render(
      <AuthProvider getSession={online}>
        <Who />
      </AuthProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    first.unmount();
    localStorage.setItem(OFFLINE_CACHE_KEY, JSON.stringify({ userId: 'u1', data: '{}', timestamp: Date.now() }));
    const signedOut = vi.fn(async (): Promise<AuthUser | null> => null);
    render(
      <AuthProvider getSession={signedOut}>
        <Who />
      </AuthProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(OFFLINE_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
  });
});
