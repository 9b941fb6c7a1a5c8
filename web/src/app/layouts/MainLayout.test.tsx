import { act, fireEvent, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth-context';
import type { AuthUser } from '../../lib/auth-client';
import { getCartStore } from '../../lib/cart';
import { loadedApolloClient, resetLazyApolloForTests } from '../../lib/lazy-apollo';
import { MainLayout } from './MainLayout';
import type { SignedInServicesProps } from './SignedInServices';

const signOut = vi.fn(async () => ({ data: {}, error: null }));
vi.mock('../../lib/auth-client', () => ({ authClient: { signOut: () => signOut() } }));
// The live data needs a server; here it reports a fixed status and unread count.
vi.mock('./SignedInServices', () => ({
  default: function FakeServices({ onSidebarData }: SignedInServicesProps) {
    useEffect(() => onSidebarData({ applicationStatus: { status: 'pending', loading: false, error: false }, unreadNotifications: 2 }), [onSidebarData]);
    return null;
  },
}));

// The consent banner asks the server (features/consent has its own tests); here a customer has accepted.
vi.mock('../../features/consent/ConsentBanner', () => ({ default: () => null }));

// Lazy pieces are transformed on first import under vitest, which can take a while on a busy machine.
const LAZY = { timeout: 10_000 };

const CUSTOMER: AuthUser = { id: 'u1', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah', role: 'user' };

// jsdom lays every page out at a fixed 1024 px width and applies the media queries: the phone layout comes from a
// theme whose breakpoints all lie beyond that width.
const PHONE = createTheme({ breakpoints: { values: { xs: 0, sm: 5000, md: 5001, lg: 5002, xl: 5003 } } });

function renderLayout(user: AuthUser | null, path = '/', theme = createTheme()) {
  const getSession = async () => user;
  return render(
    <ThemeProvider theme={theme}>
      <SnackbarProvider>
        <AuthProvider getSession={getSession}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route element={<MainLayout />}>
                <Route path="/" element={<h1>Landing</h1>} />
                <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </SnackbarProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { publicSettings: [{ key: 'contact.support_phone', value: '+233 30 000 0000' }] } }))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetLazyApolloForTests();
  getCartStore().clear();
  signOut.mockClear();
});

describe('the main layout', () => {
  it('gives a visitor Login and Register, the footer settings, and no Apollo Client', async () => {
    renderLayout(null);
    expect(await screen.findByText('Not Authenticated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(await screen.findByText('+233 30 000 0000', undefined, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account navigation' })).not.toBeInTheDocument();
    expect(loadedApolloClient()).toBeNull();
  });

  it('opens the phone menu drawer (loaded on first use) with the visitor links', async () => {
    renderLayout(null, '/', PHONE);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, LAZY);
    for (const label of ['Home', 'Eligibility Check', 'Login', 'Register']) expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows a signed-in customer the notification bell with the unread count in the phone header', async () => {
    renderLayout(CUSTOMER, '/dashboard', PHONE);
    const header = screen.getByRole('banner');
    const bell = await within(header).findByRole('link', { name: 'Notifications, 2 unread' }, LAZY);
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('2');
  });

  it('gives a visitor no notification bell', async () => {
    renderLayout(null, '/', PHONE);
    expect(await screen.findByText('Not Authenticated')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('lists each destination once in a signed-in customer’s phone menu (the sidebar inside it has Dashboard)', async () => {
    renderLayout(CUSTOMER, '/dashboard', PHONE);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, LAZY);
    const drawer = menu.closest('.MuiDrawer-paper') ?? menu;
    await within(drawer as HTMLElement).findByRole('link', { name: 'Payment History' }, LAZY);
    expect(within(drawer as HTMLElement).getAllByRole('link', { name: 'Dashboard' })).toHaveLength(1);
    expect(within(menu).getByRole('link', { name: 'My orders' })).toBeInTheDocument();
  });

  it('gives a signed-in customer the cart, the account menu and the sidebar with its live status, and signs out', async () => {
    getCartStore().addItem({ id: 'p1', name: 'Sofa', price: 100_000, image_url: '/sofa.jpg' });
    renderLayout(CUSTOMER, '/dashboard');
    expect(await screen.findByText('Authenticated', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();

    const sidebar = await screen.findByRole('navigation', { name: 'Account navigation' }, LAZY);
    expect(await within(sidebar).findByRole('link', { name: /Notifications ?, 2 unread/ }, LAZY)).toBeInTheDocument();
    expect(await within(sidebar).findByText(/pending/i, undefined, LAZY)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    expect(await screen.findByText('Sofa', undefined, LAZY)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    await waitForElementToBeRemoved(() => screen.queryByText('Sofa'));

    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' }, LAZY)).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(screen.getByText('Not Authenticated')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account navigation' })).not.toBeInTheDocument();
    // jsdom resolves every element's style (media queries included) for each role query: slow on a busy machine.
  }, 60_000);
});
