import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { act, renderHook } from '@testing-library/react';
import { ReasonDialog } from './ReasonDialog';
import { useCursorPages } from './useCursorPages';

describe('ReasonDialog', () => {
  it('refuses an empty or too short reason and sends the trimmed text', () => {
    const onSubmit = vi.fn();
    render(<ReasonDialog open title="Reject?" label="Reason" confirmLabel="Reject" minLength={5} onSubmit={onSubmit} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Reason is required.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: ' abc ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Reason must be at least 5 characters.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '  Income not confirmed  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith('Income not confirmed');
  });

  it('keeps what was typed and shows the server refusal', () => {
    const { rerender } = render(<ReasonDialog open title="Ban?" label="Reason" confirmLabel="Ban" minLength={1} onSubmit={() => {}} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Fraud' } });
    rerender(<ReasonDialog open title="Ban?" label="Reason" confirmLabel="Ban" minLength={1} error="Your role may not do this." onSubmit={() => {}} onClose={() => {}} />);
    expect(screen.getByText('Your role may not do this.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Reason/)).toHaveValue('Fraud');
  });
});

describe('useCursorPages', () => {
  it('keeps a stack of cursors for Next and Previous and starts over on reset', () => {
    const { result } = renderHook(() => useCursorPages());
    expect(result.current).toMatchObject({ after: null, page: 1 });
    act(() => result.current.next('c1'));
    act(() => result.current.next('c2'));
    expect(result.current).toMatchObject({ after: 'c2', page: 3 });
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ after: 'c1', page: 2 });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ after: null, page: 1 });
  });
});
