import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminTestPage, { ADMIN_TEST_TEXT } from './AdminTestPage';

describe('admin-test (SPEC §2: placeholder text only)', () => {
  it('shows its heading and the placeholder text', () => {
    render(<AdminTestPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin test' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_TEST_TEXT)).toBeInTheDocument();
  });
});
