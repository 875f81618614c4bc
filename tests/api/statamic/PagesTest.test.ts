// Ported from statamic/cms 5.x tests/Data/Structures/PagesTest.php: a level of pages with
// its parent first (Pages::all() with prependParent, which TreeBuilder uses to put a root
// page first) and the pages flattened depth first, read from `/navs/{nav}/tree`.
import { describe, expect, it } from 'vitest';
import { flatten } from './support/trees';
import { projects } from './support/project';

const make = projects();

const FILES = {
  'content/navigation/test.yaml': { root: true },
  'content/trees/navigation/test.yaml': {
    tree: [
      { id: 'the-root' },
      { id: 'one', data: { foo: 'bar' }, children: [{ id: 'one-one' }, { id: 'one-two', children: [{ id: 'one-two-one' }] }] },
      { id: 'two' },
    ],
  },
};

describe('PagesTest', () => {
  it('it_gets_a_list_of_pages', async () => {
    const p = await make(FILES);
    const items = await p.data('/navs/test/tree');
    expect(items.map((item: { page: { id: string } }) => item.page.id)).toEqual(['the-root', 'one', 'two']);
    expect(items[1].page.foo).toBe('bar');
  });

  it('it_gets_flattened_pages', async () => {
    const p = await make(FILES);
    expect(flatten(await p.data('/navs/test/tree')).map((page) => page.id)).toEqual(['the-root', 'one', 'one-one', 'one-two', 'one-two-one', 'two']);
  });
});
