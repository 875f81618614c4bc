import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../log';
import { purgeQueue } from './purge-queue';
import type { Purger } from './purgers';

/** A log line as JSON. */
type Line = { level: string; msg: string; purger?: string; tags?: unknown; attempt?: number; attempts?: number; error?: { message: string } };

let lines: Line[];
const logger = () => createLogger('debug', (line) => lines.push(JSON.parse(line) as Line));

/** A purger that notes each call (the tags, and when on the fake clock) and answers as `answer` says. */
function fakePurger(name: string, answer: (tags: readonly string[], call: number) => Promise<void> = async () => {}) {
  const calls: { tags: string[]; at: number }[] = [];
  const purger: Purger = {
    name,
    purge: (tags) => {
      calls.push({ tags: [...tags], at: Date.now() });
      return answer(tags, calls.length);
    },
  };
  return { purger, calls };
}

/** A promise to settle by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  lines = [];
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('purgeQueue: retries', () => {
  it('retries a failing purger after 500, 1,000 and 2,000 ms, then gives up after 4 tries', async () => {
    const { purger, calls } = fakePurger('fastly', () => Promise.reject(new Error('fastly answered 503: busy')));
    const queue = purgeQueue([purger], { logger: logger() });
    queue.purge(['e:1', 'c:news:de']);
    await vi.advanceTimersByTimeAsync(60_000);
    // Tried at once, then after each doubling wait: 0, 500, 1,500 (500 + 1,000), 3,500 (+ 2,000).
    expect(calls.map((c) => c.at)).toEqual([0, 500, 1_500, 3_500]);
    expect(calls.every((c) => c.tags.join(' ') === 'c:news:de e:1')).toBe(true);
  });

  it('waits the whole delay before each retry, not a moment less', async () => {
    const { purger, calls } = fakePurger('fastly', () => Promise.reject(new Error('down')));
    purgeQueue([purger], { logger: logger() }).purge(['e:1']);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
  });

  it('logs each failure as a warning and the last as an error naming the purger and every tag', async () => {
    const { purger } = fakePurger('cloudflare', () => Promise.reject(new Error('cloudflare answered 403: no')));
    purgeQueue([purger], { logger: logger() }).purge(['e:2', 'e:1', 'missing']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines.map((l) => `${l.level} ${l.msg}`)).toEqual(['warn purge failed: retrying', 'warn purge failed: retrying', 'warn purge failed: retrying', 'error purge failed: giving up']);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.attempt)).toEqual([1, 2, 3]);
    expect(lines.at(-1)).toMatchObject({ purger: 'cloudflare', tags: ['e:1', 'e:2', 'missing'], attempts: 4, error: { message: 'cloudflare answered 403: no' } });
  });

  it('a purge that succeeds on a retry is logged once as purged, with its attempt', async () => {
    const { purger, calls } = fakePurger('varnish', (_tags, call) => (call < 3 ? Promise.reject(new Error('reset')) : Promise.resolve()));
    purgeQueue([purger], { logger: logger() }).purge(['e:1']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(3);
    expect(lines.filter((l) => l.level !== 'warn')).toEqual([expect.objectContaining({ level: 'info', msg: 'purged', purger: 'varnish', tags: 1, attempt: 3 })]);
  });

  it('purges again after giving up: the next tags are tried afresh', async () => {
    let failing = true;
    const { purger, calls } = fakePurger('fastly', () => (failing ? Promise.reject(new Error('down')) : Promise.resolve()));
    const queue = purgeQueue([purger], { logger: logger() });
    queue.purge(['e:1']);
    await vi.advanceTimersByTimeAsync(60_000);
    failing = false;
    queue.purge(['e:2']);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.tags)).toEqual([['e:1'], ['e:1'], ['e:1'], ['e:1'], ['e:2']]);
  });
});

describe('purgeQueue: batching', () => {
  it('sends tags that arrive during a purge together in the next request', async () => {
    const first = deferred();
    const { purger, calls } = fakePurger('fastly', (_tags, call) => (call === 1 ? first.promise : Promise.resolve()));
    const queue = purgeQueue([purger], { logger: logger() });
    queue.purge(['e:1']);
    queue.purge(['e:3']);
    queue.purge(['e:2', 'e:1']);
    // The first request left with the first tags alone; the others wait for it.
    expect(calls.map((c) => c.tags)).toEqual([['e:1']]);
    first.resolve();
    await queue.idle();
    expect(calls.map((c) => c.tags)).toEqual([['e:1'], ['e:1', 'e:2', 'e:3']]);
  });

  it('a purger that throws at once (not a rejected promise) is given up on, and the next tags still go out', async () => {
    const { purger, calls } = fakePurger('webhook', (_tags, call) => {
      if (call === 1) throw new Error('bad URL');
      return Promise.resolve();
    });
    const queue = purgeQueue([purger], { logger: logger(), attempts: 1 });
    queue.purge(['e:1']);
    await queue.idle();
    queue.purge(['e:2']);
    await queue.idle();
    expect(calls.map((c) => c.tags)).toEqual([['e:1'], ['e:2']]);
    expect(lines.map((l) => `${l.level} ${l.msg}`)).toEqual(['error purge failed: giving up', 'info purged']);
  });

  it('ignores an empty list of tags', async () => {
    const { purger, calls } = fakePurger('fastly');
    const queue = purgeQueue([purger], { logger: logger() });
    queue.purge([]);
    await queue.idle();
    expect(calls).toEqual([]);
  });

  it('tags given while a finished purge is winding down are still sent', async () => {
    // The edge of a drain: its last look found nothing pending, and tags arrive before the
    // queue noted it was no longer running (a microtask queued while the purge was logged
    // runs before anything the drain's end schedules).
    const { purger, calls } = fakePurger('fastly');
    let late = true;
    const log = createLogger('debug', (line) => {
      if (late && line.includes('"purged"')) {
        late = false;
        queueMicrotask(() => queue.purge(['e:late']));
      }
    });
    const queue = purgeQueue([purger], { logger: log });
    queue.purge(['e:1']);
    await vi.advanceTimersByTimeAsync(0);
    await queue.idle();
    expect(calls.map((c) => c.tags)).toEqual([['e:1'], ['e:late']]);
  });
});

describe('purgeQueue: several purgers', () => {
  it('one purger failing does not stop or delay another', async () => {
    const failing = fakePurger('fastly', () => Promise.reject(new Error('fastly answered 500: oops')));
    const working = fakePurger('varnish');
    const queue = purgeQueue([failing.purger, working.purger], { logger: logger() });
    queue.purge(['e:1']);
    await vi.advanceTimersByTimeAsync(100);
    // Fastly is waiting to retry; Varnish has purged, and takes the next tags at once.
    queue.purge(['e:2']);
    await vi.advanceTimersByTimeAsync(0);
    expect(working.calls.map((c) => ({ tags: c.tags, at: c.at }))).toEqual([
      { tags: ['e:1'], at: 0 },
      { tags: ['e:2'], at: 100 },
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines.filter((l) => l.msg === 'purged').map((l) => l.purger)).toEqual(['varnish', 'varnish']);
    expect(lines.filter((l) => l.level === 'error').map((l) => [l.purger, l.tags])).toEqual([
      ['fastly', ['e:1']],
      ['fastly', ['e:2']],
    ]);
  });

  it('gives every purger the same tags', async () => {
    const a = fakePurger('varnish');
    const b = fakePurger('cloudflare');
    const queue = purgeQueue([a.purger, b.purger], { logger: logger() });
    queue.purge(['s:en', 'e:1']);
    await queue.idle();
    expect(a.calls.map((c) => c.tags)).toEqual([['e:1', 's:en']]);
    expect(b.calls.map((c) => c.tags)).toEqual([['e:1', 's:en']]);
  });

  it('without purgers, purge does nothing and idle resolves', async () => {
    const queue = purgeQueue([], { logger: logger() });
    queue.purge(['e:1']);
    await expect(queue.idle()).resolves.toBeUndefined();
  });
});

describe('purgeQueue: what a caller learns', () => {
  it('true once every purger has purged its tags, also when they went out with later ones', async () => {
    const first = deferred();
    const a = fakePurger('varnish', (_tags, call) => (call === 1 ? first.promise : Promise.resolve()));
    const b = fakePurger('fastly');
    const queue = purgeQueue([a.purger, b.purger], { logger: logger() });
    const outcomes: string[] = [];
    void queue.purge(['e:1']).then((purged) => outcomes.push(`e:1 ${purged}`));
    void queue.purge(['e:2']).then((purged) => outcomes.push(`e:2 ${purged}`));
    await vi.advanceTimersByTimeAsync(0);
    // Fastly is done with both; Varnish still holds the first request, so neither is told yet.
    expect(outcomes).toEqual([]);
    first.resolve();
    await queue.idle();
    expect(outcomes).toEqual(['e:1 true', 'e:2 true']);
  });

  it('false when a purger gave up on them, after its last try, while the others purged', async () => {
    const failing = fakePurger('fastly', () => Promise.reject(new Error('fastly answered 503')));
    const working = fakePurger('varnish');
    const queue = purgeQueue([failing.purger, working.purger], { logger: logger(), attempts: 2 });
    let outcome: boolean | undefined;
    void queue.purge(['s:en']).then((purged) => (outcome = purged));
    await vi.advanceTimersByTimeAsync(499);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe(false);
    expect(failing.calls).toHaveLength(2);
  });

  it('true at once for no tags, or with no purger', async () => {
    await expect(purgeQueue([fakePurger('varnish').purger], { logger: logger() }).purge([])).resolves.toBe(true);
    await expect(purgeQueue([], { logger: logger() }).purge(['e:1'])).resolves.toBe(true);
  });
});

describe('purgeQueue: idle', () => {
  it('resolves only once every retry is over', async () => {
    const { purger } = fakePurger('fastly', () => Promise.reject(new Error('down')));
    const queue = purgeQueue([purger], { logger: logger() });
    queue.purge(['e:1']);
    let idle = false;
    void queue.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(3_499);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toBe(true);
  });

  it('waits for tags queued during the purge it was waiting for', async () => {
    const first = deferred();
    const { purger, calls } = fakePurger('fastly', (_tags, call) => (call === 1 ? first.promise : Promise.resolve()));
    const queue = purgeQueue([purger], { logger: logger() });
    queue.purge(['e:1']);
    const idle = queue.idle();
    queue.purge(['e:2']);
    first.resolve();
    await idle;
    expect(calls.map((c) => c.tags)).toEqual([['e:1'], ['e:2']]);
  });

  it('waits for a purge that began after it was called, while another purger was still busy', async () => {
    const slow = deferred();
    const later = deferred();
    const a = fakePurger('varnish', (_tags, call) => (call === 1 ? Promise.resolve() : later.promise));
    const b = fakePurger('fastly', () => slow.promise);
    const queue = purgeQueue([a.purger, b.purger], { logger: logger() });
    queue.purge(['e:1']);
    let idle = false;
    void queue.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(0);
    // Varnish is done and starts again with new tags while Fastly is still on the first.
    queue.purge(['e:2']);
    slow.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(false);
    later.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(true);
  });

  it('resolves at once when nothing was queued', async () => {
    await expect(purgeQueue([fakePurger('fastly').purger], { logger: logger() }).idle()).resolves.toBeUndefined();
  });
});
