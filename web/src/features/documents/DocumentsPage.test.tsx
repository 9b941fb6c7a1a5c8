import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentList, DocumentUploadForm, type MyDocument } from './DocumentsPage';

const doc = (overrides: Partial<MyDocument>): MyDocument => ({
  id: 'd1',
  type: 'ghana_card',
  status: 'pending',
  fileName: 'card.png',
  mimeType: 'image/png',
  sizeBytes: 100,
  reviewNote: null,
  createdAt: '2026-11-20T10:00:00Z',
  url: '/api/files/d1',
  applicationId: null,
  ...overrides,
});

describe('DocumentUploadForm', () => {
  it('shows the size and type errors before uploading', () => {
    const onUpload = vi.fn();
    render(<DocumentUploadForm onUpload={onUpload} />);
    const input = screen.getByLabelText('File to upload');
    const big = new File(['x'], 'statement.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.docx', { type: 'application/msword' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF, JPEG and PNG files are accepted.');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('uploads the chosen type with a progress bar and shows a server refusal', async () => {
    let report: (percent: number) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const onUpload = vi.fn((_file: File, _type: string, onProgress: (percent: number) => void) => {
      report = onProgress;
      return new Promise<void>((_resolve, reject) => {
        fail = reject;
      });
    });
    const user = userEvent.setup();
    render(<DocumentUploadForm onUpload={onUpload} />);
    await user.click(screen.getByRole('combobox', { name: 'Document type' }));
    await user.click(await screen.findByRole('option', { name: 'Payslip' }));
    await user.upload(screen.getByLabelText('File to upload'), new File(['x'], 'payslip.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith(expect.any(File), 'payslip', expect.any(Function));
    act(() => report(65));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '65');
    await act(async () => fail(new Error('Only PDF, JPEG and PNG files are accepted.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF, JPEG and PNG files are accepted.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('DocumentList', () => {
  it('shows status chips, the review note, a view link, and delete only while pending', async () => {
    const onDelete = vi.fn();
    render(
      <DocumentList
        documents={[doc({}), doc({ id: 'd2', fileName: 'slip.pdf', type: 'payslip', status: 'rejected', reviewNote: 'The payslip is older than 3 months.' }), doc({ id: 'd3', fileName: 'bill.pdf', status: 'verified' })]}
        onDelete={onDelete}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'My documents' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Pending review');
    expect(items[1]).toHaveTextContent('Rejected');
    expect(items[1]).toHaveTextContent('Review note: The payslip is older than 3 months.');
    expect(items[2]).toHaveTextContent('Verified');
    expect(screen.getByRole('link', { name: 'View card.png' })).toHaveAttribute('href', '/api/files/d1');
    expect(screen.queryByRole('button', { name: 'Delete slip.pdf' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete card.png' }));
    expect(onDelete).toHaveBeenCalledWith('d1');
  });

  it('says when there are no documents', () => {
    render(<DocumentList documents={[]} onDelete={vi.fn()} />);
    expect(screen.getByText('You have not uploaded any documents yet.')).toBeInTheDocument();
  });
});
