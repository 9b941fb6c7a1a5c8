import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { StaffDocumentChangedDocument, StaffDocumentHolderDocument, StaffDocumentQueueDocument, StaffVerifyDocumentDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminDocumentsPage from './index';

const queueMock: MockedResponse = {
  // The queue opens on pending documents.
  request: { query: StaffDocumentQueueDocument, variables: { first: 20, after: null, status: 'pending', type: null } },
  result: {
    data: {
      documents: {
        __typename: 'DocumentConnection',
        nodes: [
          {
            __typename: 'Document', id: 'doc-1', type: 'ghana_card', status: 'pending', fileName: 'ghana-card.png', mimeType: 'image/png', sizeBytes: 2048,
            url: '/api/files/doc-1', createdAt: '2026-11-20T08:00:00Z', reviewNote: null, reviewedAt: null, applicationId: null,
            owner: { __typename: 'DocumentOwner', id: 'cust-1', firstName: 'Adwoa', lastName: 'Sarpong', email: 'adwoa@example.com' },
          },
        ],
        pageInfo: { __typename: 'PageInfo', endCursor: 'c1', hasNextPage: false },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const holder = {
  __typename: 'DocumentHolder', documentId: 'doc-1', userId: 'cust-1', firstName: 'Adwoa', lastName: 'Sarpong', dateOfBirth: '1990-03-12',
  phone: '+233244123456', ghanaCardNumber: 'GHA-••••••789-0', ghanaCardNumberMasked: true, applicationId: 'app-7',
};
const holderMock = (answer: typeof holder): MockedResponse => ({
  request: { query: StaffDocumentHolderDocument, variables: { documentId: 'doc-1' } },
  result: { data: { documentHolder: answer } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const subscriptionMock: MockedResponse = { request: { query: StaffDocumentChangedDocument }, result: { data: undefined }, delay: Number.POSITIVE_INFINITY };

describe('the document verification queue', { timeout: 60_000 }, () => {
  it('previews a pending document, requires a note to reject, and verifies without one', async () => {
    const verifyMock: MockedResponse = {
      request: { query: StaffVerifyDocumentDocument, variables: { id: 'doc-1', note: null } },
      result: { data: { verifyDocument: { __typename: 'Document', id: 'doc-1', status: 'verified', reviewNote: null, reviewedAt: '2026-11-21T09:00:00Z' } } },
    };
    renderAdminPage(<AdminDocumentsPage />, {
      path: '/admin/documents',
      route: 'documents',
      mocks: [meMock('inspection_and_verification', ['viewAllApplications', 'viewAllDocuments', 'verifyDocuments', 'manageProperties']), queueMock, subscriptionMock, verifyMock, holderMock(holder)],
    });
    fireEvent.click(await screen.findByRole('gridcell', { name: 'Adwoa Sarpong' }));
    expect(await screen.findByRole('img', { name: 'Preview of ghana-card.png' })).toHaveAttribute('src', '/api/files/doc-1');

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Note is required.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    dialog = await screen.findByRole('dialog', { name: 'Verify this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Document verified')).toBeInTheDocument();
  });

  it('shows no verify or reject buttons to a role without verifyDocuments', async () => {
    renderAdminPage(<AdminDocumentsPage />, {
      path: '/admin/documents',
      route: 'documents',
      mocks: [meMock('admin', ['viewAllDocuments']), queueMock, subscriptionMock, holderMock(holder)],
    });
    fireEvent.click(await screen.findByRole('gridcell', { name: 'Adwoa Sarpong' }));
    expect(await screen.findByRole('img', { name: 'Preview of ghana-card.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows the customer\'s details beside the upload to compare them, with the Ghana Card number as the server allows it', async () => {
    const { unmount } = renderAdminPage(<AdminDocumentsPage />, {
      path: '/admin/documents',
      route: 'documents',
      mocks: [meMock('inspection_and_verification', ['viewAllApplications', 'viewAllDocuments', 'verifyDocuments', 'manageProperties']), queueMock, subscriptionMock, holderMock(holder)],
    });
    fireEvent.click(await screen.findByRole('gridcell', { name: 'Adwoa Sarpong' }));
    const details = await screen.findByRole('region', { name: 'Customer details' });
    const value = (label: string) => within(details).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(value('Name')).toBe('Adwoa Sarpong'));
    expect(value('Date of birth')).toBe('12 Mar 1990');
    expect(value('Ghana Card number')).toBe('GHA-••••••789-0 (partly hidden)');
    expect(value('Phone')).toBe('024 412 3456');
    expect(within(details).getByRole('link', { name: 'Open the application' })).toHaveAttribute('href', '/admin/applications/app-7');
    unmount();

    // Staff who may see people's details (viewAllUsers) get the whole number from the server.
    renderAdminPage(<AdminDocumentsPage />, {
      path: '/admin/documents',
      route: 'documents',
      mocks: [meMock('admin', ['viewAllUsers', 'viewAllDocuments', 'verifyDocuments']), queueMock, subscriptionMock, holderMock({ ...holder, ghanaCardNumber: 'GHA-123456789-0', ghanaCardNumberMasked: false })],
    });
    fireEvent.click(await screen.findByRole('gridcell', { name: 'Adwoa Sarpong' }));
    const full = await screen.findByRole('region', { name: 'Customer details' });
    expect(await within(full).findByText('GHA-123456789-0')).toBeInTheDocument();
  });
});
