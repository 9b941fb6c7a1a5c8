import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTimeoutError, retryWithBackoff, sleep, withTimeout } from './retry';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retryWithBackoff', () => {
  it('returns the first success without waiting', async () => {
    const fn = vi.fn().mockResolvedValue('ok');
    await expect(retryWithBackoff(fn, { retries: 3, delays: () => 1000 })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits the given delay before each retry and stops after `retries`', async () => {
    const fn = vi.fn().mockRejectedValue(new Error('down'));
    const result = retryWithBackoff(fn, { retries: 2, delays: (n) => n * 1000 });
    result.catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(3);
    await expect(result).rejects.toThrow('down');
    expect(fn.mock.calls.map((call) => call[0])).toEqual([0, 1, 2]);
  });

  it('succeeds on a later try', async () => {
    const fn = vi.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValue(42);
    const result = retryWithBackoff(fn, { retries: 3, delays: () => 500 });
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe(42);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('gives up at once when shouldRetry says no', async () => {
    const fn = vi.fn().mockRejectedValue(new Error('UNAUTHENTICATED'));
    const shouldRetry = vi.fn().mockReturnValue(false);
    await expect(retryWithBackoff(fn, { retries: 3, delays: () => 1000, shouldRetry })).rejects.toThrow('UNAUTHENTICATED');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(shouldRetry).toHaveBeenCalledWith(expect.any(Error), 1);
  });

  it('stops waiting when the signal aborts', async () => {
    const controller = new AbortController();
    const fn = vi.fn().mockRejectedValue(new Error('down'));
    const result = retryWithBackoff(fn, { retries: 3, delays: () => 10_000, signal: controller.signal });
    result.catch(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('uses an injected sleep', async () => {
    const wait = vi.fn().mockResolvedValue(undefined);
    const fn = vi.fn().mockRejectedValueOnce(new Error('x')).mockRejectedValueOnce(new Error('y')).mockResolvedValue('z');
    await expect(retryWithBackoff(fn, { retries: 2, delays: (n) => 100 * n, sleep: wait })).resolves.toBe('z');
    expect(wait.mock.calls.map((call) => call[0])).toEqual([100, 200]);
  });
});

describe('sleep', () => {
  it('resolves after the given time', async () => {
    const done = vi.fn();
    void sleep(1500).then(done);
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });
});

describe('withTimeout', () => {
  it('rejects with the given message after exactly ms', async () => {
    const never = new Promise<string>(() => {});
    const result = withTimeout(never, 10_000, 'Database connection timeout after 10 seconds');
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('Database connection timeout after 10 seconds');
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Database connection timeout after 10 seconds');
    expect(isTimeoutError(error)).toBe(true);
  });

  it('passes through a faster result and leaves no timer behind', async () => {
    await expect(withTimeout(Promise.resolve('fast'), 30_000, 'late')).resolves.toBe('fast');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes through a faster failure unchanged', async () => {
    const error = new TypeError('Failed to fetch');
    await expect(withTimeout(Promise.reject(error), 30_000, 'late')).rejects.toBe(error);
    expect(isTimeoutError(error)).toBe(false);
  });
});
