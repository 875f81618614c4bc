import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  HASH_SCROLL_DURATION_MS,
  HASH_SCROLL_RETRIES,
  HASH_SCROLL_RETRY_MS,
  LOADING_ANNOUNCE_DELAY_MS,
  MANIFEST_FIRST_CHECK_MS,
  MENU_CLOSE_DELAY_MS,
  PREFETCH_CONCURRENCY,
  PRODUCT_PICK_CLOSE_DELAY_MS,
  TRANSITION_ANIMATION_MS,
  TRANSITION_FADE_MS,
  TRANSITION_REDUCED_FADE_MS,
  TRANSITION_SAFETY_MS,
  TRANSITION_START_DELAY_MS,
} from './timings';

describe('timings', () => {
  // The other runtime tests import these constants; pinning their values here means a changed
  // constant fails a test instead of silently moving every boundary the other tests check.
  it('match the spec values', () => {
    expect([
      MENU_CLOSE_DELAY_MS,
      PRODUCT_PICK_CLOSE_DELAY_MS,
      TRANSITION_START_DELAY_MS,
      TRANSITION_ANIMATION_MS,
      TRANSITION_FADE_MS,
      TRANSITION_SAFETY_MS,
      HASH_SCROLL_DURATION_MS,
      HASH_SCROLL_RETRY_MS,
      HASH_SCROLL_RETRIES,
      CHUNK_RELOAD_GUARD_MS,
      MANIFEST_FIRST_CHECK_MS,
      PREFETCH_CONCURRENCY,
      LOADING_ANNOUNCE_DELAY_MS,
    ]).toEqual([300, 2100, 100, 2000, 500, 3500, 1000, 100, 10, 10_000, 1000, 5, 500]);
    expect(TRANSITION_REDUCED_FADE_MS).toBe(200);
  });
});
