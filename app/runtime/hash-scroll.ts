import { HASH_SCROLL_DURATION_MS, HASH_SCROLL_RETRIES, HASH_SCROLL_RETRY_MS } from './timings';

export interface HashScrollOptions {
  /** Jump instead of animating (prefers-reduced-motion). */
  reducedMotion?: boolean;
  /** Where the animation starts; the current scroll position if not given. */
  from?: number;
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The element a hash names (`#faq`, percent-encoded ids too), or null. */
export function hashTarget(hash: string): HTMLElement | null {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  return id ? document.getElementById(id) : null;
}

/**
 * Scrolls smoothly (about 1 s) to the element a hash names (SPEC.md section 2). Content that
 * renders late is waited for: the element is looked for now and every 100 ms, up to 10 more
 * times. Then it takes the focus (without scrolling again), so keyboard and screen-reader
 * users continue from there. Returns a function that stops whatever is still pending.
 */
export function scrollToHash(hash: string, options: HashScrollOptions = {}): () => void {
  if (hash.replace(/^#/, '') === '') return () => {};
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopAnimation: (() => void) | undefined;

  const attempt = () => {
    const element = hashTarget(hash);
    if (element) {
      stopAnimation = animateTo(element, options);
      return;
    }
    if (retries < HASH_SCROLL_RETRIES) {
      retries += 1;
      timer = setTimeout(attempt, HASH_SCROLL_RETRY_MS);
    }
  };
  attempt();
  return () => {
    clearTimeout(timer);
    stopAnimation?.();
  };
}

/** The scroll position that puts the element at the top, below its `scroll-margin-top` (the fixed header). */
function targetTop(element: HTMLElement): number {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - margin);
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

function animateTo(element: HTMLElement, { reducedMotion = prefersReducedMotion(), from = window.scrollY }: HashScrollOptions): () => void {
  const finish = () => {
    window.scrollTo(0, targetTop(element));
    focusWithoutScrolling(element);
  };
  if (reducedMotion) {
    finish();
    return () => {};
  }
  let frame = 0;
  let start: number | undefined;
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / HASH_SCROLL_DURATION_MS);
    // The target is measured on every frame: images above it may still change the layout.
    window.scrollTo(0, from + (targetTop(element) - from) * easeInOutCubic(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
    else finish();
  };
  window.scrollTo(0, from);
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

function focusWithoutScrolling(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
