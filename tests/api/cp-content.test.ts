import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntryDocument, EntryListResponse, GlobalDocument } from '../../cp/shared/api';
import type { CpUser } from '../../server/cp/auth/types';
import { collectionRoutes } from '../../server/cp/routes/collections';
import { globalRoutes } from '../../server/cp/routes/globals';
import { PROJECT_ROOT } from '../../server/env';
import { testDeps, testUser } from '../support/cp-deps';

const FIXTURE = path.join(PROJECT_ROOT, 'tests/fixtures/statamic-site');
const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

function project(from: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cp-content-'));
  for (const part of ['content', 'resources']) cpSync(path.join(from, part), path.join(root, part), { recursive: true });
  roots.push(root);
  return root;
}

function panel(root: string, user: CpUser | null = testUser(['super'])) {
  const deps = testDeps(root, user);
  const app = new Hono();
  app.route('/cp/api', collectionRoutes(deps));
  app.route('/cp/api', globalRoutes(deps));
  const json = (method: string, url: string, body?: unknown) =>
    app.request(url, { method, ...(body !== undefined ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}) });
  return { app, deps, json };
}

function frontMatter(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  return parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Record<string, unknown>;
}

describe('entry lists', () => {
  it('lists, searches (accents ignored), filters, sorts and pages a collection', async () => {
    const { json } = panel(project(PROJECT_ROOT));
    const all = (await (await json('GET', '/cp/api/collections/news/entries?site=de&perPage=2')).json()) as EntryListResponse;
    expect(all.meta.perPage).toBe(2);
    expect(all.data).toHaveLength(2);
    expect(all.meta.total).toBeGreaterThan(2);
    expect(all.data[0]!.date! >= all.data[1]!.date!).toBe(true);
    const found = (await (await json('GET', '/cp/api/collections/news/entries?site=de&search=JAHRESRUCKBLICK')).json()) as EntryListResponse;
    expect(found.data.map((r) => r.id)).toEqual(['news-year-in-review-2025-de']);
    expect(found.data[0]!.localized).toBe(true);
    const sorted = (await (await json('GET', '/cp/api/collections/pages/entries?site=en&sort=title&order=desc&perPage=200')).json()) as EntryListResponse;
    const titles = sorted.data.map((r) => r.title.toLowerCase());
    expect(titles).toEqual([...titles].sort().reverse());
    const drafts = (await (await json('GET', '/cp/api/collections/news/entries?site=en&status=draft')).json()) as EntryListResponse;
    expect(drafts.data.every((r) => r.status === 'draft')).toBe(true);
    const collections = (await (await json('GET', '/cp/api/collections')).json()) as { data: { handle: string }[] };
    expect(collections.data.map((c) => c.handle).sort()).toEqual(['downloads', 'news', 'pages', 'products']);
  });

  it('shows scheduled entries of a collection whose future is private (the fixture blog)', async () => {
    const { json } = panel(project(FIXTURE));
    const list = (await (await json('GET', '/cp/api/collections/blog/entries?site=default&perPage=50')).json()) as EntryListResponse;
    expect(list.data.find((r) => r.slug === 'letter-to-future-bakers')?.status).toBe('scheduled');
  });
});

describe('entry documents and saves', () => {
  it('gives the form, the values and the localizations, and saves one changed field only', async () => {
    const root = project(PROJECT_ROOT);
    const { json } = panel(root);
    const res = await json('GET', '/cp/api/collections/news/entries/news-year-in-review-2025');
    const doc = (await res.json()) as EntryDocument;
    expect(doc.blueprint.tabs[0]!.sections[0]!.fields.map((f) => f.handle)).toContain('news_categories');
    expect(doc.localizations.find((l) => l.site === 'de')?.id).toBe('news-year-in-review-2025-de');
    const file = path.join(root, readdirSync(path.join(root, 'content/collections/news/en')).map((f) => `content/collections/news/en/${f}`).find((f) => f.includes('year-in-review'))!);
    const before = frontMatter(file);
    const put = await json('PUT', `/cp/api/collections/news/entries/${doc.id}`, { version: doc.version, values: { ...doc.values, excerpt: 'A new excerpt.' }, published: doc.meta.published });
    expect(put.status).toBe(200);
    const after = frontMatter(file);
    expect(after.excerpt).toBe('A new excerpt.');
    expect(after.updated_by).toBe('user-1');
    expect(typeof after.updated_at).toBe('number');
    const { excerpt: _a, updated_by: _b, updated_at: _c, ...restAfter } = after;
    const { excerpt: _d, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);
  });

  it('writes a localization as origin plus the fields it overrides', async () => {
    const root = project(PROJECT_ROOT);
    const { json } = panel(root);
    const doc = (await (await json('GET', '/cp/api/collections/news/entries/news-year-in-review-2025-de')).json()) as EntryDocument;
    expect(doc.localized).toEqual(expect.arrayContaining(['title', 'excerpt']));
    expect(doc.originValues?.author).toBeTruthy();
    const res = await json('PUT', `/cp/api/collections/news/entries/${doc.id}`, { version: doc.version, values: { ...doc.values, title: 'Neu' }, localized: ['title'], published: true });
    expect(res.status).toBe(200);
    const data = frontMatter(path.join(root, 'content/collections/news/de/2025-12-08.jahresrueckblick-2025.md'));
    expect(Object.keys(data).sort()).toEqual(['id', 'origin', 'title', 'updated_at', 'updated_by']);
    expect(data.title).toBe('Neu');
  });

  it('creates an entry, localizes it, refuses deleting its origin first, then deletes both', async () => {
    const root = project(FIXTURE);
    const { json } = panel(root);
    const created = await json('POST', '/cp/api/collections/recipes/entries', { site: 'default', values: { title: 'Rye Crackers', bake_minutes: 20 }, published: true });
    expect(created.status).toBe(201);
    const doc = (await created.json()) as EntryDocument;
    expect(doc.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(doc.meta.slug).toBe('rye-crackers');
    expect(existsSync(path.join(root, 'content/collections/recipes/default/rye-crackers.md'))).toBe(true);
    const local = await json('POST', '/cp/api/collections/recipes/entries', { site: 'french', origin: doc.id, values: {}, published: true, slug: 'crackers-de-seigle' });
    expect(local.status).toBe(201);
    const localDoc = (await local.json()) as EntryDocument;
    const localData = frontMatter(path.join(root, 'content/collections/recipes/french/crackers-de-seigle.md'));
    expect(Object.keys(localData).sort()).toEqual(['id', 'origin', 'updated_at', 'updated_by']);
    expect((await json('DELETE', `/cp/api/collections/recipes/entries/${doc.id}`)).status).toBe(409);
    expect((await json('DELETE', `/cp/api/collections/recipes/entries/${localDoc.id}`)).status).toBe(204);
    expect((await json('DELETE', `/cp/api/collections/recipes/entries/${doc.id}`)).status).toBe(204);
    expect(existsSync(path.join(root, 'content/collections/recipes/default/rye-crackers.md'))).toBe(false);
  });

  it('needs the publish permission to publish, and refuses invalid values with errors by path, writing nothing', async () => {
    const root = project(PROJECT_ROOT);
    const editor = testUser(['access cp', 'view pages entries', 'edit pages entries', 'create pages entries', 'access en site']);
    const { json, deps } = panel(root, editor);
    const doc = (await (await json('GET', '/cp/api/collections/pages/entries/page-home')).json()) as EntryDocument;
    expect(doc.can.publish).toBe(false);
    expect((await json('PUT', '/cp/api/collections/pages/entries/page-home', { version: doc.version, values: doc.values, published: false })).status).toBe(403);
    expect((await json('POST', '/cp/api/collections/pages/entries', { site: 'en', values: { title: 'X' }, published: true })).status).toBe(403);
    const blocks = structuredClone(doc.values.blocks) as Record<string, unknown>[];
    const hero = blocks.findIndex((b) => b.type === 'hero');
    blocks[hero]!.heading = '';
    const bad = await json('PUT', '/cp/api/collections/pages/entries/page-home', { version: doc.version, values: { ...doc.values, title: '', blocks }, published: true });
    expect(bad.status).toBe(422);
    const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toContain(`blocks.${hero}.heading`);
    expect(deps.writer.writes).toEqual([]);
  });

  it('answers 409 with who changed the file and what differs', async () => {
    const root = project(PROJECT_ROOT);
    const { json } = panel(root);
    const doc = (await (await json('GET', '/cp/api/collections/pages/entries/page-home')).json()) as EntryDocument;
    expect((await json('PUT', '/cp/api/collections/pages/entries/page-home', { version: doc.version, values: { ...doc.values, description: 'First.' }, published: true })).status).toBe(200);
    const second = await json('PUT', '/cp/api/collections/pages/entries/page-home', { version: doc.version, values: { ...doc.values, description: 'Second.' }, published: true });
    expect(second.status).toBe(409);
    const body = (await second.json()) as { conflict: { updatedBy: { name: string }; changes: { field: string; theirs: unknown }[] } };
    expect(body.conflict.updatedBy.name).toBe('user-1');
    expect(body.conflict.changes).toEqual([expect.objectContaining({ field: 'description', theirs: 'First.' })]);
  });

  it('answers hostile ids, handles and sites with 4xx and writes nothing', async () => {
    const root = project(PROJECT_ROOT);
    const { app, json, deps } = panel(root);
    const bad = ['..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', 'a%00b', 'x'.repeat(5000), '__proto__', 'constructor'];
    for (const id of bad) {
      for (const [method, url] of [['GET', `/cp/api/collections/pages/entries/${id}`], ['GET', `/cp/api/collections/${id}/entries`], ['GET', `/cp/api/globals/${id}`], ['GET', `/cp/api/globals/seo?site=${id}`], ['GET', `/cp/api/collections/pages/entries?site=${id}`]] as const) {
        const res = await app.request(url, { method });
        expect(res.status, url).toBeGreaterThanOrEqual(400);
        expect(res.status, url).toBeLessThan(500);
      }
      if (id === '__proto__' || id === 'constructor') continue; // fine slugs: `__proto__.md` is an ordinary file name
      const res = await json('POST', '/cp/api/collections/pages/entries', { site: 'en', values: { title: 'T' }, slug: decodeURIComponent(id), published: true });
      expect(res.status).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    const proto = await app.request('/cp/api/collections/pages/entries/page-home', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"version":"x","published":true,"values":{"__proto__":{"x":1}}}' });
    expect(proto.status).toBe(422);
    expect((await app.request('/cp/api/collections/pages/entries/page-home', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{' })).status).toBe(400);
    expect(deps.writer.writes).toEqual([]);
    expect((await panel(root, null).app.request('/cp/api/collections')).status).toBe(401);
  });
});

describe('round trip', () => {
  for (const [name, from] of [['demo content', PROJECT_ROOT], ['Statamic fixture', FIXTURE]] as const) {
    it(`opens and saves every entry and global of the ${name} unchanged`, async () => {
      const root = project(from);
      const { json, deps } = panel(root);
      const index = await deps.store.index();
      const started = performance.now();
      for (const entry of index.entries.values()) {
        const doc = (await (await json('GET', `/cp/api/collections/${entry.collection}/entries/${entry.id}`)).json()) as EntryDocument;
        const res = await json('PUT', `/cp/api/collections/${entry.collection}/entries/${entry.id}`, { version: doc.version, values: doc.values, ...(doc.localized ? { localized: doc.localized } : {}), published: doc.meta.published });
        expect(res.status, `${entry.file}: ${await res.clone().text()}`).toBe(200);
      }
      for (const set of index.globals.values()) {
        for (const site of set.variables.keys()) {
          const doc = (await (await json('GET', `/cp/api/globals/${set.handle}?site=${site}`)).json()) as GlobalDocument;
          const res = await json('PUT', `/cp/api/globals/${set.handle}?site=${site}`, { version: doc.version, values: doc.values, ...(doc.localized ? { localized: doc.localized } : {}) });
          expect(res.status, `${set.handle} ${site}: ${await res.clone().text()}`).toBe(200);
        }
      }
      console.log(`${name}: ${index.entries.size} entries opened and saved in ${Math.round(performance.now() - started)} ms`);
      expect(deps.writer.writes).toEqual([]);
      // Two requests per entry and global, about 200 of each: 5–10 s alone, longer beside the other suites.
    }, 90_000);
  }
});
