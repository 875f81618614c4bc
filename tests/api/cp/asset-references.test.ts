// Issue 35, finding 9: a save may not name an asset that does not exist (422 at the field),
// and a rename and a save that names the renamed asset never leave a reference to nothing,
// whatever order they land in (the asset gate, server/cp/assets/gate.ts).
import { copyFile, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { EntryDocument } from '../../../cp/shared/api';
import { assetLibraryRoutes } from '../../../server/cp/routes/asset-library';
import { collectionRoutes } from '../../../server/cp/routes/collections';
import { assetGate } from '../../../server/cp/assets/gate';
import { translator } from '../../../server/cp/i18n';
import { nodeFs, type AtomicFs } from '../../../server/cp/write/atomic';
import { createContentWriter } from '../../../server/cp/write/writer';
import { silentLogger } from '../../../server/log';
import { makeBed, type Bed } from './fixture';

let bed: Bed;
let app: Hono;
const en = translator('en');
const ID = 'news-sync-studio-2-0';
const ENTRY = `/collections/news/entries/${ID}`;

beforeEach(async () => {
  bed = await makeBed();
  // The panel's changes reload the store, as the server's publisher does.
  bed.deps.changed = () => bed.deps.store.invalidate();
  app = new Hono().route('/', collectionRoutes(bed.deps)).route('/', assetLibraryRoutes(bed.deps));
});
afterEach(() => bed.cleanup());

const send = (url: string, method = 'GET', body?: unknown) =>
  app.request(url, { method, headers: { 'x-test-user': 'admin', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function form(): Promise<EntryDocument> {
  const response = await send(ENTRY);
  expect(response.status).toBe(200);
  return (await response.json()) as EntryDocument;
}

const save = async (image: unknown) => {
  const doc = await form();
  return send(ENTRY, 'PUT', { version: doc.version, values: { ...doc.values, image }, published: true });
};

const storedImage = async () => {
  const index = await bed.deps.store.index();
  const text = await readFile(path.join(bed.root, index.entries.get(ID)!.file), 'utf8');
  return (parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as { image?: unknown }).image;
};

describe('a reference to an asset', () => {
  it('that does not exist, or leaves its container, is refused at its field (422); nothing is written', async () => {
    const before = await storedImage();
    for (const image of ['news/missing.jpg', '../../../etc/passwd', 'news/red.jpg/x.jpg']) {
      const response = await save(image);
      expect(response.status, image).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(body.errors.image).toEqual([en('validation.assetMissing', { path: image })]);
    }
    expect(await storedImage()).toEqual(before);
    expect((await save('news/red.jpg')).status).toBe(200);
    expect(await storedImage()).toBe('news/red.jpg');
  });

  it('the item already held is no reason to refuse a save of the rest (the check warns of it)', async () => {
    // The demo's own images are not in the test bed: the stored reference is missing already.
    const doc = await form();
    const response = await send(ENTRY, 'PUT', { version: doc.version, values: { ...doc.values, title: 'Another title' }, published: true });
    expect(response.status).toBe(200);
  });

  it('a rename while a save naming the asset is being written waits for it, then rewrites it: no reference to nothing', async () => {
    // The save's file write is held until the test lets it go: the rename is asked for meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = false;
    const entryFile = path.join(bed.root, (await bed.deps.store.index()).entries.get(ID)!.file);
    const fs: AtomicFs = {
      ...nodeFs,
      rename: async (from, to) => {
        if (to === entryFile && !holding) {
          holding = true;
          await held;
        }
        return nodeFs.rename(from, to);
      },
    };
    bed.deps.writer = createContentWriter({ root: bed.root, logger: silentLogger, containers: ['public/media'], fs });
    app = new Hono().route('/', collectionRoutes(bed.deps)).route('/', assetLibraryRoutes(bed.deps));
    const doc = await form();
    const saving = send(ENTRY, 'PUT', { version: doc.version, values: { ...doc.values, image: 'news/red.jpg' }, published: true });
    await until(() => holding);
    let renameDone = false;
    const renaming = Promise.resolve(send('/assets/assets/move', 'POST', { path: 'news/red.jpg', basename: 'blue.jpg' })).then((r) => ((renameDone = true), r));
    // The rename waits for the save (or, without the gate, is through before it).
    await until(() => renameDone || assetGate(bed.deps.writer).waiting > 0);
    release();
    const [saved, renamed] = await Promise.all([saving, renaming]);
    expect(saved.status).toBe(200);
    expect(renamed.status).toBe(200);
    expect(await storedImage()).toBe('news/blue.jpg');
    await expect(stat(path.join(bed.root, 'public/media/news/blue.jpg'))).resolves.toBeTruthy();
  });

  it('a save naming an asset after its rename is refused: the old name is gone', async () => {
    expect((await send('/assets/assets/move', 'POST', { path: 'news/red.jpg', basename: 'blue.jpg' })).status).toBe(200);
    const response = await save('news/red.jpg');
    expect(response.status).toBe(422);
    expect((await save('news/blue.jpg')).status).toBe(200);
  });
});

/** Waits for a state (never for the clock): yields to the event loop until `ready()` holds. */
async function until(ready: () => boolean): Promise<void> {
  for (let turns = 0; !ready(); turns++) {
    if (turns > 100_000) throw new Error('the state was never reached');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('names that differ only by case (issue 35, finding 10)', () => {
  it('a folder beside one of the same name in another case is refused (409), as is such a file name', async () => {
    expect((await send('/assets/assets/folders', 'POST', { parent: 'news', name: 'Press' })).status).toBe(201);
    const again = await send('/assets/assets/folders', 'POST', { parent: 'news', name: 'press' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(en('api.folderExists'));
    await copyFile(path.join(bed.root, 'public/media/news/red.jpg'), path.join(bed.root, 'public/media/other.jpg'));
    expect((await send('/assets/assets/move', 'POST', { path: 'other.jpg', folder: 'news', basename: 'RED.jpg' })).status).toBe(409);
    // Its own name in another case is a rename, not a clash.
    expect((await send('/assets/assets/move', 'POST', { path: 'news/red.jpg', basename: 'Red.jpg' })).status).toBe(200);
  });
});
