// Ported from statamic/cms 5.x tests/Data/Structures/PageTest.php: a page of a tree (its
// entry, title, URI, URL, children and values), read from the pages of `/navs/{nav}/tree`
// and `/collections/{collection}/tree` and the entries' URIs. The original builds pages with
// mocks; here they are branches of tree files.
import { describe, expect, it } from 'vitest';
import { markdown, projects } from './support/project';
import { flatten } from './support/trees';

const make = projects();

/** A navigation `test` with the given tree, over a `pages` collection holding the given entries. */
function nav(tree: unknown[], entries: Record<string, Record<string, unknown>> = {}, route = '{slug}'): Record<string, string | Record<string, unknown>> {
  const files: Record<string, string | Record<string, unknown>> = {
    'content/collections/pages.yaml': { title: 'Pages', route },
    'content/navigation/test.yaml': {},
    'content/trees/navigation/test.yaml': { tree },
  };
  for (const [slug, data] of Object.entries(entries)) files[`content/collections/pages/${slug}.md`] = markdown(data);
  return files;
}

describe('PageTest', () => {
  it('it_gets_the_entry_dynamically_when_its_set_using_a_string', async () => {
    const p = await make(nav([{ id: 'page', entry: 'example-page' }], { 'example-page': { id: 'example-page', title: 'Example' } }));
    const [item] = await p.data('/navs/test/tree');
    expect(item.page).toMatchObject({ id: 'page', entry_id: 'example-page', title: 'Example', slug: 'example-page' });
  });

  it('it_gets_the_entry_dynamically_when_its_set_using_an_int', async () => {
    const p = await make(nav([{ id: 'page', entry: 3 }], { three: { id: '3', title: 'Three' } }));
    const [item] = await p.data('/navs/test/tree');
    expect(item.page).toMatchObject({ id: 'page', entry_id: '3', title: 'Three' });
  });

  it('it_gets_the_title', async () => {
    const p = await make(nav([{ id: 'untitled' }, { id: 'titled', title: 'Test' }]));
    expect((await p.data('/navs/test/tree')).map((i: { page: { title: unknown } }) => i.page.title)).toEqual([null, 'Test']);
  });

  it('it_gets_the_title_when_referencing_an_entry', async () => {
    const p = await make(nav([{ id: 'page', entry: 'test' }], { test: { id: 'test', title: 'Entry Title' } }));
    expect((await p.data('/navs/test/tree'))[0].page.title).toBe('Entry Title');
  });

  it('it_gets_the_custom_title_when_referencing_an_entry', async () => {
    const p = await make(nav([{ id: 'page', entry: 'test', title: 'Custom Title' }], { test: { id: 'test', title: 'Entry Title' } }));
    expect((await p.data('/navs/test/tree'))[0].page.title).toBe('Custom Title');
  });

  it('it_builds_a_uri_based_on_the_position_in_the_structure_when_the_structure_has_a_collection', async () => {
    const p = await make({
      'content/collections/test.yaml': { title: 'Test', route: '/foo/{parent_uri}/bar/{slug}', structure: {} },
      'content/collections/test/the-parent.md': markdown({ id: 'not-the-entry' }),
      'content/collections/test/entry-slug.md': markdown({ id: 'a' }),
      'content/trees/collections/test.yaml': { tree: [{ entry: 'not-the-entry', children: [{ entry: 'a' }] }] },
    });
    // The original's parent is a mock at /the/parent/uri; here the parent is a page of the same
    // route, at /foo/bar/the-parent, and its URI fills {parent_uri} the same way.
    expect(await p.data('/collections/test/entries/not-the-entry')).toMatchObject({ uri: '/foo/bar/the-parent' });
    expect(await p.data('/collections/test/entries/a')).toMatchObject({ uri: '/foo/foo/bar/the-parent/bar/entry-slug' });
  });

  describe('it_builds_a_uri_and_strips_out_file_extensions_from_parent_uri', () => {
    it.each([['html'], ['htm']])('%s', async (ext) => {
      const p = await make({
        'content/collections/test.yaml': { title: 'Test', route: `/{parent_uri}/{slug}.${ext}`, structure: {} },
        'content/collections/test/the-parent-entry.md': markdown({ id: 'the-parent-entry' }),
        'content/collections/test/entry-slug.md': markdown({ id: 'a' }),
        'content/trees/collections/test.yaml': { tree: [{ entry: 'the-parent-entry', children: [{ entry: 'a' }] }] },
      });
      expect(await p.data('/collections/test/entries/the-parent-entry')).toMatchObject({ uri: `/the-parent-entry.${ext}` });
      expect(await p.data('/collections/test/entries/a')).toMatchObject({ uri: `/the-parent-entry/entry-slug.${ext}` });
    });
  });

  it('it_gets_the_entrys_uri_when_the_structure_does_not_have_a_collection', async () => {
    const p = await make(nav([{ id: 'page', entry: 'test' }], { uri: { id: 'test' } }, '/the/actual/entry/{slug}'));
    expect((await p.data('/navs/test/tree'))[0].page).toMatchObject({
      uri: '/the/actual/entry/uri',
      url: '/the/actual/entry/uri',
      permalink: 'http://localhost/the/actual/entry/uri',
    });
  });

  it('it_gets_the_uri_of_a_redirect_entry', async () => {
    const p = await make(nav([{ id: 'page', entry: 'test' }], { uri: { id: 'test', redirect: 'http://example.com/page' } }, '/the/actual/entry/{slug}'));
    expect((await p.data('/navs/test/tree'))[0].page).toMatchObject({
      uri: '/the/actual/entry/uri',
      url: 'http://example.com/page',
      permalink: 'http://example.com/page',
    });
  });

  it('it_gets_the_uri_of_a_hardcoded_relative_link', async () => {
    const p = await make(nav([{ id: 'page', url: '/blog' }]));
    expect((await p.data('/navs/test/tree'))[0].page).toMatchObject({ uri: '/blog', url: '/blog', permalink: 'http://localhost/blog' });
  });

  it('it_gets_the_uri_of_a_hardcoded_absolute_link', async () => {
    const p = await make(nav([{ id: 'page', url: 'https://google.com' }]));
    expect((await p.data('/navs/test/tree'))[0].page).toMatchObject({ uri: 'https://google.com', url: 'https://google.com', permalink: 'https://google.com' });
  });

  it('it_gets_the_uri_of_a_hardcoded_text_only_page', async () => {
    const p = await make(nav([{ id: 'page', title: 'Test' }]));
    expect((await p.data('/navs/test/tree'))[0].page).toMatchObject({ title: 'Test', uri: null, url: null, permalink: null });
  });

  it('it_gets_child_pages', async () => {
    const p = await make(
      nav([{ id: 'page', entry: '123', children: [{ id: 'one' }, { id: 'two', children: [{ id: 'three' }] }] }], { entry: { id: '123' } }),
    );
    const [item] = await p.data('/navs/test/tree');
    expect(item.children.map((child: { page: { id: string } }) => child.page.id)).toEqual(['one', 'two']);
  });

  it('it_gets_flattened_pages', async () => {
    const p = await make(
      nav([{ id: 'page', children: [{ id: 'one' }, { id: 'two', children: [{ id: 'three', children: [{ id: 'four' }] }] }] }]),
    );
    const [item] = await p.data('/navs/test/tree');
    expect(flatten(item.children).map((page) => page.id)).toEqual(['one', 'two', 'three', 'four']);
  });

  it('it_gets_values', async () => {
    const p = await make(nav([{ id: 'bare' }, { id: 'with-data', data: { foo: 'bar' } }]));
    const [bare, withData] = await p.data('/navs/test/tree');
    expect(bare.page).not.toHaveProperty('foo');
    expect(withData.page.foo).toBe('bar');
  });

  it('it_gets_values_and_falls_back_to_values_from_the_entry', async () => {
    const entries = { 'test-entry': { id: 'test-entry', foo: 'entry bar', baz: 'entry qux' } };
    const p = await make(nav([{ id: 'bare', entry: 'test-entry' }, { id: 'with-data', entry: 'test-entry', data: { foo: 'page bar' } }], entries));
    const [bare, withData] = await p.data('/navs/test/tree');
    expect(bare.page).toMatchObject({ foo: 'entry bar', baz: 'entry qux' });
    expect(withData.page).toMatchObject({ foo: 'page bar', baz: 'entry qux' });
  });

  it('it_gets_collection_and_mounted_collection', async () => {
    const p = await make({
      ...nav([{ id: 'blog-page', entry: 'blog-page' }], { 'blog-page': { id: 'blog-page' } }),
      'content/collections/blog.yaml': { title: 'Blog', mount: 'blog-page' },
      'content/collections/events.yaml': { title: 'Events' },
      'content/collections/blog/blog-post-one.md': markdown({ id: 'blog-post-one' }),
      'content/collections/events/event-one.md': markdown({ id: 'event-one' }),
    });
    const { page } = (await p.data('/navs/test/tree'))[0];
    // Page::mountedCollection() is `blog`; the page's `collection` value is its entry's, `pages`.
    expect(page.mount).toMatchObject({ handle: 'blog' });
    expect(page.collection).toMatchObject({ handle: 'pages' });
  });
});

