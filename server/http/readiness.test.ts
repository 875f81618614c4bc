import { describe, expect, it, vi } from 'vitest';
import { readyOnce } from './readiness';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('readyOnce', () => {
  it('is false until every part has loaded, then true, and says so once', async () => {
    const content = deferred();
    const pages = deferred();
    const log = { ready: vi.fn(), failed: vi.fn() };
    const ready = readyOnce([content.promise, null, pages.promise], log);
    expect(ready()).toBe(false);
    content.resolve();
    await Promise.resolve();
    expect(ready()).toBe(false);
    pages.resolve();
    await vi.waitFor(() => expect(ready()).toBe(true));
    expect(log.ready).toHaveBeenCalledOnce();
    expect(log.failed).not.toHaveBeenCalled();
  });

  it('stays false when a part fails, and logs why', async () => {
    const content = deferred();
    const log = { ready: vi.fn(), failed: vi.fn() };
    const ready = readyOnce([content.promise], log);
    content.reject(new Error('content/collections/news/broken.md: title: expected a string'));
    await vi.waitFor(() => expect(log.failed).toHaveBeenCalledOnce());
    expect(ready()).toBe(false);
    expect(log.ready).not.toHaveBeenCalled();
  });
});
