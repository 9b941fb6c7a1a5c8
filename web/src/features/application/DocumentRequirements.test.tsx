import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DocumentRequirementsCard } from './ApplicationStatusView';

describe('DocumentRequirementsCard', () => {
  it('shows the summary, each required document in the product’s words with its state, and why staff asked again', () => {
    render(
      <DocumentRequirementsCard
        application={{
          documentsSummary: '1 of 2 documents: an admission letter is requested',
          documentRequirements: [
            { kind: 'ghana_card', text: 'Your Ghana Card (front and back)', label: 'Ghana Card', state: 'verified', documentId: 'd1', note: null },
            { kind: 'admission_letter', text: 'The admission letter from the school', label: 'admission letter', state: 'requested', documentId: 'd2', note: 'The scan is unreadable' },
          ],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Documents' });
    expect(within(section).getByText('1 of 2 documents: an admission letter is requested')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Required documents' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Your Ghana Card (front and back)Verified',
      'The admission letter from the schoolRequested again: The scan is unreadable',
    ]);
    expect(within(section).getByRole('link', { name: 'Upload documents' })).toHaveAttribute('href', '/documents');
  });

  it('shows nothing when the product asks for no documents', () => {
    const { container } = render(<DocumentRequirementsCard application={{ documentsSummary: 'No documents are needed.', documentRequirements: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
