// Ported from statamic/cms 5.x tests/Data/Structures/NavTest.php (and the cases it inherits
// from StructureTestCase.php): a navigation's trees per site, read from
// `/navs/{nav}/tree`, and what Statamic refuses in a tree (the load's errors).
import { describe, expect, it } from 'vitest';
import { markdown, projects, sites } from './support/project';
import { problems, shape } from './support/trees';

const make = projects();

const EN_FR_DE = sites({ en: { url: '/', locale: 'en' }, fr: { url: '/fr/', locale: 'fr' }, de: { url: '/de/', locale: 'de' } });

describe('NavTest', () => {
  it('it_makes_a_tree', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR_DE,
      'content/navigation/test.yaml': {},
      'content/trees/navigation/fr/test.yaml': { tree: [{ url: '/test' }] },
    });
    const [item] = await p.data('/navs/test/tree?site=fr');
    expect(item.page).toMatchObject({ url: '/test' });
  });

  // ...unlike collection structure trees, that exist if they're defined in the collection regardless of whether a file exists.
  it('trees_exist_if_they_exist_as_files', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR_DE,
      'content/navigation/test.yaml': {},
      'content/trees/navigation/en/test.yaml': { tree: [] },
      'content/trees/navigation/fr/test.yaml': { tree: [] },
    });
    expect(await p.get('/navs/test/tree?site=en')).toEqual({ status: 200, body: { data: [] } });
    expect(await p.get('/navs/test/tree?site=fr')).toEqual({ status: 200, body: { data: [] } });
    expect((await p.get('/navs/test/tree?site=de')).status).toBe(404);
  });

  it('it_gets_available_sites_from_trees', async () => {
    const p = await make({
      // The original's fr site is on its own domain; ours keeps sites apart by path prefix.
      'resources/sites.yaml': EN_FR_DE,
      'content/navigation/test.yaml': {},
      'content/trees/navigation/en/test.yaml': {},
      'content/trees/navigation/fr/test.yaml': {},
    });
    const statuses = await Promise.all(['en', 'fr', 'de'].map(async (site) => (await p.get(`/navs/test/tree?site=${site}`)).status));
    expect(statuses).toEqual([200, 200, 404]);
  });

  // Inherited from StructureTestCase.
  it('the_tree_root_cannot_have_children_when_expecting_root', async () => {
    const p = await make({
      'content/navigation/test.yaml': { root: true },
      'content/trees/navigation/test.yaml': { tree: [{ entry: '123', children: [{ entry: '456' }] }] },
    });
    // Statamic throws "Root page cannot have children".
    expect((await problems(p)).errors).toEqual([
      { file: 'content/trees/navigation/test.yaml', field: 'tree.0.children', reason: 'the root page cannot have children (Statamic refuses this tree)' },
    ]);
  });

  it('the_tree_root_can_have_children_when_not_expecting_root', async () => {
    const p = await make({
      'content/collections/pages.yaml': {},
      'content/collections/pages/a.md': markdown({ id: '123' }),
      'content/collections/pages/b.md': markdown({ id: '456' }),
      'content/navigation/test.yaml': {},
      'content/trees/navigation/test.yaml': { tree: [{ id: 'a', entry: '123', children: [{ id: 'b', entry: '456' }] }] },
    });
    expect(shape(await p.data('/navs/test/tree'))).toEqual([{ id: 'a', children: [{ id: 'b', children: [] }] }]);
    expect((await problems(p)).errors).toEqual([]);
  });
});
