import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  ROTATION_STEP,
  SWIPE_TOLERANCE,
  WHEEL_THROTTLE_MS,
  ZOOM_STEP,
  canGoNext,
  canGoPrev,
  clampZoom,
  createWheelThrottle,
  currentImage,
  initialLightbox,
  lightboxReducer,
  normaliseRotation,
  swipeDirection,
} from './state.ts';
import type { LightboxAction, LightboxState } from './state.ts';

const three = [{ src: '/a.jpg' }, { src: '/b.jpg' }, { src: '/c.jpg' }];
const run = (state: LightboxState, ...actions: LightboxAction[]) => actions.reduce(lightboxReducer, state);
const times = (n: number, action: LightboxAction): LightboxAction[] => Array.from({ length: n }, () => action);

describe('constants', () => {
  it('match the spec', () => {
    expect([ZOOM_STEP, MIN_ZOOM, MAX_ZOOM, SWIPE_TOLERANCE, WHEEL_THROTTLE_MS, ROTATION_STEP]).toEqual([0.12, 0.1, 3, 50, 80, 90]);
  });
});

describe('initialLightbox', () => {
  it('starts loading at the given index with zoom 1 and no rotation', () => {
    expect(initialLightbox(three, 1)).toEqual({ images: three, index: 1, status: 'loading', zoom: 1, rotation: 0 });
  });

  it.each([
    ['negative', -3, 0],
    ['past the end', 10, 2],
    ['NaN', Number.NaN, 0],
    ['Infinity', Number.POSITIVE_INFINITY, 0],
    ['fraction', 1.7, 1],
  ])('clamps an index that is %s', (_name, index, expected) => {
    expect(initialLightbox(three, index).index).toBe(expected);
  });

  it('handles an empty list: index 0, nothing to show', () => {
    const state = initialLightbox([], 5);
    expect(state).toMatchObject({ images: [], index: 0, status: 'error' });
    expect(currentImage(state)).toBeUndefined();
    expect(canGoNext(state)).toBe(false);
    expect(canGoPrev(state)).toBe(false);
    expect(run(state, { type: 'next' }, { type: 'prev' }, { type: 'loaded' })).toBe(state);
  });

  it('ignores items without a string src and keeps the index on the same picture', () => {
    const list = [null, { src: 42 }, { src: '/a.jpg' }, 'x.jpg', { alt: 'no src' }, { src: '  ' }, { src: '/b.jpg', alt: 'B' }];
    const state = initialLightbox(list, 6);
    expect(state.images).toEqual([{ src: '/a.jpg' }, { src: '/b.jpg', alt: 'B' }]);
    expect(currentImage(state)).toEqual({ src: '/b.jpg', alt: 'B' });
    // an ignored item → the next valid one
    expect(initialLightbox(list, 3).index).toBe(1);
    // only invalid items → empty
    expect(initialLightbox([{}, { src: null }], 0).images).toEqual([]);
  });

  it('tolerates a non-array', () => {
    expect(initialLightbox(undefined as unknown as unknown[], 0).images).toEqual([]);
  });
});

describe('navigation: stops at the ends', () => {
  it('next/prev move one image and stop at the ends (same state object)', () => {
    const start = initialLightbox(three, 0);
    expect(lightboxReducer(start, { type: 'prev' })).toBe(start);
    const last = run(start, { type: 'next' }, { type: 'next' });
    expect(last.index).toBe(2);
    expect(lightboxReducer(last, { type: 'next' })).toBe(last);
    expect(canGoNext(last)).toBe(false);
    expect(canGoPrev(last)).toBe(true);
  });

  it('goto clamps and is a no-op for the current index', () => {
    const start = initialLightbox(three, 1);
    expect(lightboxReducer(start, { type: 'goto', index: 1 })).toBe(start);
    expect(lightboxReducer(start, { type: 'goto', index: 99 }).index).toBe(2);
    expect(lightboxReducer(start, { type: 'goto', index: -1 }).index).toBe(0);
  });

  it('navigating resets status, zoom and rotation', () => {
    const shown = run(initialLightbox(three, 0), { type: 'loaded' }, { type: 'zoomIn' }, { type: 'rotateRight' });
    expect(shown).toMatchObject({ status: 'shown', zoom: 1.12, rotation: 90 });
    expect(lightboxReducer(shown, { type: 'next' })).toMatchObject({ index: 1, status: 'loading', zoom: 1, rotation: 0 });
  });

  it('open replaces the list', () => {
    const state = lightboxReducer(initialLightbox(three, 2), { type: 'open', images: [{ src: '/z.jpg' }], index: 4 });
    expect(state).toEqual({ images: [{ src: '/z.jpg' }], index: 0, status: 'loading', zoom: 1, rotation: 0 });
  });
});

describe('status', () => {
  it('loading → shown on loaded, loading → error on failed', () => {
    const start = initialLightbox(three, 0);
    expect(lightboxReducer(start, { type: 'loaded' }).status).toBe('shown');
    expect(lightboxReducer(start, { type: 'failed' }).status).toBe('error');
  });

  it('ignores events that belong to another image', () => {
    const start = initialLightbox(three, 1);
    expect(lightboxReducer(start, { type: 'loaded', index: 0 })).toBe(start);
    expect(lightboxReducer(start, { type: 'failed', index: 2 })).toBe(start);
    expect(lightboxReducer(start, { type: 'loaded', index: 1 }).status).toBe('shown');
  });

  it('a repeated event returns the same state', () => {
    const shown = lightboxReducer(initialLightbox(three, 0), { type: 'loaded' });
    expect(lightboxReducer(shown, { type: 'loaded' })).toBe(shown);
  });

  it('an error image comes back as loading when revisited', () => {
    const failed = lightboxReducer(initialLightbox(three, 0), { type: 'failed' });
    expect(run(failed, { type: 'next' }, { type: 'prev' })).toMatchObject({ index: 0, status: 'loading' });
  });
});

describe('zoom', () => {
  const start = initialLightbox(three, 0);

  it('steps by 0.12, rounded to 2 decimals', () => {
    expect(run(start, { type: 'zoomIn' }).zoom).toBe(1.12);
    expect(run(start, { type: 'zoomIn' }, { type: 'zoomIn' }).zoom).toBe(1.24);
    expect(run(start, ...times(3, { type: 'zoomIn' })).zoom).toBe(1.36);
    expect(run(start, { type: 'zoomOut' }).zoom).toBe(0.88);
    expect(run(start, { type: 'zoomOut' }, { type: 'zoomIn' }).zoom).toBe(1);
    // no floating-point drift after many steps
    expect(run(start, ...times(5, { type: 'zoomIn' }), ...times(5, { type: 'zoomOut' })).zoom).toBe(1);
  });

  it('stops at MAX_ZOOM 3 and MIN_ZOOM 0.1', () => {
    const max = run(start, ...times(30, { type: 'zoomIn' }));
    expect(max.zoom).toBe(3);
    expect(lightboxReducer(max, { type: 'zoomIn' })).toBe(max);
    const min = run(start, ...times(30, { type: 'zoomOut' }));
    expect(min.zoom).toBe(0.1);
    expect(lightboxReducer(min, { type: 'zoomOut' })).toBe(min);
    // from the bottom, one step up is 0.22 (not 0.22000000000000003)
    expect(lightboxReducer(min, { type: 'zoomIn' }).zoom).toBe(0.22);
    // 1 - 8 × 0.12 = 0.04 → clamped to 0.1
    expect(run(start, ...times(7, { type: 'zoomOut' })).zoom).toBe(0.16);
    expect(run(start, ...times(8, { type: 'zoomOut' })).zoom).toBe(0.1);
  });

  it('zoomBy applies wheel steps', () => {
    expect(lightboxReducer(start, { type: 'zoomBy', steps: 1 }).zoom).toBe(1.12);
    expect(lightboxReducer(start, { type: 'zoomBy', steps: -1 }).zoom).toBe(0.88);
    expect(lightboxReducer(start, { type: 'zoomBy', steps: Number.NaN })).toBe(start);
  });

  it('double click toggles between 1 and 2', () => {
    const zoomed = lightboxReducer(start, { type: 'doubleClick' });
    expect(zoomed.zoom).toBe(2);
    expect(lightboxReducer(zoomed, { type: 'doubleClick' }).zoom).toBe(1);
    const slightly = lightboxReducer(start, { type: 'zoomIn' });
    expect(lightboxReducer(slightly, { type: 'doubleClick' }).zoom).toBe(1);
  });

  it('pinch scales the zoom (from the gesture start when given), clamped', () => {
    expect(lightboxReducer(start, { type: 'pinch', scale: 1.5 }).zoom).toBe(1.5);
    expect(lightboxReducer(start, { type: 'pinch', scale: 1.234 }).zoom).toBe(1.23);
    expect(lightboxReducer(start, { type: 'pinch', scale: 10 }).zoom).toBe(MAX_ZOOM);
    expect(lightboxReducer(start, { type: 'pinch', scale: 0.01 }).zoom).toBe(MIN_ZOOM);
    const zoomed = lightboxReducer(start, { type: 'pinch', scale: 2 });
    expect(lightboxReducer(zoomed, { type: 'pinch', scale: 1.25, base: 2 }).zoom).toBe(2.5);
    expect(lightboxReducer(start, { type: 'pinch', scale: 0 })).toBe(start);
    expect(lightboxReducer(start, { type: 'pinch', scale: Number.NaN })).toBe(start);
  });

  it('clampZoom', () => {
    expect(clampZoom(0.05)).toBe(0.1);
    expect(clampZoom(3.5)).toBe(3);
    expect(clampZoom(1.005)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});

describe('rotation and reset', () => {
  const start = initialLightbox(three, 0);

  it('rotates in 90° steps, normalised to 0/90/180/270', () => {
    expect(run(start, { type: 'rotateRight' }).rotation).toBe(90);
    expect(run(start, { type: 'rotateLeft' }).rotation).toBe(270);
    expect(run(start, ...times(2, { type: 'rotateLeft' })).rotation).toBe(180);
    expect(run(start, ...times(4, { type: 'rotateRight' })).rotation).toBe(0);
    expect(run(start, ...times(5, { type: 'rotateRight' })).rotation).toBe(90);
    expect(run(start, ...times(7, { type: 'rotateLeft' })).rotation).toBe(90);
  });

  it('normaliseRotation', () => {
    expect([-90, 360, 450, -450, 720, 89, 44].map(normaliseRotation)).toEqual([270, 0, 90, 270, 0, 90, 0]);
  });

  it('reset sets zoom 1 and rotation 0, keeping index and status', () => {
    const changed = run(start, { type: 'loaded' }, { type: 'zoomIn' }, { type: 'rotateLeft' });
    expect(lightboxReducer(changed, { type: 'reset' })).toEqual({ ...changed, zoom: 1, rotation: 0 });
    expect(lightboxReducer(start, { type: 'reset' })).toBe(start);
  });
});

describe('swipeDirection (50 px tolerance)', () => {
  it.each([
    ['left beyond tolerance → next', -51, 0, 'next'],
    ['right beyond tolerance → prev', 51, 0, 'prev'],
    ['exactly 50 px → nothing', -50, 0, null],
    ['exactly +50 (with a little vertical) → nothing', 50, 10, null],
    ['under tolerance', 30, 0, null],
    ['more vertical than horizontal', -80, 90, null],
    ['equal horizontal and vertical', 80, -80, null],
    ['diagonal, mostly horizontal', -120, 60, 'next'],
    ['NaN', Number.NaN, 0, null],
  ] as const)('%s', (_name, dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });
});

describe('createWheelThrottle (80 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires at most once per 80 ms, with the wheel direction', () => {
    const onZoom = vi.fn();
    const wheel = createWheelThrottle(onZoom, WHEEL_THROTTLE_MS);

    expect(wheel({ deltaY: -100 })).toBe(true); // t = 0: up → zoom in
    expect(onZoom).toHaveBeenLastCalledWith(1);

    vi.advanceTimersByTime(40);
    expect(wheel({ deltaY: -100 })).toBe(false); // t = 40: inside the window
    vi.advanceTimersByTime(39);
    expect(wheel({ deltaY: 100 })).toBe(false); // t = 79: still inside
    expect(onZoom).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(wheel({ deltaY: 100 })).toBe(true); // t = 80: window over; down → zoom out
    expect(onZoom).toHaveBeenLastCalledWith(-1);
    expect(onZoom).toHaveBeenCalledTimes(2);
  });

  it('drops (does not queue) events inside the window', () => {
    const onZoom = vi.fn();
    const wheel = createWheelThrottle(onZoom);
    for (let i = 0; i < 10; i++) {
      wheel({ deltaY: -1 });
      vi.advanceTimersByTime(10);
    }
    // t = 0 and t = 80 fire; nothing is called later by a timer
    expect(onZoom).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(onZoom).toHaveBeenCalledTimes(2);
  });

  it('a burst of a continuous scroll fires once per 80 ms', () => {
    const onZoom = vi.fn();
    const wheel = createWheelThrottle(onZoom);
    for (let t = 0; t < 800; t += 16) {
      wheel({ deltaY: 3 });
      vi.advanceTimersByTime(16);
    }
    // events at 0, 16, … 784: fires at 0, 80, 160, … 720 → 10 times
    expect(onZoom).toHaveBeenCalledTimes(10);
    expect(onZoom.mock.calls.every(([d]) => d === -1)).toBe(true);
  });

  it('ignores deltaY 0 (horizontal wheel) without using up the window', () => {
    const onZoom = vi.fn();
    const wheel = createWheelThrottle(onZoom);
    expect(wheel({ deltaY: 0 })).toBe(false);
    expect(wheel({ deltaY: -5 })).toBe(true);
    expect(onZoom).toHaveBeenCalledTimes(1);
  });

  it('drives the reducer', () => {
    let state = initialLightbox(three, 0);
    const wheel = createWheelThrottle((direction) => {
      state = lightboxReducer(state, { type: 'zoomBy', steps: direction });
    });
    wheel({ deltaY: -1 });
    wheel({ deltaY: -1 });
    vi.advanceTimersByTime(WHEEL_THROTTLE_MS);
    wheel({ deltaY: -1 });
    expect(state.zoom).toBe(1.24);
  });
});
