/**
 * The part of the first-click measurement (bench/first-click.ts) that runs inside the page,
 * installed as an init script before any of the page's own: it records, in the page's clock
 * (performance.now(), 0 = navigation start), when the control's button is first painted, every
 * tap on it, when its open state first becomes true and when the app says it has hydrated.
 * Times are taken in the page, not in the driver, so the driver's round trips do not count.
 */

export interface RecorderOptions {
  /** CSS selector of the control's button (the first match is tapped). */
  button: string;
  /** CSS selector of what shows when the control is open (open = exists and checkVisibility()). */
  open: string;
  /** Name of the driver's binding the recorder reports to. */
  binding: string;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Messages to the driver, as JSON strings through the binding. */
export type RecorderMessage =
  /** The button is in a frame (about to be painted): start tapping its centre. */
  | { type: 'shown'; rect: Rect }
  /** The button moved or resized since (a font swap): tap its new centre. */
  | { type: 'moved'; rect: Rect }
  | { type: 'opened' }
  | { type: 'hydrated' };

export interface PageRecord {
  /** First contentful paint (PerformanceObserver, buffered). */
  fcp: number | null;
  /** The first animation frame in which the button had a non-zero box and was visible. */
  button: number | null;
  /** max(fcp, button): the button is painted with the first frame that has both. */
  paint: number | null;
  /** Every tap (pointerdown, capture phase) the page received: when it was dispatched, and its input time stamp. */
  taps: { at: number; input: number }[];
  /** When the open state was first seen (MutationObserver, toggle events, animation frames). */
  open: number | null;
  /** When html[data-hydrated="true"] was first seen. */
  hydrated: number | null;
}

/** The name the record is kept under on `window`, for the driver to read at the end. */
export const RECORD_KEY = '__firstClickRecord';

/**
 * Runs in the page (serialized: it must not use anything from this module's scope).
 * The button counts only in an animation frame (rendering is held back until the page can
 * paint, so its first frame is its first paint) and only from there on are the other checks
 * made on every DOM change, so the measurement forces no layout while the page is parsed.
 * The driver's binding is a CDP binding: it takes one string and returns nothing.
 */
export function recorder({ button, open, binding, recordKey }: RecorderOptions & { recordKey: string }): void {
  const record: PageRecord = { fcp: null, button: null, paint: null, taps: [], open: null, hydrated: null };
  (window as unknown as Record<string, unknown>)[recordKey] = record;
  const send = (message: RecorderMessage) => {
    const report = (window as unknown as Record<string, unknown>)[binding];
    if (typeof report === 'function') report(JSON.stringify(message));
  };
  const boxOf = (el: Element): Rect | null => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility() ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
  };
  let lastRect: Rect | null = null;
  // The paint is max(FCP, button) once both are known; the driver is told as soon as the
  // button is in a frame, without waiting for the FCP entry (delivered tens of ms after the
  // paint), so its taps start as close to the paint as they can.
  const maybePainted = () => {
    if (record.paint === null && record.fcp !== null && record.button !== null) record.paint = Math.max(record.fcp, record.button);
  };
  const checkState = () => {
    const now = performance.now();
    if (record.open === null) {
      const shown = document.querySelector(open);
      if (shown && shown.checkVisibility()) {
        record.open = now;
        send({ type: 'opened' });
      }
    }
    if (record.hydrated === null && document.documentElement?.dataset.hydrated === 'true') {
      record.hydrated = now;
      send({ type: 'hydrated' });
    }
  };
  const frame = () => {
    const el = document.querySelector(button);
    const rect = el ? boxOf(el) : null;
    if (rect && record.button === null) {
      record.button = performance.now();
      lastRect = rect;
      maybePainted();
      send({ type: 'shown', rect });
    } else if (rect && lastRect && (rect.x !== lastRect.x || rect.y !== lastRect.y || rect.width !== lastRect.width || rect.height !== lastRect.height)) {
      lastRect = rect;
      send({ type: 'moved', rect });
    }
    if (record.button !== null) checkState();
    if (record.open === null || record.hydrated === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (!fcp || record.fcp !== null) return;
    record.fcp = fcp.startTime;
    maybePainted();
  }).observe({ type: 'paint', buffered: true });

  // A DOM change (React's commit, a dialog's open attribute) is seen at once, not at the next
  // frame; a popover shown by the browser changes no attribute, but fires toggle.
  new MutationObserver(() => {
    if (record.button !== null) checkState();
  }).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('toggle', () => record.button !== null && checkState(), { capture: true });

  window.addEventListener('pointerdown', (event) => record.taps.push({ at: performance.now(), input: event.timeStamp }), { capture: true });
}

/**
 * The tap that opened the control: the last one the page received before the open state was
 * seen (a later tap cannot have opened it; an earlier one did not, or the open state would
 * have been seen before the next). Null when it never opened or opened without a tap.
 */
export function openingTap(record: Pick<PageRecord, 'taps' | 'open'>): { at: number; input: number } | null {
  if (record.open === null) return null;
  const before = record.taps.filter((tap) => tap.at <= record.open!);
  return before.at(-1) ?? null;
}

/**
 * The init script's source. tsx compiles with esbuild's keepNames, which wraps the inner
 * functions of `recorder` in calls to its `__name` helper, a module-level function the page
 * does not have: the script brings a stand-in (names do not matter in the page).
 */
export function recorderScript(options: RecorderOptions): string {
  return `(() => { const __name = (f) => f; (${recorder.toString()})(${JSON.stringify({ ...options, recordKey: RECORD_KEY })}); })();`;
}
