import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { StatusScreen } from './StatusScreen';

describe('StatusScreen', () => {
  it.each([
    ['Authentication Error', 'Go to Login', 'auth'],
    ['Service Temporarily Unavailable', 'Try Again Now', 'unavailable'],
    ['Connection Error', 'Retry Connection', 'connection'],
  ] as const)('shows "%s" with the "%s" action', (title, actionLabel, kind) => {
    const onAction = vi.fn();
    render(
      <StatusScreen
        kind={kind}
        title={title}
        message="Please try again later."
        actionLabel={actionLabel}
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again later.');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: actionLabel }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('disables the action while a retry is running', () => {
    const onAction = vi.fn();
    render(
      <StatusScreen
        title="Connection Error"
        message="Unable to connect."
        actionLabel="Retry Connection"
        onAction={onAction}
        actionDisabled
      />,
    );
    const button = screen.getByRole('button', { name: 'Retry Connection' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onAction).not.toHaveBeenCalled();
  });
});
