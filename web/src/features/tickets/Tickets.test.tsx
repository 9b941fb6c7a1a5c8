import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TicketCreatePage } from './TicketCreatePage';
import { TicketsPage, type TicketSummary } from './TicketsPage';
import { TicketThreadPage, type TicketThread } from './TicketThreadPage';

const summary: TicketSummary = {
  id: 't1', subject: 'Instalment not showing', category: 'payment', status: 'in_progress',
  createdAt: '2026-03-05T10:00:00Z', lastMessageAt: '2026-03-06T12:30:00Z',
};
const thread: TicketThread = {
  ...summary,
  messages: [
    { id: 'm1', body: 'I paid by MoMo yesterday.', createdAt: '2026-03-05T10:00:00Z', fromStaff: false, author: { firstName: 'Ama', lastName: 'Owusu' } },
    { id: 'm2', body: 'We are checking with MTN.', createdAt: '2026-03-06T12:30:00Z', fromStaff: true, author: { firstName: 'Kojo', lastName: 'Asare' } },
  ],
};

describe('TicketCreatePage', () => {
  it('checks the fields, then sends subject, category and message', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<MemoryRouter><TicketCreatePage onSubmit={onSubmit} /></MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: 'Create a support ticket' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText('Enter a subject of at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Describe your problem or question')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Missing payment');
    await user.click(screen.getByRole('combobox', { name: /category/i }));
    await user.click(screen.getByRole('option', { name: 'Payment' }));
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'My MoMo payment is not showing.');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ subject: 'Missing payment', category: 'payment', body: 'My MoMo payment is not showing.' }, []),
    );
  }, 40_000);

  it('sends the files uploaded for the first message with it', async () => {
    const onSubmit = vi.fn();
    const onUpload = vi.fn().mockResolvedValue({ id: 'up-9', fileName: 'statement.pdf', mimeType: 'application/pdf', size: 2_048 });
    const user = userEvent.setup({ delay: null });
    render(<MemoryRouter><TicketCreatePage onSubmit={onSubmit} onUpload={onUpload} /></MemoryRouter>);
    const picker = screen.getByText('Attach a file').closest('label')!.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('statement.pdf (2 KB)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Statement question');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Please look at this statement.');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Statement question' }), ['up-9']));
  }, 40_000);

  it('shows a server error and disables the form while sending', () => {
    render(<MemoryRouter><TicketCreatePage onSubmit={vi.fn()} disabled error="The subject must be 3 to 150 characters." /></MemoryRouter>);
    expect(screen.getByRole('alert')).toHaveTextContent('The subject must be 3 to 150 characters.');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });
});

describe('TicketsPage', () => {
  it('lists tickets with status chips linking to their thread', () => {
    render(<MemoryRouter><TicketsPage tickets={[summary]} loading={false} /></MemoryRouter>);
    const item = within(screen.getByRole('list', { name: 'Tickets' })).getByRole('listitem');
    expect(within(item).getByText('In progress')).toBeInTheDocument();
    expect(within(item).getByRole('link')).toHaveAttribute('href', '/tickets/t1');
    expect(within(item).getByText(/Payment · last message 6 Mar 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create ticket' })).toHaveAttribute('href', '/tickets/create');
  });

  it('says when there are no tickets', () => {
    render(<MemoryRouter><TicketsPage tickets={[]} loading={false} /></MemoryRouter>);
    expect(screen.getByText('You have not raised any tickets yet.')).toBeInTheDocument();
  });
});

describe('TicketThreadPage', () => {
  it('shows the thread oldest first, who wrote each message, and sends a reply', async () => {
    const onReply = vi.fn().mockResolvedValue(true);
    const user = userEvent.setup({ delay: null });
    render(<MemoryRouter><TicketThreadPage ticket={thread} onReply={onReply} onCloseTicket={vi.fn()} /></MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: 'Instalment not showing' })).toBeInTheDocument();
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent(/You ·.*I paid by MoMo yesterday\./);
    expect(messages[1]).toHaveTextContent(/Support · Kojo.*We are checking with MTN\./);

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('Write a message before sending')).toBeInTheDocument();
    expect(onReply).not.toHaveBeenCalled();
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(box, '  Thank you  ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(onReply).toHaveBeenCalledWith('Thank you', []);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('attaches an uploaded image to the reply, refuses a file of the wrong type, and shows attached files in the thread', async () => {
    const onReply = vi.fn().mockResolvedValue(true);
    const onUpload = vi.fn().mockResolvedValue({ id: 'up-1', fileName: 'receipt.png', mimeType: 'image/png', size: 120_000 });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const withFile: TicketThread = {
      ...thread,
      messages: [{ ...thread.messages[0], attachments: [{ id: 'a1', fileName: 'statement.pdf', sizeBytes: 2_500_000, url: '/api/files/tickets/attachments/a1' }] }, thread.messages[1]],
    };
    render(<MemoryRouter><TicketThreadPage ticket={withFile} onReply={onReply} onUpload={onUpload} onCloseTicket={vi.fn()} /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'statement.pdf (2.4 MB)' })).toHaveAttribute('href', '/api/files/tickets/attachments/a1');

    const picker = screen.getByText('Attach a file').closest('label')!.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF, JPEG and PNG files are accepted.');
    expect(onUpload).not.toHaveBeenCalled();

    await user.upload(picker, new File([new Uint8Array(10)], 'receipt.png', { type: 'image/png' }));
    expect(await within(screen.getByRole('list', { name: 'Files to send' })).findByText('receipt.png (117 KB)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'My receipt');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(onReply).toHaveBeenCalledWith('My receipt', ['up-1']);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument());
  });

  it('keeps the reply when sending failed, and closes the ticket', async () => {
    const onCloseTicket = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter>
        <TicketThreadPage ticket={thread} onReply={vi.fn().mockResolvedValue(false)} onCloseTicket={onCloseTicket} error="We could not send your reply." />
      </MemoryRouter>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Hello');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not send your reply.');
    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    expect(onCloseTicket).toHaveBeenCalled();
  });

  it('a closed ticket cannot be answered', () => {
    render(<MemoryRouter><TicketThreadPage ticket={{ ...thread, status: 'closed' }} onReply={vi.fn()} onCloseTicket={vi.fn()} /></MemoryRouter>);
    expect(screen.getByText(/This ticket is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });
});
