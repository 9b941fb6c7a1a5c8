import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { SubmitContactMessageDocument } from '../../gql/graphql';
import ContactRoute, { toInternationalPhone } from './ContactRoute';

describe('ContactRoute', () => {
  it('turns Ghana phone numbers into +233 form', () => {
    expect(toInternationalPhone('024 123 4567')).toBe('+233241234567');
    expect(toInternationalPhone('+233 24-123-4567')).toBe('+233241234567');
    expect(toInternationalPhone('  ')).toBeNull();
  });

  it('sends the message and shows the reference to quote', async () => {
    const input = { name: 'Kofi Boateng', email: 'kofi@example.com', phone: '+233241234567', subject: 'Rent help', message: 'Please call me about rent.' };
    const mocks = [
      {
        request: { query: SubmitContactMessageDocument, variables: { input } },
        result: { data: { submitContactMessage: { __typename: 'ContactMessageReceipt' as const, reference: 'GHC-7Q2K9', receivedAt: '2026-03-05T10:00:00Z' } } },
      },
    ];
    render(<MockedProvider mocks={mocks}><ContactRoute /></MockedProvider>);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /full name/i }), input.name);
    await user.type(screen.getByRole('textbox', { name: /email address/i }), input.email);
    await user.type(screen.getByRole('textbox', { name: /phone number/i }), '024 123 4567');
    await user.type(screen.getByRole('textbox', { name: /subject/i }), input.subject);
    await user.type(screen.getByRole('textbox', { name: /message/i }), input.message);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your reference is GHC-7Q2K9');
  }, 40_000);
});
