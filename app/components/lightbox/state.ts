/**
 * The lightbox's pure state: which image, its load status, zoom and rotation. No React, no DOM;
 * the component feeds it actions (buttons, keys, gestures) and renders the state.
 *
 * Decisions (docs/decisions/009-image-urls-and-lightbox-state.md):
 * - previous/next STOP at the ends (no wrap-around); `canGoPrev`/`canGoNext` drive the buttons.
 * - zoom is additive in steps of ZOOM_STEP, clamped to [MIN_ZOOM, MAX_ZOOM], rounded to 2 decimals.
 * - navigating (to a different image) resets status to 'loading', zoom to 1 and rotation to 0.
 * - `loaded`/`failed` may carry the index they belong to; events for another image are ignored.
 */

export const ZOOM_STEP = 0.12;
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 3;
/** Zoom a double click toggles to (from 1; any other zoom goes back to 1). */
export const DOUBLE_CLICK_ZOOM = 2;
export const ROTATION_STEP = 90;
export const SWIPE_TOLERANCE = 50;
export const WHEEL_THROTTLE_MS = 80;

export type LightboxStatus = 'loading' | 'error' | 'shown';
export type Rotation = 0 | 90 | 180 | 270;

export interface LightboxImage {
  src: string;
  alt?: string;
  title?: string;
  srcset?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

export interface LightboxState {
  images: readonly LightboxImage[];
  index: number;
  status: LightboxStatus;
  zoom: number;
  rotation: Rotation;
}

export type LightboxAction =
  | { type: 'open'; images: readonly unknown[]; index: number }
  | { type: 'goto'; index: number }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'loaded'; index?: number }
  | { type: 'failed'; index?: number }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  /** One wheel notch / key press: +1 zooms in, -1 zooms out (see createWheelThrottle). */
  | { type: 'zoomBy'; steps: number }
  | { type: 'doubleClick' }
  /** Pinch: zoom = (base ?? current zoom) × scale, clamped. Pass the zoom at gesture start as base. */
  | { type: 'pinch'; scale: number; base?: number }
  | { type: 'rotateLeft' }
  | { type: 'rotateRight' }
  | { type: 'reset' };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Zoom clamped to [MIN_ZOOM, MAX_ZOOM] and rounded to 2 decimals (0.1 + 0.12 → 0.22, not 0.22000000000000003). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return round2(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)));
}

/** Any angle in degrees → 0/90/180/270 (nearest quarter turn). */
export function normaliseRotation(degrees: number): Rotation {
  const quarter = Math.round(degrees / ROTATION_STEP);
  return ((((quarter % 4) + 4) % 4) * ROTATION_STEP) as Rotation;
}

function isImage(item: unknown): item is LightboxImage {
  return typeof item === 'object' && item !== null && typeof (item as { src?: unknown }).src === 'string' && (item as { src: string }).src.trim() !== '';
}

/**
 * The state for `images` opened at `index`. Items without a (non-blank) string `src` are
 * ignored; `index` counts in the list as given, so it still points at the same picture after
 * the filtering (at an ignored item: the next valid one). Out of range → first/last; NaN → 0.
 * An empty list gives index 0 with status 'error' (nothing to show).
 */
export function initialLightbox(images: readonly unknown[], index = 0): LightboxState {
  const list = Array.isArray(images) ? images : [];
  const valid = list.filter(isImage);
  const wanted = Number.isFinite(index) ? Math.trunc(index) : 0;
  const before = list.slice(0, Math.max(0, wanted)).filter(isImage).length;
  return {
    images: valid,
    index: clampIndex(before, valid.length),
    status: valid.length ? 'loading' : 'error',
    zoom: 1,
    rotation: 0,
  };
}

function clampIndex(index: number, length: number): number {
  if (length === 0 || !Number.isFinite(index)) return 0;
  return Math.min(length - 1, Math.max(0, Math.trunc(index)));
}

export const canGoPrev = (state: LightboxState) => state.index > 0;
export const canGoNext = (state: LightboxState) => state.index < state.images.length - 1;
export const currentImage = (state: LightboxState): LightboxImage | undefined => state.images[state.index];

function goTo(state: LightboxState, index: number): LightboxState {
  const next = clampIndex(index, state.images.length);
  if (next === state.index) return state;
  return { ...state, index: next, status: 'loading', zoom: 1, rotation: 0 };
}

function withZoom(state: LightboxState, zoom: number): LightboxState {
  const z = clampZoom(zoom);
  return z === state.zoom ? state : { ...state, zoom: z };
}

function withRotation(state: LightboxState, degrees: number): LightboxState {
  return { ...state, rotation: normaliseRotation(degrees) };
}

/** Returns the same object when an action changes nothing (React bails out of the render). */
export function lightboxReducer(state: LightboxState, action: LightboxAction): LightboxState {
  switch (action.type) {
    case 'open':
      return initialLightbox(action.images, action.index);
    case 'goto':
      return goTo(state, action.index);
    case 'next':
      return goTo(state, state.index + 1);
    case 'prev':
      return goTo(state, state.index - 1);
    case 'loaded':
    case 'failed': {
      if (!state.images.length) return state;
      if (action.index !== undefined && action.index !== state.index) return state;
      const status: LightboxStatus = action.type === 'loaded' ? 'shown' : 'error';
      return status === state.status ? state : { ...state, status };
    }
    case 'zoomIn':
      return withZoom(state, state.zoom + ZOOM_STEP);
    case 'zoomOut':
      return withZoom(state, state.zoom - ZOOM_STEP);
    case 'zoomBy':
      return Number.isFinite(action.steps) ? withZoom(state, state.zoom + action.steps * ZOOM_STEP) : state;
    case 'doubleClick':
      return withZoom(state, state.zoom === 1 ? DOUBLE_CLICK_ZOOM : 1);
    case 'pinch':
      if (!Number.isFinite(action.scale) || action.scale <= 0) return state;
      return withZoom(state, (action.base ?? state.zoom) * action.scale);
    case 'rotateLeft':
      return withRotation(state, state.rotation - ROTATION_STEP);
    case 'rotateRight':
      return withRotation(state, state.rotation + ROTATION_STEP);
    case 'reset':
      return state.zoom === 1 && state.rotation === 0 ? state : { ...state, zoom: 1, rotation: 0 };
    default:
      return state;
  }
}

/**
 * Direction of a finished swipe/drag of (dx, dy) px: horizontal movement beyond
 * SWIPE_TOLERANCE that is larger than the vertical one. Finger to the left (dx < 0) shows the
 * next image, as on a phone's photo viewer.
 */
export function swipeDirection(dx: number, dy: number, tolerance = SWIPE_TOLERANCE): 'next' | 'prev' | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.abs(dx) <= tolerance || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}

/**
 * A wheel handler that calls `onZoom(+1)` (wheel up, deltaY < 0) or `onZoom(-1)` (down) at
 * most once per `ms` (leading edge; events inside the window are dropped, not queued).
 * Timestamp-based (`now`, default Date.now), so there is no timer to clean up.
 * Returns whether the event triggered a zoom.
 */
export function createWheelThrottle(
  onZoom: (direction: 1 | -1) => void,
  ms = WHEEL_THROTTLE_MS,
  now: () => number = Date.now,
): (event: { deltaY: number }) => boolean {
  let last = -Infinity;
  return (event) => {
    if (!event.deltaY || !Number.isFinite(event.deltaY)) return false;
    const t = now();
    if (t - last < ms) return false;
    last = t;
    onZoom(event.deltaY < 0 ? 1 : -1);
    return true;
  };
}
