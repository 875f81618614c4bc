import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentApi } from '../../api/app';
import { ContentStore } from '../../api/store/store';
import type { ContentIndex } from '../../api/store/types';
import { PROJECT_ROOT } from '../env';
import type { ApiBody } from './fingerprints';
import { tagTracker, type TagTracker } from './tag-tracker';

/**
 * A temporary copy of the project's content (with its files' times: dated entries and pages
 * read them), its store without a watcher (each test says when files changed: invalidate) and
 * the content API in this process, mounted as server/content.ts mounts it.
 */
describe('tagTracker over the project’s content', () => {
  let root: string;
  let store: ContentStore;
  let tracker: TagTracker;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tag-tracker-'));
    for (const folder of ['content', 'resources']) await cp(path.join(PROJECT_ROOT, folder), path.join(root, folder), { recursive: true, preserveTimestamps: true });
    store = new ContentStore(root, { watch: false, report: () => {} });
    const api = new Hono().route('/api', createContentApi({ store, siteUrl: 'http://example.test' }));
    const body: ApiBody = async (pathAndQuery) => (await api.fetch(new Request(`http://content.local/api${pathAndQuery}`))).text();
    tracker = tagTracker(store, body);
    await tracker.start();
  });

  afterEach(async () => {
    await store.close();
    await rm(root, { recursive: true, force: true });
  });

  const file = (relative: string) => path.join(root, relative);

  /** Replaces `from` by `to` in a content file (which must contain it) and tells the store. */
  async function edit(relative: string, from: string, to: string): Promise<void> {
    const text = await readFile(file(relative), 'utf8');
    expect(text).toContain(from);
    await writeFile(file(relative), text.replace(from, to));
    store.invalidate();
  }

  const GERMAN_NEWS = 'content/collections/news/de/2026-09-08.sync-studio-2-0-ist-da.md';
  const ENGLISH_NEWS = 'content/collections/news/en/2026-09-08.sync-studio-2-0.md';

  it('no change: no tags', async () => {
    store.invalidate();
    expect(await tracker.changed()).toEqual([]);
  });

  it('a German news entry’s title: its entry and the German news list, nothing of another site', async () => {
    await edit(GERMAN_NEWS, 'title: "Sync Studio 2.0: Ihr Multicam-Schnitt, sauber angelegt"', 'title: "Sync Studio 2.0 ist da"');
    expect(await tracker.changed()).toEqual(['c:news:de', 'e:news-sync-studio-2-0-de']);
  });

  it('the main navigation of one site: that navigation in that site alone', async () => {
    await edit('content/trees/navigation/de/main.yaml', 'title: Aktuelles', 'title: Neuigkeiten');
    expect(await tracker.changed()).toEqual(['n:main:de']);
  });

  it('a new entry: its entry, its list and the not-found answers (its URL answered 404 before)', async () => {
    await writeFile(file('content/collections/news/de/2025-01-15.neue-meldung.md'), '---\nid: news-new-de\ntitle: Neue Meldung\n---\nText.\n');
    store.invalidate();
    expect(await tracker.changed()).toEqual(['c:news:de', 'e:news-new-de', 'missing']);
  });

  it('names an entry whose id has spaces or non-ASCII characters as the answers’ headers do (escaped)', async () => {
    await writeFile(file('content/collections/news/de/2025-01-16.ueber-uns.md'), '---\nid: Über uns\ntitle: Über uns\n---\nText.\n');
    store.invalidate();
    expect(await tracker.changed()).toEqual(['c:news:de', 'e:%C3%9Cber%20uns', 'missing']);
  });

  it('a deleted entry: its entry, its list and the not-found answers', async () => {
    await unlink(file(GERMAN_NEWS));
    store.invalidate();
    const tags = await tracker.changed();
    expect(tags).toEqual(expect.arrayContaining(['c:news:de', 'e:news-sync-studio-2-0-de', 'missing']));
    // Nothing of the other sites' lists or entries (their localizations stand on their own).
    expect(tags.filter((tag) => /^(c|e):.*(en|fr|es|jp|zh)$/.test(tag) || tag === 'e:news-sync-studio-2-0')).toEqual([]);
  });

  it('an origin (English) entry’s value a localization inherits: both entries', async () => {
    // The German entry sets no author: it shows its origin's.
    expect(await readFile(file(GERMAN_NEWS), 'utf8')).not.toMatch(/^author:/m);
    await edit(ENGLISH_NEWS, 'author: Jonas Feld', 'author: Mara Lind');
    const tags = await tracker.changed();
    expect(tags).toEqual(expect.arrayContaining(['e:news-sync-studio-2-0', 'e:news-sync-studio-2-0-de', 'c:news:en', 'c:news:de']));
    // Only entries of that origin and the lists holding them: no menu, global or other entry.
    expect(tags.every((tag) => tag.startsWith('e:news-sync-studio-2-0') || tag.startsWith('c:news:'))).toBe(true);
  });

  it('a value only the origin shows (overridden in the localization): the origin alone, not the German entry', async () => {
    await edit(ENGLISH_NEWS, 'title: "Sync Studio 2.0: your multicam edit, lined up"', 'title: "Sync Studio 2.0 is here"');
    const tags = await tracker.changed();
    expect(tags).toContain('e:news-sync-studio-2-0');
    expect(tags).not.toContain('e:news-sync-studio-2-0-de');
  });

  it('counts a change once: the next call compares with the content as the last one saw it', async () => {
    await edit('content/trees/navigation/de/main.yaml', 'title: Aktuelles', 'title: Neuigkeiten');
    expect(await tracker.changed()).toEqual(['n:main:de']);
    store.invalidate();
    expect(await tracker.changed()).toEqual([]);
  });

  it('two calls at once take turns: the change is counted by the first, not lost or counted twice', async () => {
    await edit('content/trees/navigation/de/main.yaml', 'title: Aktuelles', 'title: Neuigkeiten');
    const [first, second] = await Promise.all([tracker.changed(), tracker.changed()]);
    expect(first).toEqual(['n:main:de']);
    expect(second).toEqual([]);
  });

  it('a change back: the tags again (the caches hold the answer from between)', async () => {
    await edit('content/trees/navigation/de/main.yaml', 'title: Aktuelles', 'title: Neuigkeiten');
    await tracker.changed();
    await edit('content/trees/navigation/de/main.yaml', 'title: Neuigkeiten', 'title: Aktuelles');
    expect(await tracker.changed()).toEqual(['n:main:de']);
  });
});

describe('tagTracker: calls take turns', () => {
  /** An index with nothing but URLs: its one fingerprint is `missing`'s. */
  const indexWith = (...urls: string[]) => ({ entries: new Map(), sites: [], navs: new Map(), globals: new Map(), taxonomies: new Map(), byUrl: new Map(urls.map((url) => [url, url])) }) as unknown as ContentIndex;

  it('a call that started first but read slowly does not undo the next one’s (no change counted twice)', async () => {
    // The store's loads in the order asked for: at start; a first call's load that takes a
    // while (the content before a change); the second call's (after it, a URL added).
    let releaseSlow!: () => void;
    const slow = new Promise<ContentIndex>((resolve) => (releaseSlow = () => resolve(indexWith('/a'))));
    const loads = [Promise.resolve(indexWith('/a')), slow, Promise.resolve(indexWith('/a', '/b'))];
    const fakeStore = { index: () => (loads.length > 1 ? loads.shift()! : loads[0]!) } as unknown as ContentStore;
    const turns = tagTracker(fakeStore, async () => '');
    await turns.start();
    const first = turns.changed();
    const second = turns.changed();
    // Everything the second call could do on its own is done by the next macrotask.
    await new Promise((resolve) => setImmediate(resolve));
    releaseSlow();
    expect(await first).toEqual([]);
    expect(await second).toEqual(['missing']);
    expect(await turns.changed()).toEqual([]);
  });
});
