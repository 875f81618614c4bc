import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRouteRules, watchBuilds, type BuildInfo, type BuildWatchState } from './build-watch';
import { MANIFEST_FIRST_CHECK_MS } from './timings';

const T0 = 1_750_000_000_000;
const INTERVAL = 60_000;
const BUILD: BuildInfo = { id: 'b-2025-06-15', timestamp: T0 - 5000, checkIntervalMs: INTERVAL };

/** The build manifest as `npm run build` writes it (scripts/build.ts). */
const MANIFEST = {
  id: BUILD.id,
  timestamp: BUILD.timestamp,
  prerendered: ['/', '/news', '/de/news'],
  redirects: [
    { from: '/shop', status: 302, to: { en: 'https://shop.example', de: 'https://shop.example' } },
    { from: '/store', status: 301, to: { en: '/products', de: null } },
  ],
};

const META_URL = `/builds/meta/${BUILD.id}.json`;

/** A fetchJson stub answering the meta and latest URLs with whatever the test sets (a value, or an Error to throw). */
function server(latest: unknown = { id: BUILD.id }, meta: unknown = MANIFEST) {
  const answers = { latest, meta };
  const fetchJson = vi.fn(async (url: string) => {
    const answer = url.startsWith('/builds/meta/') ? answers.meta : answers.latest;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const latestCalls = () => fetchJson.mock.calls.filter(([url]) => url.startsWith('/builds/latest.json')).length;
  return { answers, fetchJson, latestCalls };
}

const freshState = (): BuildWatchState => ({ rules: null, newBuild: false });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('watchBuilds', () => {
  it('fetches nothing before MANIFEST_FIRST_CHECK_MS, then the build manifest and latest.json with a timestamp', async () => {
    const { fetchJson } = server();
    watchBuilds(BUILD, freshState(), fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS - 1);
    expect(fetchJson).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The timestamp query keeps caches out of the way: it is the time of the check.
    expect(fetchJson.mock.calls).toEqual([[META_URL], [`/builds/latest.json?${T0 + MANIFEST_FIRST_CHECK_MS}`]]);
  });

  it('checks latest.json only after the manifest request has finished', async () => {
    let finishMeta!: (value: unknown) => void;
    const fetchJson = vi.fn((url: string) => (url === META_URL ? new Promise((resolve) => (finishMeta = resolve)) : Promise.resolve({ id: BUILD.id })));
    const state = freshState();
    watchBuilds(BUILD, state, fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS + 500);
    expect(fetchJson.mock.calls).toEqual([[META_URL]]);
    finishMeta(MANIFEST);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    expect(fetchJson.mock.calls[1]![0]).toBe(`/builds/latest.json?${T0 + MANIFEST_FIRST_CHECK_MS + 500}`);
    expect(state.rules).not.toBeNull();
  });

  it('encodes the build id in the manifest URL', async () => {
    const { fetchJson } = server();
    watchBuilds({ ...BUILD, id: 'a/b c' }, freshState(), fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(fetchJson.mock.calls[0]).toEqual(['/builds/meta/a%2Fb%20c.json']);
  });

  it('loads the route rules from the manifest', async () => {
    const { fetchJson } = server();
    const state = freshState();
    watchBuilds(BUILD, state, fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(state.rules?.prerendered).toEqual(new Set(MANIFEST.prerendered));
    expect(state.rules?.redirects).toEqual(MANIFEST.redirects);
  });

  it('keeps newBuild false while latest.json names this build', async () => {
    const { fetchJson } = server({ id: BUILD.id, timestamp: BUILD.timestamp });
    const state = freshState();
    watchBuilds(BUILD, state, fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS + 5 * INTERVAL);
    expect(state.newBuild).toBe(false);
  });

  it('sets newBuild when latest.json names another build', async () => {
    const { fetchJson } = server({ id: 'b-next' });
    const state = freshState();
    watchBuilds(BUILD, state, fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(state.newBuild).toBe(true);
  });

  it.each([
    ['null', null],
    ['no id', {}],
    ['a non-string id', { id: 42 }],
  ])('ignores a latest.json with %s', async (_name, latest) => {
    const { fetchJson } = server(latest);
    const state = freshState();
    watchBuilds(BUILD, state, fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(state.newBuild).toBe(false);
  });

  it('repeats the latest.json check every checkIntervalMs after the first, without reloading the manifest', async () => {
    const { fetchJson, latestCalls, answers } = server();
    const state = freshState();
    watchBuilds(BUILD, state, fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(latestCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(latestCalls()).toBe(1);
    answers.latest = { id: 'b-next' };
    await vi.advanceTimersByTimeAsync(1);
    expect(latestCalls()).toBe(2);
    expect(fetchJson.mock.calls.at(-1)).toEqual([`/builds/latest.json?${T0 + MANIFEST_FIRST_CHECK_MS + INTERVAL}`]);
    expect(state.newBuild).toBe(true);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(latestCalls()).toBe(3);
    expect(fetchJson.mock.calls.filter(([url]) => url === META_URL)).toHaveLength(1);
  });

  it('never overlaps checks: the next interval counts from the end of a slow check', async () => {
    let finishLatest!: (value: unknown) => void;
    const fetchJson = vi.fn((url: string) => (url === META_URL ? Promise.resolve(MANIFEST) : new Promise((resolve) => (finishLatest = resolve))));
    watchBuilds(BUILD, freshState(), fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    // latest.json hangs for two intervals: no second request meanwhile.
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    finishLatest({ id: BUILD.id });
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchJson).toHaveBeenCalledTimes(3);
  });

  it('logs a manifest failure with the build id and still checks for a new build', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchJson } = server({ id: 'b-next' }, new Error('HTTP 404'));
    const state = freshState();
    watchBuilds(BUILD, state, fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain(BUILD.id);
    expect(state.rules).toBeNull();
    expect(state.newBuild).toBe(true);
  });

  it('logs a manifest that is not a route-rules manifest and leaves the rules unset', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchJson, latestCalls } = server(undefined, { id: BUILD.id, pages: [] });
    const state = freshState();
    watchBuilds(BUILD, state, fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain(BUILD.id);
    expect(state.rules).toBeNull();
    expect(latestCalls()).toBe(1);
  });

  it('stays silent when latest.json fails, and tries again at the next interval', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchJson, latestCalls, answers } = server(new Error('offline'));
    const state = freshState();
    watchBuilds(BUILD, state, fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(latestCalls()).toBe(1);
    expect(state.newBuild).toBe(false);
    expect(error).not.toHaveBeenCalled();
    answers.latest = { id: 'b-next' };
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(latestCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(latestCalls()).toBe(2);
    expect(state.newBuild).toBe(true);
  });

  it('fetches nothing when stopped before the first check', async () => {
    const { fetchJson } = server();
    const stop = watchBuilds(BUILD, freshState(), fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS - 1);
    stop();
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('makes no further checks once stopped', async () => {
    const { fetchJson, latestCalls } = server();
    const stop = watchBuilds(BUILD, freshState(), fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS + INTERVAL);
    expect(latestCalls()).toBe(2);
    stop();
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(latestCalls()).toBe(2);
  });

  it('schedules nothing more when stopped while a check is in flight', async () => {
    let finishLatest!: (value: unknown) => void;
    const fetchJson = vi.fn((url: string) => (url === META_URL ? Promise.resolve(MANIFEST) : new Promise((resolve) => (finishLatest = resolve))));
    const stop = watchBuilds(BUILD, freshState(), fetchJson);
    await vi.advanceTimersByTimeAsync(MANIFEST_FIRST_CHECK_MS);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    stop();
    finishLatest({ id: BUILD.id });
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('parseRouteRules', () => {
  it('reads the manifest npm run build writes', () => {
    const rules = parseRouteRules(MANIFEST);
    expect(rules.prerendered).toEqual(new Set(['/', '/news', '/de/news']));
    expect(rules.redirects).toEqual(MANIFEST.redirects);
  });

  it('drops malformed entries and keeps the good ones', () => {
    const good = { from: '/store', status: 301, to: { en: '/products' } };
    const rules = parseRouteRules({
      prerendered: ['/news', 7, null],
      redirects: [good, null, { from: 3, status: 301, to: {} }, { from: '/x', status: '301', to: {} }, { from: '/y', status: 301, to: null }, { from: '/z', status: 301 }],
    });
    expect(rules.prerendered).toEqual(new Set(['/news']));
    expect(rules.redirects).toEqual([good]);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'manifest'],
    ['an array', []],
    ['an empty object', {}],
    ['no redirects', { prerendered: [] }],
    ['no prerendered list', { redirects: [] }],
    ['prerendered not a list', { prerendered: '/news', redirects: [] }],
    ['redirects not a list', { prerendered: [], redirects: {} }],
  ])('throws on %s', (_name, raw) => {
    expect(() => parseRouteRules(raw)).toThrow('not a route-rules manifest');
  });
});
