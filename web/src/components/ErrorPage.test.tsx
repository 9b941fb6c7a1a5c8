import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('tells the user something went wrong, as an alert with a heading', () => {
    render(<ErrorPage />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/unexpected problem/i)).toBeInTheDocument();
  });

  it('refreshes the page when Refresh Page is pressed', () => {
    const onRefresh = vi.fn();
    render(<ErrorPage onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('links Go to Home to the home page', () => {
    render(<ErrorPage />);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('inside the admin area, links Go to Home to the staff dashboard, not the public site', () => {
    window.history.pushState({}, '', '/admin/loans/loan-1');
    try {
      render(<ErrorPage />);
      expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/admin');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('shows the request id to quote to support when there is one', () => {
    render(<ErrorPage requestId="req-7f3a" />);
    expect(screen.getByText(/quote this reference/i)).toHaveTextContent('req-7f3a');
  });

  it('shows no reference line without a request id', () => {
    render(<ErrorPage />);
    expect(screen.queryByText(/quote this reference/i)).not.toBeInTheDocument();
  });
});
