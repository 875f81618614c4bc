// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { hashTarget, scrollToHash } from './hash-scroll';
import { HASH_SCROLL_DURATION_MS, HASH_SCROLL_RETRIES, HASH_SCROLL_RETRY_MS } from './timings';

const TARGET_TOP = 1200;

let scrollTo: MockInstance<(x: number, y: number) => void>;
let lookups: MockInstance<(id: string) => HTMLElement | null>;

beforeEach(() => {
  // requestAnimationFrame and performance are faked too: the animated scroll runs on frames.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  document.body.innerHTML = '';
  // happy-dom does not scroll; the spy records where the page was asked to go.
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {}) as unknown as MockInstance<(x: number, y: number) => void>;
  lookups = vi.spyOn(document, 'getElementById');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** An element with the id, placed 1200 px down: happy-dom has no layout, so its box is stubbed. */
function addTarget(id: string, top = TARGET_TOP): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
  document.body.append(element);
  return element;
}

const positions = () => scrollTo.mock.calls.map((call) => call[1]);

describe('hashTarget', () => {
  it('finds the element a hash names, with or without the #', () => {
    const faq = addTarget('faq');
    expect(hashTarget('#faq')).toBe(faq);
    expect(hashTarget('faq')).toBe(faq);
  });

  it('decodes percent-encoded ids', () => {
    const cafe = addTarget('café');
    expect(hashTarget('#caf%C3%A9')).toBe(cafe);
  });

  it('looks a malformed escape up as written instead of throwing', () => {
    const odd = addTarget('50%');
    expect(hashTarget('#50%')).toBe(odd);
  });

  it('returns null for an empty hash without looking anything up', () => {
    expect(hashTarget('#')).toBeNull();
    expect(lookups).not.toHaveBeenCalled();
  });
});

describe('scrollToHash', () => {
  it('finds an element that is already there at once', () => {
    const faq = addTarget('faq');
    scrollToHash('#faq', { reducedMotion: true });
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(scrollTo.mock.calls).toEqual([[0, TARGET_TOP]]);
    expect(document.activeElement).toBe(faq);
  });

  it('finds an element that renders late on the next retry, not before', () => {
    scrollToHash('#late', { reducedMotion: true });
    vi.advanceTimersByTime(350);
    addTarget('late');
    vi.advanceTimersByTime(399 - 350);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo.mock.calls).toEqual([[0, TARGET_TOP]]);
    // Looked for at 0, 100, 200, 300 and 400 ms, and no more once found.
    expect(lookups).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(5000);
    expect(lookups).toHaveBeenCalledTimes(5);
  });

  it('gives up after exactly HASH_SCROLL_RETRIES retries when the element never appears', () => {
    scrollToHash('#missing', { reducedMotion: true });
    expect(lookups).toHaveBeenCalledTimes(1);
    const lastRetry = HASH_SCROLL_RETRIES * HASH_SCROLL_RETRY_MS;
    vi.advanceTimersByTime(lastRetry - 1);
    expect(lookups).toHaveBeenCalledTimes(HASH_SCROLL_RETRIES);
    vi.advanceTimersByTime(1);
    expect(lookups).toHaveBeenCalledTimes(1 + HASH_SCROLL_RETRIES);
    expect(lookups).toHaveBeenCalledTimes(11);
    vi.advanceTimersByTime(10_000);
    expect(lookups).toHaveBeenCalledTimes(11);
    expect(vi.getTimerCount()).toBe(0);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('with reduced motion jumps once to the target and focuses it without scrolling again', () => {
    const faq = addTarget('faq');
    const focus = vi.spyOn(faq, 'focus');
    scrollToHash('#faq', { reducedMotion: true });
    expect(scrollTo.mock.calls).toEqual([[0, TARGET_TOP]]);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(faq);
    // A section is not focusable by itself: tabindex=-1 makes it so without adding it to the tab order.
    expect(faq.getAttribute('tabindex')).toBe('-1');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves the tabindex of an element that is focusable already', () => {
    const link = document.createElement('a');
    link.id = 'top-link';
    link.href = '/x';
    vi.spyOn(link, 'getBoundingClientRect').mockImplementation(() => ({ top: 10 }) as DOMRect);
    document.body.append(link);
    scrollToHash('#top-link', { reducedMotion: true });
    expect(link.hasAttribute('tabindex')).toBe(false);
    expect(document.activeElement).toBe(link);
  });

  it('stops below the scroll-margin-top of the target (the fixed header)', () => {
    const faq = addTarget('faq');
    faq.style.scrollMarginTop = '80px';
    scrollToHash('#faq', { reducedMotion: true });
    expect(scrollTo.mock.calls).toEqual([[0, TARGET_TOP - 80]]);
  });

  it('never scrolls above the top of the page', () => {
    addTarget('faq', -50);
    scrollToHash('#faq', { reducedMotion: true });
    expect(scrollTo.mock.calls).toEqual([[0, 0]]);
  });

  it('animates over HASH_SCROLL_DURATION_MS, moving steadily towards the target, and focuses at the end', () => {
    const faq = addTarget('faq');
    scrollToHash('#faq', { reducedMotion: false, from: 0 });
    expect(positions()).toEqual([0]);

    vi.advanceTimersByTime(HASH_SCROLL_DURATION_MS / 2);
    const halfway = positions().at(-1)!;
    expect(halfway).toBeGreaterThan(TARGET_TOP * 0.3);
    expect(halfway).toBeLessThan(TARGET_TOP * 0.7);
    expect(document.activeElement).not.toBe(faq);

    // The clock starts at the first frame, so at HASH_SCROLL_DURATION_MS after the call it is not done yet.
    vi.advanceTimersByTime(HASH_SCROLL_DURATION_MS / 2);
    expect(positions().at(-1)).toBeLessThan(TARGET_TOP);
    expect(document.activeElement).not.toBe(faq);

    // Done within a couple of frames after that.
    vi.advanceTimersByTime(50);
    expect(positions().at(-1)).toBe(TARGET_TOP);
    expect(document.activeElement).toBe(faq);
    const all = positions();
    for (let i = 1; i < all.length; i++) expect(all[i]).toBeGreaterThanOrEqual(all[i - 1]!);
    // About one call per 16 ms frame, not one jump.
    expect(all.length).toBeGreaterThan(50);

    const calls = scrollTo.mock.calls.length;
    vi.advanceTimersByTime(HASH_SCROLL_DURATION_MS);
    expect(scrollTo.mock.calls.length).toBe(calls);
  });

  it('starts the animation at the given position and scrolls upwards when the target is above it', () => {
    addTarget('faq', -1000);
    // Page scrolled to 3000 (window.scrollY stays 0 in happy-dom, so the target measures at 0 + top).
    scrollToHash('#faq', { reducedMotion: false, from: 3000 });
    expect(positions()).toEqual([3000]);
    vi.advanceTimersByTime(HASH_SCROLL_DURATION_MS + 50);
    const all = positions();
    expect(all.at(-1)).toBe(0);
    for (let i = 1; i < all.length; i++) expect(all[i]).toBeLessThanOrEqual(all[i - 1]!);
  });

  it('follows a target that moves during the animation (late images above it)', () => {
    const faq = addTarget('faq');
    scrollToHash('#faq', { reducedMotion: false, from: 0 });
    vi.advanceTimersByTime(HASH_SCROLL_DURATION_MS / 2);
    vi.spyOn(faq, 'getBoundingClientRect').mockImplementation(() => ({ top: 1500 }) as DOMRect);
    vi.advanceTimersByTime(HASH_SCROLL_DURATION_MS / 2 + 50);
    expect(positions().at(-1)).toBe(1500);
  });

  it('reads prefers-reduced-motion when no option is given', () => {
    // happy-dom's matchMedia never matches this query, so the media query list is stubbed.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    addTarget('faq');
    scrollToHash('#faq');
    expect(scrollTo.mock.calls).toEqual([[0, TARGET_TOP]]);
  });

  it('resolves percent-encoded hashes', () => {
    const cafe = addTarget('café');
    scrollToHash('#caf%C3%A9', { reducedMotion: true });
    expect(scrollTo.mock.calls).toEqual([[0, TARGET_TOP]]);
    expect(document.activeElement).toBe(cafe);
  });

  it('stops retrying when cancelled', () => {
    const cancel = scrollToHash('#late', { reducedMotion: true });
    vi.advanceTimersByTime(250);
    expect(lookups).toHaveBeenCalledTimes(3);
    cancel();
    addTarget('late');
    vi.advanceTimersByTime(2000);
    expect(lookups).toHaveBeenCalledTimes(3);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops the animation when cancelled, without focusing', () => {
    const faq = addTarget('faq');
    const cancel = scrollToHash('#faq', { reducedMotion: false, from: 0 });
    vi.advanceTimersByTime(HASH_SCROLL_DURATION_MS / 2);
    cancel();
    const calls = scrollTo.mock.calls.length;
    vi.advanceTimersByTime(HASH_SCROLL_DURATION_MS * 2);
    expect(scrollTo.mock.calls.length).toBe(calls);
    expect(positions().at(-1)).toBeLessThan(TARGET_TOP);
    expect(document.activeElement).not.toBe(faq);
  });
});
