import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { SnackbarProvider } from 'notistack';
import { MyAccountClosureCheckDocument, MyPrivacyRequestsDocument } from '../../gql/graphql';
import { PrivacySection } from './PrivacySection';

const OPEN_LOAN = 'Your account cannot be closed while a loan is still being repaid. Once it is paid off, you can close your account here.';

function mocks(check: { canClose: boolean; reason: string | null }): MockedResponse[] {
  return [
    { request: { query: MyPrivacyRequestsDocument }, result: { data: { myPrivacyRequests: [] } } },
    { request: { query: MyAccountClosureCheckDocument }, result: { data: { myAccountClosureCheck: { __typename: 'AccountClosureCheck', ...check } } } },
  ];
}

function renderSection(check: { canClose: boolean; reason: string | null }) {
  render(
    <MockedProvider mocks={mocks(check)}>
      <SnackbarProvider>
        <PrivacySection />
      </SnackbarProvider>
    </MockedProvider>,
  );
}

describe('Close my account', () => {
  it('with a running loan, shows why it cannot close before any confirmation, and offers none', async () => {
    renderSection({ canClose: false, reason: OPEN_LOAN });
    const section = await screen.findByRole('region', { name: 'Close my account' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(OPEN_LOAN);
    expect(within(section).getByRole('button', { name: 'Close my account' })).toBeDisabled();
    expect(screen.queryByText(/This cannot be undone/)).not.toBeInTheDocument();
  });

  it('when it can close, asks for the “This cannot be undone” confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection({ canClose: true, reason: null });
    const section = await screen.findByRole('region', { name: 'Close my account' });
    const button = within(section).getByRole('button', { name: 'Close my account' });
    await expect.poll(() => (button as HTMLButtonElement).disabled).toBe(false);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Close your account?' })).toHaveTextContent('This cannot be undone.');
  });
});
