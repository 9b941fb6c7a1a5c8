import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { myApplicationTarget, UserSidebar, type UserSidebarProps } from './UserSidebar';

describe('myApplicationTarget', () => {
  it('sends an eligible customer to the application', () => {
    expect(myApplicationTarget({ signedIn: true, eligible: true, pathname: '/dashboard' })).toBe('/application');
  });
  it('sends a customer without a (fresh) eligibility result to the eligibility check', () => {
    expect(myApplicationTarget({ signedIn: true, eligible: false, pathname: '/dashboard' })).toBe('/eligibility');
  });
  it('sends a visitor who is not signed in to registration', () => {
    expect(myApplicationTarget({ signedIn: false, eligible: true, pathname: '/dashboard' })).toBe('/register');
    expect(myApplicationTarget({ signedIn: false, eligible: false, pathname: '/bnpl' })).toBe('/register');
  });
  it('sends a customer who has an application (approved or pending) to it, without a local eligibility result', () => {
    expect(myApplicationTarget({ signedIn: true, eligible: false, hasApplication: true, pathname: '/dashboard' })).toBe('/application');
  });
  it('reads "has an application" from the sidebar status when the layout does not say', () => {
    render(
      <MemoryRouter>
        <UserSidebar
          signedIn
          eligible={false}
          pathname="/dashboard"
          applicationStatus={{ status: 'approved', loading: false, error: false, hasApplication: true }}
          unreadNotifications={0}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'My Application' })).toHaveAttribute('href', '/application');
  });
  it('stays on /bnpl while on the BNPL page', () => {
    expect(myApplicationTarget({ signedIn: true, eligible: true, pathname: '/bnpl' })).toBe('/bnpl');
    expect(myApplicationTarget({ signedIn: true, eligible: false, pathname: '/bnpl' })).toBe('/bnpl');
  });
});

function renderSidebar(props: Partial<UserSidebarProps> = {}) {
  const all: UserSidebarProps = {
    signedIn: true,
    eligible: false,
    pathname: '/dashboard',
    applicationStatus: { status: 'approved', loading: false, error: false },
    unreadNotifications: 0,
    ...props,
  };
  return render(
    <MemoryRouter>
      <UserSidebar {...all} />
    </MemoryRouter>,
  );
}

describe('UserSidebar', () => {
  it('shows every SPEC section and link with its destination', () => {
    renderSidebar({ eligible: true });
    const nav = screen.getByRole('navigation', { name: 'Account navigation' });
    const expected: Array<[string, string]> = [
      ['Dashboard', '/dashboard'],
      ['My Application', '/application'],
      ['Buy Now Pay Later', '/bnpl'],
      ['Payment History', '/payments'],
      ['Documents', '/documents'],
      ['Shop', '/shop'],
      ['Create Ticket', '/tickets/create'],
      ['View Tickets', '/tickets'],
      ['Help Center', '/help'],
      ['Profile Settings', '/profile'],
      ['Notifications', '/notifications'],
      ['Upload Document', '/documents'],
    ];
    for (const [label, href] of expected) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    for (const section of ['Main', 'Support', 'Account']) {
      expect(within(nav).getByRole('heading', { name: section })).toBeInTheDocument();
      expect(within(nav).getByRole('list', { name: section })).toBeInTheDocument();
    }
  });

  it('points My Application at the eligibility check for a customer who is not known to be eligible', () => {
    renderSidebar({ eligible: false });
    expect(screen.getByRole('link', { name: 'My Application' })).toHaveAttribute('href', '/eligibility');
  });

  it('marks the current page', () => {
    renderSidebar({ pathname: '/payments' });
    expect(screen.getByRole('link', { name: 'Payment History' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows the application status badge, its loading state and the SPEC error text', () => {
    const { rerender } = renderSidebar({ applicationStatus: { status: 'approved', loading: false, error: false } });
    expect(screen.getByRole('status')).toHaveTextContent('Approved');
    rerender(
      <MemoryRouter>
        <UserSidebar signedIn eligible={false} pathname="/" unreadNotifications={0} applicationStatus={{ status: null, loading: false, error: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Error loading status');
    rerender(
      <MemoryRouter>
        <UserSidebar signedIn eligible={false} pathname="/" unreadNotifications={0} applicationStatus={{ status: null, loading: false, error: false }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Pending');
  });

  it('announces the unread notification count on the Notifications entry', () => {
    renderSidebar({ unreadNotifications: 3 });
    // The count is a visually hidden span (the visible label stays the start of the name, as axe requires); being
    // absolutely positioned it is laid out as a block, so Chromium and jsdom name the link 'Notifications , 3 unread'.
    expect(screen.getByRole('link', { name: /^Notifications ?, 3 unread$/ })).toHaveAttribute('href', '/notifications');
  });

  it('tells the layout when a link is followed so the phone drawer can close', async () => {
    const onNavigate = vi.fn();
    renderSidebar({ onNavigate });
    await userEvent.click(screen.getByRole('link', { name: 'Help Center' }));
    await userEvent.click(screen.getByRole('link', { name: 'Upload Document' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });
});
