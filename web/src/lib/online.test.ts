import { act, render, renderHook, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, TOAST_SUCCESS_MS } from './constants';
import { useConnectivityToasts, useOnlineStatus } from './online';
import { SNACKBAR_PROVIDER_PROPS } from './toasts';

const LOST = 'Network connection lost. Some features may be unavailable.';
const RESTORED = 'Network connection restored';

let online = true;

function goOffline() {
  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}
function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useOnlineStatus', () => {
  it('follows the online and offline events', () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    goOffline();
    expect(result.current).toBe(false);
    goOnline();
    expect(result.current).toBe(true);
  });

  it('starts offline when the browser already is', () => {
    online = false;
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(false);
  });
});

describe('useConnectivityToasts', () => {
  it('toasts when the connection drops and returns, with the SPEC durations', () => {
    const enqueue = vi.fn();
    renderHook(() => useConnectivityToasts(enqueue));
    expect(enqueue).not.toHaveBeenCalled();
    goOffline();
    expect(enqueue).toHaveBeenLastCalledWith(LOST, expect.objectContaining({ variant: 'warning', autoHideDuration: TOAST_MS }));
    goOnline();
    expect(enqueue).toHaveBeenLastCalledWith(RESTORED, expect.objectContaining({ variant: 'success', autoHideDuration: TOAST_SUCCESS_MS }));
    expect(enqueue).toHaveBeenCalledTimes(2);
  });

  it('says nothing about the state at first render', () => {
    online = false;
    const enqueue = vi.fn();
    renderHook(() => useConnectivityToasts(enqueue));
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('shows the toast through notistack', () => {
    function Watcher() {
      useConnectivityToasts();
      return null;
    }
    render(createElement(SnackbarProvider, SNACKBAR_PROVIDER_PROPS, createElement(Watcher)));
    goOffline();
    expect(screen.getByText(LOST)).toBeInTheDocument();
    goOnline();
    expect(screen.getByText(RESTORED)).toBeInTheDocument();
  });
});
