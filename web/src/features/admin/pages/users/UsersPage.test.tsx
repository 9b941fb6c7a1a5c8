import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { AdminBanUserDocument, AdminListUsersDocument, AdminResetStaffTwoFactorDocument, AdminUserDetailDocument, type Permission } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import { grantableStaffRoles } from './UsersPage';
import AdminUsersPage from './index';

const ALL_FLAGS: Permission[] = ['viewAllUsers', 'manageAllUsers', 'viewAllApplications', 'manageAllApplications', 'manageSystem'];
const ama = { __typename: 'UserAccount', id: 'cust-1', firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com', role: 'user', banned: false, createdAt: '2026-01-05T10:00:00Z' };

const listMock: MockedResponse = {
  request: { query: AdminListUsersDocument, variables: { first: 20, after: null, search: null, role: null } },
  result: { data: { users: { __typename: 'UserAccountConnection', nodes: [ama], pageInfo: { __typename: 'PageInfo', endCursor: 'c1', hasNextPage: true } } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const secondPageMock: MockedResponse = {
  request: { query: AdminListUsersDocument, variables: { first: 20, after: 'c1', search: null, role: null } },
  result: {
    data: {
      users: {
        __typename: 'UserAccountConnection',
        nodes: [{ ...ama, id: 'cust-2', firstName: 'Kwabena', lastName: 'Osei', email: 'kwabena@example.com' }],
        pageInfo: { __typename: 'PageInfo', endCursor: 'c2', hasNextPage: false },
      },
    },
  },
};
const detailMock: MockedResponse = {
  request: { query: AdminUserDetailDocument, variables: { id: 'cust-1' } },
  result: {
    data: {
      user: {
        ...ama, banReason: null, twoFactorEnabled: false, mustChangePassword: false,
        profile: {
          __typename: 'Profile', id: 'cust-1', phone: '+233244123456', ghanaCardNumber: 'GHA-123456789-0', dateOfBirth: '1994-03-02',
          residentialAddress: 'House 3, Osu', digitalAddress: 'GA-183-8164', city: 'Accra', region: 'greater_accra', isComplete: true,
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('admin users', { timeout: 60_000 }, () => {
  it('offers admin roles only to a superadmin', () => {
    expect(grantableStaffRoles('admin')).not.toContain('admin');
    expect(grantableStaffRoles('admin')).toContain('credit_analyst');
    expect(grantableStaffRoles('superadmin')).toEqual(expect.arrayContaining(['admin', 'superadmin']));
    expect(grantableStaffRoles('admin')).not.toContain('user');
  });

  it('pages with Next and Previous and opens an account with its Ghana Card and phone', async () => {
    renderAdminPage(<AdminUsersPage />, { path: '/admin/users', route: 'users', mocks: [meMock('admin', ALL_FLAGS), listMock, secondPageMock, detailMock] });
    expect(await screen.findByRole('gridcell', { name: 'ama@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('gridcell', { name: 'kwabena@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(await screen.findByRole('gridcell', { name: 'ama@example.com' }));
    expect(await screen.findByText('GHA-123456789-0')).toBeInTheDocument();
    expect(screen.getByText('024 412 3456')).toBeInTheDocument();
  });

  it('bans an account only with a reason, after confirmation', async () => {
    const banMock: MockedResponse = {
      request: { query: AdminBanUserDocument, variables: { userId: 'cust-1', reason: 'Fraudulent documents' } },
      result: { data: { banUser: { __typename: 'UserAccount', id: 'cust-1', banned: true, banReason: 'Fraudulent documents' } } },
    };
    renderAdminPage(<AdminUsersPage />, { path: '/admin/users?focus=cust-1', route: 'users', mocks: [meMock('admin', ALL_FLAGS), listMock, detailMock, banMock] });
    fireEvent.click(await screen.findByRole('button', { name: 'Ban account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Ama Mensah?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban account' }));
    expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Fraudulent documents' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban account' }));
    expect(await screen.findByText('Account banned')).toBeInTheDocument();
  });

  it('resets a staff member’s two-factor sign-in after confirmation', async () => {
    const kojo = { ...ama, id: 'staff-9', firstName: 'Kojo', lastName: 'Appiah', email: 'kojo@example.com', role: 'finance', banReason: null, twoFactorEnabled: true, mustChangePassword: false, profile: null };
    const staffDetail: MockedResponse = {
      request: { query: AdminUserDetailDocument, variables: { id: 'staff-9' } },
      result: { data: { user: kojo } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const resetMock: MockedResponse = {
      request: { query: AdminResetStaffTwoFactorDocument, variables: { userId: 'staff-9' } },
      result: { data: { resetStaffTwoFactor: { __typename: 'UserAccount', id: 'staff-9', twoFactorEnabled: false } } },
    };
    renderAdminPage(<AdminUsersPage />, { path: '/admin/users?focus=staff-9', route: 'users', mocks: [meMock('admin', ALL_FLAGS), listMock, staffDetail, resetMock] });
    expect(await screen.findByText('Set up')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('Two-factor sign-in reset')).toBeInTheDocument();
    expect(await screen.findByText('Not set up yet')).toBeInTheDocument();
  });

  it('hides create, role and ban controls from a role that may only view users', async () => {
    renderAdminPage(<AdminUsersPage />, { path: '/admin/users?focus=cust-1', route: 'users', mocks: [meMock('admin', ['viewAllUsers']), listMock, detailMock] });
    expect(await screen.findByText('GHA-123456789-0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create staff account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ban account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
  });
});
