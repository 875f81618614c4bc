import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrefetchQueue, payloadPath, payloadPreloadAllowed, routePrefetchAllowed, type ConnectionInfo } from './prefetch';
import { PREFETCH_CONCURRENCY } from './timings';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (reason: unknown) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets queued promise callbacks run (jobs start in a microtask; a settled job frees its slot in a few). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Queues `n` jobs with keys job-0…, each held open by its own deferred; `started` lists the indexes in start order. */
function fill(queue: PrefetchQueue, n: number) {
  const jobs = Array.from({ length: n }, deferred);
  const started: number[] = [];
  jobs.forEach((job, i) =>
    queue.add(`job-${i}`, () => {
      started.push(i);
      return job.promise;
    }),
  );
  return { jobs, started };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PrefetchQueue', () => {
  it('runs at most PREFETCH_CONCURRENCY jobs at once by default', async () => {
    const queue = new PrefetchQueue();
    const { started } = fill(queue, 8);
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(started).toHaveLength(PREFETCH_CONCURRENCY);
    expect(queue.active).toBe(5);
  });

  it('starts the next waiting job, in order, only when a running one resolves', async () => {
    const queue = new PrefetchQueue();
    const { jobs, started } = fill(queue, 8);
    await settle();
    jobs[3]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.active).toBe(5);
  });

  it('frees the slot of a job that rejects, too', async () => {
    const queue = new PrefetchQueue();
    const { jobs, started } = fill(queue, 8);
    await settle();
    jobs[0]!.reject(new Error('offline'));
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    jobs[1]!.reject(new Error('offline'));
    jobs[2]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('frees the slot of a job that throws synchronously', async () => {
    const queue = new PrefetchQueue(1);
    const second = vi.fn(() => Promise.resolve());
    queue.add('a', () => {
      throw new Error('bad url');
    });
    queue.add('b', second);
    await settle();
    expect(second).toHaveBeenCalledTimes(1);
    expect(queue.active).toBe(0);
  });

  it('drains completely and ends with nothing running', async () => {
    const queue = new PrefetchQueue();
    const { jobs, started } = fill(queue, 8);
    for (const job of jobs) {
      await settle();
      job.resolve();
    }
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(queue.active).toBe(0);
  });

  it('ignores a key already queued, running or done', async () => {
    const queue = new PrefetchQueue(1);
    const first = deferred();
    const original = vi.fn(() => first.promise);
    const duplicate = vi.fn(() => Promise.resolve());
    expect(queue.add('/news', original)).toBe(true);
    expect(queue.add('/news', duplicate)).toBe(false);
    await settle();
    first.resolve();
    await settle();
    expect(queue.add('/news', duplicate)).toBe(false);
    await settle();
    expect(original).toHaveBeenCalledTimes(1);
    expect(duplicate).not.toHaveBeenCalled();
  });

  it('honours a custom limit', async () => {
    const queue = new PrefetchQueue(2);
    const { started } = fill(queue, 4);
    await settle();
    expect(started).toEqual([0, 1]);
  });
});

describe('routePrefetchAllowed', () => {
  it.each<[string, ConnectionInfo | undefined, boolean]>([
    ['Save-Data on', { saveData: true, effectiveType: '4g' }, false],
    ['2g', { effectiveType: '2g' }, false],
    ['slow-2g', { effectiveType: 'slow-2g' }, false],
    ['3g', { effectiveType: '3g' }, true],
    ['4g', { effectiveType: '4g' }, true],
    ['Save-Data off', { saveData: false, effectiveType: '4g' }, true],
    ['no effective type', {}, true],
    ['no Network Information API', undefined, true],
  ])('%s → %s', (_name, connection, allowed) => {
    expect(routePrefetchAllowed(connection)).toBe(allowed);
  });

  it("reads the browser's navigator.connection by default", () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(routePrefetchAllowed()).toBe(false);
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g' } });
    expect(routePrefetchAllowed()).toBe(true);
  });
});

describe('payloadPreloadAllowed', () => {
  it.each<[string, ConnectionInfo | undefined, boolean]>([
    ['slow-2g', { effectiveType: 'slow-2g' }, false],
    ['2g', { effectiveType: '2g' }, true],
    ['3g', { effectiveType: '3g' }, true],
    ['Save-Data on', { saveData: true }, true],
    ['no Network Information API', undefined, true],
  ])('%s → %s', (_name, connection, allowed) => {
    expect(payloadPreloadAllowed(connection)).toBe(allowed);
  });

  it("reads the browser's navigator.connection by default", () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: 'slow-2g' } });
    expect(payloadPreloadAllowed()).toBe(false);
  });
});

describe('payloadPath', () => {
  const ORIGIN = 'https://www.kairotone.example';

  it.each([
    ['/news', '/news'],
    ['/de/products/x?y=1', '/de/products/x'],
    ['/de/products/x#specs', '/de/products/x'],
    ['/', '/'],
  ])('accepts the site path %j as %j', (href, path) => {
    expect(payloadPath(href, ORIGIN)).toBe(path);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/x'],
    ['an absolute URL to this very origin', 'https://www.kairotone.example/news'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a host hidden behind a tab the URL parser strips', '/\t/evil.example/x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'news'],
    ['an empty string', ''],
  ])('refuses %s', (_name, href) => {
    expect(payloadPath(href, ORIGIN)).toBeNull();
  });
});
