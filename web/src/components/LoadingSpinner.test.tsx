import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LoadingSpinner } from './LoadingSpinner';

describe('LoadingSpinner', () => {
  it('announces its message as a status', () => {
    render(<LoadingSpinner message="Checking authentication status..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication status...');
  });

  it('still announces loading when no message is given', () => {
    render(<LoadingSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it.each([
    ['small', '20px'],
    ['medium', '40px'],
    ['large', '64px'],
  ] as const)('draws a %s spinner %s wide', (size, width) => {
    const { container } = render(<LoadingSpinner size={size} />);
    const ring = container.querySelector('.MuiCircularProgress-root') as HTMLElement;
    expect(ring.style.width).toBe(width);
    expect(ring.style.height).toBe(width);
  });

  it('covers the whole viewport in the full-screen variant', () => {
    render(<LoadingSpinner fullScreen message="Please wait" />);
    const status = screen.getByRole('status');
    expect(getComputedStyle(status).position).toBe('fixed');
    expect(status).toHaveTextContent('Please wait');
  });

  it('stays in the page flow when not full screen', () => {
    render(<LoadingSpinner message="Loading payments" />);
    expect(getComputedStyle(screen.getByRole('status')).position).not.toBe('fixed');
  });
});
