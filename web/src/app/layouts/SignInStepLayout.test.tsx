import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient, type AuthUser } from '../../lib/auth-client';
import { AuthProvider } from '../../lib/auth-context';
import { AuthGate } from '../../components/guards';
import { paths } from '../../lib/paths';
import { TwoFactorSetupPage } from '../../features/auth/SignInStepPages';
import { SignInStepLayout } from './SignInStepLayout';

const KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSW';
const ANALYST: AuthUser = { id: 's1', email: 'ama.owusu@example.com', firstName: 'Ama', lastName: 'Owusu', role: 'credit_analyst', twoFactorEnabled: false, mustChangePassword: false };

function renderSetup() {
  return render(
    <AuthProvider getSession={async () => ANALYST}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[paths.twoFactorSetup]}>
          <Routes>
            <Route element={<SignInStepLayout />}>
              <Route
                path={paths.twoFactorSetup}
                element={
                  <AuthGate>
                    <TwoFactorSetupPage />
                  </AuthGate>
                }
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </AuthProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('two-factor set-up for staff', () => {
  it('runs in the staff frame and offers a QR code, the key in groups and a copy button', async () => {
    const enable = vi.spyOn(authClient, 'enableTwoFactor').mockResolvedValue({
      data: { totpURI: `otpauth://totp/Ghana%20Homes%20Credit:ama.owusu%40example.com?secret=${KEY}&issuer=Ghana%20Homes%20Credit`, backupCodes: ['aaaa-bbbb'] },
      error: null,
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSetup();

    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    // The staff frame: who they are at work, a way out, and none of the customer's navigation.
    expect(screen.getByText('Staff area · Credit Analyst')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /My Application|Buy Now Pay Later|Shop/ })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Kente-Weaver-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const qr = await screen.findByRole('img', { name: 'QR code of your authenticator key' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(enable).toHaveBeenCalledWith('Kente-Weaver-2027');
    expect(screen.getByLabelText('Authenticator key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP JBSW');

    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(KEY));
    expect(await screen.findByText('Key copied.')).toBeInTheDocument();
  });
});
