// Beyond the ported Statamic tests (tests/api/statamic): every combination of a dated
// collection's date_behavior against Entry::status() and Entry::private()
// (src/Entries/Entry.php), the moment "now" itself, drafts, a date that does not exist in a
// file name, and localizations as HasOrigin and CollectionEntriesStore read them.
import { describe, expect, it, vi } from 'vitest';
import { checkContent } from '../../api/check/check';
import { blueprint, carbon } from './statamic/support/content';
import { markdown, projects, sites } from './statamic/support/project';

const make = projects();

const NOW = '2026-06-15T12:00:00Z';
type Behavior = 'public' | 'unlisted' | 'private';
const BEHAVIORS: Behavior[] = ['public', 'unlisted', 'private'];

/** What Statamic answers for an entry on each side of now (and at now) under a behaviour. */
function expected(past: Behavior, future: Behavior) {
  return {
    future: { status: future === 'private' ? 'scheduled' : 'published', private: future === 'private' },
    past: { status: past === 'private' ? 'expired' : 'published', private: past === 'private' },
    // Dated exactly now: not in the past for status() (isPast), but private() counts it as past (lte).
    now: { status: 'published', private: past === 'private' },
  };
}

describe('Entry::status() and Entry::private() for every date_behavior', () => {
  const combos = BEHAVIORS.flatMap((past) => BEHAVIORS.map((future) => [past, future] as const));
  it.each(combos)('past: %s, future: %s', async (past, future) => {
    vi.useFakeTimers({ now: Date.parse(NOW), toFake: ['Date'] });
    const open = await make({
      'content/collections/news.yaml': { date: true, date_behavior: { past, future } },
      'resources/blueprints/collections/news/article.yaml': blueprint({ date: { type: 'date', time_enabled: true, time_seconds_enabled: true } }),
      'content/collections/news/2026-06-16.future.md': markdown({ id: 'future' }),
      'content/collections/news/2026-06-14.past.md': markdown({ id: 'past' }),
      'content/collections/news/2026-06-15-120000.now.md': markdown({ id: 'now' }),
      'content/collections/news/2026-06-16.draft.md': markdown({ id: 'draft', published: false }),
    }, { api: { statusFilters: ['news'] } });
    const want = expected(past, future);
    for (const id of ['future', 'past', 'now'] as const) {
      // Where the operator exposes the collection's drafts, the API shows every entry that is
      // not a draft by its id (as Statamic does); its status and private say the rest.
      expect(await open.data(`/collections/news/entries/${id}?fields=status,private`), id).toEqual(want[id]);
    }
    expect((await open.get('/collections/news/entries/draft')).status).toBe(404);
    // Listings hold the published ones; listed=true only what the collection tag lists (public sides).
    const published = (['future', 'past', 'now'] as const).filter((id) => want[id].status === 'published');
    expect((await open.ids('/collections/news/entries')).sort()).toEqual([...published].sort());
    const listed = [...(future === 'public' ? ['future'] : []), ...(past === 'public' ? ['past'] : []), ...(past === 'public' && future === 'public' ? ['now'] : [])];
    expect((await open.ids('/collections/news/entries?listed=true')).sort()).toEqual(listed.sort());
  });

  it('an undated collection ignores date_behavior and dates in file names', async () => {
    vi.useFakeTimers({ now: Date.parse(NOW), toFake: ['Date'] });
    const open = await make({
      'content/collections/pages.yaml': { date_behavior: { past: 'private', future: 'private' } },
      'content/collections/pages/2099-01-01.later.md': markdown({ id: 'later' }),
    });
    expect(await open.data('/collections/pages/entries/later')).toMatchObject({ status: 'published', private: false, date: null, slug: 'later' });
  });
});

describe('dates in file names', () => {
  it('a date that does not exist rolls over as Carbon::createFromFormat rolls it, with a warning', async () => {
    const open = await make({
      'content/collections/news.yaml': { date: true },
      'content/collections/news/2026-02-31.launch.md': markdown({ id: 'launch' }),
      'content/collections/news/2017-25-12.christmas.md': markdown({ id: 'christmas' }),
    });
    expect((await open.data('/collections/news/entries/launch')).date).toBe(carbon('2026-03-03 00:00:00'));
    expect((await open.data('/collections/news/entries/christmas')).date).toBe(carbon('2019-01-12 00:00:00'));
    expect(await checkContent(open.root)).toContainEqual({
      file: 'content/collections/news/2026-02-31.launch.md',
      field: 'date',
      message: 'the date in the file name does not exist: 2026-02-31; Statamic reads it as 2026-03-03 00:00:00',
      severity: 'warning',
    });
  });

  it('a time that does not exist rolls over too, then is cut to the minute without seconds', async () => {
    const open = await make({
      'content/collections/news.yaml': { date: true },
      'resources/blueprints/collections/news/article.yaml': blueprint({ date: { type: 'date', time_enabled: true } }),
      'content/collections/news/2023-04-19-2599.late.md': markdown({ id: 'late' }),
    });
    expect((await open.data('/collections/news/entries/late')).date).toBe(carbon('2023-04-20 02:39:00'));
  });
});

describe('localizations', () => {
  const SITES = sites({ en: { url: '/', locale: 'en_US' }, de: { url: '/de/', locale: 'de_DE' }, fr: { url: '/fr/', locale: 'fr_FR' } });

  it('one with only id and origin inherits every field, the date and the blueprint; its slug is its own file name', async () => {
    const open = await make({
      'resources/sites.yaml': SITES,
      'content/collections/news.yaml': { date: true, sites: ['en', 'de'], route: '/news/{slug}' },
      'resources/blueprints/collections/news/article.yaml': blueprint({ title: { type: 'text' } }),
      'resources/blueprints/collections/news/special.yaml': blueprint({ date: { type: 'date', time_enabled: true } }),
      'content/collections/news/en/2026-11-12-0930.workshop.md': markdown({ id: 'en', blueprint: 'special', title: 'Workshop', excerpt: 'Timecode' }, 'Body'),
      'content/collections/news/de/werkstatt.md': markdown({ id: 'de', origin: 'en' }),
    });
    const de = await open.data('/collections/news/entries/de');
    expect(de).toMatchObject({
      title: 'Workshop',
      excerpt: 'Timecode',
      content: '<p>Body</p>\n',
      date: carbon('2026-11-12 09:30:00'),
      blueprint: { handle: 'special' },
      slug: 'werkstatt',
      url: '/de/news/werkstatt',
      locale: 'de',
      origin_id: 'en',
    });
  });

  it('published: false on a localization hides that localization only', async () => {
    const open = await make({
      'resources/sites.yaml': SITES,
      'content/collections/news.yaml': { sites: ['en', 'fr'], route: '/news/{slug}' },
      'content/collections/news/en/launch.md': markdown({ id: 'en', title: 'Launch' }),
      'content/collections/news/fr/lancement.md': markdown({ id: 'fr', origin: 'en', published: false }),
    });
    expect(await open.ids('/collections/news/entries')).toEqual(['en']);
    expect((await open.get('/collections/news/entries/fr')).status).toBe(404);
    expect((await open.get('/entries/by-url?url=/fr/news/lancement')).status).toBe(404);
    expect((await open.data('/entries/by-url?url=/news/launch')).id).toBe('en');
  });

  it('an origin in another collection is no origin: the entry stands alone, with a warning', async () => {
    const open = await make({
      'resources/sites.yaml': SITES,
      'content/collections/pages.yaml': { sites: ['en', 'de'] },
      'content/collections/news.yaml': { sites: ['en', 'de'] },
      'content/collections/pages/en/about.md': markdown({ id: 'about', title: 'About' }),
      'content/collections/news/de/ueber.md': markdown({ id: 'ueber', origin: 'about' }),
    });
    const data = await open.data('/collections/news/entries/ueber');
    expect(data.origin_id).toBeNull();
    expect(data.title).toBeNull();
    expect(await checkContent(open.root)).toContainEqual(expect.objectContaining({ file: 'content/collections/news/de/ueber.md', field: 'origin', severity: 'warning' }));
  });
});
