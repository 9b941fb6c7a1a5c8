// Test helpers for the admin pages: Apollo mocks, the signed-in staff member (query Me), a router and toasts.
import type { ReactNode } from 'react';
import { configure, render, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MeDocument } from '../../../gql/graphql';
import { CACHE_TYPE_POLICIES } from '../../../lib/cache-policies';
import type { AdminRoute, Permission, Role } from '../gql/graphql';

// MUI pages with a DataGrid render slowly on a busy machine; give findBy* room before it gives up.
configure({ asyncUtilTimeout: 10_000 });

export function meMock(role: Role, permissions: Permission[], adminRoutes: AdminRoute[] = []): MockedResponse {
  return {
    request: { query: MeDocument },
    result: {
      data: {
        me: { __typename: 'Me', id: 'staff-1', email: 'staff@example.com', firstName: 'Akosua', lastName: 'Darko', role, isAdmin: role === 'admin' || role === 'superadmin', permissions, adminRoutes },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * Renders `element` at `path` under `/admin/<route>/*`, as the admin route table mounts the work pages, in a window
 * `width` px wide (a laptop's 1280 unless said): the lists choose their columns for the width.
 */
export function renderAdminPage(element: ReactNode, { path, route, mocks, width = 1280 }: { path: string; route: string; mocks: MockedResponse[]; width?: number }) {
  window.innerWidth = width;
  // The app's own cache identities, so a mutation's answer updates the screen here as it does in the app.
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies: CACHE_TYPE_POLICIES })}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={`/admin/${route}/*`} element={element} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </MockedProvider>,
  );
}

/** The column headers the grid named `label` shows, in order (the columns chosen for the window's width). */
export async function shownColumns(label: string): Promise<string[]> {
  const grid = await screen.findByRole('grid', { name: label });
  return within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim() ?? '');
}
