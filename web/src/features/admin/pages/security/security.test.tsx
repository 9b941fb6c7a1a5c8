import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SecretOnceDialog } from './ApiKeys';
import { diffJson } from './JsonDiff';

describe('security', () => {
  it('shows a new key’s secret once with a warning and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const onClose = vi.fn();
    render(<SecretOnceDialog secret="ghc_live_abcd1234secret" name="Hubtel" onClose={onClose} />);
    expect(screen.getByText(/shown only once/)).toBeInTheDocument();
    expect(screen.getByLabelText('API key secret')).toHaveTextContent('ghc_live_abcd1234secret');
    fireEvent.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith('ghc_live_abcd1234secret');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('compares an audit event’s before and after field by field', () => {
    expect(diffJson({ role: 'user', banned: false }, { role: 'finance', banned: false })).toEqual([
      { field: 'banned', before: 'false', after: 'false', changed: false },
      { field: 'role', before: 'user', after: 'finance', changed: true },
    ]);
    expect(diffJson(null, { value: 350 })).toEqual([{ field: 'value', before: '—', after: '350', changed: true }]);
    expect(diffJson(400, 350)).toEqual([{ field: 'value', before: '400', after: '350', changed: true }]);
  });
});
