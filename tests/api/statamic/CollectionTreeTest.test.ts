// Ported from statamic/cms 5.x tests/Data/Structures/CollectionTreeTest.php: where a
// collection's tree file lives (CollectionTree::path()). The original asserts the path the
// tree would be saved to; here a tree file at that path is what orders the collection's
// entries and gives them their parents (in Statamic's default directory, content/trees).
import { describe, expect, it } from 'vitest';
import { markdown, projects, sites } from './support/project';
import { shape } from './support/trees';

const make = projects();

const PAGES = {
  'content/collections/pages.yaml': { title: 'Pages', route: '{parent_uri}/{slug}', sites: ['en', 'fr'], structure: { root: true } },
};
const TREE = { tree: [{ entry: 'home' }, { entry: 'about', children: [{ entry: 'team' }] }] };

describe('CollectionTreeTest', () => {
  it('it_gets_the_path', async () => {
    const p = await make({
      ...PAGES,
      'content/collections/pages/home.md': markdown({ id: 'home' }),
      'content/collections/pages/about.md': markdown({ id: 'about' }),
      'content/collections/pages/team.md': markdown({ id: 'team' }),
      'content/trees/collections/pages.yaml': TREE,
    });
    expect(shape(await p.data('/collections/pages/tree'))).toEqual([
      { id: 'home', children: [] },
      { id: 'about', children: [{ id: 'team', children: [] }] },
    ]);
    expect(await p.data('/collections/pages/entries/team')).toMatchObject({ uri: '/about/team' });
  });

  it('it_gets_the_path_when_using_multisite', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } }),
      ...PAGES,
      'content/collections/pages/en/home.md': markdown({ id: 'home' }),
      'content/collections/pages/en/about.md': markdown({ id: 'about' }),
      'content/collections/pages/en/team.md': markdown({ id: 'team' }),
      'content/trees/collections/en/pages.yaml': TREE,
    });
    expect(shape(await p.data('/collections/pages/tree?site=en'))).toEqual([
      { id: 'home', children: [] },
      { id: 'about', children: [{ id: 'team', children: [] }] },
    ]);
    expect(await p.data('/collections/pages/entries/team')).toMatchObject({ uri: '/about/team' });
  });
});
