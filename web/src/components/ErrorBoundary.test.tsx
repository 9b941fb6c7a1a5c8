import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';

function Broken({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  // React logs caught render errors; keep the test output readable.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>Dashboard content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Dashboard content')).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the error page with Refresh Page and Go to Home when a child throws', () => {
    const onError = vi.fn();
    render(
      <ErrorBoundary onError={onError}>
        <Broken error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows the request id carried by a server error', () => {
    const error = Object.assign(new Error('masked'), { extensions: { requestId: 'req-42' } });
    render(
      <ErrorBoundary>
        <Broken error={error} />
      </ErrorBoundary>,
    );
    expect(screen.getByText(/quote this reference/i)).toHaveTextContent('req-42');
  });
});
