/**
 * /cp/api/taxonomies over the demo content with the real writer: terms per site the way
 * Statamic stores them (the default site's values at the top, the others under
 * `localizations`), read back by Statamic's YAML parser.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { TaxonomiesResponse, TermDocument, TermsResponse } from '../../../cp/shared/api';
import { testDeps, testUser } from '../../../tests/support/cp-deps';
import { asStatamicSees, readWithStatamic, statamicAvailable } from '../../../tests/support/statamic-yaml';
import { PROJECT_ROOT } from '../../env';
import { silentLogger } from '../../log';
import { createContentWriter } from '../write/writer';
import { taxonomyRoutes } from './taxonomies';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

const ALL_SITES = ['en', 'de', 'fr', 'es', 'jp', 'zh'];
const EDITOR = ['access cp', ...ALL_SITES.map((s) => `access ${s} site`), ...['view', 'edit', 'create', 'delete'].map((p) => `${p} news_categories terms`)];

function panel(permissions: string[] = EDITOR, sites: string[] = ALL_SITES) {
  const root = mkdtempSync(path.join(tmpdir(), 'cp-terms-'));
  roots.push(root);
  for (const part of ['content', 'resources']) cpSync(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
  const deps = { ...testDeps(root, testUser(permissions, sites)), writer: createContentWriter({ root, logger: silentLogger }) };
  const app = new Hono().route('/cp/api', taxonomyRoutes(deps));
  const call = (method: string, url: string, body?: unknown) =>
    app.request(`/cp/api${url}`, { method, ...(body !== undefined ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}) });
  const json = async <T>(method: string, url: string, body?: unknown) => {
    const response = await call(method, url, body);
    return { status: response.status, body: (await response.json()) as T };
  };
  const file = (slug: string) => path.join(root, 'content/taxonomies/news_categories', `${slug}.yaml`);
  return { root, call, json, file, read: (slug: string) => parse(readFileSync(file(slug), 'utf8')) as Record<string, unknown> };
}

describe('taxonomies and terms', () => {
  it('lists the taxonomies the user may view, and a site’s terms by their titles there', async () => {
    const { json } = panel();
    const list = await json<TaxonomiesResponse>('GET', '/taxonomies');
    expect(list.body.data).toEqual([expect.objectContaining({ handle: 'news_categories', title: 'News categories', terms: 5, sites: ALL_SITES, can: { create: true } })]);
    const german = await json<TermsResponse>('GET', '/taxonomies/news_categories/terms?site=de');
    expect(german.body.data.map((t) => t.title)).toContain('Veranstaltungen');
    expect(german.body.data.find((t) => t.slug === 'events')?.entries).toBeGreaterThan(0);
    const found = await json<TermsResponse>('GET', '/taxonomies/news_categories/terms?site=en&q=work');
    expect(found.body.data.map((t) => t.slug)).toEqual(['workshops']);
    expect((await json<TaxonomiesResponse>('GET', '/taxonomies')).status).toBe(200);
    expect((await panel(['access cp']).json<TaxonomiesResponse>('GET', '/taxonomies')).body.data).toEqual([]);
  });

  it('a localization shows its own values and the default site’s beneath; its save writes only `localizations.{site}`', async () => {
    const { json, read } = panel();
    const before = read('events');
    const doc = await json<TermDocument>('GET', '/taxonomies/news_categories/terms/events?site=de');
    expect(doc.body).toMatchObject({ kind: 'term', site: 'de', values: { title: 'Veranstaltungen' }, localized: ['title'], originValues: { title: 'Events' }, originSite: 'en' });
    const saved = await json<TermDocument>('PUT', '/taxonomies/news_categories/terms/events?site=de', { version: doc.body.version, values: { title: 'Termine' }, localized: ['title'] });
    expect(saved.status).toBe(200);
    expect(saved.body.values.title).toBe('Termine');
    const after = read('events');
    expect(after).toEqual({ ...before, localizations: { ...(before.localizations as object), de: { title: 'Termine' } } });
    // Going back to the default site's title removes the German override, and nothing else.
    const inherited = await json<TermDocument>('PUT', '/taxonomies/news_categories/terms/events?site=de', { version: saved.body.version, values: {}, localized: [] });
    expect(inherited.status).toBe(200);
    expect(inherited.body).toMatchObject({ values: {}, localized: [] });
    expect(Object.keys(read('events').localizations as object)).toEqual(['fr', 'es', 'jp', 'zh']);
  });

  it('the default site’s save keeps every localization and stamps the editor, and Statamic reads the file', async () => {
    const { json, read, file } = panel();
    const doc = await json<TermDocument>('GET', '/taxonomies/news_categories/terms/events');
    expect(doc.body).toMatchObject({ site: 'en', localized: null, originValues: null });
    const saved = await json<TermDocument>('PUT', '/taxonomies/news_categories/terms/events', { version: doc.body.version, values: { title: 'Events & shows' } });
    expect(saved.status).toBe(200);
    const after = read('events');
    expect(after).toMatchObject({ title: 'Events & shows', updated_by: 'user-1', localizations: { de: { title: 'Veranstaltungen' } } });
    if (statamicAvailable()) expect(readWithStatamic([file('events')]).get(file('events'))?.data).toEqual(asStatamicSees(after));
    // A save from the version before is refused with what differs, and writes nothing.
    const text = readFileSync(file('events'), 'utf8');
    const stale = await json<{ message: string; conflict: unknown }>('PUT', '/taxonomies/news_categories/terms/events', { version: doc.body.version, values: { title: 'Other' } });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toMatchObject({ changes: [{ field: 'title', yours: 'Other', theirs: 'Events & shows' }] });
    expect(readFileSync(file('events'), 'utf8')).toBe(text);
  });

  it('creates a term with a slug from its title, refuses a slug taken or unsafe', async () => {
    const { json, read, file } = panel();
    const created = await json<TermDocument>('POST', '/taxonomies/news_categories/terms', { values: { title: 'Case studies' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'case-studies', site: 'en', values: { title: 'Case studies' } });
    expect(read('case-studies')).toMatchObject({ title: 'Case studies', updated_by: 'user-1' });
    const again = await json<{ errors: Record<string, string[]> }>('POST', '/taxonomies/news_categories/terms', { values: { title: 'Case studies' } });
    expect(again.status).toBe(422);
    expect(again.body.errors.slug).toEqual(['This slug is already taken in this taxonomy.']);
    for (const slug of ['../../users/x', 'a/b', 'Ünsafe', '.hidden', 'x'.repeat(220)]) {
      const refused = await json<{ errors: Record<string, string[]> }>('POST', '/taxonomies/news_categories/terms', { values: { title: 'X' }, slug });
      expect(refused.status, slug).toBe(422);
      expect(refused.body.errors.slug).toBeDefined();
    }
    expect(existsSync(file('x'))).toBe(false);
  });

  it('refuses to delete a term entries use; deletes an unused one', async () => {
    const { json, call, file } = panel();
    const used = await json<{ message: string }>('DELETE', '/taxonomies/news_categories/terms/events');
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/entries use this term/);
    expect(existsSync(file('events'))).toBe(true);
    expect((await call('POST', '/taxonomies/news_categories/terms', { values: { title: 'Unused' } })).status).toBe(201);
    expect((await call('DELETE', '/taxonomies/news_categories/terms/unused')).status).toBe(204);
    expect(existsSync(file('unused'))).toBe(false);
  });

  it('answers 401/403/404 by permission and site, never touching a file', async () => {
    const jpOnly = panel(['access cp', 'access jp site', 'view news_categories terms', 'edit news_categories terms', 'create news_categories terms'], ['jp']);
    const before = readFileSync(jpOnly.file('events'), 'utf8');
    expect((await jpOnly.call('GET', '/taxonomies/news_categories/terms/events?site=jp')).status).toBe(200);
    expect((await jpOnly.call('GET', '/taxonomies/news_categories/terms/events?site=de')).status).toBe(403);
    expect((await jpOnly.call('PUT', '/taxonomies/news_categories/terms/events?site=de', { version: 'x', values: { title: 'X' } })).status).toBe(403);
    expect((await jpOnly.call('POST', '/taxonomies/news_categories/terms?site=jp', { values: { title: 'X' } })).status).toBe(403);
    expect((await jpOnly.call('DELETE', '/taxonomies/news_categories/terms/events?site=jp')).status).toBe(403);
    const viewer = panel(['access cp', 'access en site', 'view news_categories terms'], ['en']);
    expect((await viewer.call('PUT', '/taxonomies/news_categories/terms/events', { version: 'x', values: { title: 'X' } })).status).toBe(403);
    expect((await viewer.call('GET', '/taxonomies/nothing/terms')).status).toBe(404);
    expect((await viewer.call('GET', '/taxonomies/news_categories/terms/nothing')).status).toBe(404);
    expect((await viewer.call('GET', '/taxonomies/news_categories/terms/events?site=xx')).status).toBe(404);
    expect((await viewer.call('GET', '/taxonomies/news_categories/terms/..%2F..%2Fusers?site=en')).status).toBe(404);
    expect(readFileSync(jpOnly.file('events'), 'utf8')).toBe(before);
  });
});
