// Ported from statamic/cms 5.x tests/Stache/Repositories/CollectionTreeRepositoryTest.php: a
// collection's tree is found by the collection and the site, read from
// `/collections/{collection}/tree?site=`.
import { describe, expect, it } from 'vitest';
import { markdown, projects, sites } from './support/project';
import { shape } from './support/trees';

const make = projects();

describe('CollectionTreeRepositoryTest', () => {
  it('it_gets_a_collection_tree', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } }),
      'content/collections/pages.yaml': { title: 'Pages', sites: ['en', 'fr'], structure: {} },
      'content/collections/pages/en/a.md': markdown({ id: 'a' }),
      'content/collections/pages/en/b.md': markdown({ id: 'b' }),
      'content/collections/pages/fr/a.md': markdown({ id: 'a-fr', origin: 'a' }),
      'content/trees/collections/en/pages.yaml': { tree: [{ entry: 'b' }, { entry: 'a' }] },
    });
    expect(shape(await p.data('/collections/pages/tree?site=en'))).toEqual([
      { id: 'b', children: [] },
      { id: 'a', children: [] },
    ]);
    expect(shape(await p.data('/collections/pages/tree?site=fr'))).toEqual([{ id: 'a-fr', children: [] }]);
  });
});
