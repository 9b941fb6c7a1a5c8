import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { SnackbarProvider } from 'notistack';
import { clearDraft, readDraftPosition, saveDraft, saveDraftPosition } from '../../lib/storage';
import { emptyApplicationForm } from './application-form';
import NewApplication from './NewApplication';

afterEach(() => {
  clearDraft();
  localStorage.clear();
});

function renderNew() {
  return render(
    <MockedProvider mocks={[]}>
      <SnackbarProvider>
        <NewApplication profile={undefined} months={[3, 6, 9, 12]} maxInstalmentShareBp={3_000} onSubmitted={() => undefined} />
      </SnackbarProvider>
    </MockedProvider>,
  );
}

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d of 6:/ });

describe('NewApplication draft', () => {
  it('a reload of a draft returns to the step the customer was on', () => {
    const draft = emptyApplicationForm('6');
    draft.employer.employerName = 'Ghana Revenue Authority';
    saveDraft(draft);
    saveDraftPosition({ step: 2, product: 'rent' });
    renderNew();
    expect(stepHeading()).toHaveTextContent('Step 3 of 6: Employer information');
    expect(screen.getByRole('textbox', { name: /Employer name/ })).toHaveValue('Ghana Revenue Authority');
    expect(screen.getByText(/We restored the draft you saved on this device/)).toBeInTheDocument();
  });

  it('starts on step 1 without a draft, and after the draft is discarded', async () => {
    saveDraftPosition({ step: 3, product: 'rent' });
    const { unmount } = renderNew();
    expect(stepHeading()).toHaveTextContent('Step 1 of 6: Personal details');
    unmount();

    saveDraft(emptyApplicationForm('6'));
    saveDraftPosition({ step: 3, product: 'rent' });
    renderNew();
    expect(stepHeading()).toHaveTextContent('Step 4 of 6: Emergency contacts');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(stepHeading()).toHaveTextContent('Step 1 of 6: Personal details');
    expect(readDraftPosition()?.step ?? 0).toBe(0);
  });
});
