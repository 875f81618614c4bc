import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_DELAY_MS, PreviewScheduler } from './preview-scheduler';

/** A server whose answers take `ms` each, recording what was asked and when. */
function fakeServer(ms: number) {
  const calls: { input: string; at: number; signal: AbortSignal }[] = [];
  const shown: { result: string; at: number }[] = [];
  const errors: unknown[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const scheduler = new PreviewScheduler<string, string>({
    run: (input, signal) => {
      calls.push({ input, at: Date.now(), signal });
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      return new Promise((resolve, reject) => {
        if (input === 'fail') setTimeout(() => (inFlight--, reject(new Error('422 no page'))), ms);
        else setTimeout(() => (inFlight--, resolve(`page of ${input}`)), ms);
      });
    },
    onResult: (result) => shown.push({ result, at: Date.now() }),
    onError: (error) => errors.push(error),
  });
  return { scheduler, calls, shown, errors, maxInFlight: () => maxInFlight };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('PreviewScheduler', () => {
  it('shows the page of the last keystroke within 500 ms (a 200 ms server)', async () => {
    const { scheduler, calls, shown } = fakeServer(200);
    // Typing "Hello" a character every 60 ms, then nothing.
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      scheduler.change(text);
      if (text !== 'Hello') await vi.advanceTimersByTimeAsync(60);
    }
    const lastKey = Date.now();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown.at(-1)?.result).toBe('page of Hello');
    expect(shown.at(-1)!.at - lastKey).toBeLessThanOrEqual(500);
    expect(calls[0]!.at - lastKey).toBeLessThanOrEqual(PREVIEW_DELAY_MS);
    // A pause of the typing: one request, not one per keystroke.
    expect(calls.map((c) => c.input)).toEqual(['Hello']);
  });

  it('waits ~250 ms after a change before asking', async () => {
    const { scheduler, calls } = fakeServer(10);
    scheduler.change('a');
    await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
  });

  it('keeps updating during continuous typing (no endless pause)', async () => {
    const { scheduler, calls } = fakeServer(50);
    // A keystroke every 100 ms for a second: the pause never comes.
    for (let t = 0; t <= 1_000; t += 100) {
      scheduler.change(`text at ${t}`);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls[0]!.at).toBeLessThanOrEqual(500);
  });

  it('never more than one request in flight; a stale answer is dropped, the latest is sent when the one in flight ends', async () => {
    const { scheduler, calls, shown, maxInFlight } = fakeServer(600);
    scheduler.change('first');
    await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS); // "first" in flight until 850
    scheduler.change('second');
    await vi.advanceTimersByTimeAsync(100);
    scheduler.change('third'); // replaces "second" as the latest
    await vi.advanceTimersByTimeAsync(5_000);
    expect(maxInFlight()).toBe(1);
    expect(calls.map((c) => c.input)).toEqual(['first', 'third']);
    // "first" was stale when it came back: only the latest is shown.
    expect(shown.map((s) => s.result)).toEqual(['page of third']);
    // It went as soon as "first" ended (at 850), not a whole pause later.
    expect(calls[1]!.at).toBe(PREVIEW_DELAY_MS + 600);
  });

  it('reports the latest request’s error, not a stale one’s', async () => {
    const { scheduler, errors, shown } = fakeServer(100);
    scheduler.change('fail');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('422');
    scheduler.change('fixed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown.map((s) => s.result)).toEqual(['page of fixed']);
  });

  it('flush asks at once; dispose aborts the request in flight and reports nothing more', async () => {
    const { scheduler, calls, shown } = fakeServer(300);
    scheduler.change('now');
    scheduler.flush();
    expect(calls).toHaveLength(1);
    scheduler.dispose();
    expect(calls[0]!.signal.aborted).toBe(true);
    scheduler.change('after');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(1);
    expect(shown).toEqual([]);
  });
});
