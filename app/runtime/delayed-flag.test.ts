import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedFlag } from './delayed-flag';
import { LOADING_ANNOUNCE_DELAY_MS } from './timings';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DelayedFlag', () => {
  it('turns on only after the input stayed true for the whole delay', () => {
    const onChange = vi.fn();
    const flag = new DelayedFlag(LOADING_ANNOUNCE_DELAY_MS, onChange);
    flag.set(true);
    vi.advanceTimersByTime(LOADING_ANNOUNCE_DELAY_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it('turns off at once', () => {
    const onChange = vi.fn();
    const flag = new DelayedFlag(LOADING_ANNOUNCE_DELAY_MS, onChange);
    flag.set(true);
    vi.advanceTimersByTime(LOADING_ANNOUNCE_DELAY_MS);
    flag.set(false);
    // No timer involved: the announcement must stop the moment loading ends.
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('never turns on when the input goes back to false before the delay (instant navigations stay silent)', () => {
    const onChange = vi.fn();
    const flag = new DelayedFlag(LOADING_ANNOUNCE_DELAY_MS, onChange);
    flag.set(true);
    vi.advanceTimersByTime(LOADING_ANNOUNCE_DELAY_MS - 1);
    flag.set(false);
    vi.advanceTimersByTime(LOADING_ANNOUNCE_DELAY_MS * 10);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not restart the delay when true is set again while waiting', () => {
    // The input stayed true since the first set: the delay counts from then.
    const onChange = vi.fn();
    const flag = new DelayedFlag(LOADING_ANNOUNCE_DELAY_MS, onChange);
    flag.set(true);
    vi.advanceTimersByTime(300);
    flag.set(true);
    vi.advanceTimersByTime(LOADING_ANNOUNCE_DELAY_MS - 300 - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it('reports each change once: repeated true or false while already there is silent', () => {
    const onChange = vi.fn();
    const flag = new DelayedFlag(LOADING_ANNOUNCE_DELAY_MS, onChange);
    flag.set(false);
    flag.set(true);
    vi.advanceTimersByTime(LOADING_ANNOUNCE_DELAY_MS);
    flag.set(true);
    vi.advanceTimersByTime(LOADING_ANNOUNCE_DELAY_MS * 2);
    flag.set(false);
    flag.set(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('starts a fresh delay after going off', () => {
    const onChange = vi.fn();
    const flag = new DelayedFlag(LOADING_ANNOUNCE_DELAY_MS, onChange);
    flag.set(true);
    vi.advanceTimersByTime(200);
    flag.set(false);
    flag.set(true);
    vi.advanceTimersByTime(LOADING_ANNOUNCE_DELAY_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it('never turns on after dispose', () => {
    const onChange = vi.fn();
    const flag = new DelayedFlag(LOADING_ANNOUNCE_DELAY_MS, onChange);
    flag.set(true);
    flag.dispose();
    vi.advanceTimersByTime(LOADING_ANNOUNCE_DELAY_MS * 10);
    expect(onChange).not.toHaveBeenCalled();
  });
});
