// Ported from statamic/cms 5.x tests/Tags/Concerns/QueriesConditionsTest.php. The original
// queries through the `collection` tag's `field:condition` parameters; the REST API's
// `filter[field:condition]` goes through the same QueriesConditions trait, so each case is
// asked here as `/api/collections/test/entries?filter[...]`. Values arrive as strings, made
// booleans and numbers as ApiController::filter() does (`featured:is=true`, `age:gt=18`), and
// the original's arrays are written with the piped syntax the trait also reads (`canine|feline`).
import { describe, expect, it, vi } from 'vitest';
import { markdown, type Project, projects } from './support/project';

const openProject = projects();

/** Every field the original filters on, allowed as `statamic.api.resources.collections.test.allowed_filters`. */
const ALLOWED = ['title', 'featured', 'author', 'type', 'age', 'ages', 'website', 'video', 'email', 'sub_title', 'date', 'date_field.start'];

type Data = Record<string, unknown>;

/**
 * The collection `test` and its entries (by file name, without `.md`), in the order the
 * original saves them. Statamic lists them in that order (the Stache's); our listing sorts by
 * the collection's sort field, so each entry records its place in `seq` and the collection
 * sorts by it.
 */
async function make(entries: [slug: string, data: Data][], collection: Data = {}, more: Record<string, Data> = {}): Promise<Project> {
  const files: Record<string, Data | string> = {
    'content/collections/test.yaml': { title: 'Test', sort_by: 'seq', ...collection },
    ...more,
  };
  entries.forEach(([slug, data], seq) => {
    files[`content/collections/test/${slug}.md`] = markdown({ id: slug, seq, ...data });
  });
  return openProject(files, { api: { resources: { collections: { test: { allowed_filters: ALLOWED } } } } });
}

/** The entries' slugs (the ids here) for the given filters, e.g. `{ 'title:is': 'dog' }`. */
async function slugs(p: Project, filters: Record<string, string> = {}): Promise<string[]> {
  const query = Object.entries(filters).map(([key, value]) => `filter[${encodeURIComponent(key)}]=${encodeURIComponent(value)}`);
  return p.ids(`/collections/test/entries${query.length ? `?${query.join('&')}` : ''}`);
}

async function count(p: Project, filters: Record<string, string> = {}): Promise<number> {
  return (await slugs(p, filters)).length;
}

/** dog, cat and tiger with titles; rat featured, bat not. */
const ANIMALS: [string, Data][] = [['dog', { title: 'Dog' }], ['cat', { title: 'Cat' }], ['tiger', { title: 'Tiger' }], ['rat', { featured: true }], ['bat', { featured: false }]];
const AUTHORS: [string, Data][] = [['a', { author: 'john-doe' }], ['b', { author: 'david-hasselhoff' }], ['c', { author: 'josiah-bartlet' }]];
const STORIES: [string, Data][] = [['dog', { title: 'Dog Stories' }], ['cat', { title: 'Cat Fables' }], ['tiger', { title: 'Tiger Tales' }]];
const TYPES: [string, Data][] = [
  ['dog', { type: 'canine' }], ['wolf', { type: 'canine' }], ['tiger', { type: 'feline' }], ['cat', { type: 'feline' }],
  ['lion', { type: 'feline' }], ['horse', { type: 'equine' }], ['bigfoot', {}],
];
/** Ages as numbers and as numeric strings. */
const AGES: [string, Data][] = [['a', { age: 11 }], ['b', { age: '11' }], ['c', { age: 21 }], ['d', { age: '21' }], ['e', { age: 24 }], ['f', { age: '24' }]];
const PETS: [string, Data][] = [['a', { title: 'Dog Stories' }], ['b', { title: 'Cat Fables' }], ['c', { title: 'Tiger Tales' }], ['d', { title: 'Why I Love My Cat' }], ['e', { title: 'Paw Poetry' }]];
const POSTS: [string, Data][] = [['a', { title: 'Post' }], ['b', { title: 'Post Two' }], ['c', { title: "It's a post" }], ['d', { title: 'Post1' }], ['e', { title: 'Post 2' }]];
const AGE_LISTS: [string, Data][] = [['a', { ages: [22, 52, 72] }], ['b', { ages: [57, 72] }], ['c', { ages: [2, 31, 22] }]];

describe('QueriesConditionsTest', () => {
  it('it_filters_by_is_condition', async () => {
    const p = await make(ANIMALS);
    expect(await count(p)).toBe(5);
    expect(await count(p, { 'title:is': 'dog' })).toBe(1);
    expect(await count(p, { 'title:equals': 'dog' })).toBe(1);
    expect(await count(p, { 'featured:is': 'true' })).toBe(1);
    expect(await count(p, { 'featured:is': 'false' })).toBe(4);
  });

  it('it_filters_by_not_condition', async () => {
    const p = await make(ANIMALS);
    expect(await count(p)).toBe(5);
    expect(await count(p, { 'title:not': 'dog' })).toBe(4);
    expect(await count(p, { 'title:isnt': 'dog' })).toBe(4);
    expect(await count(p, { 'title:aint': 'dog' })).toBe(4);
    expect(await count(p, { 'title:¯\\_(ツ)_/¯': 'dog' })).toBe(4);
    expect(await count(p, { 'featured:not': 'true' })).toBe(4);
    expect(await count(p, { 'featured:not': 'false' })).toBe(4);
  });

  // The tag drops an empty parameter; the API's empty value is null (Laravel), and `!= null` keeps every author too.
  it('it_does_not_filter_by_not_condition_when_value_is_empty', async () => {
    const p = await make(AUTHORS);
    expect(await count(p, { 'author:not': '' })).toBe(3);
  });

  it('it_filters_by_contains_condition', async () => {
    const p = await make(STORIES);
    expect(await count(p)).toBe(3);
    expect(await count(p, { 'title:contains': 'sto' })).toBe(1);
  });

  // The tag drops an empty parameter; the API's empty value is null, and `like '%%'` keeps every entry too.
  it('it_does_not_filter_by_contains_condition_when_value_is_empty', async () => {
    const p = await make(STORIES);
    expect(await count(p, { 'title:contains': '' })).toBe(3);
  });

  it('it_filters_by_doesnt_contain_condition', async () => {
    const p = await make(STORIES);
    expect(await count(p)).toBe(3);
    expect(await count(p, { 'title:doesnt_contain': 'sto' })).toBe(2);
  });

  it('it_filters_by_in_condition', async () => {
    const p = await make(TYPES);
    expect(await count(p)).toBe(7);
    expect(await slugs(p, { 'type:in': 'canine' })).toEqual(['dog', 'wolf']);
    expect(await slugs(p, { 'type:in': 'feline' })).toEqual(['tiger', 'cat', 'lion']);
    expect(await slugs(p, { 'type:in': 'canine|feline' })).toEqual(['dog', 'wolf', 'tiger', 'cat', 'lion']);
    expect(await slugs(p, { 'type:in': 'equine' })).toEqual(['horse']);
  });

  it('it_filters_by_not_in_condition', async () => {
    const p = await make(TYPES);
    expect(await count(p)).toBe(7);
    expect(await slugs(p, { 'type:not_in': 'canine' })).toEqual(['tiger', 'cat', 'lion', 'horse', 'bigfoot']);
    expect(await slugs(p, { 'type:not_in': 'feline' })).toEqual(['dog', 'wolf', 'horse', 'bigfoot']);
    expect(await slugs(p, { 'type:not_in': 'canine|feline' })).toEqual(['horse', 'bigfoot']);
    expect(await slugs(p, { 'type:not_in': 'equine' })).toEqual(['dog', 'wolf', 'tiger', 'cat', 'lion', 'bigfoot']);
  });

  it('it_filters_by_starts_with_condition', async () => {
    const p = await make(STORIES);
    expect(await count(p)).toBe(3);
    expect(await count(p, { 'title:starts_with': 'sto' })).toBe(0);
    expect(await count(p, { 'title:begins_with': 'sto' })).toBe(0);
    expect(await count(p, { 'title:starts_with': 'dog' })).toBe(1);
    expect(await count(p, { 'title:begins_with': 'dog' })).toBe(1);
  });

  it('it_filters_by_doesnt_start_with_condition', async () => {
    const p = await make(STORIES);
    expect(await count(p)).toBe(3);
    expect(await count(p, { 'title:doesnt_start_with': 'sto' })).toBe(3);
    expect(await count(p, { 'title:doesnt_begin_with': 'sto' })).toBe(3);
    expect(await count(p, { 'title:doesnt_start_with': 'dog' })).toBe(2);
    expect(await count(p, { 'title:doesnt_begin_with': 'dog' })).toBe(2);
  });

  it('it_filters_by_ends_with_condition', async () => {
    const p = await make(STORIES);
    expect(await count(p)).toBe(3);
    expect(await count(p, { 'title:ends_with': 'sto' })).toBe(0);
    expect(await count(p, { 'title:ends_with': 'stories' })).toBe(1);
  });

  it('it_filters_by_doesnt_end_with_condition', async () => {
    const p = await make(STORIES);
    expect(await count(p)).toBe(3);
    expect(await count(p, { 'title:doesnt_end_with': 'sto' })).toBe(3);
    expect(await count(p, { 'title:doesnt_end_with': 'stories' })).toBe(2);
  });

  // The original passes 18 and '18'; through the API both arrive as the number 18.
  it('it_filters_by_greater_than_condition', async () => {
    const p = await make(AGES);
    expect(await count(p)).toBe(6);
    expect(await count(p, { 'age:greater_than': '18' })).toBe(4);
    expect(await count(p, { 'age:gt': '18' })).toBe(4);
  });

  it('it_filters_by_less_than_condition', async () => {
    const p = await make(AGES);
    expect(await count(p)).toBe(6);
    expect(await count(p, { 'age:less_than': '18' })).toBe(2);
    expect(await count(p, { 'age:lt': '18' })).toBe(2);
  });

  it('it_filters_by_greater_than_or_equal_to_condition', async () => {
    const p = await make(AGES);
    expect(await count(p)).toBe(6);
    expect(await count(p, { 'age:greater_than_or_equal_to': '21' })).toBe(4);
    expect(await count(p, { 'age:gte': '21' })).toBe(4);
  });

  it('it_filters_by_less_than_or_equal_to_condition', async () => {
    const p = await make(AGES);
    expect(await count(p)).toBe(6);
    expect(await count(p, { 'age:less_than_or_equal_to': '21' })).toBe(4);
    expect(await count(p, { 'age:lte': '21' })).toBe(4);
  });

  it('it_filters_by_regex_condition', async () => {
    const p = await make(PETS);
    expect(await count(p)).toBe(5);
    for (const condition of ['matches', 'match', 'regex']) {
      expect(await count(p, { [`title:${condition}`]: 'cat' })).toBe(2);
      expect(await count(p, { [`title:${condition}`]: '^cat' })).toBe(1);
      expect(await count(p, { [`title:${condition}`]: 'c.t$' })).toBe(1);
    }
    expect(await count(p, { 'title:matches': '/^cat/' })).toBe(1); // v2 patterns required delimiters
    expect(await count(p, { 'title:matches': '/^cat/i' })).toBe(1); // v2 patterns required delimiters
  });

  it('it_filters_by_not_regex_condition', async () => {
    const p = await make(PETS);
    expect(await count(p)).toBe(5);
    expect(await count(p, { 'title:doesnt_match': 'cat' })).toBe(3);
    expect(await count(p, { 'title:doesnt_match': '^cat' })).toBe(4);
    expect(await count(p, { 'title:doesnt_match': 'c.t$' })).toBe(4);
    expect(await count(p, { 'title:doesnt_match': '/^cat/' })).toBe(4); // v2 patterns required delimiters
    expect(await count(p, { 'title:doesnt_match': '/^cat/i' })).toBe(4); // v2 patterns required delimiters
  });

  it('it_filters_by_is_after_or_before_date_conditions', async () => {
    vi.useFakeTimers({ now: Date.parse('2019-03-10T13:00:00Z'), toFake: ['Date'] });
    const blueprint = {
      'resources/blueprints/collections/test/test.yaml': {
        title: 'Test',
        tabs: { main: { sections: [{ fields: [{ handle: 'date', field: { type: 'date', time_enabled: true, time_seconds_enabled: true } }] }] } },
      },
    };
    const p = await make(
      [
        ['2019-03-09.a', {}], // definitely in past
        ['2019-03-10.b', {}], // today
        ['2019-03-10-1259.c', {}], // today, but before "now"
        ['2019-03-10-1300.e', {}], // today, and also "now"
        ['2019-03-10-1301.f', {}], // today, but after "now"
        ['2019-03-11.g', {}], // definitely in future
      ],
      { date: true },
      blueprint,
    );
    // Every entry is listed: the collection's dates are public both ways (the tag needed show_future).
    expect(await count(p)).toBe(6);

    expect(await count(p, { 'date:is_before': 'true' })).toBe(3);
    expect(await count(p, { 'date:is_past': 'true' })).toBe(3);
    expect(await count(p, { 'date:is_before': 'today' })).toBe(1);
    expect(await count(p, { 'date:is_past': 'today' })).toBe(1);
    expect(await count(p, { 'date:is_before': 'false' })).toBe(2);
    expect(await count(p, { 'date:is_past': 'false' })).toBe(2);

    expect(await count(p, { 'date:is_after': 'true' })).toBe(2);
    expect(await count(p, { 'date:is_future': 'true' })).toBe(2);
    expect(await count(p, { 'date:is_after': 'today' })).toBe(4);
    expect(await count(p, { 'date:is_future': 'today' })).toBe(4);
    expect(await count(p, { 'date:is_after': 'false' })).toBe(3);
    expect(await count(p, { 'date:is_future': 'false' })).toBe(3);

    // The original passes a Carbon instance; through the API it is the date as text.
    expect(await count(p, { 'date:is_before': '2019-03-10 13:02' })).toBe(5);
    expect(await count(p, { 'date:is_after': '2019-03-10 13:02' })).toBe(1);
  });

  it('it_filters_by_is_after_or_before_date_range_conditions', async () => {
    vi.useFakeTimers({ now: Date.parse('2019-03-10T13:00:00Z'), toFake: ['Date'] });
    const range = (start: string, end: string) => ({ date_field: { start, end } });
    const p = await make([
      ['a', range('2019-03-09', '2019-03-10')], // definitely in past
      ['b', range('2019-03-10', '2019-03-11')], // today
      ['c', range('2019-03-11', '2019-03-18')],
      ['e', range('2019-03-11', '2019-03-16')],
      ['f', range('2019-03-12', '2019-03-14')],
      ['g', range('2019-03-11', '2019-03-12')], // definitely in future
    ]);
    expect(await count(p)).toBe(6);

    expect(await count(p, { 'date_field.start:is_before': 'true' })).toBe(2);
    expect(await count(p, { 'date_field.start:is_past': 'true' })).toBe(2);
    expect(await count(p, { 'date_field.start:is_before': 'today' })).toBe(2);
    expect(await count(p, { 'date_field.start:is_past': 'today' })).toBe(2);
    expect(await count(p, { 'date_field.start:is_before': 'false' })).toBe(4);
    expect(await count(p, { 'date_field.start:is_past': 'false' })).toBe(4);

    expect(await count(p, { 'date_field.start:is_after': 'true' })).toBe(4);
    expect(await count(p, { 'date_field.start:is_future': 'true' })).toBe(4);
    expect(await count(p, { 'date_field.start:is_after': 'today' })).toBe(4);
    expect(await count(p, { 'date_field.start:is_future': 'today' })).toBe(4);
    expect(await count(p, { 'date_field.start:is_after': 'false' })).toBe(2);
    expect(await count(p, { 'date_field.start:is_future': 'false' })).toBe(2);
  });

  it('it_filters_by_is_alpha_condition', async () => {
    const p = await make(POSTS);
    expect(await count(p)).toBe(5);
    expect(await count(p, { 'title:is_alpha': 'true' })).toBe(1);
    expect(await count(p, { 'title:is_alpha': 'false' })).toBe(4);
  });

  it('it_filters_by_is_alpha_numeric_condition', async () => {
    const p = await make(POSTS);
    expect(await count(p)).toBe(5);
    expect(await count(p, { 'title:is_alpha_numeric': 'true' })).toBe(2);
    expect(await count(p, { 'title:is_alpha_numeric': 'false' })).toBe(3);
  });

  it('it_filters_by_is_numeric_condition', async () => {
    const p = await make([
      ['a', { title: 'Post' }], ['b', { title: 'Post Two' }], ['c', { title: "It's a post" }], ['d', { title: '1.2.3' }],
      ['e', { title: '1 2' }], ['f', { title: '1' }], ['g', { title: '1.2' }], ['h', { title: '.2' }],
    ]);
    expect(await count(p)).toBe(8);
    expect(await count(p, { 'title:is_numeric': 'true' })).toBe(3);
    expect(await count(p, { 'title:is_numeric': 'false' })).toBe(5);
  });

  it('it_filters_by_is_url_condition', async () => {
    const p = await make([
      ['a', { website: 'https://domain.tld' }],
      ['b', { website: 'http://domain.tld' }],
      ['c', { website: 'https://www.domain.tld/uri/segment.extension?param=one&two=true' }],
      ['d', { website: 'http://www.domain.tld/uri/segment.extension?param=one&two=true' }],
      ['e', { website: 'http://' }],
      ['f', { website: ' http://' }],
      ['g', { website: 'http://domain with space.tld' }],
      ['h', { website: 'domain-only.tld' }],
      ['i', { website: 'definitely not a url' }],
    ]);
    expect(await count(p)).toBe(9);
    expect(await count(p, { 'website:is_url': 'true' })).toBe(4);
    expect(await count(p, { 'website:is_url': 'false' })).toBe(5);
    for (const entry of await p.data('/collections/test/entries?filter[website:is_url]=true')) expect(entry.website).toContain('domain.tld');
  });

  it('it_filters_by_is_embeddable_condition', async () => {
    const p = await make([
      ['a', { video: 'https://youtube.com/id' }], // valid
      ['b', { video: 'http://youtube.com/some/id' }], // valid
      ['c', { video: 'youtube.com/id' }], // not url
      ['d', { video: 'http://youtube.com/' }], // no id
      ['e', { video: 'https://vimeo.com/id' }],
      ['f', { video: 'http://vimeo.com/some/id' }],
      ['g', { video: 'vimeo.com/id' }],
      ['h', { video: 'http://vimeo.com/' }],
      ['i', { video: 'https://youtu.be/id' }],
      ['j', { video: 'http://youtu.be/some/id' }],
      ['k', { video: 'youtu.be/id' }],
      ['l', { video: 'http://youtu.be/' }],
    ]);
    expect(await count(p)).toBe(12);
    expect(await count(p, { 'video:is_embeddable': 'true' })).toBe(6);
    expect(await count(p, { 'video:is_embeddable': 'false' })).toBe(6);
    for (const entry of await p.data('/collections/test/entries?filter[video:is_embeddable]=true')) {
      expect(entry.video).toContain('http');
      expect(entry.video).toContain('/id');
    }
  });

  it('it_filters_by_is_email_condition', async () => {
    const p = await make([
      ['a', { email: 'han@solo.com' }],
      ['b', { email: 'darth.jar-jar@sith.gov.naboo.com' }],
      ['c', { email: 'not@email' }],
      ['d', { email: 'not.email' }],
      ['e', { email: 'definitely not email' }],
    ]);
    expect(await count(p)).toBe(5);
    expect(await count(p, { 'email:is_email': 'true' })).toBe(2);
    expect(await count(p, { 'email:is_email': 'false' })).toBe(3);
    for (const entry of await p.data('/collections/test/entries?filter[email:is_email]=true')) expect(entry.email).toContain('.com');
  });

  it('it_filters_by_is_empty_condition', async () => {
    const p = await make([['a', { sub_title: 'Has sub-title' }], ['b', { sub_title: '' }], ['c', { sub_title: null }], ['e', {}]]);
    expect(await count(p)).toBe(4);
    expect(await count(p, { 'sub_title:is_empty': 'true' })).toBe(3);
    expect(await count(p, { 'sub_title:is_blank': 'true' })).toBe(3);
    expect(await count(p, { 'sub_title:is_empty': 'false' })).toBe(1);
    expect(await count(p, { 'sub_title:is_blank': 'false' })).toBe(1);

    // Non-conventional `is_` conditions for backwards compatibility...
    expect(await count(p, { 'sub_title:doesnt_exist': 'true' })).toBe(3);
    expect(await count(p, { 'sub_title:doesnt_exist': 'false' })).toBe(1);
    expect(await count(p, { 'sub_title:not_set': 'true' })).toBe(3);
    expect(await count(p, { 'sub_title:not_set': 'false' })).toBe(1);
    expect(await count(p, { 'sub_title:isnt_set': 'true' })).toBe(3);
    expect(await count(p, { 'sub_title:isnt_set': 'false' })).toBe(1);
    expect(await count(p, { 'sub_title:null': 'true' })).toBe(3);
    expect(await count(p, { 'sub_title:null': 'false' })).toBe(1);
    expect(await count(p, { 'sub_title:exists': 'true' })).toBe(1);
    expect(await count(p, { 'sub_title:exists': 'false' })).toBe(3);
    expect(await count(p, { 'sub_title:isset': 'true' })).toBe(1);
    expect(await count(p, { 'sub_title:isset': 'false' })).toBe(3);
  });

  it('it_filters_by_is_numberwang_condition', async () => {
    const p = await make([['a', { age: 22 }], ['b', { age: 57 }], ['c', { age: 2.3 }]]);
    expect(await count(p)).toBe(3);
    expect(await count(p, { 'age:is_numberwang': 'true' })).toBe(2);
    expect(await count(p, { 'age:is_numberwang': 'false' })).toBe(1);
  });

  it('it_filters_by_overlaps_condition', async () => {
    const p = await make(AGE_LISTS);
    expect(await count(p)).toBe(3);
    expect(await count(p, { 'ages:overlaps': '72' })).toBe(2);
    expect(await count(p, { 'ages:overlaps': '31' })).toBe(1);
  });

  it('it_filters_by_doesnt_overlap_condition', async () => {
    const p = await make(AGE_LISTS);
    expect(await count(p)).toBe(3);
    expect(await count(p, { 'ages:doesnt_overlap': '72' })).toBe(1);
    expect(await count(p, { 'ages:doesnt_overlap': '31' })).toBe(2);
  });
});
