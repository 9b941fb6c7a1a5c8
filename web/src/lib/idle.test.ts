import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the delay, then for the browser to be idle', () => {
    vi.useFakeTimers();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const work = vi.fn();
    whenIdle(work, { delayMs: 1_000 });
    vi.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    idle[0]();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after the delay where the browser has no requestIdleCallback, and not at all once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, { delayMs: 500 });
    const cancelled = vi.fn();
    whenIdle(cancelled, { delayMs: 500 })();
    vi.advanceTimersByTime(500);
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
