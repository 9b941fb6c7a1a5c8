import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { AcceptLegalDocumentsDocument, MyConsentDocument } from '../../gql/graphql';
import { ConsentBanner } from './ConsentBanner';

const version = (document: 'terms' | 'privacy', number: string, summary: string) => ({
  __typename: 'LegalDocumentVersion' as const,
  id: `${document}-${number}`,
  version: number,
  summary,
  publishedAt: '2026-12-01T00:00:00.000Z',
});

const status = (upToDate: boolean) => ({
  __typename: 'ConsentStatus' as const,
  upToDate,
  documents: [
    { __typename: 'ConsentDocumentStatus' as const, document: 'terms' as const, acceptedVersion: '2026-11-01', upToDate: true, current: version('terms', '2026-11-01', 'First version.') },
    {
      __typename: 'ConsentDocumentStatus' as const,
      document: 'privacy' as const,
      acceptedVersion: upToDate ? '2026-12-01' : '2026-11-01',
      upToDate,
      current: version('privacy', '2026-12-01', 'We now explain how to ask for a human review.'),
    },
  ],
});

describe('ConsentBanner', () => {
  it('shows what changed in the version not yet accepted, and disappears once accepted', async () => {
    render(
      <MockedProvider
        mocks={[
          { request: { query: MyConsentDocument }, result: { data: { myConsent: status(false) } } },
          { request: { query: AcceptLegalDocumentsDocument }, result: { data: { acceptLegalDocuments: status(true) } } },
        ]}
      >
        <MemoryRouter>
          <ConsentBanner />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByText(/We now explain how to ask for a human review/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByText(/We now explain/)).not.toBeInTheDocument());
  });

  it('shows nothing when the current versions are accepted', async () => {
    const { container } = render(
      <MockedProvider mocks={[{ request: { query: MyConsentDocument }, result: { data: { myConsent: status(true) } } }]}>
        <MemoryRouter>
          <ConsentBanner />
        </MemoryRouter>
      </MockedProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
