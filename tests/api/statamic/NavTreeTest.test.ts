// Ported from statamic/cms 5.x tests/Data/Structures/NavTreeTest.php: where a navigation's
// tree file lives (NavTree::path()). The original asserts the path the tree would be saved
// to; here a tree file at that path is the tree `/navs/{nav}/tree` answers.
import { describe, expect, it } from 'vitest';
import { projects, sites } from './support/project';

const make = projects();

const LINKS = { tree: [{ id: 'the-id', title: 'Branch', url: '/branch' }] };

describe('NavTreeTest', () => {
  it('it_gets_the_path', async () => {
    const p = await make({
      'content/navigation/links.yaml': {},
      'content/trees/navigation/links.yaml': LINKS,
    });
    expect((await p.data('/navs/links/tree')).map((i: { page: { id: string } }) => i.page.id)).toEqual(['the-id']);
  });

  it('it_gets_the_path_when_using_multisite', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } }),
      'content/navigation/links.yaml': {},
      'content/trees/navigation/en/links.yaml': LINKS,
    });
    expect((await p.data('/navs/links/tree?site=en')).map((i: { page: { id: string } }) => i.page.id)).toEqual(['the-id']);
    expect((await p.get('/navs/links/tree?site=fr')).status).toBe(404);
  });
});
