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
});
