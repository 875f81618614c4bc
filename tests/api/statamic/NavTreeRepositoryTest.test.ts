// Ported from statamic/cms 5.x tests/Stache/Repositories/NavTreeRepositoryTest.php: a
// navigation's tree is found by the navigation and the site, read from `/navs/{nav}/tree?site=`.
import { describe, expect, it } from 'vitest';
import { projects, sites } from './support/project';

const make = projects();

describe('NavTreeRepositoryTest', () => {
  it('it_gets_a_nav_tree', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } }),
      'content/navigation/links.yaml': {},
      'content/trees/navigation/en/links.yaml': { tree: [{ id: 'en-link', title: 'Link' }] },
      'content/trees/navigation/fr/links.yaml': { tree: [{ id: 'fr-link', title: 'Lien' }] },
    });
    expect((await p.data('/navs/links/tree?site=en')).map((item: { page: { id: string } }) => item.page.id)).toEqual(['en-link']);
  });
});
