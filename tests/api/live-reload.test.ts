// The content API with { watch: true } on a temporary copy of tests/fixtures/statamic-site:
// edits are served without a restart, a file that stops parsing keeps its last good version
// and is reported with file and line, and fixing it clears the error.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentFileError } from '../../api/store/files';
import { ContentStore } from '../../api/store/store';
import { startContentApi, type RunningApi } from '../support/content-api';

const FIXTURE = fileURLToPath(new URL('../fixtures/statamic-site', import.meta.url));
const ABOUT = 'content/collections/pages/default/about.md';
const POLL = { timeout: 10_000, interval: 50 };

let dir: string;
let api: RunningApi;
/** A second watching store on the same folder, to see what it reports. */
let store: ContentStore;
const reported: ContentFileError[] = [];
let original: string;

async function servedTitle(): Promise<unknown> {
  const res = await fetch(`${api.origin}/api/entries/by-url?url=/about&fields=title`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { title: unknown } }).data.title;
}

async function errorsFor(s: ContentStore, file: string): Promise<ContentFileError[]> {
  return (await s.index()).errors.filter((e) => e.file === file);
}

async function writeAbout(title: string): Promise<void> {
  await writeFile(path.join(dir, ABOUT), original.replace("title: 'About us'", title));
}

/**
 * Waits until both watchers see changes: touches a file no content reads until each store
 * rebuilds its index. Edits made before a watcher is ready would otherwise be missed.
 */
async function watchersReady(): Promise<void> {
  const stores = [api.store, store];
  const before = await Promise.all(stores.map((s) => s.index()));
  let n = 0;
  await vi.waitFor(async () => {
    await writeFile(path.join(dir, 'public', 'watch-probe.txt'), String(n++));
    const now = await Promise.all(stores.map((s) => s.index()));
    if (!now.every((index, i) => index !== before[i])) throw new Error('a watcher has not seen the probe yet');
  }, POLL);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-live-reload-'));
  await cp(FIXTURE, dir, { recursive: true });
  original = await readFile(path.join(dir, ABOUT), 'utf8');
  api = await startContentApi(dir, { watch: true });
  store = new ContentStore(dir, { watch: true, report: (error) => reported.push(error) });
  await watchersReady();
});

afterAll(async () => {
  try {
    await Promise.all([api?.close(), store?.close()]);
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
});

describe('content API watching its files (steps run in order)', () => {
  it('serves the original title first', async () => {
    expect(await servedTitle()).toBe('About us');
    expect(await errorsFor(api.store, ABOUT)).toEqual([]);
  });

  it('serves an edited title on a following request, without a restart', async () => {
    await writeAbout("title: 'About the bakery'");
    await expect.poll(servedTitle, POLL).toBe('About the bakery');
  });

  it('keeps serving the last good version while the file does not parse, and reports file and line', async () => {
    // Line 4 of the file: a second ": " in a plain value is a YAML syntax error.
    await writeAbout('title: About: the bakery');
    await expect.poll(async () => (await errorsFor(api.store, ABOUT)).length, POLL).toBe(1);
    expect(await servedTitle()).toBe('About the bakery');

    // A store rebuilds, and so reports, when it is asked for its index.
    const reportedFor = async (file: string) => {
      await store.index();
      return reported.filter((e) => e.file === file).length;
    };
    await expect.poll(() => reportedFor(ABOUT), POLL).toBe(1);
    const [error] = await errorsFor(store, ABOUT);
    expect(error).toMatchObject({ name: 'ContentFileError', file: ABOUT, line: 4 });
    expect(error!.message).toMatch(/^content\/collections\/pages\/default\/about\.md:4: Nested mappings are not allowed/);
    expect(reported.find((e) => e.file === ABOUT)?.message).toBe(error!.message);
  });

  it('reports a file that stays broken only once, however often the content reloads', async () => {
    const before = await store.index();
    await writeFile(path.join(dir, 'public', 'watch-probe.txt'), 'another change');
    await expect.poll(async () => (await store.index()) !== before, POLL).toBe(true);
    expect(await errorsFor(store, ABOUT)).toHaveLength(1);
    expect(reported.filter((e) => e.file === ABOUT)).toHaveLength(1);
  });

  it('serves the new value once the file is fixed, and the error is gone', async () => {
    await writeAbout("title: 'About our bakery, fixed'");
    await expect.poll(servedTitle, POLL).toBe('About our bakery, fixed');
    expect(await errorsFor(api.store, ABOUT)).toEqual([]);
    await expect.poll(async () => (await errorsFor(store, ABOUT)).length, POLL).toBe(0);
  });
});
