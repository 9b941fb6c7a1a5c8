import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OfflineBanner } from './OfflineBanner';

describe('OfflineBanner', () => {
  it('shows nothing while online', () => {
    render(<OfflineBanner online />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Offline mode')).not.toBeInTheDocument();
  });

  it('alerts the user with the offline message and an Offline mode badge', () => {
    render(<OfflineBanner online={false} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You are currently offline. Some features may be unavailable.');
    expect(alert).toHaveTextContent('Offline mode');
  });

  it('disappears when the connection comes back', () => {
    const { rerender } = render(<OfflineBanner online={false} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<OfflineBanner online />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('OfflineBanner for a signed-in customer', () => {
  it('says the screens show cached data', () => {
    render(<OfflineBanner online={false} usingCachedData />);
    expect(screen.getByRole('alert')).toHaveTextContent('Using cached data...');
  });

  it('says nothing about cached data to a visitor', () => {
    render(<OfflineBanner online={false} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Using cached data...');
  });
});
