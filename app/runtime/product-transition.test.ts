import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runProductTransition, type TransitionPhase } from './product-transition';
import {
  TRANSITION_ANIMATION_MS,
  TRANSITION_FADE_MS,
  TRANSITION_REDUCED_FADE_MS,
  TRANSITION_SAFETY_MS,
  TRANSITION_START_DELAY_MS,
} from './timings';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Starts a transition at fake time 0 with prefetch and navigation the test settles by hand; phases carry the time they happened at. */
function start(reducedMotion = false) {
  const fetched = deferred<unknown>();
  const loaded = deferred<boolean>();
  const phases: Array<[TransitionPhase, number]> = [];
  const prefetch = vi.fn(() => fetched.promise);
  const navigateTimes: number[] = [];
  const navigate = vi.fn(() => {
    navigateTimes.push(Date.now());
    return loaded.promise;
  });
  const cancel = runProductTransition({ prefetch, navigate, onPhase: (phase) => phases.push([phase, Date.now()]), reducedMotion });
  return { fetched, loaded, phases, prefetch, navigate, navigateTimes, cancel };
}

/** Advances the fake clock to an absolute time (ms since the transition started), running promise chains on the way. */
async function at(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms - Date.now());
}

/** Lets settled promises run their handlers without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

const START = TRANSITION_START_DELAY_MS;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('runProductTransition', () => {
  it('does nothing before the start delay, then prefetches', async () => {
    const t = start();
    await at(START - 1);
    expect(t.prefetch).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.phases).toEqual([]);
    await at(START);
    expect(t.prefetch).toHaveBeenCalledTimes(1);
    // Still nothing visible or navigating: the target is being fetched first.
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.phases).toEqual([]);
  });

  it('starts animating once the prefetch resolves, and starts the navigation at the same moment', async () => {
    const t = start();
    await at(299);
    expect(t.phases).toEqual([]);
    expect(t.navigate).not.toHaveBeenCalled();
    t.fetched.resolve('ok');
    await flush();
    expect(t.phases).toEqual([['animating', 299]]);
    expect(t.navigateTimes).toEqual([299]);
  });

  it('ignores a failed prefetch and still animates and navigates', async () => {
    const t = start();
    await at(START);
    t.fetched.reject(new Error('offline'));
    await flush();
    expect(t.phases).toEqual([['animating', START]]);
    expect(t.navigate).toHaveBeenCalledTimes(1);
  });

  it('waits for the end of the animation when the page loads during it, then fades out', async () => {
    const t = start();
    await at(START);
    t.fetched.resolve(undefined);
    await at(500);
    t.loaded.resolve(true);
    const animationEnd = START + TRANSITION_ANIMATION_MS;
    await at(animationEnd - 1);
    expect(t.phases).toEqual([['animating', START]]);
    await at(animationEnd);
    expect(t.phases).toEqual([['animating', START], ['fading', animationEnd]]);
    await at(animationEnd + TRANSITION_FADE_MS - 1);
    expect(t.phases).toHaveLength(2);
    await at(animationEnd + TRANSITION_FADE_MS);
    expect(t.phases).toEqual([['animating', START], ['fading', animationEnd], ['idle', animationEnd + TRANSITION_FADE_MS]]);
  });

  it('measures the animation from its own start, not from the pick', async () => {
    // A slow prefetch (resolving at 700 ms) delays the animation, and so its end.
    const t = start();
    await at(700);
    t.fetched.resolve(undefined);
    await flush();
    t.loaded.resolve(true);
    await at(700 + TRANSITION_ANIMATION_MS - 1);
    expect(t.phases).toEqual([['animating', 700]]);
    await at(700 + TRANSITION_ANIMATION_MS);
    expect(t.phases).toEqual([['animating', 700], ['fading', 700 + TRANSITION_ANIMATION_MS]]);
  });

  it('fades out as soon as the page loads when that is after the animation', async () => {
    const t = start();
    await at(START);
    t.fetched.resolve(undefined);
    await at(2599);
    expect(t.phases).toEqual([['animating', START]]);
    t.loaded.resolve(true);
    await flush();
    expect(t.phases).toEqual([['animating', START], ['fading', 2599]]);
    await at(2599 + TRANSITION_FADE_MS);
    expect(t.phases.at(-1)).toEqual(['idle', 2599 + TRANSITION_FADE_MS]);
    // The safety timeout was cleared: nothing more happens.
    await at(20_000);
    expect(t.phases).toHaveLength(3);
  });

  it('ends at once mid-animation when the navigation reports failure', async () => {
    const t = start();
    await at(START);
    t.fetched.resolve(undefined);
    await at(700);
    t.loaded.resolve(false);
    await flush();
    expect(t.phases).toEqual([['animating', START], ['fading', 700]]);
    await at(700 + TRANSITION_FADE_MS);
    expect(t.phases.at(-1)).toEqual(['idle', 700 + TRANSITION_FADE_MS]);
    await at(20_000);
    expect(t.phases).toHaveLength(3);
  });

  it('ends at once mid-animation when the navigation rejects', async () => {
    const t = start();
    await at(START);
    t.fetched.resolve(undefined);
    await at(700);
    t.loaded.reject(new Error('chunk failed'));
    await flush();
    expect(t.phases).toEqual([['animating', START], ['fading', 700]]);
    await at(20_000);
    expect(t.phases).toEqual([['animating', START], ['fading', 700], ['idle', 700 + TRANSITION_FADE_MS]]);
  });

  it('fades out by the safety timeout, counted from the start delay, when the page never loads', async () => {
    // The safety timer is armed when the prefetch starts (100 ms), so it fires at 100 + 3500 ms.
    const t = start();
    await at(START);
    t.fetched.resolve(undefined);
    const safety = START + TRANSITION_SAFETY_MS;
    await at(safety - 1);
    expect(t.phases).toEqual([['animating', START]]);
    await at(safety);
    expect(t.phases).toEqual([['animating', START], ['fading', safety]]);
    await at(safety + TRANSITION_FADE_MS);
    expect(t.phases.at(-1)).toEqual(['idle', safety + TRANSITION_FADE_MS]);
    // A page that loads much later changes nothing.
    t.loaded.resolve(true);
    await at(20_000);
    expect(t.phases).toHaveLength(3);
    expect(t.navigate).toHaveBeenCalledTimes(1);
  });

  it('goes straight to idle (never animating) when the safety timeout fires during the prefetch, and still navigates', async () => {
    const t = start();
    const safety = START + TRANSITION_SAFETY_MS;
    await at(safety - 1);
    expect(t.phases).toEqual([]);
    expect(t.navigate).not.toHaveBeenCalled();
    await at(safety);
    expect(t.phases).toEqual([['idle', safety]]);
    expect(t.navigateTimes).toEqual([safety]);
    // The prefetch finishing afterwards must not start the animation or a second navigation.
    t.fetched.resolve(undefined);
    t.loaded.resolve(true);
    await at(20_000);
    expect(t.phases).toEqual([['idle', safety]]);
    expect(t.navigate).toHaveBeenCalledTimes(1);
  });

  it('with reduced motion, ends as soon as the page loads and fades for the short reduced time', async () => {
    const t = start(true);
    await at(START);
    t.fetched.resolve(undefined);
    await at(400);
    t.loaded.resolve(true);
    await flush();
    expect(t.phases).toEqual([['animating', START], ['fading', 400]]);
    await at(400 + TRANSITION_REDUCED_FADE_MS - 1);
    expect(t.phases).toHaveLength(2);
    await at(400 + TRANSITION_REDUCED_FADE_MS);
    expect(t.phases.at(-1)).toEqual(['idle', 400 + TRANSITION_REDUCED_FADE_MS]);
  });

  it('with reduced motion, fades right away when the page loads in the same moment the overlay appears', async () => {
    const t = start(true);
    await at(START);
    t.fetched.resolve(undefined);
    t.loaded.resolve(true);
    // The zero-length animation only needs its timer turn: nothing waits for TRANSITION_ANIMATION_MS.
    await flush();
    expect(t.phases).toEqual([['animating', START], ['fading', START]]);
  });

  it('does nothing at all when cancelled before the start delay', async () => {
    const t = start();
    await at(50);
    t.cancel();
    await at(20_000);
    expect(t.prefetch).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.phases).toEqual([]);
  });

  it('stops the animation, the safety timeout and the fade when cancelled mid-animation', async () => {
    const t = start();
    await at(START);
    t.fetched.resolve(undefined);
    await at(1000);
    t.cancel();
    t.loaded.resolve(true);
    await at(20_000);
    expect(t.phases).toEqual([['animating', START]]);
  });

  it('never animates or navigates when cancelled while the prefetch is pending', async () => {
    const t = start();
    await at(START);
    t.cancel();
    t.fetched.resolve(undefined);
    await at(20_000);
    expect(t.phases).toEqual([]);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('skips the final idle when cancelled during the fade', async () => {
    const t = start();
    await at(START);
    t.fetched.resolve(undefined);
    await flush();
    t.loaded.resolve(false);
    await flush();
    expect(t.phases.at(-1)).toEqual(['fading', START]);
    t.cancel();
    await at(20_000);
    expect(t.phases).toEqual([['animating', START], ['fading', START]]);
  });
});
