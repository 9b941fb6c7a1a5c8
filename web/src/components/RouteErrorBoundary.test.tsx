import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryableLazy } from '../lib/retryable-lazy';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/DocumentsPage-abc.js');

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function renderScreen(Screen: React.ComponentType, resetKey = '/documents') {
  return render(
    <RouteErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>,
  );
}

describe('a screen whose chunk cannot load (offline navigation)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.restoreAllMocks();
    setOnline(true);
  });

  it('shows SPEC §8 Connection Error with Retry Connection, and Retry Connection imports the chunk again', async () => {
    setOnline(false);
    const load = vi
      .fn<() => Promise<{ default: React.ComponentType }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: () => <h1>Documents</h1> });
    renderScreen(retryableLazy(load));
    expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
    expect(screen.getByText('You are offline. Please check your internet connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();

    setOnline(true);
    await userEvent.click(screen.getByRole('button', { name: 'Retry Connection' }));
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again by itself when the browser comes back online', async () => {
    setOnline(false);
    const load = vi
      .fn<() => Promise<{ default: React.ComponentType }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: () => <h1>Documents</h1> });
    renderScreen(retryableLazy(load));
    await screen.findByRole('button', { name: 'Retry Connection' });
    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
  });

  it('names an unreachable server when the browser is online', async () => {
    renderScreen(retryableLazy(() => Promise.reject(chunkError())));
    expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
    expect(screen.getByText(/Unable to connect/)).toBeInTheDocument();
  });

  it('shows the generic error page for other failures, and forgets it on another route', async () => {
    function Broken(): never {
      throw new Error('render bug');
    }
    const { rerender } = renderScreen(Broken);
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    rerender(
      <RouteErrorBoundary resetKey="/payments">
        <p>Payments</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Payments')).toBeInTheDocument();
  });
});
