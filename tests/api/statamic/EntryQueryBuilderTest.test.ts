// Ported from statamic/cms 5.x tests/Data/Entries/EntryQueryBuilderTest.php: what the REST API
// can ask of the entry query builder. Its filters are ANDed where clauses (QueriesConditions),
// `sort` is orderBy, `fields` the selected columns, `filter[status:is]` whereStatus. Or-wheres,
// nested wheres, whereDate & co., relations, scopes and the builder's PHP helpers have no REST
// form (see the parity notes). The entries the original creates are written as flat files.
import { describe, expect, it, vi } from 'vitest';
import { markdown, type Project, projects } from './support/project';

const openProject = projects();

type Data = Record<string, unknown>;

/** Every collection served, with the filters these tests use (statamic.api.resources.collections). */
const RESOURCES = {
  collections: {
    '*': { enabled: true, allowed_filters: ['id', 'title', 'slug', 'text', 'content', 'content.value', 'number_field', 'test_taxonomy', 'status'] },
  },
};

/**
 * A collection and its entries (file name without `.md` → front matter, and an optional body),
 * in the order the original creates them. Statamic lists them in that order (the Stache's); ours
 * sorts by the collection's sort field, so each entry records its place in `seq` and the
 * collection sorts by it.
 */
function collection(handle: string, entries: [file: string, data: Data, body?: string][], config: Data = {}): Record<string, Data | string> {
  const files: Record<string, Data | string> = { [`content/collections/${handle}.yaml`]: { title: handle, sort_by: 'seq', sort_dir: 'asc', ...config } };
  entries.forEach(([file, data, body], seq) => {
    files[`content/collections/${handle}/${file}.md`] = markdown({ seq, ...data }, body);
  });
  return files;
}

async function make(files: Record<string, Data | string>): Promise<Project> {
  return openProject(files, { api: { resources: RESOURCES } });
}

/** The titles of `posts` entries for a query string. */
async function titles(p: Project, query = ''): Promise<string[]> {
  return ((await p.data(`/collections/posts/entries${query ? `?${query}` : ''}`)) as { title: string }[]).map((e) => e.title);
}

/** Five posts with ids 1–5 and titles Post 1–5, each with the given extra data. */
const posts = (...data: Data[]) => collection('posts', data.map((d, i) => [`post-${i + 1}`, { id: String(i + 1), title: `Post ${i + 1}`, ...d }]));

/** createDummyCollectionAndEntries(): posts id-1 to id-3 by John Doe. */
const DUMMY = collection(
  'posts',
  [1, 2, 3].map((n) => [`post-${n}`, { id: `id-${n}`, title: `Post ${n}`, author: 'John Doe' }]),
);

/** Posts 1–5 with test_taxonomy lists. */
const TAXONOMY_LISTS = posts(
  { test_taxonomy: ['taxonomy-1', 'taxonomy-2'] },
  { test_taxonomy: ['taxonomy-3'] },
  { test_taxonomy: ['taxonomy-1', 'taxonomy-3'] },
  { test_taxonomy: ['taxonomy-3', 'taxonomy-4'] },
  { test_taxonomy: ['taxonomy-5'] },
);

const NUMBERS = posts({ number_field: 8 }, { number_field: 9 }, { number_field: 10 }, { number_field: 11 }, { number_field: 12 });
const TEXTS = posts({ text: 'Text 1' }, { text: 'Text 2' }, {}, { text: 'Text 4' }, {});

describe('EntryQueryBuilderTest', () => {
  it('entry_is_found_within_all_created_entries_using_entry_facade_with_find_method', async () => {
    const p = await make(DUMMY);
    expect(await p.data('/collections/posts/entries/id-2')).toMatchObject({ id: 'id-2', title: 'Post 2', author: 'John Doe' });
  });

  it('entry_is_found_within_all_created_entries_and_select_query_columns_are_set_using_entry_facade_with_find_method_with_columns_param', async () => {
    const p = await make(DUMMY);
    expect(await p.data('/collections/posts/entries/id-2?fields=title')).toEqual({ title: 'Post 2' });
  });

  // Not run by Statamic (the method has no #[Test]); whereNull is the `is_empty` condition's where.
  it('entries_are_found_using_where_null', async () => {
    const p = await make(TEXTS);
    expect(await titles(p, 'filter[text:is_empty]=true')).toEqual(['Post 3', 'Post 5']);
  });

  it('entries_are_found_using_where_not_null', async () => {
    const p = await make(TEXTS);
    expect(await titles(p, 'filter[text:exists]=true')).toEqual(['Post 1', 'Post 2', 'Post 4']);
  });

  // whereBetween [9, 11] is `>= 9` and `<= 11` (filterWhereBetween), two ANDed filters here.
  it('entries_are_found_using_where_between', async () => {
    const p = await make(NUMBERS);
    expect(await titles(p, 'filter[number_field:gte]=9&filter[number_field:lte]=11')).toEqual(['Post 2', 'Post 3', 'Post 4']);
  });

  // whereJsonContains matches a list holding any of the values (filterWhereJsonContains), as the `overlaps` condition does.
  it('entries_are_found_using_where_json_contains', async () => {
    const p = await make(TAXONOMY_LISTS);
    expect(await titles(p, 'filter[test_taxonomy:overlaps]=taxonomy-1|taxonomy-5')).toEqual(['Post 1', 'Post 3', 'Post 5']);
    expect(await titles(p, 'filter[test_taxonomy:overlaps]=taxonomy-1')).toEqual(['Post 1', 'Post 3']);
  });

  it('entries_are_found_using_where_json_doesnt_contain', async () => {
    const p = await make(TAXONOMY_LISTS);
    expect(await titles(p, 'filter[test_taxonomy:doesnt_overlap]=taxonomy-1')).toEqual(['Post 2', 'Post 4', 'Post 5']);
  });

  it('entries_are_found_using_where_json_overlaps', async () => {
    const p = await make(TAXONOMY_LISTS);
    expect(await titles(p, 'filter[test_taxonomy:overlaps]=taxonomy-1|taxonomy-5')).toEqual(['Post 1', 'Post 3', 'Post 5']);
    expect(await titles(p, 'filter[test_taxonomy:overlaps]=taxonomy-1')).toEqual(['Post 1', 'Post 3']);
  });

  it('entries_are_found_using_where_json_doesnt_overlap', async () => {
    const p = await make(TAXONOMY_LISTS);
    expect(await titles(p, 'filter[test_taxonomy:doesnt_overlap]=taxonomy-1')).toEqual(['Post 2', 'Post 4', 'Post 5']);
  });

  it('entries_are_found_using_array_of_wheres', async () => {
    // `content` is a string: Statamic writes it as the Markdown body.
    const p = await make(
      collection('posts', [1, 2, 3, 4, 5, 6].map((n) => [`post-${n}`, { id: String(n), title: `Post ${n}` }, n % 2 ? 'Test' : 'Test two'])),
    );
    expect(await p.ids(`/collections/posts/entries?filter[content]=Test&filter[title:not]=${encodeURIComponent('Post 1')}`)).toEqual(['3', '5']);
  });

  it('entries_are_found_using_where_with_json_value', async () => {
    const p = await make(
      collection('posts', [
        ['post-1', { id: '1', title: 'Post 1', content: { value: 1 } }],
        ['post-2', { id: '2', title: 'Post 2', content: { value: 2 } }],
        ['post-3', { id: '3', title: 'Post 3', content: { value: 3 } }],
        ['post-4', { id: '4', title: 'Post 4', content: { value: 2 } }],
        ['post-5', { id: '5', title: 'Post 5', content: { value: 1 } }],
        // Scalars in the content field, which must be ignored.
        ['post-6', { id: '6', title: 'Post 6' }, 'string'],
        ['post-7', { id: '7', title: 'Post 7', content: 123 }],
      ]),
    );
    expect(await titles(p, 'filter[content.value]=1')).toEqual(['Post 1', 'Post 5']);
    expect(await titles(p, 'filter[content.value:not]=1')).toEqual(['Post 2', 'Post 3', 'Post 4', 'Post 6', 'Post 7']);
  });

  describe('entries_are_found_using_like', () => {
    const TITLES = [
      'on', 'only', 'foo', 'food', 'boo', 'foo bar', 'foo_bar', 'foodbar', 'hello world', 'waterworld', 'world of warcraft',
      '20%', '20% of the time', '20 something', 'Pi is 3.14159', 'Pi is not 3x14159', 'Use a [4.x] prefix for PRs', '/', '/ test', 'test /', 'test / test',
    ];
    // `where title like X` as the API can ask it: contains is `%X%`, starts_with `X%`, ends_with `%X`.
    // The provider's patterns without a leading or trailing % have no REST form.
    it.each([
      ['foo%', 'starts_with', 'foo', ['foo', 'food', 'foo bar', 'foo_bar', 'foodbar']],
      ['%world', 'ends_with', 'world', ['hello world', 'waterworld']],
      ['%world%', 'contains', 'world', ['hello world', 'waterworld', 'world of warcraft']],
      ['20\\%%', 'starts_with', '20\\%', ['20%', '20% of the time']],
      ['%3.14%', 'contains', '3.14', ['Pi is 3.14159']],
      ['%[4%', 'contains', '[4', ['Use a [4.x] prefix for PRs']],
      ['%/', 'ends_with', '/', ['/', 'test /']],
      ['/%', 'starts_with', '/', ['/', '/ test']],
      ['%/%', 'contains', '/', ['/', '/ test', 'test /', 'test / test']],
    ])('%s', async (_, condition, value, expected) => {
      const p = await make(collection('posts', TITLES.map((title, i) => [`post-${i}`, { id: String(i), title }])));
      expect(await titles(p, `filter[title:${condition}]=${encodeURIComponent(value as string)}`)).toEqual(expected);
    });
  });

  it('entries_can_be_reordered', async () => {
    const p = await make(DUMMY);
    const slugs = async (query: string) => ((await p.data(`/collections/posts/entries?${query}`)) as { slug: string }[]).map((e) => e.slug);
    expect(await slugs('sort=-title')).toEqual(['post-3', 'post-2', 'post-1']);
    // reorder()->orderBy('asc', 'desc'): a field no entry has leaves the order as it is.
    expect(await slugs('sort=-asc')).toEqual(['post-1', 'post-2', 'post-3']);
  });

  // Statamic throws (a 500); ours answers 422 with the same message.
  it('filtering_by_unexpected_status_throws_exception', async () => {
    const p = await make(DUMMY);
    const { status, body } = await p.get('/collections/posts/entries?filter[status:is]=foo');
    expect(status).toBe(422);
    expect(body.message).toBe('Invalid status [foo]');
  });

  describe('it_filters_by_status', () => {
    // now is 2026-06-15 12:00; now()->addDay() and now()->subDay() are the 16th and the 14th.
    const FUTURE = '2026-06-16';
    const PAST = '2026-06-14';
    const dated = (handle: string, future: string, past: string, prefix: string) =>
      collection(
        handle,
        [
          [`${FUTURE}.${prefix}-future`, { id: `${prefix}-future` }],
          [`${FUTURE}.${prefix}-future-draft`, { id: `${prefix}-future-draft`, published: false }],
          [`${PAST}.${prefix}-past`, { id: `${prefix}-past` }],
          [`${PAST}.${prefix}-past-draft`, { id: `${prefix}-past-draft`, published: false }],
        ],
        { date: true, date_behavior: { future, past } },
      );
    const FILES = {
      ...collection('pages', [['page', { id: 'page' }], ['page-draft', { id: 'page-draft', published: false }]]),
      ...dated('blog', 'private', 'public', 'blog'),
      ...dated('events', 'public', 'private', 'event'),
      ...dated('calendar', 'public', 'public', 'calendar'),
      // Undated, but with customized date behavior. Nonsensical situation, but it can happen.
      ...collection('undated', [['undated', { id: 'undated' }], ['undated-draft', { id: 'undated-draft', published: false }]], { date_behavior: { future: 'private', past: 'private' } }),
    };

    it.each([
      ['draft', ['page-draft', 'blog-future-draft', 'blog-past-draft', 'event-future-draft', 'event-past-draft', 'calendar-future-draft', 'calendar-past-draft', 'undated-draft']],
      ['published', ['page', 'blog-past', 'event-future', 'calendar-future', 'calendar-past', 'undated']],
      ['scheduled', ['blog-future']],
      ['expired', ['event-past']],
    ])('%s', async (status, expected) => {
      vi.useFakeTimers({ now: Date.parse('2026-06-15T12:00:00Z'), toFake: ['Date'] });
      const p = await make(FILES);
      // Entry::query() spans every collection; the REST API asks one collection at a time.
      const found: string[] = [];
      for (const handle of ['pages', 'blog', 'events', 'calendar', 'undated']) found.push(...(await p.ids(`/collections/${handle}/entries?filter[status:is]=${status}`)));
      expect(found).toEqual(expected);
    });
  });

  describe('first, firstOrFail, sole, exists', () => {
    const HOFF = collection('posts', [['david-hasselhoff', { id: 'hoff', title: 'David Hasselhoff' }]]);

    it('entry_can_be_found_using_first_or_fail', async () => {
      const p = await make(HOFF);
      expect(await p.ids('/collections/posts/entries?filter[id]=hoff')).toEqual(['hoff']);
    });

    it('exception_is_thrown_when_entry_does_not_exist_using_first_or_fail', async () => {
      // No posts collection at all.
      const p = await make({});
      expect(await p.get('/collections/posts/entries?filter[id]=ze-hoff')).toEqual({ status: 404, body: { message: 'Not found.' } });
    });

    it('entry_can_be_found_using_first_or', async () => {
      const p = await make(HOFF);
      expect(await p.ids('/collections/posts/entries?filter[id]=hoff')).toEqual(['hoff']);
    });

    it('callback_is_called_when_entry_does_not_exist_using_first_or', async () => {
      const p = await make({});
      expect(await p.get('/collections/posts/entries?filter[id]=hoff')).toEqual({ status: 404, body: { message: 'Not found.' } });
    });

    it('sole_entry_is_returned', async () => {
      const p = await make(HOFF);
      const { body } = await p.get('/collections/posts/entries');
      expect(body.meta.total).toBe(1);
      expect(body.data[0].id).toBe('hoff');
    });

    it('exists_returns_true_when_results_are_found', async () => {
      const p = await make(DUMMY);
      expect((await p.get('/collections/posts/entries')).body.meta.total).toBeGreaterThanOrEqual(1);
    });

    it('exists_returns_false_when_no_results_are_found', async () => {
      const p = await make(collection('posts', []));
      expect((await p.get('/collections/posts/entries')).body.meta.total).toBe(0);
    });
  });
});
