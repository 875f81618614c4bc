// Ported from statamic/cms 5.x tests/Stache/Stores/EntriesStoreTest.php: which files of a
// collection's folder are its entries and what an entry file reads as (id, data, date,
// slug, published). The files are those of the original's fixture
// (tests/Stache/__fixtures__/content/collections); saving to disk is not applicable.
import { describe, expect, it } from 'vitest';
import { carbon } from './support/content';
import { markdown, projects, sites } from './support/project';
import { STACHE_FIXTURE } from './support/stache-fixture';

const make = projects();

describe('EntriesStoreTest', () => {
  it('it_gets_nested_files', async () => {
    const p = await make(STACHE_FIXTURE);
    const ids = async (collection: string) => (await p.ids(`/collections/${collection}/entries`)).sort();
    expect(await ids('alphabetical')).toEqual(['alphabetical-alpha', 'alphabetical-bravo', 'alphabetical-zulu']);
    expect(await ids('blog')).toEqual(['blog-christmas', 'blog-fourth-of-july']);
    expect(await ids('numeric')).toEqual(['numeric-one', 'numeric-three', 'numeric-two']);
    expect(await ids('pages')).toEqual(['pages-about', 'pages-blog', 'pages-board', 'pages-contact', 'pages-directors', 'pages-home']);
  });

  it('it_makes_entry_instances_from_files', async () => {
    // The original's file holds YAML without front-matter lines: all of it is data.
    const p = await make({
      'content/collections/blog.yaml': { date: true },
      'content/collections/blog/2017-01-02.my-post.md': 'id: 123\ntitle: Example\nfoo: bar',
    });
    expect(await p.data('/collections/blog/entries/123')).toMatchObject({
      id: '123',
      title: 'Example',
      foo: 'bar',
      date: carbon('2017-01-02 00:00:00'),
      slug: 'my-post',
      published: true,
    });
  });

  it('if_slugs_are_not_required_the_filename_still_becomes_the_slug', async () => {
    const p = await make({ 'content/collections/blog.yaml': { slugs: false }, 'content/collections/blog/the-slug.md': 'id: 123\ntitle: Example\nfoo: bar' });
    expect(await p.data('/collections/blog/entries/123')).toMatchObject({ id: '123', slug: 'the-slug' });
  });

  it('if_slugs_are_not_required_and_the_filename_is_the_same_as_the_id_then_slug_is_null', async () => {
    const p = await make({ 'content/collections/blog.yaml': { slugs: false }, 'content/collections/blog/123.md': 'id: 123\ntitle: Example\nfoo: bar' });
    expect(await p.data('/collections/blog/entries/123')).toMatchObject({ id: '123', slug: null });
  });

  it('if_slugs_are_required_and_the_filename_is_the_same_as_the_id_then_slug_is_the_id', async () => {
    const p = await make({ 'content/collections/blog.yaml': { slugs: true }, 'content/collections/blog/123.md': 'id: 123\ntitle: Example\nfoo: bar' });
    expect(await p.data('/collections/blog/entries/123')).toMatchObject({ id: '123', slug: '123' });
  });

  it('it_uses_the_id_of_the_entry_as_the_item_key', async () => {
    const p = await make({ 'content/collections/example.yaml': {}, 'content/collections/example/some-file.md': markdown({ id: 'test' }) });
    expect((await p.get('/collections/example/entries/test')).status).toBe(200);
    expect((await p.get('/collections/example/entries/some-file')).status).toBe(404);
  });

  it('it_ignores_entries_in_a_site_subdirectory_where_the_collection_doesnt_have_that_site_enabled', async () => {
    // Incomplete in the original; the behaviour is CollectionEntriesStore::getItemFilter's.
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } }),
      'content/collections/blog.yaml': { sites: ['en'] },
      'content/collections/blog/en/one.md': markdown({ id: 'one' }),
      'content/collections/blog/fr/two.md': markdown({ id: 'two' }),
    });
    expect(await p.ids('/collections/blog/entries')).toEqual(['one']);
    expect((await p.get('/collections/blog/entries/two')).status).toBe(404);
  });
});
