import { act, render, screen } from '@testing-library/react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MAX, TOAST_MS, TOAST_SUCCESS_MS } from './constants';
import { SNACKBAR_PROVIDER_PROPS, TOAST_TEXTS, toastOptions } from './toasts';

function renderProvider() {
  render(createElement(SnackbarProvider, SNACKBAR_PROVIDER_PROPS));
}

/** Advances time in small steps so notistack's chained exit transitions (timer, re-render, timer) can finish. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(100, left));
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('settings', () => {
  it('allows 20 toasts of 4 s by default', () => {
    expect(TOAST_MAX).toBe(20);
    expect(TOAST_MS).toBe(4000);
    expect(SNACKBAR_PROVIDER_PROPS).toEqual({ maxSnack: 20, autoHideDuration: 4000 });
  });

  it('gives success 3 s, others 4 s, loading no limit', () => {
    expect(TOAST_SUCCESS_MS).toBe(3000);
    expect(toastOptions('success')).toMatchObject({ variant: 'success', autoHideDuration: 3000 });
    for (const variant of ['error', 'warning', 'info', 'default'] as const) {
      expect(toastOptions(variant)).toMatchObject({ variant, autoHideDuration: 4000 });
    }
    expect(toastOptions('loading')).toMatchObject({ variant: 'info', persist: true });
    expect(toastOptions('loading')).not.toHaveProperty('autoHideDuration');
  });

  it('gives every toast its own key, even within one millisecond', () => {
    const keys = Array.from({ length: 5_000 }, () => toastOptions('info').key);
    expect(new Set(keys).size).toBe(5_000);
  });

  it('has the SPEC texts', () => {
    expect(TOAST_TEXTS).toEqual({
      connectionRestored: 'Network connection restored',
      connectionLost: 'Network connection lost. Some features may be unavailable.',
      loggedIn: 'Logged in successfully',
      loggedOut: 'Logged out successfully',
      registered: 'Registration successful! You are now logged in.',
    });
  });
});

describe('on screen', () => {
  it('hides a success toast after 3 s and an error toast after 4 s', async () => {
    renderProvider();
    act(() => {
      enqueueSnackbar(TOAST_TEXTS.loggedIn, toastOptions('success'));
      enqueueSnackbar('Something failed', toastOptions('error'));
    });
    await advance(2_999);
    expect(screen.getByText('Logged in successfully')).toBeInTheDocument();
    await advance(1 + 1_000);
    expect(screen.queryByText('Logged in successfully')).not.toBeInTheDocument();
    expect(screen.getByText('Something failed')).toBeInTheDocument();
    await advance(1_000);
    expect(screen.queryByText('Something failed')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is closed', async () => {
    renderProvider();
    let key: string | number = '';
    act(() => {
      key = enqueueSnackbar('Uploading document...', toastOptions('loading'));
    });
    await advance(60_000);
    expect(screen.getByText('Uploading document...')).toBeInTheDocument();
    act(() => closeSnackbar(key));
    await advance(1_000);
    expect(screen.queryByText('Uploading document...')).not.toBeInTheDocument();
  });

  it('shows at most 20 at once, each once', async () => {
    renderProvider();
    // Toasts that stay (the loading kind): none leaves by itself, so only the cap makes the oldest go.
    act(() => {
      for (let i = 1; i <= 21; i += 1) enqueueSnackbar(`toast ${i}`, toastOptions('loading'));
    });
    await advance(1_000);
    expect(screen.queryByText('toast 1')).not.toBeInTheDocument();
    expect(screen.getByText('toast 21')).toBeInTheDocument();
    const shown = screen.getAllByText(/^toast \d+$/).map((element) => element.textContent);
    expect(shown).toHaveLength(20);
    expect(new Set(shown).size).toBe(20);
  });
});
