/**
 * When the live preview asks the server for a new page. A change waits a short pause
 * (`delayMs`, typing goes on), but never longer than `maxWaitMs` after the first change not
 * yet sent, so continuous typing still updates the page. One request at a time: a change while
 * one is in flight waits as "the latest" (a newer change replaces it) and goes as soon as the
 * one in flight ends; the answer of a request that a newer change made stale is dropped, never
 * shown. So the editor sees a page within `delayMs` + one request of their last keystroke.
 */
export interface PreviewSchedulerOptions<T, R> {
  /** Asks the server; the signal aborts it when the scheduler is disposed. */
  run(input: T, signal: AbortSignal): Promise<R>;
  /** The answer to the latest input (never a stale one). */
  onResult(result: R, input: T): void;
  /** The latest input's request failed (an aborted one is not a failure). */
  onError(error: unknown, input: T): void;
  /** Busy: a change waits or a request is in flight. */
  onBusy?(busy: boolean): void;
  delayMs?: number;
  maxWaitMs?: number;
}

export const PREVIEW_DELAY_MS = 250;
export const PREVIEW_MAX_WAIT_MS = 400;

export class PreviewScheduler<T, R> {
  private readonly delayMs: number;
  private readonly maxWaitMs: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** When the oldest change not yet sent came (for the longest wait). */
  private firstPendingAt: number | null = null;
  private pending: { input: T } | null = null;
  private inFlight: AbortController | null = null;
  /** Bumped by every change: an answer is shown only if nothing changed since its request. */
  private generation = 0;
  private busy = false;
  private disposed = false;

  constructor(private readonly options: PreviewSchedulerOptions<T, R>) {
    this.delayMs = options.delayMs ?? PREVIEW_DELAY_MS;
    this.maxWaitMs = options.maxWaitMs ?? PREVIEW_MAX_WAIT_MS;
  }

  /** The form changed: this is now what the preview should show. */
  change(input: T): void {
    if (this.disposed) return;
    this.generation++;
    this.pending = { input };
    const now = Date.now();
    this.firstPendingAt ??= now;
    const due = Math.min(now + this.delayMs, this.firstPendingAt + this.maxWaitMs);
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.due(), Math.max(0, due - now));
    this.setBusy(true);
  }

  /** Sends the latest change at once (opening the preview needs no pause). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.due();
  }

  /** Stops everything: no more requests, the one in flight aborted, no callbacks. */
  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.inFlight?.abort();
    this.inFlight = null;
    this.pending = null;
  }

  private due(): void {
    this.timer = null;
    // One in flight at a time: the latest waits for it (see finish).
    if (this.disposed || this.inFlight || !this.pending) return;
    const { input } = this.pending;
    this.pending = null;
    this.firstPendingAt = null;
    const generation = this.generation;
    const controller = new AbortController();
    this.inFlight = controller;
    this.options.run(input, controller.signal).then(
      (result) => this.finish(controller, generation, () => this.options.onResult(result, input)),
      (error: unknown) => this.finish(controller, generation, () => this.options.onError(error, input)),
    );
  }

  private finish(controller: AbortController, generation: number, report: () => void): void {
    if (this.disposed || this.inFlight !== controller) return;
    this.inFlight = null;
    if (generation === this.generation) {
      this.setBusy(false);
      report();
    } else if (this.pending && this.timer === null) {
      // The latest change came meanwhile and its pause is over: it goes now.
      this.due();
    }
  }

  private setBusy(busy: boolean): void {
    if (busy === this.busy) return;
    this.busy = busy;
    this.options.onBusy?.(busy);
  }
}
