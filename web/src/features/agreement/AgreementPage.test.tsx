import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AGREEMENT_TEXTS, AgreementPage, type AgreementPageProps } from './AgreementPage';

const loan = { id: 'loan-1', number: 'LN-1A2B3C4D', source: 'rent', principal: 1_200_000, months: 12 };
const waiting = { status: 'awaiting_signature', documentUrl: '/api/files/loans/loan-1/agreement.pdf', documentSha256: 'ab'.repeat(32), signedAt: null };

function renderPage(props: Partial<AgreementPageProps> = {}) {
  const onRequestCode = vi.fn();
  const onSign = vi.fn();
  render(
    <MemoryRouter>
      <AgreementPage loan={loan} agreement={waiting} codeSentTo={null} developmentCode={null} sending={false} signing={false} error={null} onRequestCode={onRequestCode} onSign={onSign} {...props} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onRequestCode, onSign };
}

describe('the credit agreement page', () => {
  it('links the PDF and asks for the code only once the customer says they have read it', async () => {
    const { user, onRequestCode } = renderPage();
    expect(screen.getByRole('link', { name: 'Download the credit agreement (PDF)' })).toHaveAttribute('href', '/api/files/loans/loan-1/agreement.pdf');
    const send = screen.getByRole('button', { name: 'Send me a code by SMS' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: AGREEMENT_TEXTS.read }));
    await user.click(send);
    expect(onRequestCode).toHaveBeenCalledTimes(1);
  });

  it('signs with the six digits from the SMS and shows the server’s refusal', async () => {
    const { user, onSign } = renderPage({ codeSentTo: '024 *** 3456', error: 'That code is not right. Check the SMS and try again.' });
    expect(screen.getByRole('status')).toHaveTextContent('We sent a 6-digit code by SMS to 024 *** 3456');
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.');
    await user.click(screen.getByRole('checkbox', { name: AGREEMENT_TEXTS.read }));
    const sign = screen.getByRole('button', { name: 'Sign the agreement' });
    await user.type(screen.getByLabelText('Code from the SMS'), '12a3456789');
    expect(screen.getByLabelText('Code from the SMS')).toHaveValue('123456');
    await user.click(sign);
    expect(onSign).toHaveBeenCalledWith('123456');
  });

  it('says when it was signed and gives its fingerprint', () => {
    renderPage({ agreement: { ...waiting, status: 'signed', signedAt: '2026-12-02T10:04:00Z' } });
    expect(screen.getByRole('status')).toHaveTextContent(`${AGREEMENT_TEXTS.signed} on 2 Dec 2026`);
    expect(screen.getByText(/Document fingerprint \(SHA-256\): abab/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign/ })).toBeNull();
  });
});
