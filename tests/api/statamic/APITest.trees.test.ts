// Ported from statamic/cms 5.x tests/API/APITest.php: the cases about trees, term entries and
// single terms (the rest of that file is ported in APITest.test.ts). The content the original
// builds with facades is written here as the flat files Statamic would save; the API's
// `resources` option is Statamic's `statamic.api.resources` config the original sets.
import { describe, expect, it } from 'vitest';
import { markdown, projects } from './support/project';

const make = projects();

/** The number of items in a listing's or tree's `data` (APITest::assertEndpointDataCount). */
async function count(p: Awaited<ReturnType<typeof make>>, path: string): Promise<number> {
  return ((await p.data(path)) as unknown[]).length;
}

describe('APITest', () => {
  it('it_filters_published_entries_in_collection_tree_route_by_default', async () => {
    const p = await make(
      {
        'content/collections/pages.yaml': { title: 'Pages', structure: { root: true } },
        'content/collections/pages/one.md': markdown({ id: 'one' }),
        'content/collections/pages/two.md': markdown({ id: 'two', published: false }),
        'content/collections/pages/three.md': markdown({ id: 'three', published: false }),
        'content/trees/collections/pages.yaml': { tree: [{ entry: 'one' }, { entry: 'two' }, { entry: 'three' }] },
      },
      { api: { resources: { collections: { pages: { allowed_filters: ['status', 'published'] } } } } },
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
        'content/taxonomies/topics.yaml': {},
        'content/taxonomies/topics/dance.yaml': {},
        'content/collections/pages.yaml': { taxonomies: ['topics'] },
        'content/collections/pages/one.md': markdown({ id: 'one', topics: 'dance' }),
        'content/collections/pages/two.md': markdown({ id: 'two', published: false, topics: 'dance' }),
        'content/collections/pages/three.md': markdown({ id: 'three', published: false, topics: 'dance' }),
      },
      { api: { resources: { taxonomies: true, collections: { pages: { allowed_filters: ['status', 'published'] } } } } },
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
        'content/collections/pages.yaml': {},
        'content/navigation/footer.yaml': {},
        'content/trees/navigation/footer.yaml': { tree: [{ entry: 'one' }, { entry: 'two' }, { entry: 'three' }, { title: 'Balki Bartokomous' }] },
        'content/collections/pages/one.md': markdown({ id: 'one' }),
        'content/collections/pages/two.md': markdown({ id: 'two', published: false }),
        'content/collections/pages/three.md': markdown({ id: 'three', published: false }),
      },
      { api: { resources: { navs: true } } },
    );
    expect(await count(p, '/navs/footer/tree')).toBe(2);
  });

  describe('it_handles_not_found_terms', () => {
    const files = {
      'content/taxonomies/tags.yaml': {},
      'content/taxonomies/categories.yaml': {},
      'content/taxonomies/tags/test.yaml': {},
    };
    it.each([
      ['valid term id', '/taxonomies/tags/terms/test', 200],
      ['invalid term id', '/taxonomies/tags/terms/missing', 404],
      ['valid term id but wrong collection', '/taxonomies/categories/terms/test', 404],
    ])('%s', async (_, url, status) => {
      const p = await make(files, { api: { resources: { taxonomies: true } } });
      expect((await p.get(url)).status).toBe(status);
    });
  });

  // The control panel's route plays no part in our API (there is no control panel); the term is served.
  it('can_view_terms_when_cp_route_is_empty', async () => {
    const p = await make(
      {
        'content/taxonomies/topics.yaml': {},
        'content/taxonomies/topics/dance.yaml': { title: 'Dance' },
      },
      { api: { resources: { taxonomies: true } } },
    );
    expect(await p.data('/taxonomies/topics/terms/dance')).toMatchObject({ title: 'Dance' });
  });
});
