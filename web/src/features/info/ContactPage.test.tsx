import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from './ContactPage';
import { companyDetails } from './company';

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /full name/i }), '  Kofi Boateng ');
  await user.type(screen.getByRole('textbox', { name: /email address/i }), 'kofi@example.com');
  await user.type(screen.getByRole('textbox', { name: /phone number/i }), '024 123 4567');
  await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Rent assistance question');
  await user.type(screen.getByRole('textbox', { name: /message/i }), 'Can you pay two years of rent for a flat in Madina?');
}

describe('ContactPage', () => {
  it('has a page heading, labelled fields and the support contact', () => {
    render(<ContactPage onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    for (const label of [/full name/i, /email address/i, /phone number/i, /subject/i, /message/i]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: companyDetails.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${companyDetails.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: companyDetails.supportPhone })).toBeInTheDocument();
    expect(screen.getByText(companyDetails.officeAddress)).toBeInTheDocument();
  });

  it('shows a clear error under each invalid field and does not send', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ContactPage onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /email address/i }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /phone number/i }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/A Ghana phone number has 10 digits starting with 0, like 024 412 3456/)).toBeInTheDocument();
    expect(screen.getByText('Enter a subject')).toBeInTheDocument();
    expect(screen.getByText(/at least 10 characters/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values and confirms that the message was sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ContactPage onSubmit={onSubmit} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Kofi Boateng',
      email: 'kofi@example.com',
      phone: '024 123 4567',
      subject: 'Rent assistance question',
      message: 'Can you pay two years of rent for a flat in Madina?',
    });
    expect(await screen.findByText(/Your message has been sent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
  });

  it('accepts an empty phone number because it is optional', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ContactPage onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Efua Mensah');
    await user.type(screen.getByRole('textbox', { name: /email address/i }), 'efua@example.com');
    await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Account');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Please update my email address.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '' })));
  });

  it('tells the user when sending failed and keeps what they typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new Error('network'));
    render(<ContactPage onSubmit={onSubmit} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your message');
    expect(screen.getByRole('textbox', { name: /subject/i })).toHaveValue('Rent assistance question');
  });

  it('disables the form while submitting', () => {
    render(<ContactPage onSubmit={vi.fn()} submitting />);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /full name/i })).toBeDisabled();
  });

  it('shows the confirmation when the parent reports the message as submitted', () => {
    render(<ContactPage onSubmit={vi.fn()} submitted />);
    expect(screen.getByRole('status')).toHaveTextContent('Your message has been sent');
    expect(screen.queryByRole('textbox', { name: /full name/i })).not.toBeInTheDocument();
  });
});
