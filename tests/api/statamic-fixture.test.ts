// Serves tests/fixtures/statamic-site (a small multi-site project laid out the way
// Statamic 5 writes its flat files) through the content API and checks Statamic 5
// REST semantics. Every expected value below is derived by hand from that fixture.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentApi } from '../support/content-api';

const ROOT = fileURLToPath(new URL('../fixtures/statamic-site', import.meta.url));
const SITE_URL = 'http://example.test';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let api: Awaited<ReturnType<typeof startContentApi>>;

beforeAll(async () => {
  api = await startContentApi(ROOT, { siteUrl: SITE_URL });
});

afterAll(async () => {
  await api?.close();
});

// ---------------------------------------------------------------------------
// Fixture facts
// ---------------------------------------------------------------------------

const PAGE = {
  homeEn: '44ae6cfc-f089-4e2e-ad1a-65d07997bbc1',
  aboutEn: '2c635a3e-602d-44b0-8df8-bf7c391fd017',
  teamEn: '81f4d261-247f-44bf-8640-7b71900365a5',
  careersEn: 'de9e7f37-0c92-449b-8435-0be66e8eec58', // published: false
  recipesEn: 'b91a99f7-61a3-48a5-a5a7-21a83d57733c', // mount of the recipes collection
  contactEn: '86dcb796-22cf-406d-b874-f0d4c05d5690',
  homeFr: 'eeccc6ba-7374-4abf-9f2f-b1334345b5da',
  aboutFr: '2d003683-35f3-4b70-b6d2-da6e3b0e51f3', // intro: null, hero_image omitted
  teamFr: '669063a3-ac43-46aa-b2d6-fab276b2f048',
  recipesFr: 'bfde7d3f-a660-431b-86e4-a837836903cf', // intro omitted
  homeDe: '4a8e1097-3943-48ce-b99a-89b6c3fb9ebf',
  aboutDe: '0841f62a-197b-4f80-a1aa-b13c4a7e07b2',
} as const;

const POST = {
  firstStarter: 'ffc551f6-4b19-46a2-8ed8-0ef3fed9b197', // 2024-01-12
  baguette: '496b9d1d-8923-4193-a809-27d9ae071a1b', // 2024-02-03
  rye: '4c3e7949-1905-4f54-9bfc-28a5812391ea', // 2024-02-03
  openHouse: '240ec6c8-9e90-4821-aabe-78c4a90b809a', // 2024-03-05-1430
  nightShift: '0f4cfb00-a65e-4577-b970-63015fef4cec', // 2024-04-20
  strawberry: 'c0b3e5df-8bf8-42eb-9174-9ebb8b973247', // 2024-05-18
  testingNotes: '4b975e40-e743-48f9-9f0e-753e5c45e019', // published: false
  futureLetter: 'ca88ba55-2388-4d91-acd8-16a8506fcf88', // 2099-01-01, future: private
  firstStarterFr: '2ed3937e-6565-4772-943c-62f4414fa671',
} as const;

const RECIPE = {
  sourdoughEn: '11c0cbf0-26db-4790-932f-91ffca153036',
  cinnamonEn: 'd18c9b07-a072-4e6c-8edb-937b8244147e',
  sourdoughFr: '72306f53-e199-4cdf-8e1d-d31a7be088fe',
} as const;

const NODE = {
  aboutEn: '02b60b71-874f-41dd-986c-87e8ffdd9a99',
  teamEn: 'b4cf981e-f461-4b03-b23c-0d4f5e000be9',
  careersEn: '6c6657bf-8b5e-471a-86ce-73ad1641cb83',
  contactEn: '45d00e5e-79a6-4b01-8510-97940ff512d6',
  journalEn: 'cfcee590-aafe-4123-8007-85c90b6e573c',
  strawberryEn: '4e0f6e78-ded3-43f6-a696-f45427b1c716',
  instagramEn: 'a67b5e18-238e-45e9-875f-29355dab0d63',
  aboutFr: 'ac6aef29-5264-4a8b-95f1-5c703b984c47',
  teamFr: '84d42e73-fa56-44cb-89d5-821a444c006b',
  recipesFr: 'ace85166-c9e1-466d-879e-ab8a8ad6d834',
  journalFr: 'a090dbba-4db2-41d9-a39b-612c57278711',
  firstStarterFr: '37fce4f3-65a9-412f-81ba-3cc0f70f9ce6',
  instagramFr: '6eac746e-84e7-493f-aa27-71a861e22a0e',
} as const;

const STOREFRONT = {
  id: 'assets::storefront.png',
  url: '/assets/storefront.png',
  permalink: `${SITE_URL}/assets/storefront.png`,
  alt: 'The Crumb and Co. shopfront on Mill Lane at dawn',
};

const STRAWBERRY_TART = {
  id: 'assets::bakes/strawberry-tart.png',
  url: '/assets/bakes/strawberry-tart.png',
  permalink: `${SITE_URL}/assets/bakes/strawberry-tart.png`,
  alt: 'A strawberry tart on a marble counter',
};

// Published default-site posts, newest first; ties on date broken by title ascending.
const POSTS_BY_DATE_DESC = [
  'strawberry-tarts-are-back',
  'night-shift-diaries',
  'spring-open-house',
  'baguette-basics',
  'rye-and-patience',
  'our-first-starter',
];

const NOT_FOUND = { message: 'Not found.' };

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

/** Asserts an ISO 8601 timestamp with offset and returns it normalized to UTC. */
function instant(value: unknown): string {
  expect(typeof value).toBe('string');
  expect(value).toMatch(ISO_8601);
  return new Date(value as string).toISOString();
}

function html(value: unknown): string {
  expect(typeof value).toBe('string');
  return (value as string).trim();
}

function slugs(body: Json): string[] {
  return body.data.map((e: Json) => e.slug);
}

function ids(body: Json): string[] {
  return body.data.map((e: Json) => e.id);
}

function sorted<T>(values: T[]): T[] {
  return [...values].sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
}

function linkParams(link: unknown): URLSearchParams {
  expect(typeof link).toBe('string');
  return new URL(link as string, 'http://placeholder.invalid').searchParams;
}

function expectMeta(body: Json, meta: Record<string, unknown>) {
  expect(body.meta).toMatchObject(meta);
  expect(String(body.meta.path)).toMatch(/\/api\/collections\/blog\/entries$/);
  expect(Array.isArray(body.meta.links)).toBe(true);
}

/** Reduces a nav tree to the parts a Statamic nav API response must agree on. */
function navShape(items: Json[]): Json[] {
  return items.map((item) => ({
    id: item.page.id,
    entry_id: item.page.entry_id ?? null,
    title: item.page.title,
    url: item.page.url,
    depth: item.depth,
    children: navShape(item.children),
  }));
}

function everyNavPage(items: Json[], fn: (page: Json) => void) {
  for (const item of items) {
    fn(item.page);
    everyNavPage(item.children, fn);
  }
}

function q(value: string) {
  return encodeURIComponent(value);
}

type StatusSpec = number | 'client-error' | 'ok-or-client-error';

interface Case {
  name: string;
  path: string;
  status: StatusSpec;
  expect?: (body: Json) => void;
}

const ENTRIES = '/api/collections';
const BLOG = `${ENTRIES}/blog/entries`;
const PAGES = `${ENTRIES}/pages/entries`;
const RECIPES = `${ENTRIES}/recipes/entries`;
const BLOG_DEFAULT = `${BLOG}?site=default&sort=title`;

// ---------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------

const cases: Case[] = [
  // --- structured pages collection -------------------------------------------------
  {
    name: 'pages: default site lists published pages with structure URIs (unpublished child omitted)',
    path: `${PAGES}?site=default&sort=title`,
    status: 200,
    expect: (body) => {
      expect(body.data.map((e: Json) => [e.title, e.uri, e.url])).toEqual([
        ['About us', '/about', '/about'],
        ['Contact', '/contact', '/contact'],
        ['Home', '/', '/'],
        ['Our team', '/about/team', '/about/team'],
        ['Recipes', '/recipes', '/recipes'],
      ]);
      for (const e of body.data) {
        expect(e.locale).toBe('default');
        expect(e.published).toBe(true);
      }
      expect(body.meta.total).toBe(5);
    },
  },
  {
    name: 'pages: without ?site every site is listed (Statamic default), still without drafts',
    path: `${PAGES}?limit=100`,
    status: 200,
    expect: (body) => {
      expect(body.meta.total).toBe(11);
      expect(sorted(ids(body))).toEqual(
        sorted([
          PAGE.homeEn,
          PAGE.aboutEn,
          PAGE.teamEn,
          PAGE.recipesEn,
          PAGE.contactEn,
          PAGE.homeFr,
          PAGE.aboutFr,
          PAGE.teamFr,
          PAGE.recipesFr,
          PAGE.homeDe,
          PAGE.aboutDe,
        ]),
      );
    },
  },
  {
    name: 'pages: french site uses localized slugs, its own tree and the /fr/ prefix',
    path: `${PAGES}?site=french`,
    status: 200,
    expect: (body) => {
      const bySlug = Object.fromEntries(body.data.map((e: Json) => [e.slug, e]));
      expect(sorted(Object.keys(bySlug))).toEqual(['a-propos', 'accueil', 'equipe', 'recettes']);
      expect(bySlug['accueil'].uri).toBe('/');
      expect(['/fr', '/fr/']).toContain(bySlug['accueil'].url);
      expect([bySlug['a-propos'].uri, bySlug['a-propos'].url]).toEqual(['/a-propos', '/fr/a-propos']);
      expect([bySlug['equipe'].uri, bySlug['equipe'].url]).toEqual(['/a-propos/equipe', '/fr/a-propos/equipe']);
      expect([bySlug['recettes'].uri, bySlug['recettes'].url]).toEqual(['/recettes', '/fr/recettes']);
      for (const e of body.data) expect(e.locale).toBe('french');
    },
  },
  {
    name: 'pages: german site only has its own two localizations',
    path: `${PAGES}?site=german`,
    status: 200,
    expect: (body) => {
      expect(sorted(body.data.map((e: Json) => `${e.slug} ${e.uri}`))).toEqual(['startseite /', 'ueber-uns /ueber-uns']);
      const about = body.data.find((e: Json) => e.slug === 'ueber-uns');
      expect(about).toMatchObject({ id: PAGE.aboutDe, title: 'Über uns', url: '/de/ueber-uns', locale: 'german' });
      expect(html(about.intro)).toBe('<p>Wir backen <em>langsam</em> und sind früh ausverkauft.</p>');
    },
  },
  {
    name: 'pages: the root entry of the structure has uri "/" and keeps its slug',
    path: `${PAGES}/${PAGE.homeEn}`,
    status: 200,
    expect: ({ data }) => {
      expect(data).toMatchObject({ id: PAGE.homeEn, title: 'Home', slug: 'home', uri: '/', url: '/', locale: 'default', published: true });
      expect(html(data.intro)).toBe('<p>Sourdough, rye and pastries, baked every morning in our little shop on Mill Lane.</p>');
      expect(data.hero_image).toMatchObject(STOREFRONT);
    },
  },
  {
    name: 'pages: a child page gets /parent/child, a permalink and an api_url',
    path: `${PAGES}/${PAGE.teamEn}`,
    status: 200,
    expect: ({ data }) => {
      expect(data).toMatchObject({
        id: PAGE.teamEn,
        title: 'Our team',
        slug: 'team',
        uri: '/about/team',
        url: '/about/team',
        permalink: `${SITE_URL}/about/team`,
        locale: 'default',
        published: true,
      });
      expect(String(data.api_url)).toMatch(new RegExp(`/api/collections/pages/entries/${PAGE.teamEn}$`));
    },
  },
  {
    name: 'pages: a french child URI is built from both localized slugs',
    path: `${PAGES}/${PAGE.teamFr}`,
    status: 200,
    expect: ({ data }) => {
      expect(data).toMatchObject({
        id: PAGE.teamFr,
        title: 'Notre équipe',
        slug: 'equipe',
        uri: '/a-propos/equipe',
        url: '/fr/a-propos/equipe',
        permalink: `${SITE_URL}/fr/a-propos/equipe`,
        locale: 'french',
      });
      expect(html(data.intro)).toBe('<p>Quatre boulangers, deux lève-tôt, un très vieux four.</p>');
    },
  },
  {
    name: 'pages: localization falls back to its origin for omitted keys, explicit null blocks the fallback',
    path: `${PAGES}/${PAGE.aboutFr}`,
    status: 200,
    expect: ({ data }) => {
      expect(data).toMatchObject({ id: PAGE.aboutFr, title: 'À propos', slug: 'a-propos', uri: '/a-propos', url: '/fr/a-propos', locale: 'french' });
      // `intro: null` in the french file: the english intro must NOT show through.
      expect(data).toHaveProperty('intro', null);
      // `hero_image` is omitted in the french file: it comes from the origin.
      expect(data.hero_image).toMatchObject(STOREFRONT);
      // The .md body is the `content` field, rendered by its markdown fieldtype.
      expect(html(data.content)).toBe('<p>Nous avons ouvert en 2019 avec un seul four et un pétrin emprunté.</p>');
    },
  },
  {
    name: 'pages: an omitted markdown field falls back to the origin value, rendered',
    path: `${PAGES}/${PAGE.recipesFr}`,
    status: 200,
    expect: ({ data }) => {
      expect(data).toMatchObject({ title: 'Recettes', slug: 'recettes', url: '/fr/recettes' });
      expect(html(data.intro)).toBe('<p>Our favourite bakes, written down for home ovens.</p>');
    },
  },
  {
    name: 'pages: an unpublished page is 404 by id',
    path: `${PAGES}/${PAGE.careersEn}`,
    status: 404,
    expect: (body) => expect(body).toEqual(NOT_FOUND),
  },

  // --- dated blog collection --------------------------------------------------------
  {
    name: 'blog: date and slug come from YYYY-MM-DD[-HHMM].slug.md; drafts and future (private) posts are hidden',
    path: `${BLOG}?site=default&sort=-date,title`,
    status: 200,
    expect: (body) => {
      expect(slugs(body)).toEqual(POSTS_BY_DATE_DESC);
      expect(body.data.map((e: Json) => instant(e.date))).toEqual([
        '2024-05-18T00:00:00.000Z',
        '2024-04-20T00:00:00.000Z',
        '2024-03-05T14:30:00.000Z',
        '2024-02-03T00:00:00.000Z',
        '2024-02-03T00:00:00.000Z',
        '2024-01-12T00:00:00.000Z',
      ]);
      expect(body.data.map((e: Json) => e.uri)).toEqual(POSTS_BY_DATE_DESC.map((s) => `/blog/${s}`));
      expect(body.meta.total).toBe(6);
    },
  },
  {
    name: 'blog: multi-key sort, ascending date then descending title',
    path: `${BLOG}?site=default&sort=date,-title`,
    status: 200,
    expect: (body) => {
      expect(slugs(body)).toEqual([
        'our-first-starter',
        'rye-and-patience',
        'baguette-basics',
        'spring-open-house',
        'night-shift-diaries',
        'strawberry-tarts-are-back',
      ]);
    },
  },
  {
    name: 'blog: without ?site both sites are listed',
    path: `${BLOG}?sort=title`,
    status: 200,
    expect: (body) => {
      expect(body.data.map((e: Json) => e.title)).toEqual([
        'Baguette basics',
        'Night shift diaries',
        'Notre premier levain',
        'Our first starter',
        'Rye and patience',
        'Spring open house',
        'Strawberry tarts are back',
      ]);
    },
  },
  {
    name: 'blog: a french localization of a dated entry has its own slug and the /fr/ prefix',
    path: `${BLOG}?site=french`,
    status: 200,
    expect: (body) => {
      expect(body.data).toHaveLength(1);
      const [e] = body.data;
      expect(e).toMatchObject({
        id: POST.firstStarterFr,
        title: 'Notre premier levain',
        slug: 'notre-premier-levain',
        uri: '/blog/notre-premier-levain',
        url: '/fr/blog/notre-premier-levain',
        permalink: `${SITE_URL}/fr/blog/notre-premier-levain`,
        locale: 'french',
      });
      expect(instant(e.date)).toBe('2024-01-12T00:00:00.000Z');
      expect(html(e.content)).toBe(
        '<p>Chaque pain que nous vendons commence avec <strong>Clémentine</strong>, notre levain nourri pour la première fois en janvier.</p>',
      );
    },
  },
  {
    name: 'blog: single entry with a time in its file name, asset, entries and markdown fields',
    path: `${BLOG}/${POST.openHouse}`,
    status: 200,
    expect: ({ data }) => {
      expect(data).toMatchObject({
        id: POST.openHouse,
        title: 'Spring open house',
        slug: 'spring-open-house',
        uri: '/blog/spring-open-house',
        url: '/blog/spring-open-house',
        permalink: `${SITE_URL}/blog/spring-open-house`,
        locale: 'default',
        published: true,
        summary: 'Come and see the ovens on a Saturday afternoon.',
      });
      expect(instant(data.date)).toBe('2024-03-05T14:30:00.000Z');
      expect(String(data.api_url)).toMatch(new RegExp(`/api/collections/blog/entries/${POST.openHouse}$`));
      expect(data.cover).toMatchObject(STOREFRONT);
      expect(data.related).toMatchObject([
        { id: POST.strawberry, title: 'Strawberry tarts are back', url: '/blog/strawberry-tarts-are-back' },
        { id: POST.nightShift, title: 'Night shift diaries', url: '/blog/night-shift-diaries' },
      ]);
      expect(html(data.content)).toBe(
        '<h2>Saturday, from two until five</h2>\n<ul>\n<li>Shape your own roll</li>\n<li>Taste three kinds of rye</li>\n</ul>',
      );
    },
  },
  {
    name: 'blog: asset in a container sub-folder reads its meta from {folder}/.meta/',
    path: `${BLOG}/${POST.strawberry}`,
    status: 200,
    expect: ({ data }) => {
      expect(data.cover).toMatchObject(STRAWBERRY_TART);
      expect(instant(data.date)).toBe('2024-05-18T00:00:00.000Z');
    },
  },
  {
    name: 'blog: the .md body becomes the rendered content field',
    path: `${BLOG}/${POST.firstStarter}`,
    status: 200,
    expect: ({ data }) => {
      expect(data).toMatchObject({ slug: 'our-first-starter', title: 'Our first starter' });
      expect(html(data.content)).toBe(
        '<p>Every loaf we sell starts with <strong>Clementine</strong>, the starter we first fed in January.</p>\n' +
          '<p>Read how she behaves in winter in <a href="/blog/rye-and-patience">Rye and patience</a>.</p>',
      );
    },
  },
  {
    name: 'blog: a draft (published: false) is 404 by id',
    path: `${BLOG}/${POST.testingNotes}`,
    status: 404,
    expect: (body) => expect(body).toEqual(NOT_FOUND),
  },
  {
    name: 'blog: an id from another collection is 404',
    path: `${BLOG}/${PAGE.teamEn}`,
    status: 404,
    expect: (body) => expect(body).toEqual(NOT_FOUND),
  },

  // --- collection mounted on a page -------------------------------------------------
  {
    name: 'mount: entry URIs start with the mount page URI',
    path: `${RECIPES}?site=default&sort=title`,
    status: 200,
    expect: (body) => {
      expect(body.data.map((e: Json) => [e.slug, e.uri, e.url, e.bake_minutes])).toEqual([
        ['cinnamon-knots', '/recipes/cinnamon-knots', '/recipes/cinnamon-knots', 18],
        ['sourdough-loaf', '/recipes/sourdough-loaf', '/recipes/sourdough-loaf', 45],
      ]);
    },
  },
  {
    name: 'mount: a french entry uses the french localization of the mount page, with fallback',
    path: `${RECIPES}?site=french`,
    status: 200,
    expect: (body) => {
      expect(body.data).toHaveLength(1);
      const [e] = body.data;
      expect(e).toMatchObject({
        id: RECIPE.sourdoughFr,
        title: 'Pain au levain',
        slug: 'pain-au-levain',
        uri: '/recettes/pain-au-levain',
        url: '/fr/recettes/pain-au-levain',
        locale: 'french',
        bake_minutes: 45, // omitted in the french file
        serves: 6, // overridden in the french file
      });
      expect(html(e.content)).toBe('<p>Pétrir, rabattre quatre fois, façonner et laisser pousser une nuit au frais.</p>');
    },
  },

  // --- filters (blog, default site, sorted by title) --------------------------------
  {
    name: 'filter: is',
    path: `${BLOG_DEFAULT}&filter[title:is]=${q('Night shift diaries')}`,
    status: 200,
    expect: (body) => expect(slugs(body)).toEqual(['night-shift-diaries']),
  },
  {
    name: 'filter: no condition means equals',
    path: `${BLOG_DEFAULT}&filter[slug]=rye-and-patience`,
    status: 200,
    expect: (body) => expect(slugs(body)).toEqual(['rye-and-patience']),
  },
  {
    name: 'filter: not',
    path: `${BLOG_DEFAULT}&filter[slug:not]=rye-and-patience`,
    status: 200,
    expect: (body) =>
      expect(slugs(body)).toEqual(['baguette-basics', 'night-shift-diaries', 'our-first-starter', 'spring-open-house', 'strawberry-tarts-are-back']),
  },
  {
    name: 'filter: contains',
    path: `${BLOG_DEFAULT}&filter[title:contains]=tarts`,
    status: 200,
    expect: (body) => expect(slugs(body)).toEqual(['strawberry-tarts-are-back']),
  },
  {
    name: 'filter: in with | separated values',
    path: `${BLOG_DEFAULT}&filter[slug:in]=baguette-basics|our-first-starter`,
    status: 200,
    expect: (body) => expect(slugs(body)).toEqual(['baguette-basics', 'our-first-starter']),
  },
  {
    name: 'filter: not_in with | separated values',
    path: `${BLOG_DEFAULT}&filter[slug:not_in]=baguette-basics|our-first-starter|spring-open-house`,
    status: 200,
    expect: (body) => expect(slugs(body)).toEqual(['night-shift-diaries', 'rye-and-patience', 'strawberry-tarts-are-back']),
  },
  {
    name: 'filter: date gt compares instants (14:30 on the day is after midnight)',
    path: `${BLOG_DEFAULT}&filter[date:gt]=2024-03-05`,
    status: 200,
    expect: (body) => expect(slugs(body)).toEqual(['night-shift-diaries', 'spring-open-house', 'strawberry-tarts-are-back']),
  },
  {
    name: 'filter: date gte',
    path: `${BLOG_DEFAULT}&filter[date:gte]=2024-04-20`,
    status: 200,
    expect: (body) => expect(slugs(body)).toEqual(['night-shift-diaries', 'strawberry-tarts-are-back']),
  },
  {
    name: 'filter: date lt',
    path: `${BLOG_DEFAULT}&filter[date:lt]=2024-02-03`,
    status: 200,
    expect: (body) => expect(slugs(body)).toEqual(['our-first-starter']),
  },
  {
    name: 'filter: date lte compares instants (14:30 on the day is after that date)',
    path: `${BLOG_DEFAULT}&filter[date:lte]=2024-03-05`,
    status: 200,
    expect: (body) => expect(slugs(body)).toEqual(['baguette-basics', 'our-first-starter', 'rye-and-patience']),
  },
  {
    name: 'filter: starts_with',
    path: `${BLOG_DEFAULT}&filter[title:starts_with]=S`,
    status: 200,
    expect: (body) => expect(slugs(body)).toEqual(['spring-open-house', 'strawberry-tarts-are-back']),
  },
  {
    name: 'filter: exists=true on a dated collection keeps every entry',
    path: `${BLOG_DEFAULT}&filter[date:exists]=true`,
    status: 200,
    expect: (body) => expect(body.meta.total).toBe(6),
  },
  {
    name: 'filter: exists=true on an undated collection keeps nothing',
    path: `${PAGES}?site=default&filter[date:exists]=true`,
    status: 200,
    expect: (body) => {
      expect(body.data).toEqual([]);
      expect(body.meta.total).toBe(0);
    },
  },
  {
    name: 'filter: exists=false on an undated collection keeps everything',
    path: `${PAGES}?site=default&filter[date:exists]=false`,
    status: 200,
    expect: (body) => expect(body.meta.total).toBe(5),
  },
  {
    name: 'filter: several filters are combined with AND',
    path: `${BLOG_DEFAULT}&filter[title:starts_with]=S&filter[date:gte]=2024-05-01`,
    status: 200,
    expect: (body) => expect(slugs(body)).toEqual(['strawberry-tarts-are-back']),
  },
  {
    name: 'filter: a field that is not allowed is a 422',
    path: `${BLOG}?filter[summary:contains]=oven`,
    status: 422,
    expect: (body) => expect(body.message).toBe('Forbidden filter: summary'),
  },
  {
    name: 'filter: a blueprint field without condition is still forbidden',
    path: `${PAGES}?filter[intro]=x`,
    status: 422,
    expect: (body) => expect(body.message).toBe('Forbidden filter: intro'),
  },

  // --- fields, pagination ----------------------------------------------------------
  {
    name: 'fields: only the requested top-level keys are returned',
    path: `${BLOG_DEFAULT}&fields=title,slug&limit=2`,
    status: 200,
    expect: (body) => {
      expect(body.data).toEqual([
        { title: 'Baguette basics', slug: 'baguette-basics' },
        { title: 'Night shift diaries', slug: 'night-shift-diaries' },
      ]);
    },
  },
  {
    name: 'pagination: default page size is 50',
    path: `${BLOG}?site=default`,
    status: 200,
    expect: (body) => {
      expectMeta(body, { current_page: 1, from: 1, to: 6, last_page: 1, per_page: 50, total: 6 });
      expect(body.links).toMatchObject({ prev: null, next: null });
      expect(linkParams(body.links.first).get('page')).toBe('1');
      expect(linkParams(body.links.last).get('page')).toBe('1');
    },
  },
  {
    name: 'pagination: first page of limit=4',
    path: `${BLOG}?site=default&sort=-date,title&limit=4`,
    status: 200,
    expect: (body) => {
      expect(slugs(body)).toEqual(POSTS_BY_DATE_DESC.slice(0, 4));
      expectMeta(body, { current_page: 1, from: 1, to: 4, last_page: 2, per_page: 4, total: 6 });
      expect(body.links.prev).toBeNull();
      const next = linkParams(body.links.next);
      expect([next.get('page'), next.get('limit'), next.get('sort')]).toEqual(['2', '4', '-date,title']);
      expect(linkParams(body.links.first).get('page')).toBe('1');
      expect(linkParams(body.links.last).get('page')).toBe('2');
    },
  },
  {
    name: 'pagination: second (last) page of limit=4, with meta.links',
    path: `${BLOG}?site=default&sort=-date,title&limit=4&page=2`,
    status: 200,
    expect: (body) => {
      expect(slugs(body)).toEqual(POSTS_BY_DATE_DESC.slice(4));
      expectMeta(body, { current_page: 2, from: 5, to: 6, last_page: 2, per_page: 4, total: 6 });
      expect(body.links.next).toBeNull();
      const prev = linkParams(body.links.prev);
      expect([prev.get('page'), prev.get('limit'), prev.get('sort')]).toEqual(['1', '4', '-date,title']);
      // Laravel: « Previous, 1, 2, Next »
      expect(body.meta.links).toHaveLength(4);
      expect(body.meta.links.map((l: Json) => l.label).slice(1, 3)).toEqual(['1', '2']);
      expect(body.meta.links.filter((l: Json) => l.active).map((l: Json) => l.label)).toEqual(['2']);
      expect(body.meta.links[3].url).toBeNull();
    },
  },
  {
    name: 'pagination: links keep the filter',
    path: `${BLOG_DEFAULT}&limit=1&filter[title:starts_with]=S`,
    status: 200,
    expect: (body) => {
      expect(slugs(body)).toEqual(['spring-open-house']);
      expectMeta(body, { current_page: 1, last_page: 2, per_page: 1, total: 2 });
      const next = linkParams(body.links.next);
      expect([next.get('page'), next.get('limit'), next.get('filter[title:starts_with]')]).toEqual(['2', '1', 'S']);
    },
  },
  {
    name: 'pagination: a page past the end is empty (Laravel behaviour)',
    path: `${BLOG}?site=default&limit=4&page=9`,
    status: 200,
    expect: (body) => {
      expect(body.data).toEqual([]);
      expectMeta(body, { current_page: 9, from: null, to: null, last_page: 2, total: 6 });
    },
  },

  // --- malformed parameters: 4xx or Laravel's documented behaviour, never 5xx -------
  {
    name: 'malformed: page=abc is treated as page 1',
    path: `${BLOG}?site=default&page=abc`,
    status: 200,
    expect: (body) => {
      expect(body.meta.current_page).toBe(1);
      expect(body.data).toHaveLength(6);
    },
  },
  {
    name: 'malformed: page=0 is treated as page 1',
    path: `${BLOG}?site=default&page=0`,
    status: 200,
    expect: (body) => expect(body.meta.current_page).toBe(1),
  },
  {
    name: 'malformed: page=-2 is treated as page 1',
    path: `${BLOG}?site=default&page=-2`,
    status: 200,
    expect: (body) => expect(body.meta.current_page).toBe(1),
  },
  { name: 'malformed: limit=-1', path: `${BLOG}?site=default&limit=-1`, status: 'ok-or-client-error' },
  { name: 'malformed: limit=0', path: `${BLOG}?site=default&limit=0`, status: 'ok-or-client-error' },
  { name: 'malformed: limit=abc', path: `${BLOG}?site=default&limit=abc`, status: 'ok-or-client-error' },
  {
    name: 'malformed: limit=99999999999999999999',
    path: `${BLOG}?site=default&limit=99999999999999999999`,
    status: 'ok-or-client-error',
    expect: (body) => {
      if (body.data) {
        expect(body.data).toHaveLength(6);
        expect(body.meta.current_page).toBe(1);
      }
    },
  },
  { name: 'malformed: unknown filter condition', path: `${BLOG}?site=default&filter[title:bogus]=x`, status: 'ok-or-client-error' },
  { name: 'malformed: filter that is not a map', path: `${BLOG}?site=default&filter=abc`, status: 'ok-or-client-error' },
  { name: 'malformed: sort on an unknown field', path: `${BLOG}?site=default&sort=-nonexistent`, status: 'ok-or-client-error' },
  {
    name: 'malformed: unknown site on a list is empty or a 4xx',
    path: `${BLOG}?site=nope`,
    status: 'ok-or-client-error',
    expect: (body) => {
      if (body.data) expect(body.data).toEqual([]);
    },
  },
  { name: 'malformed: unknown site on globals', path: '/api/globals/settings?site=nope', status: 'client-error' },
  { name: 'malformed: unknown site on a nav', path: '/api/navs/footer/tree?site=nope', status: 404 },
  { name: 'malformed: max_depth=abc on a nav', path: '/api/navs/footer/tree?max_depth=abc', status: 'ok-or-client-error' },
  { name: 'malformed: by-url without url', path: '/api/entries/by-url', status: 'client-error' },

  // --- unknown resources ------------------------------------------------------------
  ...(
    [
      ['unknown collection', '/api/collections/nope/entries'],
      ['unknown collection (single entry)', `/api/collections/nope/entries/${POST.rye}`],
      ['unknown entry id', `${BLOG}/00000000-0000-4000-8000-000000000000`],
      ['unknown global set', '/api/globals/nope'],
      ['unknown taxonomy', '/api/taxonomies/nope/terms'],
      ['unknown term', '/api/taxonomies/tags/terms/nope'],
    ] as const
  ).map(
    ([name, path]): Case => ({
      name: `404: ${name}`,
      path,
      status: 404,
      expect: (body) => expect(body).toEqual(NOT_FOUND),
    }),
  ),
  {
    name: '404: unknown navigation',
    path: '/api/navs/nope/tree',
    status: 404,
    expect: (body) => expect(typeof body.message).toBe('string'),
  },
  {
    name: '404: navigation with no tree in that site',
    path: '/api/navs/footer/tree?site=german',
    status: 404,
    expect: (body) => expect(typeof body.message).toBe('string'),
  },

  // --- navigation -------------------------------------------------------------------
  {
    name: 'nav: entry nodes, url nodes, custom title, node data, children; unpublished entry node dropped',
    path: '/api/navs/footer/tree?site=default',
    status: 200,
    expect: (body) => {
      expect(navShape(body.data)).toEqual([
        {
          id: NODE.aboutEn,
          entry_id: PAGE.aboutEn,
          title: 'About us',
          url: '/about',
          depth: 1,
          children: [{ id: NODE.teamEn, entry_id: PAGE.teamEn, title: 'Our team', url: '/about/team', depth: 2, children: [] }],
        },
        { id: NODE.contactEn, entry_id: PAGE.contactEn, title: 'Find us', url: '/contact', depth: 1, children: [] },
        {
          id: NODE.journalEn,
          entry_id: null,
          title: 'Journal',
          url: '/blog',
          depth: 1,
          children: [
            {
              id: NODE.strawberryEn,
              entry_id: POST.strawberry,
              title: 'Strawberry tarts are back',
              url: '/blog/strawberry-tarts-are-back',
              depth: 2,
              children: [],
            },
          ],
        },
        { id: NODE.instagramEn, entry_id: null, title: 'Instagram', url: 'https://social.example/crumbandco', depth: 1, children: [] },
      ]);
      const [about, contact, , instagram] = body.data;
      // entry nodes carry the entry's own fields; node data is merged into the page
      expect(about.page).toMatchObject({ slug: 'about', uri: '/about' });
      expect(html(about.page.intro)).toBe('<p>We bake <em>slowly</em> and sell out early.</p>');
      expect(contact.page).toMatchObject({ slug: 'contact', icon: 'map-pin' });
      expect(instagram.page.icon).toBe('instagram');
    },
  },
  {
    name: 'nav: french tree resolves french entries and keeps its own node ids',
    path: '/api/navs/footer/tree?site=french',
    status: 200,
    expect: (body) => {
      expect(navShape(body.data)).toEqual([
        {
          id: NODE.aboutFr,
          entry_id: PAGE.aboutFr,
          title: 'À propos',
          url: '/fr/a-propos',
          depth: 1,
          children: [{ id: NODE.teamFr, entry_id: PAGE.teamFr, title: 'Notre équipe', url: '/fr/a-propos/equipe', depth: 2, children: [] }],
        },
        { id: NODE.recipesFr, entry_id: PAGE.recipesFr, title: 'Nos recettes', url: '/fr/recettes', depth: 1, children: [] },
        {
          id: NODE.journalFr,
          entry_id: null,
          title: 'Journal',
          url: '/fr/blog',
          depth: 1,
          children: [
            {
              id: NODE.firstStarterFr,
              entry_id: POST.firstStarterFr,
              title: 'Notre premier levain',
              url: '/fr/blog/notre-premier-levain',
              depth: 2,
              children: [],
            },
          ],
        },
        { id: NODE.instagramFr, entry_id: null, title: 'Instagram', url: 'https://social.example/crumbandco', depth: 1, children: [] },
      ]);
      expect(body.data[1].page.icon).toBe('whisk');
    },
  },
  {
    name: 'nav: no ?site means the default site',
    path: '/api/navs/footer/tree',
    status: 200,
    expect: (body) => expect(body.data.map((i: Json) => i.page.id)).toEqual([NODE.aboutEn, NODE.contactEn, NODE.journalEn, NODE.instagramEn]),
  },
  {
    name: 'nav: max_depth=1 cuts the children',
    path: '/api/navs/footer/tree?site=default&max_depth=1',
    status: 200,
    expect: (body) => {
      expect(body.data.map((i: Json) => [i.page.id, i.depth, i.children])).toEqual([
        [NODE.aboutEn, 1, []],
        [NODE.contactEn, 1, []],
        [NODE.journalEn, 1, []],
        [NODE.instagramEn, 1, []],
      ]);
    },
  },
  {
    name: 'nav: fields=title,url selects the keys of every page',
    path: '/api/navs/footer/tree?site=default&fields=title,url',
    status: 200,
    expect: (body) => {
      let count = 0;
      everyNavPage(body.data, (page) => {
        count++;
        expect(sorted(Object.keys(page))).toEqual(['title', 'url']);
      });
      expect(count).toBe(6);
      expect(body.data[1].page).toEqual({ title: 'Find us', url: '/contact' });
    },
  },

  // --- globals ----------------------------------------------------------------------
  {
    name: 'globals: default site (no ?site)',
    path: '/api/globals/settings',
    status: 200,
    expect: ({ data }) => {
      expect(data).toMatchObject({
        handle: 'settings',
        site_name: 'Crumb and Co.',
        tagline: 'Slow bread, baked before sunrise.',
        contact_email: 'hello@crumb.example',
        opening_hours: 'Tuesday to Sunday, 7:00 to 14:00',
        promo_banner: 'Free coffee with every loaf on Sundays.',
      });
      expect(String(data.api_url)).toMatch(/\/api\/globals\/settings$/);
    },
  },
  {
    name: 'globals: french values merged over the origin, explicit null blocks the fallback',
    path: '/api/globals/settings?site=french',
    status: 200,
    expect: ({ data }) => {
      expect(data).toMatchObject({
        handle: 'settings',
        site_name: 'Crumb and Co.',
        tagline: "Du pain lent, cuit avant l'aube.",
        contact_email: 'hello@crumb.example',
        opening_hours: 'Du mardi au dimanche, de 7 h à 14 h',
      });
      expect(data).toHaveProperty('promo_banner', null);
      expect(data).not.toHaveProperty('origin');
    },
  },
  {
    name: 'globals: german overrides only the tagline',
    path: '/api/globals/settings?site=german',
    status: 200,
    expect: ({ data }) => {
      expect(data).toMatchObject({
        handle: 'settings',
        site_name: 'Crumb and Co.',
        tagline: 'Langsames Brot, gebacken vor Sonnenaufgang.',
        contact_email: 'hello@crumb.example',
        opening_hours: 'Tuesday to Sunday, 7:00 to 14:00',
        promo_banner: 'Free coffee with every loaf on Sundays.',
      });
    },
  },

  // --- taxonomy ---------------------------------------------------------------------
  {
    name: 'terms: one item per term per site, localized titles with fallback',
    path: '/api/taxonomies/tags/terms',
    status: 200,
    expect: (body) => {
      expect(body.meta.total).toBe(6);
      expect(sorted(body.data.map((t: Json) => `${t.slug} | ${t.locale} | ${t.title}`))).toEqual([
        'behind-the-scenes | default | Behind the scenes',
        'behind-the-scenes | french | Behind the scenes',
        'seasonal | default | Seasonal',
        'seasonal | french | De saison',
        'sourdough | default | Sourdough',
        'sourdough | french | Levain',
      ]);
    },
  },
  {
    name: 'terms: single term by slug',
    path: '/api/taxonomies/tags/terms/sourdough',
    status: 200,
    expect: ({ data }) => expect(data).toMatchObject({ id: 'tags::sourdough', slug: 'sourdough', title: 'Sourdough' }),
  },

  // --- entry by URL -----------------------------------------------------------------
  ...(
    [
      ['/', PAGE.homeEn, 'default'],
      ['/about/team', PAGE.teamEn, 'default'],
      ['/fr/', PAGE.homeFr, 'french'],
      ['/fr/a-propos/equipe', PAGE.teamFr, 'french'],
      ['/de/ueber-uns', PAGE.aboutDe, 'german'],
      ['/recipes/sourdough-loaf', RECIPE.sourdoughEn, 'default'],
      ['/fr/recettes/pain-au-levain', RECIPE.sourdoughFr, 'french'],
      ['/blog/spring-open-house', POST.openHouse, 'default'],
      ['/fr/blog/notre-premier-levain', POST.firstStarterFr, 'french'],
    ] as const
  ).map(
    ([url, id, locale]): Case => ({
      name: `by-url: ${url}`,
      path: `/api/entries/by-url?url=${q(url)}`,
      status: 200,
      expect: ({ data }) => expect(data).toMatchObject({ id, locale }),
    }),
  ),
  ...(
    [
      ['/about/careers', 'unpublished page'],
      ['/blog/recipe-testing-notes', 'unpublished post'],
      ['/fr/about/team', 'english slugs under the french prefix'],
      ['/de/about', 'page without that german slug'],
      ['/recettes/pain-au-levain', 'french URI without the /fr/ prefix'],
      ['/no-such-page', 'unknown URL'],
    ] as const
  ).map(
    ([url, why]): Case => ({
      name: `by-url: ${url} is 404 (${why})`,
      path: `/api/entries/by-url?url=${q(url)}`,
      status: 404,
      expect: (body) => expect(body).toEqual(NOT_FOUND),
    }),
  ),
];

// ---------------------------------------------------------------------------
// Runner
// ---------------------------------------------------------------------------

async function getJson(path: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(api.origin + path);
  const text = await res.text();
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body };
}

function checkStatus(actual: number, spec: StatusSpec, path: string) {
  expect(actual, `${path} must never answer 5xx`).toBeLessThan(500);
  if (typeof spec === 'number') {
    expect(actual, path).toBe(spec);
  } else if (spec === 'client-error') {
    expect(actual, path).toBeGreaterThanOrEqual(400);
  } else {
    expect(actual === 200 || actual >= 400, `${path} answered ${actual}`).toBe(true);
  }
}

describe('content API serving a Statamic 5 multi-site fixture', () => {
  it.each(cases)('$name', async ({ path, status, expect: check }) => {
    const res = await getJson(path);
    checkStatus(res.status, status, path);
    // A numeric status was asserted exactly; a range only gets its body checked on success.
    if (check && (typeof status === 'number' || res.status < 300)) check(res.body);
  });

  it('every listed entry resolves by its own url, and drafts or scheduled entries never appear', async () => {
    const hidden = [PAGE.careersEn, POST.testingNotes, POST.futureLetter];
    let checked = 0;
    for (const collection of ['pages', 'blog', 'recipes']) {
      const list = await getJson(`${ENTRIES}/${collection}/entries?limit=100`);
      expect(list.status).toBe(200);
      for (const entry of list.body.data) {
        expect(hidden).not.toContain(entry.id);
        const found = await getJson(`/api/entries/by-url?url=${q(entry.url)}`);
        expect(found.status, entry.url).toBe(200);
        expect(found.body.data.id, entry.url).toBe(entry.id);
        checked++;
      }
    }
    expect(checked).toBe(11 + 7 + 3);
  });
});
