/**
 * The browser runtime's timings and limits, from SPEC.md sections 4 and 9, in one place.
 * Each is covered by a fake-timer unit test next to the module that uses it.
 */

/** Menu: a click on a link to the current page closes it after this delay. */
export const MENU_CLOSE_DELAY_MS = 300;
/** Menu: after a product badge is picked it closes this long after the click (under the transition). */
export const PRODUCT_PICK_CLOSE_DELAY_MS = 2100;

/** Product page transition. */
export const TRANSITION_START_DELAY_MS = 100;
export const TRANSITION_ANIMATION_MS = 2000;
export const TRANSITION_FADE_MS = 500;
export const TRANSITION_SAFETY_MS = 3500;
/** With prefers-reduced-motion the transition is a short fade and nothing moves. */
export const TRANSITION_REDUCED_FADE_MS = 200;

/** Hash scrolling: about one second of smooth scrolling; the target is looked for every 100 ms, 10 more times. */
export const HASH_SCROLL_DURATION_MS = 1000;
export const HASH_SCROLL_RETRY_MS = 100;
export const HASH_SCROLL_RETRIES = 10;

/** A failed code chunk reloads a path at most once in this window (kept in sessionStorage). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** The build's route-rules manifest is loaded, and the first new-build check made, this long after start. */
export const MANIFEST_FIRST_CHECK_MS = 1000;

/** Route prefetches running at once. */
export const PREFETCH_CONCURRENCY = 5;

/** The page-loading live region speaks only when loading takes longer than this (instant navigations stay silent). */
export const LOADING_ANNOUNCE_DELAY_MS = 500;
