import { PREFETCH_CONCURRENCY } from './timings';

/** The Network Information API (Chromium): not in TypeScript's DOM library. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function currentConnection(): ConnectionInfo | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Route prefetching (code, on viewport or intent) is skipped with Save-Data on or on a 2G connection (SPEC.md section 9). */
export function routePrefetchAllowed(connection: ConnectionInfo | undefined = currentConnection()): boolean {
  return !connection?.saveData && !(connection?.effectiveType ?? '').includes('2g');
}

/** Preloading a prerendered page's data payload is skipped only on a `slow-2g` connection (SPEC.md section 7). */
export function payloadPreloadAllowed(connection: ConnectionInfo | undefined = currentConnection()): boolean {
  return connection?.effectiveType !== 'slow-2g';
}

/**
 * A path whose payload may be preloaded: a plain site path. A payload URL that names a host
 * (`https://…`, `//host/…`, `/\host`) is refused (SPEC.md section 5), so a crafted link can
 * never make the page fetch data from elsewhere.
 */
export function payloadPath(href: string, origin: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return null;
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Runs prefetch jobs at most `limit` at a time, each key once; the rest wait in order.
 * Failures are ignored: a prefetch only warms caches.
 */
export class PrefetchQueue {
  private running = 0;
  private readonly waiting: Array<() => Promise<unknown>> = [];
  private readonly seen = new Set<string>();

  constructor(private readonly limit: number = PREFETCH_CONCURRENCY) {}

  /** Queues a job under a key; a key already queued or done is ignored. Returns whether it was queued. */
  add(key: string, job: () => Promise<unknown>): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    this.waiting.push(job);
    this.pump();
    return true;
  }

  get active(): number {
    return this.running;
  }

  private pump(): void {
    while (this.running < this.limit && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.running += 1;
      void Promise.resolve()
        .then(job)
        .catch(() => undefined)
        .finally(() => {
          this.running -= 1;
          this.pump();
        });
    }
  }
}
