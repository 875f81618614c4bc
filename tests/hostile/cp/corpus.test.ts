import { describe, expect, it } from 'vitest';
import type { EntryDocument, GlobalDocument, TreeDocument } from '../../../cp/shared/api';
import type { FieldSchema } from '../../../cp/shared/schema';
import type { Outcome } from '../send';
import { cpProblems } from './checks';
import { buildCpCorpus, CP_CATEGORIES, type CpRequest } from './corpus';
import type { SignedIn } from './session';
import type { Targets } from './targets';
import { EVIL_FILE_NAMES, uploadBytes } from './uploads';
import { EVIL_SEGMENTS, EVIL_STRINGS, REFUSED_MARKER } from './values';

/** The control-panel corpus over made-up targets (the suite reads real ones from the panel), and its checks. */

const field = (handle: string, type = 'text'): FieldSchema => ({ handle, type, display: handle, localizable: true, required: false, validate: [], config: {} });
const blueprint = (...fields: FieldSchema[]) => ({ handle: 'b', title: 'B', tabs: [{ handle: 'main', display: 'Main', sections: [{ fields }] }] });
const entry = (collection: string, id: string, localized: string[] | null = null) => ({
  collection,
  doc: {
    kind: 'entry', id, collection, site: localized ? 'de' : 'en', version: `v-${id}`, localized, originValues: null, originId: null, localizations: [], can: { edit: true, publish: true, delete: true },
    blueprint: blueprint(field('title'), field('description', 'textarea'), field('content', 'markdown'), field('shop_url'), field('rows', 'grid')),
    values: { title: 'T', description: 'D', content: 'C', shop_url: 'https://x.example', rows: [{ label: 'a' }] },
    meta: { slug: id, date: collection === 'news' ? '2026-01-01' : null, published: true, status: 'published', url: `/${id}`, updatedBy: null, updatedAt: null },
  } as unknown as EntryDocument,
});
const treeDoc = (kind: TreeDocument['kind'], handle: string, tree: TreeDocument['tree']): TreeDocument => ({ kind, handle, title: handle, site: 'en', sites: ['en'], maxDepth: 3, expectsRoot: kind === 'collection', collections: [], tree, version: `t-${handle}`, can: { edit: true }, warnings: [] });
const targets: Targets = {
  entries: [entry('pages', 'p1'), entry('pages', 'p1-de', ['title']), entry('news', 'n1')],
  unlocalized: [{ collection: 'pages', origin: 'p1', site: 'fr' }],
  globals: [{ handle: 'footer', site: 'en', doc: { kind: 'global', handle: 'footer', site: 'en', version: 'g1', localized: null, values: { copyright: 'c' }, blueprint: blueprint(field('copyright')) } as unknown as GlobalDocument }],
  keep: entry('news', 'n2-de', []),
  container: 'assets',
  trees: {
    menu: { path: '/cp/api/navigation/main/tree?site=en', file: 'content/trees/navigation/en/main.yaml', doc: treeDoc('navigation', 'main', [{ id: 'n1', entry: 'p1', children: [{ id: 'n2', title: 'T', children: [] }] }]) },
    pages: { path: '/cp/api/collections/pages/tree?site=en', file: 'content/trees/collections/en/pages.yaml', doc: treeDoc('collection', 'pages', [{ id: 'p0', entry: 'p0', children: [] }, { id: 'p1', entry: 'p1', children: [] }]) },
    written: { path: '/cp/api/navigation/footer/tree?site=en', file: 'content/trees/navigation/en/footer.yaml', doc: treeDoc('navigation', 'footer', [{ id: 'f1', url: '/x', title: 'X', children: [] }]) },
    otherSite: 'p1-de',
    otherCollection: 'n1',
  },
  people: {
    admin: { id: 'hostile-super', version: 'u1', file: 'users/hostile-super@example.com.yaml' },
    limited: { id: 'hostile-limited', version: 'u2', file: 'users/hostile-limited@example.com.yaml' },
    roles: { version: 'r1', file: 'resources/users/roles.yaml', handle: 'limited' },
    history: { path: '/cp/api/history/entries/news/n1', commit: 'a'.repeat(40), entryFile: 'content/collections/news/n1.md' },
  },
};
const session = (name: string): SignedIn => ({ email: `${name}@example.com`, cookie: `s=${name}`, csrf: `csrf-${name}`, headers: { Cookie: `s=${name}`, Origin: 'http://127.0.0.1:3100', 'X-CSRF-Token': `csrf-${name}` } });
const build = async () => buildCpCorpus({ origin: 'http://127.0.0.1:3100', admin: session('admin'), limited: session('limited'), targets, uploads: await uploadBytes() });
const corpus = await build();
const of = (category: CpRequest['category']) => corpus.filter((r) => r.category === category);

describe('the control-panel corpus', () => {
  it('is the same every time, indexed by position, every category interleaved', async () => {
    expect(JSON.stringify(await build())).toBe(JSON.stringify(corpus));
    expect(corpus.every((r, i) => r.index === i)).toBe(true);
    for (const category of CP_CATEGORIES) expect(of(category).length, category).toBeGreaterThan(5);
    expect(new Set(corpus.slice(0, 100).map((r) => r.category)).size).toBeGreaterThan(6);
  });

  it('sends every mutating route without a session, from other origins and without the token, all to be refused', () => {
    for (const [method, path] of [['PUT', '/cp/api/collections/pages/entries/p1'], ['POST', '/cp/api/collections/pages/entries'], ['DELETE', '/cp/api/collections/news/entries/n2-de'], ['PUT', '/cp/api/globals/footer'], ['POST', '/cp/api/assets/assets'], ['POST', '/cp/api/preview'], ['POST', '/cp/api/logout']] as const) {
      for (const category of ['no-session', 'foreign-origin', 'csrf-token'] as const) {
        const sent = of(category).filter((r) => r.method === method && r.path.startsWith(path));
        expect(sent.length, `${category} ${method} ${path}`).toBeGreaterThan(0);
        expect(sent.every((r) => r.expect === 'refused')).toBe(true);
      }
    }
    expect(of('no-session').some((r) => !('Cookie' in r.headers) && r.headers['X-CSRF-Token'] === 'csrf-admin')).toBe(true);
    expect(of('foreign-origin').some((r) => !('Origin' in r.headers))).toBe(true);
  });

  it('puts every hostile segment in every handle and id of the mutating routes, and marks what those would write', () => {
    for (const segment of EVIL_SEGMENTS) {
      for (const pattern of [`/collections/${segment}/entries/p1`, `/entries/${segment}`, `/globals/${segment}?`, `/assets/${segment}`]) {
        expect(of('hostile-path').some((r) => r.method !== 'GET' && r.path.includes(pattern)), `${segment.slice(0, 20)} in ${pattern.slice(0, 40)}`).toBe(true);
      }
    }
    for (const r of [...of('hostile-path'), ...of('no-session'), ...of('foreign-origin'), ...of('csrf-token')].filter((r) => r.method === 'PUT' && r.body)) {
      expect(r.body, r.note).toContain(REFUSED_MARKER);
    }
  });

  it('writes every hostile string somewhere, uploads every hostile name, and has the limited user try what it may not', () => {
    const bodies = of('hostile-values').map((r) => Buffer.from(r.body ?? '', 'latin1').toString('utf8'));
    for (const evil of EVIL_STRINGS) expect(bodies.some((b) => b.includes(JSON.stringify(evil).slice(1, -1))), JSON.stringify(evil.slice(0, 30))).toBe(true);
    for (const name of EVIL_FILE_NAMES) expect(of('upload').some((r) => r.body?.includes(`filename="${Buffer.from(name, 'utf8').toString('latin1')}"`)), JSON.stringify(name)).toBe(true);
    expect(of('limited-user').filter((r) => r.expect === 'refused').length).toBeGreaterThan(8);
    expect(of('limited-user').every((r) => r.headers.Cookie === 's=limited')).toBe(true);
  });

  it('saves trees that break every rule to the menu and the page tree, all to be refused with their file unchanged; hostile titles to another menu', () => {
    const trees = of('tree');
    const guarded = trees.filter((r) => r.path !== targets.trees.written.path && r.expect === 'refused');
    expect(guarded.length).toBeGreaterThan(60);
    expect(guarded.every((r) => r.expect === 'refused' && r.unchanged === (r.path.includes('/navigation/') ? targets.trees.menu.file : targets.trees.pages.file))).toBe(true);
    for (const label of ['inside itself', 'a traversal entry id', 'pages: an entry twice', '3,000 nodes', '200 levels deep', '__proto__ in a node', 'constructor in a node', 'javascript:', '//evil.example', 'NUL title', '10,000-character title', 'a title object', 'pages: the root page with children']) {
      expect(guarded.some((r) => r.note.includes(label)), label).toBe(true);
    }
    // What Statamic takes, with a warning: saved to the other menu; the page tree's file as it was.
    for (const label of ['an unknown entry', 'another site', 'an entry twice', 'levels (max_depth']) {
      expect(trees.some((r) => r.expect === 'any' && r.path === targets.trees.written.path && r.note.includes(label)), label).toBe(true);
    }
    const written = trees.filter((r) => r.path === targets.trees.written.path);
    expect(written.length).toBeGreaterThan(1);
    expect(written.every((r) => r.expect === 'any' && r.unchanged === undefined)).toBe(true);
    // Every other request at a guarded tree (no session, other origins, the limited user) is checked the same way.
    expect(corpus.filter((r) => r.path === targets.trees.menu.path && r.category !== 'tree').every((r) => r.expect === 'refused' && r.unchanged === targets.trees.menu.file)).toBe(true);
  });
});

describe('cpProblems', () => {
  const answer = (status: number | null, body = '', type = 'application/json', error?: string): Outcome => ({ status, headers: { 'content-type': type }, body: Buffer.from(body), ms: 1, ...(error ? { error } : {}) });
  const req = (expect: CpRequest['expect'], path = '/cp/api/x', body?: string) => ({ expect, path, ...(body !== undefined ? { body } : {}) });

  it('accepts a 2xx where allowed and a 4xx with a JSON message', () => {
    expect(cpProblems(req('any'), answer(200, '{}'))).toEqual([]);
    expect(cpProblems(req('refused'), answer(403, '{"message":"No."}'))).toEqual([]);
    expect(cpProblems(req('any', '/cp/preview/x'), answer(404, 'Not here', 'text/plain'))).toEqual([]);
  });

  it('fails a 5xx, a success of what must be refused, a redirect, a 4xx without a JSON message, and no answer', () => {
    expect(cpProblems(req('any'), answer(500, '{"message":"x"}'))).toHaveLength(1);
    expect(cpProblems(req('refused'), answer(204))).toHaveLength(1);
    expect(cpProblems(req('any'), answer(302))).toHaveLength(1);
    expect(cpProblems(req('any'), answer(404, 'Not Found', 'text/plain'))).toHaveLength(1);
    expect(cpProblems(req('any'), answer(422, '{"message":""}'))).toHaveLength(1);
    expect(cpProblems(req('any'), answer(null, '', '', 'ECONNRESET'))).toHaveLength(1);
    // A body over the server's limits may be refused before it is read, and the connection closed.
    expect(cpProblems(req('refused', '/cp/api/x', 'x'.repeat(3 * 1024 * 1024)), answer(null, '', '', 'EPIPE'))).toEqual([]);
  });
});
