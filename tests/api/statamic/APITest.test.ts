// Ported from statamic/cms 5.x tests/API/APITest.php: the REST API's answers for entries
// and terms. Each `it` names the original test (and data-provider case); the content the
// original builds with facades is written here as the flat files Statamic would save, and
// the `statamic.api.resources` config it sets is passed as the API's `resources` option.
import { describe, expect, it, vi } from 'vitest';
import { markdown, type Project, projects } from './support/project';

const make = projects();

/** `Config::set('statamic.api.resources.{resource}', value)` for each given resource. */
const config = (resources: Record<string, unknown>) => ({ api: { resources } });
const COLLECTIONS = config({ collections: true });

/** Three pages: one published, two drafts (the original's about, dance and nectar). */
const PAGES = {
  'content/collections/pages.yaml': { title: 'Pages' },
  'content/collections/pages/about.md': markdown({ id: 'about' }),
  'content/collections/pages/dance.md': markdown({ id: 'dance', published: false }),
  'content/collections/pages/nectar.md': markdown({ id: 'nectar', published: false }),
};

async function count(p: Project, path: string): Promise<number> {
  return ((await p.data(path)) as unknown[]).length;
}

describe('APITest', () => {
  it('not_found_responses_are_formatted_with_json', async () => {
    const p = await make({});
    expect(await p.get('/blah')).toEqual({ status: 404, body: { message: 'Not found.' } });
  });

  describe('it_handles_not_found_entries', () => {
    const files = {
      'content/collections/pages.yaml': { title: 'Pages' },
      'content/collections/articles.yaml': { title: 'Articles' },
      'content/collections/pages/about.md': markdown({ id: 'about' }),
    };
    it.each([
      ['valid entry id', '/collections/pages/entries/about', 200],
      ['invalid entry id', '/collections/pages/entries/dance', 404],
      ['valid entry id but wrong collection', '/collections/articles/entries/about', 404],
    ])('%s', async (_, url, status) => {
      const p = await make(files, COLLECTIONS);
      const answer = await p.get(url);
      expect(answer.status).toBe(status);
      if (status === 404) expect(answer.body).toEqual({ message: 'Not found.' });
      else expect(answer.body.data).toBeTypeOf('object');
    });
  });

  describe('it_cannot_filter_entries_by_default', () => {
    it.each([['status:is'], ['published:is'], ['title:is']])('%s', async (filter) => {
      const p = await make(PAGES, COLLECTIONS);
      const field = filter.split(':')[0];
      expect(await p.get(`/collections/pages/entries?filter[${filter}]=published`)).toEqual({ status: 422, body: { message: `Forbidden filter: ${field}` } });
    });
  });

  it('it_filters_published_entries_by_default', async () => {
    const p = await make(PAGES, COLLECTIONS);
    expect(await p.ids('/collections/pages/entries')).toEqual(['about']);
    expect((await p.get('/collections/pages/entries/about')).status).toBe(200);
    expect(await p.get('/collections/pages/entries/dance')).toEqual({ status: 404, body: { message: 'Not found.' } });
    expect(await p.get('/collections/pages/entries/nectar')).toEqual({ status: 404, body: { message: 'Not found.' } });
  });

  describe('dated collections: now is 2026-06-15 12:00 UTC; a day before and a day after', () => {
    const files = (past: string, future: string) => ({
      'content/collections/test.yaml': { title: 'Test', date: true, date_behavior: { past, future } },
      'content/collections/test/2026-06-16.a.md': markdown({ id: 'a' }),
      'content/collections/test/2026-06-16.b.md': markdown({ id: 'b', published: false }),
      'content/collections/test/2026-06-14.c.md': markdown({ id: 'c' }),
      'content/collections/test/2026-06-14.d.md': markdown({ id: 'd', published: false }),
    });

    it('it_filters_out_future_entries_from_future_private_collection', async () => {
      vi.useFakeTimers({ now: Date.parse('2026-06-15T12:00:00Z'), toFake: ['Date'] });
      const p = await make(files('public', 'private'), COLLECTIONS);
      expect(await p.ids('/collections/test/entries')).toEqual(['c']);
    });

    it('it_filters_out_past_entries_from_past_private_collection', async () => {
      vi.useFakeTimers({ now: Date.parse('2026-06-15T12:00:00Z'), toFake: ['Date'] });
      const p = await make(files('private', 'public'), COLLECTIONS);
      expect(await p.ids('/collections/test/entries')).toEqual(['a']);
    });
  });

  it('it_can_filter_collection_entries_when_configuration_allows_for_it', async () => {
    const p = await make(PAGES, config({ collections: { pages: { allowed_filters: ['status', 'published'] } } }));
    expect(await count(p, '/collections/pages/entries?filter[status:is]=published')).toBe(1);
    expect(await count(p, '/collections/pages/entries?filter[status:is]=draft')).toBe(2);
    expect(await count(p, '/collections/pages/entries?filter[published:is]=true')).toBe(1);
    expect(await count(p, '/collections/pages/entries?filter[published:is]=false')).toBe(2);
    expect(await count(p, '/collections/pages/entries?filter[status:is]=any')).toBe(3);
  });

  it('it_filters_published_entries_in_collection_tree_route_by_default', async () => {
    const p = await make(
      {
        'content/collections/pages.yaml': { title: 'Pages', structure: { root: true } },
        'content/collections/pages/one.md': markdown({ id: 'one' }),
        'content/collections/pages/two.md': markdown({ id: 'two', published: false }),
        'content/collections/pages/three.md': markdown({ id: 'three', published: false }),
        'content/trees/collections/pages.yaml': { tree: [{ entry: 'one' }, { entry: 'two' }, { entry: 'three' }] },
      },
      config({ collections: { pages: { allowed_filters: ['status', 'published'] } } }),
    );
    expect(await count(p, '/collections/pages/tree')).toBe(1);
    expect(await count(p, '/collections/pages/tree?filter[status:is]=published')).toBe(1);
    expect(await count(p, '/collections/pages/tree?filter[status:is]=draft')).toBe(2);
    expect(await count(p, '/collections/pages/tree?filter[published:is]=true')).toBe(1);
    expect(await count(p, '/collections/pages/tree?filter[published:is]=false')).toBe(2);
  });

  it('it_filters_published_entries_on_term_entries_route_by_default', async () => {
    const p = await make(
      {
        'content/taxonomies/topics.yaml': { title: 'Topics' },
        'content/taxonomies/topics/dance.yaml': {},
        'content/collections/pages.yaml': { title: 'Pages', taxonomies: ['topics'] },
        'content/collections/pages/one.md': markdown({ id: 'one', topics: 'dance' }),
        'content/collections/pages/two.md': markdown({ id: 'two', published: false, topics: 'dance' }),
        'content/collections/pages/three.md': markdown({ id: 'three', published: false, topics: 'dance' }),
      },
      config({ taxonomies: true, collections: { pages: { allowed_filters: ['status', 'published'] } } }),
    );
    expect(await count(p, '/taxonomies/topics/terms/dance/entries')).toBe(1);
    expect(await count(p, '/taxonomies/topics/terms/dance/entries?filter[status:is]=published')).toBe(1);
    expect(await count(p, '/taxonomies/topics/terms/dance/entries?filter[status:is]=draft')).toBe(2);
    expect(await count(p, '/taxonomies/topics/terms/dance/entries?filter[published:is]=true')).toBe(1);
    expect(await count(p, '/taxonomies/topics/terms/dance/entries?filter[published:is]=false')).toBe(2);
  });

  it('it_filters_published_entries_in_nav_route_by_default', async () => {
    const p = await make(
      {
        'content/collections/pages.yaml': { title: 'Pages' },
        'content/navigation/footer.yaml': { title: 'Footer' },
        'content/trees/navigation/footer.yaml': {
          tree: [
            { id: 'n1', entry: 'one' },
            { id: 'n2', entry: 'two' },
            { id: 'n3', entry: 'three' },
            { id: 'n4', title: 'Balki Bartokomous' },
          ],
        },
        'content/collections/pages/one.md': markdown({ id: 'one' }),
        'content/collections/pages/two.md': markdown({ id: 'two', published: false }),
        'content/collections/pages/three.md': markdown({ id: 'three', published: false }),
      },
      config({ navs: true }),
    );
    expect(await count(p, '/navs/footer/tree')).toBe(2);
  });

  it('it_filters_by_taxonomy_terms', async () => {
    const entry = (id: string, data: Record<string, unknown>) => ({ [`content/collections/test/${id}.md`]: markdown({ id, ...data }) });
    const p = await make(
      {
        'content/taxonomies/tags.yaml': { title: 'Tags' },
        'content/taxonomies/categories.yaml': { title: 'Categories' },
        // The entries' order as Statamic's Stache keeps them: by when they were saved (our listing sorts by the collection's sort field).
        'content/collections/test.yaml': { title: 'Test', taxonomies: ['tags', 'categories'], sort_by: 'seq' },
        ...entry('1', { seq: 1, tags: ['rad'], categories: ['news'] }),
        ...entry('2', { seq: 2, tags: ['awesome'], categories: ['events'] }),
        ...entry('3', { seq: 3, tags: ['rad', 'awesome'] }),
        ...entry('4', { seq: 4, tags: ['meh'] }),
        ...entry('5', { seq: 5, tags: [] }),
      },
      config({ collections: { test: { allowed_filters: ['taxonomy:tags', 'taxonomy:categories'] } } }),
    );
    const ids = (query: string) => p.ids(`/collections/test/entries?${query}`);

    // Where term in
    expect(await ids('filter[taxonomy:tags:in]=rad')).toEqual(['1', '3']);
    expect(await ids('filter[taxonomy:tags:any]=rad')).toEqual(['1', '3']);
    expect(await ids('filter[taxonomy:tags]=rad')).toEqual(['1', '3']); // shorthand

    // Where any of these terms in
    expect(await ids('filter[taxonomy:tags:in]=rad,meh')).toEqual(['1', '3', '4']);
    expect(await ids('filter[taxonomy:tags:any]=rad,meh')).toEqual(['1', '3', '4']);
    expect(await ids('filter[taxonomy:tags]=rad,meh')).toEqual(['1', '3', '4']); // shorthand

    // Where term not in
    expect(await ids('filter[taxonomy:tags:not_in]=rad')).toEqual(['2', '4', '5']);
    expect(await ids('filter[taxonomy:tags:not]=rad')).toEqual(['2', '4', '5']);

    // Where terms not in
    expect(await ids('filter[taxonomy:tags:not_in]=rad,awesome')).toEqual(['4', '5']);
    expect(await ids('filter[taxonomy:tags:not]=rad,awesome')).toEqual(['4', '5']);

    // Where all of these terms in
    expect(await ids('filter[taxonomy:tags:all]=rad,awesome')).toEqual(['3']);

    // Ensure in and not logic intersect properly
    expect(await ids('filter[taxonomy:tags:in]=rad,meh&filter[taxonomy:tags:not]=meh')).toEqual(['1', '3']);

    // Ensure in logic intersects properly across multiple taxonomies
    expect(await ids('filter[taxonomy:tags:in]=rad,meh&filter[taxonomy:categories:in]=news')).toEqual(['1']);
  });

  it('next_prev_link_include_original_query_params', async () => {
    const p = await make(
      {
        'content/collections/pages.yaml': { title: 'Pages' },
        'content/collections/pages/dance.md': markdown({ id: 'dance' }),
        'content/collections/pages/swing.md': markdown({ id: 'swing' }),
        'content/collections/pages/jazz.md': markdown({ id: 'jazz' }),
      },
      config({ collections: { pages: { allowed_filters: ['published'] } } }),
    );
    const { body } = await p.get('/collections/pages/entries?limit=2&sort=-date&filter[published]=true&unknown=param');
    // Statamic's test requests http://localhost; the links are built on the request's own URL.
    const base = `${p.api.origin}/api/collections/pages/entries`;
    expect(body.links.first).toBe(`${base}?filter%5Bpublished%5D=true&limit=2&sort=-date&page=1`);
    expect(body.links.next).toBe(`${base}?filter%5Bpublished%5D=true&limit=2&sort=-date&page=2`);
  });

  it('relationships_are_shallow_augmented', async () => {
    const files = {
      // Two collections, so the related entries do not show up in the listing.
      'content/collections/pages.yaml': { title: 'Pages' },
      'content/collections/other.yaml': { title: 'Other' },
      'resources/blueprints/collections/pages/post.yaml': {
        title: 'Post',
        tabs: { main: { sections: [{ fields: [{ handle: 'foo', field: { type: 'text' } }, { handle: 'bar', field: { type: 'entries' } }] }] } },
      },
      'resources/blueprints/collections/other/other.yaml': { title: 'Other', tabs: { main: { sections: [{ fields: [] }] } } },
      'content/collections/other/two.md': markdown({ id: 'two' }),
      'content/collections/other/three.md': markdown({ id: 'three' }),
      'content/collections/pages/about.md': markdown({ id: 'about', foo: 'foo text value', bar: ['two', 'three'] }),
    };
    const p = await make(files, COLLECTIONS);
    const listed = await p.data('/collections/pages/entries');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ foo: 'foo text value', bar: [{ id: 'two' }, { id: 'three' }] });
    expect(await p.data('/collections/pages/entries/about')).toMatchObject({ foo: 'foo text value', bar: [{ id: 'two' }, { id: 'three' }] });
  });

  it('can_view_entries_when_cp_route_is_empty', async () => {
    const p = await make(
      {
        'content/collections/pages.yaml': { title: 'Pages' },
        'content/collections/pages/home.md': markdown({ id: 'home', title: 'Home' }),
      },
      COLLECTIONS,
    );
    expect(await p.data('/collections/pages/entries/home')).toMatchObject({ title: 'Home' });
  });

  it('non_live_preview_tokens_doesnt_bypass_entry_status_check', async () => {
    const p = await make(
      {
        'content/collections/pages.yaml': { title: 'Pages' },
        'content/collections/pages/dance.md': markdown({ id: 'dance', title: 'Dance', published: false }),
      },
      COLLECTIONS,
    );
    expect((await p.get('/collections/pages/entries/dance')).body).toEqual({ message: 'Not found.' });
    expect((await p.get('/collections/pages/entries/dance?token=test-token')).body).toEqual({ message: 'Not found.' });
  });

  describe('it_handles_not_found_terms', () => {
    const files = {
      'content/taxonomies/tags.yaml': { title: 'Tags' },
      'content/taxonomies/categories.yaml': { title: 'Categories' },
      'content/taxonomies/tags/test.yaml': {},
    };
    it.each([
      ['valid term id', '/taxonomies/tags/terms/test', 200],
      ['invalid term id', '/taxonomies/tags/terms/missing', 404],
      ['valid term id but wrong collection', '/taxonomies/categories/terms/test', 404],
    ])('%s', async (_, url, status) => {
      const p = await make(files, config({ taxonomies: true }));
      const answer = await p.get(url);
      expect(answer.status).toBe(status);
      if (status === 404) expect(answer.body).toEqual({ message: 'Not found.' });
      else expect(answer.body.data).toBeTypeOf('object');
    });
  });

  it('can_view_terms_when_cp_route_is_empty', async () => {
    const p = await make(
      {
        'content/taxonomies/topics.yaml': { title: 'Topics' },
        'content/taxonomies/topics/dance.yaml': { title: 'Dance' },
      },
      config({ taxonomies: true }),
    );
    expect(await p.data('/taxonomies/topics/terms/dance')).toMatchObject({ title: 'Dance' });
  });
});
