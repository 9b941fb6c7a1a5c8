import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { PageContainer } from './PageContainer';

describe('PageContainer', () => {
  it('gives the page one h1 with its title, the subtitle and the content', () => {
    render(
      <PageContainer title="Payment History" subtitle="Every payment you have made">
        <p>Table of payments</p>
      </PageContainer>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment History' })).toBeInTheDocument();
    expect(screen.getByText('Every payment you have made')).toBeInTheDocument();
    expect(screen.getByText('Table of payments')).toBeInTheDocument();
  });

  it('shows the actions beside the title', () => {
    render(<PageContainer title="Documents" actions={<Button>Upload Document</Button>} />);
    expect(screen.getByRole('button', { name: 'Upload Document' })).toBeInTheDocument();
  });

  it('keeps a text subtitle a paragraph, and puts a markup subtitle in a div (a <p> may not hold a div)', () => {
    const { rerender } = render(<PageContainer title="Ticket" subtitle="Opened today" />);
    expect(screen.getByText('Opened today').tagName).toBe('P');
    rerender(<PageContainer title="Ticket" subtitle={<div data-testid="chips">In progress</div>} />);
    expect(screen.getByTestId('chips').closest('p')).toBeNull();
  });
});
