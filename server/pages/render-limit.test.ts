import { describe, expect, it } from 'vitest';
import { RenderLimit } from './render-limit';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the render limit', () => {
  it('runs at most `concurrency` at once, queues up to `queue`, refuses the rest at once', async () => {
    const limit = new RenderLimit(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    let running = 0;
    let most = 0;
    const work = (i: number) => async () => {
      running++;
      most = Math.max(most, running);
      await gates[i]!.promise;
      running--;
      return i;
    };
    const runs = [limit.run(work(0)), limit.run(work(1)), limit.run(work(2))];
    expect(await limit.run(async () => 'refused?')).toBeNull();
    expect(limit.load).toEqual({ running: 2, waiting: 1 });
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(most).toBe(2);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    const limit = new RenderLimit(1, 0);
    await expect(limit.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await limit.run(async () => 'next')).toBe('next');
  });

  it('drops a waiting render whose client left (its signal aborted): it never runs and frees its place in the queue', async () => {
    const limit = new RenderLimit(1, 1);
    let release!: () => void;
    const first = limit.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const left = new AbortController();
    let ran = false;
    const waiting = limit.run(async () => (ran = true), left.signal);
    expect(limit.load).toEqual({ running: 1, waiting: 1 });
    left.abort();
    expect(await waiting).toBeNull();
    expect(limit.load).toEqual({ running: 1, waiting: 0 });
    const next = limit.run(async () => 'next');
    release();
    expect(await Promise.all([first, next])).toEqual(['first', 'next']);
    expect(ran).toBe(false);
    expect(await limit.run(async () => 'x', AbortSignal.abort())).toBe('x');
  });
});
