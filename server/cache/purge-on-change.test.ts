import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentStore } from '../../api/store/store';
import { createLogger } from '../log';
import { purgeOnChange } from './purge-on-change';
import type { PurgeQueue } from './purge-queue';
import type { TagTracker } from './tag-tracker';

/**
 * The store's change events and the tracker's answers by hand: what is under test is when the
 * tags are worked out and what is purged, not how (tag-tracker.test.ts).
 */
let fileChanged: (file: string) => void;
const store = { onChange: (listener: (file: string) => void) => ((fileChanged = listener), () => {}) } as unknown as ContentStore;
let answers: (() => Promise<string[]>)[];
let asked: number;
const tracker: TagTracker = {
  start: async () => {},
  changed: () => {
    asked++;
    return answers.shift()?.() ?? Promise.resolve([]);
  },
};
let purged: string[][];
const queue: PurgeQueue = {
  purge: (tags) => {
    purged.push([...tags]);
    return Promise.resolve(true);
  },
  idle: async () => {},
};
let lines: { level: string; msg: string }[];
const logger = createLogger('debug', (line) => lines.push(JSON.parse(line) as { level: string; msg: string }));

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  asked = 0;
  purged = [];
  lines = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('purgeOnChange (live pages)', () => {
  it('purges the tags a change touched, 200 ms after it', async () => {
    answers.push(async () => ['c:news:de', 'e:1']);
    purgeOnChange({ store, tracker, queue, logger });
    fileChanged('content/collections/news/de/x.md');
    await vi.advanceTimersByTimeAsync(199);
    expect(asked).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(purged).toEqual([['c:news:de', 'e:1']]);
  });

  it('changes closer together than the wait make one purge, after the last', async () => {
    answers.push(async () => ['e:1', 'e:2']);
    purgeOnChange({ store, tracker, queue, logger });
    fileChanged('a.md');
    await vi.advanceTimersByTimeAsync(150);
    fileChanged('b.md');
    await vi.advanceTimersByTimeAsync(150);
    expect(asked).toBe(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(asked).toBe(1);
    expect(purged).toEqual([['e:1', 'e:2']]);
  });

  it('logs the failure when the changed tags cannot be worked out', async () => {
    answers.push(() => Promise.reject(new Error('index failed')));
    purgeOnChange({ store, tracker, queue, logger });
    fileChanged('a.md');
    await vi.advanceTimersByTimeAsync(200);
    expect(lines.map((l) => `${l.level} ${l.msg}`)).toEqual(['error purge: working out the changed tags failed']);
  });
});
