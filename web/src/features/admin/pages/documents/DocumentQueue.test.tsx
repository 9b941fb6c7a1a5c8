import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { StaffDocumentChangedDocument, StaffDocumentQueueDocument, StaffVerifyDocumentDocument } from '../../gql/graphql';
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
      mocks: [meMock('inspection_and_verification', ['viewAllApplications', 'viewAllDocuments', 'verifyDocuments', 'manageProperties']), queueMock, subscriptionMock, verifyMock],
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
      mocks: [meMock('admin', ['viewAllDocuments']), queueMock, subscriptionMock],
    });
    fireEvent.click(await screen.findByRole('gridcell', { name: 'Adwoa Sarpong' }));
    expect(await screen.findByRole('img', { name: 'Preview of ghana-card.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
