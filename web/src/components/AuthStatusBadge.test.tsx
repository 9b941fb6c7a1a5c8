import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AuthStatusBadge } from './AuthStatusBadge';

describe('AuthStatusBadge', () => {
  it('says Authenticated for a signed-in user', () => {
    render(<AuthStatusBadge authenticated />);
    expect(screen.getByText('Authenticated')).toBeInTheDocument();
    expect(screen.queryByText('Not Authenticated')).not.toBeInTheDocument();
  });

  it('says Not Authenticated for a visitor', () => {
    render(<AuthStatusBadge authenticated={false} />);
    expect(screen.getByText('Not Authenticated')).toBeInTheDocument();
  });
});
