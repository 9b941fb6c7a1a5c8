import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

function chipOf(text: string): HTMLElement {
  return screen.getByText(text).closest('.MuiChip-root') as HTMLElement;
}

describe('ApplicationStatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'MuiChip-colorWarning'],
    ['approved', 'Approved', 'MuiChip-colorSuccess'],
    ['rejected', 'Rejected', 'MuiChip-colorError'],
    ['under_review', 'Under Review', 'MuiChip-colorDefault'],
  ])('shows %s as "%s" in its SPEC colour', (status, label, colourClass) => {
    render(<ApplicationStatusBadge status={status} />);
    expect(chipOf(label)).toHaveClass(colourClass);
  });

  it('shows pending (yellow) when the user has no application yet', () => {
    render(<ApplicationStatusBadge status={null} />);
    expect(chipOf('Pending')).toHaveClass('MuiChip-colorWarning');
  });

  it("says 'Error loading status' when the status could not be fetched", () => {
    render(<ApplicationStatusBadge status="approved" error />);
    expect(screen.getByText('Error loading status')).toBeInTheDocument();
    expect(screen.queryByText('Approved')).not.toBeInTheDocument();
  });

  it('shows a loading state while the status is being fetched', () => {
    render(<ApplicationStatusBadge status={null} loading />);
    expect(screen.getByText('Loading status…')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });
});
