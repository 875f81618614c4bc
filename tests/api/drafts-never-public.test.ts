// The public content API answers published entries only (issue 35, finding 1): drafts,
// scheduled (future, private) and expired (past, private) entries are never answered by any
// filter the allowlist knows, any condition, sort or `fields`, by id, by URL, in a tree or
// through a term, unless the operator opts a collection in (CONTENT_API_STATUS_FILTERS).
// Every hidden entry's title holds HIDDEN, so one text search of each answer finds a leak
// whatever its shape.
import { describe, expect, it, vi } from 'vitest';
import { accessFor } from '../../api/allowlist';
import { CONDITIONS } from '../../api/query';
import { markdown, projects, sites, type Project } from './statamic/support/project';

const make = projects();
const NOW = '2026-06-15T12:00:00Z';

const FILES = {
  'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, de: { url: '/de/', locale: 'de_DE' } }),
  'content/collections/news.yaml': { date: true, sites: ['en', 'de'], route: '/news/{slug}', taxonomies: ['categories'], date_behavior: { past: 'public', future: 'private' } },
  'content/collections/events.yaml': { date: true, route: '/events/{slug}', date_behavior: { past: 'private', future: 'public' } },
  'content/collections/pages.yaml': { sites: ['en', 'de'], route: '{parent_uri}/{slug}', structure: { root: true } },
  'content/taxonomies/categories.yaml': { title: 'Categories' },
  'content/taxonomies/categories/firmware.yaml': { title: 'Firmware' },
  'content/collections/news/en/2026-06-01.launch.md': markdown({ id: 'news-launch', title: 'Launched', categories: ['firmware'], author: 'ana' }),
  'content/collections/news/en/2026-06-02.draft.md': markdown({ id: 'news-draft', title: 'HIDDEN draft', published: false, categories: ['firmware'], author: 'ana' }, 'HIDDEN body'),
  'content/collections/news/en/2026-07-01.embargo.md': markdown({ id: 'news-embargo', title: 'HIDDEN embargoed launch', categories: ['firmware'], author: 'ana' }),
  // A published origin whose German localization is still a draft.
  'content/collections/news/de/2026-06-01.start.md': markdown({ id: 'news-launch-de', origin: 'news-launch', title: 'HIDDEN German draft', published: false }),
  'content/collections/events/en/2026-01-10.gone.md': markdown({ id: 'event-gone', title: 'HIDDEN expired event' }),
  'content/collections/events/en/2026-09-10.fair.md': markdown({ id: 'event-fair', title: 'Trade fair' }),
  'content/collections/pages/en/home.md': markdown({ id: 'home', title: 'Home' }),
  'content/collections/pages/en/secret.md': markdown({ id: 'secret', title: 'HIDDEN secret page', published: false }),
  'content/collections/pages/en/about.md': markdown({ id: 'about', title: 'About' }),
  'content/trees/collections/en/pages.yaml': { tree: [{ entry: 'home' }, { entry: 'secret', children: [{ entry: 'about' }] }] },
  'content/navigation/main.yaml': { title: 'Main' },
  'content/trees/navigation/en/main.yaml': { tree: [{ entry: 'secret' }, { entry: 'news-embargo' }, { entry: 'news-draft' }, { entry: 'news-launch' }, { entry: 'event-gone' }] },
};

const HIDDEN_IDS = ['news-draft', 'news-embargo', 'news-launch-de', 'event-gone', 'secret'];
const COLLECTIONS = ['news', 'events', 'pages'];

async function open(options: Parameters<typeof make>[1] = {}): Promise<Project> {
  vi.useFakeTimers({ now: Date.parse(NOW), toFake: ['Date'] });
  return make(FILES, options);
}

/** Fails when an answer shows a hidden entry (its id or its title) in any shape. */
function expectNoLeak(path: string, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  expect(text.includes('HIDDEN'), `${path} (${status}) answered a hidden entry: ${text.slice(0, 300)}`).toBe(false);
  for (const id of HIDDEN_IDS) expect(text.includes(`"${id}"`), `${path} answered ${id}`).toBe(false);
}

async function expectClosed(p: Project, path: string): Promise<number> {
  const answer = await p.get(path);
  expect(answer.status, path).toBeLessThan(500);
  expectNoLeak(path, answer.status, answer.body);
  return answer.status;
}

describe('the public content API never answers an entry that is not published', () => {
  it('by any filter the allowlist knows, with any condition, value, sort and fields', async () => {
    const p = await open();
    const access = accessFor(undefined, await p.api.store.index());
    const values = ['', 'false', 'draft', 'scheduled', 'hidden', 'news-draft', 'secret', '2026', 'ana', 'firmware', 'de'];
    let asked = 0;
    for (const collection of COLLECTIONS) {
      const fields = [...access.filters('collections', collection)];
      expect(fields, `${collection} allows a status filter by default`).not.toContain('status');
      expect(fields).not.toContain('published');
      for (const field of fields) {
        // `taxonomy:` filters take term slugs and no condition.
        const conditions = field.startsWith('taxonomy:') ? ['any', 'not', 'all'] : CONDITIONS;
        for (const condition of conditions) {
          for (const value of values) {
            const query = `filter[${field}:${condition}]=${encodeURIComponent(value)}&fields=id,title,status,published,content&limit=100`;
            await expectClosed(p, `/collections/${collection}/entries?${query}`);
            asked++;
          }
        }
      }
      for (const sort of ['status', '-status', 'published', '-published', 'date', '-date', 'title']) {
        for (const site of ['', '&site=de', '&site=en']) await expectClosed(p, `/collections/${collection}/entries?sort=${sort}${site}&limit=100`);
      }
      await expectClosed(p, `/collections/${collection}/entries?listed=true&fields=id,title,status`);
    }
    // The harness itself: the same searches find the published entries.
    expect((await p.ids('/collections/news/entries?filter[author]=ana')).sort()).toEqual(['news-launch']);
    expect(asked).toBeGreaterThan(1000);
  });

  it('refuses the status and published filters (422), on listings, trees and term entries, by every name and condition', async () => {
    const p = await open();
    const paths = [...COLLECTIONS.map((c) => `/collections/${c}/entries`), '/collections/pages/tree', '/taxonomies/categories/terms/firmware/entries'];
    const filters = ['filter[status]=draft', 'filter[status:not]=published', 'filter[status:in]=draft|scheduled|expired', 'filter[published]=false', 'filter[published:is]=0', 'filter[published:not]=true', 'filter[status:is_empty]=false', 'filter[status:contains]=e'];
    for (const path of paths) {
      for (const filter of filters) {
        const answer = await p.get(`${path}?${filter}&fields=id,title`);
        expect(answer.status, `${path}?${filter}`).toBe(422);
        expect(answer.body.message).toMatch(/forbidden filter/i);
        expectNoLeak(path, answer.status, answer.body);
      }
    }
  });

  it('by id, with or without a site, in any fields', async () => {
    const p = await open();
    const byCollection: Record<string, string[]> = { news: ['news-draft', 'news-embargo', 'news-launch-de'], events: ['event-gone'], pages: ['secret'] };
    for (const [collection, ids] of Object.entries(byCollection)) {
      for (const id of ids) {
        // `?site=en` of the German draft is its published English origin, rightly shown.
        const sites = id === 'news-launch-de' ? ['?site=de'] : ['?site=en', '?site=de'];
        for (const query of ['', ...sites, '?fields=id,status', `?filter[status]=scheduled`]) {
          expect(await expectClosed(p, `/collections/${collection}/entries/${id}${query}`), `${id}${query}`).toBe(404);
        }
      }
    }
    // The published origin in German: its localization is a draft, so there is nothing to show.
    expect(await expectClosed(p, '/collections/news/entries/news-launch?site=de')).toBe(404);
    expect((await p.data('/collections/news/entries/news-launch')).title).toBe('Launched');
    expect((await p.data('/collections/events/entries/event-fair')).title).toBe('Trade fair');
  });

  it('by URL, in the collection and navigation trees, and through a term', async () => {
    const p = await open();
    for (const url of ['/news/draft', '/news/embargo', '/de/news/start', '/events/gone', '/secret']) {
      expect(await expectClosed(p, `/entries/by-url?url=${encodeURIComponent(url)}`), url).toBe(404);
    }
    // A published page under a draft one opens, and does not name its parent.
    expect(await expectClosed(p, `/entries/by-url?url=${encodeURIComponent('/secret/about')}`)).toBe(200);
    expect((await p.data(`/entries/by-url?url=${encodeURIComponent('/secret/about')}`)).parent).toBeNull();
    for (const path of ['/collections/pages/tree', '/collections/pages/tree?max_depth=3&fields=id,title,status', '/navs/main/tree', '/navs/main/tree?fields=id,title,status,entry_id']) {
      expect(await expectClosed(p, path), path).toBe(200);
    }
    for (const path of ['/taxonomies/categories/terms/firmware/entries', '/taxonomies/categories/terms/firmware/entries?sort=-date&site=en', '/taxonomies/categories/terms?fields=title,entries_count', '/taxonomies/categories/terms/firmware']) {
      expect(await expectClosed(p, path), path).toBe(200);
    }
    expect((await p.data('/taxonomies/categories/terms/firmware')).entries_count).toBe(1);
    expect((await p.ids('/taxonomies/categories/terms/firmware/entries'))).toEqual(['news-launch']);
    expect((await p.data('/navs/main/tree')).map((item: { page: { entry_id: string } }) => item.page.entry_id)).toEqual(['news-launch']);
  });
});

describe('a collection the operator opts in (CONTENT_API_STATUS_FILTERS)', () => {
  it('lists its drafts by the status filters and shows its scheduled entries by id; other collections stay closed', async () => {
    const p = await open({ api: { statusFilters: ['news'] } });
    expect((await p.ids('/collections/news/entries?filter[status]=draft')).sort()).toEqual(['news-draft', 'news-launch-de']);
    expect(await p.ids('/collections/news/entries?filter[status]=scheduled')).toEqual(['news-embargo']);
    expect((await p.data('/collections/news/entries/news-embargo')).status).toBe('scheduled');
    // A draft is still not shown by id (Statamic's show refuses drafts).
    expect((await p.get('/collections/news/entries/news-draft')).status).toBe(404);
    expect((await p.get('/collections/pages/entries?filter[status]=draft')).status).toBe(422);
    expect((await p.get('/collections/events/entries/event-gone')).status).toBe(404);
  });

  it('`*` opts in every collection', async () => {
    const p = await open({ api: { statusFilters: ['*'] } });
    expect(await p.ids('/collections/pages/entries?filter[published]=false')).toEqual(['secret']);
    expect((await p.data('/collections/events/entries/event-gone')).status).toBe('expired');
  });
});
