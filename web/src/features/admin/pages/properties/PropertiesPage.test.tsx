import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { StaffCreatePropertyDocument, StaffListPropertiesDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminPropertiesPage from './index';

const listMock: MockedResponse = {
  request: { query: StaffListPropertiesDocument, variables: { first: 20, after: null, inspectionStatus: null } },
  result: {
    data: {
      properties: {
        __typename: 'PropertyConnection',
        nodes: [
          {
            __typename: 'Property', id: 'prop-1', address: 'Room 4, Nima Highway Compound, Nima, Accra', digitalAddress: 'GA-249-0731',
            landlordName: 'Hajia Mariam Issah', landlordPhone: '+233208812345', propertyType: 'single_room', inspectionStatus: 'pending',
            inspectedAt: null, createdAt: '2026-10-01T10:00:00Z',
          },
        ],
        pageInfo: { __typename: 'PageInfo', endCursor: 'c1', hasNextPage: false },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('admin properties', { timeout: 60_000 }, () => {
  it('checks the GhanaPost GPS and phone before adding a property, then adds it', async () => {
    const createMock: MockedResponse = {
      request: {
        query: StaffCreatePropertyDocument,
        variables: {
          input: { address: 'House 9, Dansoman Last Stop, Accra', digitalAddress: 'GA-512-7788', landlordName: 'Mrs Comfort Addo', landlordPhone: '+233244778899', propertyType: 'house' },
        },
      },
      result: { data: { createProperty: { __typename: 'Property', id: 'prop-2', address: 'House 9, Dansoman Last Stop, Accra', inspectionStatus: 'pending' } } },
    };
    renderAdminPage(<AdminPropertiesPage />, { path: '/admin/properties', route: 'properties', mocks: [meMock('inspection_and_verification', ['viewAllApplications', 'manageProperties']), listMock, createMock] });
    expect(await screen.findByRole('gridcell', { name: /Nima Highway/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add property' });
    fireEvent.change(within(dialog).getByLabelText(/Address/), { target: { value: 'House 9, Dansoman Last Stop, Accra' } });
    fireEvent.change(within(dialog).getByLabelText(/GhanaPost GPS/), { target: { value: 'Dansoman' } });
    fireEvent.change(within(dialog).getByLabelText(/Landlord name/), { target: { value: 'Mrs Comfort Addo' } });
    fireEvent.change(within(dialog).getByLabelText(/Landlord phone/), { target: { value: '0811234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    expect(await within(dialog).findByText('Use a GhanaPost GPS address like GA-183-8164.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^081 is not a Ghana phone prefix\. Mobile numbers start with MTN 024/)).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the type of home.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/GhanaPost GPS/), { target: { value: 'ga-512-7788' } });
    // The local form is as good as the international one; the server gets +233244778899.
    fireEvent.change(within(dialog).getByLabelText(/Landlord phone/), { target: { value: '024 477 8899' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'House' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add property' }));
    expect(await screen.findByText('Property added')).toBeInTheDocument();
  });

  it('lets a role that only views applications read properties but not add or inspect them', async () => {
    renderAdminPage(<AdminPropertiesPage />, { path: '/admin/properties', route: 'properties', mocks: [meMock('sales_executive', ['viewAllApplications']), listMock] });
    expect(await screen.findByRole('gridcell', { name: /Nima Highway/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add property' })).not.toBeInTheDocument();
  });
});
