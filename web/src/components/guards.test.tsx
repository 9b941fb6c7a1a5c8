import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../lib/auth-client';
import { AuthProvider } from '../lib/auth-context';
import { AuthGate, CHECKING_AUTH_MESSAGE, returnPath } from './guards';

const AMA: AuthUser = { id: 'u1', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah', role: 'user' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the first signed-in screen', () => {
  it('keeps the auth check on screen until the screen’s chunk has loaded, with no loading screen in between', async () => {
    const session = deferred<AuthUser | null>();
    const chunk = deferred<{ default: ComponentType }>();
    const Dashboard = lazy(() => chunk.promise);
    // Fallbacks that reached the screen (React may render one in a transition and then not commit it).
    let fallbacksShown = 0;
    function RouterFallback() {
      useLayoutEffect(() => {
        fallbacksShown += 1;
      }, []);
      return <p>loading the screen</p>;
    }
    render(
      <AuthProvider getSession={() => session.promise}>
        <Suspense fallback={<RouterFallback />}>
          <AuthGate>
            <Dashboard />
          </AuthGate>
        </Suspense>
      </AuthProvider>,
    );
    expect(screen.getByText(CHECKING_AUTH_MESSAGE)).toBeInTheDocument();

    // The session answers first; the screen's chunk is still on its way.
    await act(async () => session.resolve(AMA));
    expect(screen.getByText(CHECKING_AUTH_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('loading the screen')).not.toBeInTheDocument();

    await act(async () => chunk.resolve({ default: () => <h1>Your dashboard</h1> }));
    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(CHECKING_AUTH_MESSAGE)).not.toBeInTheDocument();
    // A fallback in between would have made React hold the screen back until 300 ms after it appeared.
    expect(fallbacksShown).toBe(0);
  });
});

describe('where signing in leads', () => {
  it('takes staff to the admin area and customers to their dashboard when no page was remembered', () => {
    expect(returnPath(null, 'finance')).toBe('/admin');
    expect(returnPath(undefined, 'credit_analyst')).toBe('/admin');
    expect(returnPath(null, 'user')).toBe('/dashboard');
  });

  it('goes back to the remembered page for anyone, but never to another site', () => {
    expect(returnPath({ from: '/admin/payments?tab=2' }, 'finance')).toBe('/admin/payments?tab=2');
    expect(returnPath({ from: '/payments' }, 'user')).toBe('/payments');
    expect(returnPath({ from: '//evil.example/x' }, 'admin')).toBe('/admin');
    expect(returnPath({ from: 'https://evil.example' }, 'user')).toBe('/dashboard');
  });
});
