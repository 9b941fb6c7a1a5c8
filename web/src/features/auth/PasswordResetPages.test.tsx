import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '../../lib/auth-client';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordResetPages';

function renderAt(path: string) {
  return render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/login" element={<h1>Sign in page</h1>} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('forgot password', () => {
  it('checks the email, then gives the same answer whether or not the account exists', async () => {
    const request = vi.spyOn(authClient, 'requestPasswordReset').mockResolvedValue({ data: { status: true }, error: null });
    renderAt('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ama@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for that email, a reset link is on its way/)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('ama@example.com');
  });
});

describe('reset password', () => {
  it('says the link is invalid when it has no token', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByText('This reset link is invalid or has expired. Please ask for a new one.')).toBeInTheDocument();
  });

  it('applies the password rule and the match check, then changes the password and goes to sign in', async () => {
    const reset = vi.spyOn(authClient, 'resetPassword').mockResolvedValue({ data: { status: true }, error: null });
    renderAt('/reset-password?token=abc');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 12 characters.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Kente-Weaver-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Kente-Weaver-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    await waitFor(() => expect(reset).toHaveBeenCalledWith('abc', 'Kente-Weaver-2027'));
    expect(screen.getByText('Your password has been changed. Please sign in.')).toBeInTheDocument();
  });
});
