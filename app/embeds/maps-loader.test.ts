import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAPS_RETRY_BASE_MS, MAPS_RETRY_MAX_DELAY_MS, MapsLoadError, retryDelay, withRetries } from './maps-loader';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A load that fails `failures` times, then succeeds; records when each attempt started. */
function flakyLoad(failures: number) {
  const startedAt: number[] = [];
  const load = vi.fn(() => {
    startedAt.push(Date.now());
    return startedAt.length <= failures ? Promise.reject(new Error(`script error ${startedAt.length}`)) : Promise.resolve('maps');
  });
  return { load, startedAt };
}

describe('retryDelay', () => {
  it('doubles from the base and stops growing at the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n))).toEqual([MAPS_RETRY_BASE_MS, 2 * MAPS_RETRY_BASE_MS, 4 * MAPS_RETRY_BASE_MS, 8 * MAPS_RETRY_BASE_MS]);
    expect(retryDelay(20)).toBe(MAPS_RETRY_MAX_DELAY_MS);
    expect(retryDelay(3, 250)).toBe(1000);
  });
});

describe('withRetries (the maps script loader)', () => {
  it('resolves at once when the first load works, without waiting', async () => {
    const { load } = flakyLoad(0);
    await expect(withRetries(load, { retries: 3 })).resolves.toBe('maps');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries after growing delays and succeeds after a retry', async () => {
    const { load, startedAt } = flakyLoad(2);
    const t0 = Date.now();
    const result = withRetries(load, { retries: 3 });

    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    // Not a moment before the first delay has passed…
    await vi.advanceTimersByTimeAsync(MAPS_RETRY_BASE_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    // …and the second delay is longer than the first.
    await vi.advanceTimersByTimeAsync(2 * MAPS_RETRY_BASE_MS);
    await expect(result).resolves.toBe('maps');
    expect(startedAt.map((t) => t - t0)).toEqual([0, MAPS_RETRY_BASE_MS, 3 * MAPS_RETRY_BASE_MS]);
  });

  it('stops at the configured count and reports the failure with the last error', async () => {
    const { load, startedAt } = flakyLoad(Infinity);
    const t0 = Date.now();
    const result = withRetries(load, { retries: 3 });
    const outcome = result.then(
      () => null,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await outcome;

    expect(error).toBeInstanceOf(MapsLoadError);
    expect((error as MapsLoadError).attempts).toBe(4);
    expect(((error as MapsLoadError).cause as Error).message).toBe('script error 4');
    expect(load).toHaveBeenCalledTimes(4);
    const gaps = startedAt.slice(1).map((t, i) => t - startedAt[i]!);
    expect(gaps).toEqual([1000, 2000, 4000]);
    expect(startedAt[0]).toBe(t0);
  });

  it('reports the failure after the one attempt when no retries are configured', async () => {
    const { load } = flakyLoad(Infinity);
    await expect(withRetries(load, { retries: 0 })).rejects.toMatchObject({ name: 'MapsLoadError', attempts: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('cleans up before each retry, not before the first attempt', async () => {
    const { load } = flakyLoad(2);
    const onRetry = vi.fn();
    const result = withRetries(load, { retries: 5, baseDelayMs: 10, onRetry });
    await vi.advanceTimersByTimeAsync(0);
    expect(onRetry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe('maps');
    expect(onRetry.mock.calls.map(([retry]) => retry)).toEqual([1, 2]);
  });
});
