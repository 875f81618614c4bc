/**
 * What the hostile suite (tests/hostile/control-panel.test.ts) found in the save path, one
 * test each: a nested key YAML cannot carry was a 500; a DELETE with an overlong version
 * deleted without a version check; impossible dates were written into file names (Statamic
 * rolls them over to another day); a preview appended to its folder's .gitignore every time.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntryDocument } from '../../../cp/shared/api';
import { testDeps, testUser } from '../../../tests/support/cp-deps';
import { PROJECT_ROOT } from '../../env';
import { silentLogger } from '../../log';
import { PreviewStore } from '../preview/previews';
import { collectionRoutes } from '../routes/collections';
import { createContentWriter } from '../write/writer';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The demo content in a temporary root, the collection routes over it with the real writer, as a super user. */
function panel() {
  const root = mkdtempSync(path.join(tmpdir(), 'cp-hostile-saves-'));
  roots.push(root);
  for (const part of ['content', 'resources']) cpSync(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
  const deps = { ...testDeps(root, testUser(['super'])), writer: createContentWriter({ root, logger: silentLogger }) };
  const app = new Hono().route('/cp/api', collectionRoutes(deps));
  const json = (method: string, url: string, body?: unknown) => app.request(url, { method, ...(body !== undefined ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}) });
  const doc = async (collection: string, id: string) => (await (await json('GET', `/cp/api/collections/${collection}/entries/${id}`)).json()) as EntryDocument;
  return { root, json, doc };
}

describe('hostile saves', () => {
  it('a key too long for YAML inside a grid row is a 400 with a message, and nothing is written', async () => {
    const { root, json, doc } = panel();
    const file = path.join(root, 'content/collections/downloads/en/beacon-firmware.md');
    const before = readFileSync(file, 'utf8');
    const download = await doc('downloads', 'download-beacon-firmware');
    const files = download.values.files as Record<string, unknown>[];
    const save = await json('PUT', '/cp/api/collections/downloads/entries/download-beacon-firmware', {
      version: download.version,
      values: { ...download.values, files: [{ ...files[0], ['k'.repeat(2_000)]: 'x' }] },
      published: download.meta.published,
    });
    expect(save.status).toBe(400);
    expect(((await save.json()) as { message: string }).message).toMatch(/cannot be saved as they are \(.*longer than 1000 characters\)/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('a DELETE with a malformed or wrong version deletes nothing; the right one deletes', async () => {
    const { root, json, doc } = panel();
    const file = path.join(root, 'content/collections/downloads/de/beacon-handbuch.md');
    const url = '/cp/api/collections/downloads/entries/download-beacon-manual-de';
    const overlong = await json('DELETE', `${url}?version=${'x'.repeat(10_240)}`);
    expect(overlong.status).toBe(422);
    expect(((await overlong.json()) as { message: string }).message).toMatch(/version is not valid/);
    expect((await json('DELETE', `${url}?version=`)).status).toBe(409);
    expect((await json('DELETE', `${url}?version=not-the-version`)).status).toBe(409);
    expect(existsSync(file)).toBe(true);
    expect((await json('DELETE', `${url}?version=${(await doc('downloads', 'download-beacon-manual-de')).version}`)).status).toBe(204);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses dates that are not on the calendar, and keeps the file name; a real leap day is written', async () => {
    const { root, json, doc } = panel();
    const dir = path.join(root, 'content/collections/news/en');
    const names = readdirSync(dir).sort();
    const article = await doc('news', 'news-beacon-firmware-3-2');
    const save = (date: string) => json('PUT', '/cp/api/collections/news/entries/news-beacon-firmware-3-2', { version: article.version, values: article.values, date, published: article.meta.published });
    for (const date of ['2026-02-30', '2026-13-01', '0000-00-00', '2026-01-01 25:99', '2026-01-01 23:60', '2025-02-29']) {
      const refused = await save(date);
      expect(refused.status, date).toBe(422);
      expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.date, date).toBeDefined();
    }
    expect(readdirSync(dir).sort()).toEqual(names);
    expect((await save('2028-02-29 23:59')).status).toBe(200);
    expect(readdirSync(dir)).toContain('2028-02-29-2359.beacon-firmware-3-2.md');
  });
});

describe('previews', () => {
  it('write their folder’s .gitignore once, not a line per preview', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'cp-previews-'));
    roots.push(root);
    const previews = new PreviewStore(root);
    for (let i = 0; i < 3; i++) await previews.create({ file: { rel: 'content/collections/news/en/x.md', data: { title: String(i) } }, removed: [], by: 'user-1' });
    expect(readFileSync(path.join(root, 'storage/cp/.gitignore'), 'utf8')).toBe('*\n');
  });
});
