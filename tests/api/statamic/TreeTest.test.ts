// Ported from statamic/cms 5.x tests/Data/Structures/TreeTest.php: a tree's route, its root
// and its pages, read from `/navs/{nav}/tree`, `/collections/{collection}/tree` and entry URIs.
// The original's tree is a navigation expecting a root over the Stache fixture's pages.
import { describe, expect, it } from 'vitest';
import { markdown, projects, sites } from './support/project';

const make = projects();

/** TreeTest::tree(): a navigation expecting a root, whose root page is the `pages-home` entry. */
const TREE = [
  { id: 'root-id', entry: 'pages-home', data: { test: 'home' } },
  { id: 'pages-about', data: { test: 'about' }, children: [{ id: 'pages-board', children: [{ id: 'pages-directors', title: 'Custom Directors Title' }] }] },
  { id: 'pages-blog' },
];

function navFiles(tree: unknown[] = TREE, root = true) {
  return {
    'content/collections/pages.yaml': { title: 'Pages', route: '{parent_uri}/{slug}' },
    'content/collections/pages/home.md': markdown({ id: 'pages-home', title: 'Home' }),
    'content/navigation/test.yaml': { root },
    'content/trees/navigation/test.yaml': { tree },
  };
}

describe('TreeTest', () => {
  it('it_gets_the_route_from_the_structure', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } }),
      'content/collections/test.yaml': { title: 'Test', sites: ['en', 'fr'], route: { en: '/{slug}', fr: '/the-route/{slug}' }, structure: {} },
      'content/collections/test/fr/page.md': markdown({ id: 'page' }),
    });
    // The tree of locale fr builds its pages' URIs with the fr route.
    expect((await p.data('/collections/test/tree?site=fr'))[0].page.uri).toBe('/the-route/page');
  });

  it('it_gets_the_parent', async () => {
    const p = await make(navFiles());
    expect((await p.data('/navs/test/tree'))[0].page).toMatchObject({ id: 'root-id', entry_id: 'pages-home' });
  });

  it('it_gets_the_root', async () => {
    const p = await make(navFiles([{ id: 'pages-home' }]));
    expect((await p.data('/navs/test/tree')).map((item: { page: { id: string } }) => item.page.id)).toEqual(['pages-home']);
  });

  it('a_tree_not_expecting_a_root_will_have_no_root', async () => {
    // Without a root, the first page of a collection's tree is a page like the others (not at /).
    const files = (root: boolean) => ({
      'content/collections/pages.yaml': { title: 'Pages', route: '{parent_uri}/{slug}', structure: { root } },
      'content/collections/pages/home.md': markdown({ id: 'pages-home' }),
      'content/trees/collections/pages.yaml': { tree: [{ entry: 'pages-home' }] },
    });
    expect(await (await make(files(false))).data('/collections/pages/entries/pages-home')).toMatchObject({ uri: '/home' });
    expect(await (await make(files(true))).data('/collections/pages/entries/pages-home')).toMatchObject({ uri: '/' });
  });

  it('a_tree_expecting_a_root_but_with_no_branches_has_no_root', async () => {
    const p = await make(navFiles([]));
    expect(await p.data('/navs/test/tree')).toEqual([]);
  });

  it('it_gets_the_child_pages_including_the_root', async () => {
    const p = await make(navFiles());
    const items = await p.data('/navs/test/tree');
    expect(items).toHaveLength(3);
    expect(items[0].page.test).toBe('home');
    expect(items[1].page.test).toBe('about');
  });

  it('it_find_a_page_by_id', async () => {
    const p = await make(navFiles());
    const directors = (await p.data('/navs/test/tree'))[1].children[0].children[0].page;
    expect(directors).toMatchObject({ id: 'pages-directors', title: 'Custom Directors Title' });
  });
});
