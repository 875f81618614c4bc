// Ported from statamic/cms 5.x tests/Data/Structures/StructureRepositoryTest.php: a structure
// is found by its handle, a navigation's as `{nav}` and a collection's as `collection::{handle}`;
// here each is found by its endpoint.
import { describe, expect, it } from 'vitest';
import { markdown, projects } from './support/project';

const make = projects();

describe('StructureRepositoryTest', () => {
  it('it_gets_a_nav_structure_by_handle', async () => {
    const p = await make({
      'content/navigation/test.yaml': {},
      'content/trees/navigation/test.yaml': { tree: [{ id: 'a', title: 'A' }] },
      // A collection of the same handle is not the navigation.
      'content/collections/test.yaml': { title: 'Test', structure: {} },
      'content/collections/test/b.md': markdown({ id: 'b' }),
    });
    expect((await p.data('/navs/test/tree')).map((item: { page: { id: string } }) => item.page.id)).toEqual(['a']);
  });

  it('it_gets_a_collection_structure_by_handle', async () => {
    const p = await make({
      'content/collections/test.yaml': { title: 'Test', structure: {} },
      'content/collections/test/b.md': markdown({ id: 'b' }),
    });
    expect((await p.data('/collections/test/tree')).map((item: { page: { id: string } }) => item.page.id)).toEqual(['b']);
    expect((await p.get('/navs/test/tree')).status).toBe(404);
  });
});
