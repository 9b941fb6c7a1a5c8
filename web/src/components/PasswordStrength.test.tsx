import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PasswordStrength } from './PasswordStrength';

// The server's answer is stubbed here (http/password-strength.test.ts runs the real endpoint); what is tested is what
// the meter asks and how it shows the answer.
afterEach(() => vi.unstubAllGlobals());

function stubServer(answer: { status: number; body?: unknown }) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('PasswordStrength', () => {
  it('asks the server once typing pauses and shows its verdict', async () => {
    const fetchMock = stubServer({ status: 200, body: { score: 1, acceptable: false, problem: 'guessable', advice: 'This is similar to a commonly used password.' } });
    const { rerender } = render(<PasswordStrength password="iloveyou1234" email="ama@example.com" />);
    rerender(<PasswordStrength password="iloveyou12345" email="ama@example.com" />);
    expect(await screen.findByText('Strength: Weak. This is similar to a commonly used password.')).toBeInTheDocument();
    // Only the last value was sent: the first was superseded before the pause ended.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/password-strength');
    expect(JSON.parse(String(init.body))).toEqual({ password: 'iloveyou12345', email: 'ama@example.com' });
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('says a strong password is strong', async () => {
    stubServer({ status: 200, body: { score: 4, acceptable: true, problem: null, advice: 'Strong password.' } });
    render(<PasswordStrength password="Kente-Loom-Harmattan-47" />);
    expect(await screen.findByText('Strength: Strong. Strong password.')).toBeInTheDocument();
  });

  it('stays quiet when the server cannot answer (offline, rate-limited): the form still works', async () => {
    const fetchMock = stubServer({ status: 429 });
    render(<PasswordStrength password="anything-at-all-here" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
