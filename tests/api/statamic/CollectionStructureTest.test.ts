// Ported from statamic/cms 5.x tests/Data/Structures/CollectionStructureTest.php (and the
// cases it inherits from StructureTestCase.php): a structured collection's tree per site, the
// URIs it gives entries, and what CollectionStructure::validateTree() keeps of a tree file.
// The original mocks the collection; here the collection, its entries and its tree are files,
// and the facts are read from `/collections/{collection}/tree`, the entries' URIs and the
// load's warnings and errors.
import { describe, expect, it } from 'vitest';
import { markdown, projects, sites } from './support/project';
import { problems, shape } from './support/trees';

const make = projects();

const EN_FR = sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } });
const EN_FR_DE = sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' }, de: { url: '/de/', locale: 'de_DE' } });

/** A single-site structured collection `test` with entries of the given ids and a tree file. */
function testCollection(ids: (string | number)[], tree: unknown[] | null, structure: Record<string, unknown> = {}): Record<string, string | Record<string, unknown>> {
  const files: Record<string, string | Record<string, unknown>> = {
    'content/collections/test.yaml': { title: 'Test', route: '{parent_uri}/{slug}', structure },
  };
  for (const id of ids) files[`content/collections/test/${id}.md`] = markdown({ id: String(id) });
  if (tree) files['content/trees/collections/test.yaml'] = { tree };
  return files;
}

describe('CollectionStructureTest', () => {
  it('it_makes_a_tree', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR,
      'content/collections/test.yaml': { title: 'Test', sites: ['en', 'fr'], structure: {} },
      'content/collections/test/fr/1.md': markdown({ id: '1' }),
      // makeTree('fr', [['entry' => 1]]): the tree of site fr, handle test.
      'content/trees/collections/fr/test.yaml': { tree: [{ entry: 1 }] },
    });
    expect(shape(await p.data('/collections/test/tree?site=fr'))).toEqual([{ id: '1', children: [] }]);
  });

  // ...unlike nav trees, which only exist if there's a tree file.
  it('trees_exist_based_on_whether_the_site_is_enabled_on_the_collection', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR_DE,
      'content/collections/test.yaml': { title: 'Test', sites: ['en', 'fr'], structure: {} },
      'content/trees/collections/en/test.yaml': { tree: [] },
    });
    expect(await p.get('/collections/test/tree?site=en')).toEqual({ status: 200, body: { data: [] } });
    expect(await p.get('/collections/test/tree?site=fr')).toEqual({ status: 200, body: { data: [] } });
    expect((await p.get('/collections/test/tree?site=de')).status).toBe(404);
  });

  it('it_gets_an_entry_uri', async () => {
    // The entry's URI is its page's in the tree: here under its parent.
    const p = await make(testCollection(['parent', 'the-entry-id'], [{ entry: 'parent', children: [{ entry: 'the-entry-id' }] }]));
    expect(await p.data('/collections/test/entries/the-entry-id')).toMatchObject({ uri: '/parent/the-entry-id', url: '/parent/the-entry-id' });
  });

  it('the_entry_uri_is_null_if_the_collection_doesnt_have_a_route', async () => {
    const p = await make({
      'content/collections/test.yaml': { title: 'Test', structure: {} },
      'content/collections/test/the-entry-id.md': markdown({ id: 'the-entry-id' }),
      'content/trees/collections/test.yaml': { tree: [{ entry: 'the-entry-id' }] },
    });
    expect(await p.data('/collections/test/entries/the-entry-id')).toMatchObject({ uri: null, url: null });
  });

  it('it_gets_the_route_from_the_collection', async () => {
    const p = await make({
      'content/collections/test.yaml': { title: 'Test', route: '/the-route/{slug}', structure: {} },
      'content/collections/test/entry.md': markdown({ id: 'entry' }),
    });
    expect((await p.data('/collections/test/tree'))[0].page.uri).toBe('/the-route/entry');
  });

  it('it_gets_the_route_from_the_collection_when_it_has_multiple', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR_DE,
      'content/collections/test.yaml': { title: 'Test', sites: ['en', 'fr', 'de'], route: { en: '/en-route', fr: '/fr-route' }, structure: {} },
      'content/collections/test/en/a.md': markdown({ id: 'a' }),
      'content/collections/test/fr/a.md': markdown({ id: 'a-fr', origin: 'a' }),
      'content/collections/test/de/a.md': markdown({ id: 'a-de', origin: 'a' }),
    });
    expect((await p.data('/collections/test/tree?site=en'))[0].page.uri).toBe('/en-route');
    expect((await p.data('/collections/test/tree?site=fr'))[0].page.uri).toBe('/fr-route');
    expect((await p.data('/collections/test/tree?site=de'))[0].page.uri).toBeNull();
  });

  it('entries_may_only_appear_in_the_tree_once', async () => {
    const p = await make(testCollection(['123', '456'], [{ entry: '123' }, { entry: '456', children: [{ entry: '123' }] }]));
    // Statamic throws "Duplicate entry [123] in [test] collection's structure."
    expect((await problems(p)).errors).toEqual([
      { file: 'content/trees/collections/test.yaml', field: 'tree.1.children.0.entry', reason: 'the entry "123" appears twice in the tree (Statamic refuses this tree)' },
    ]);
  });

  it('the_tree_root_can_have_children_when_not_expecting_root', async () => {
    const tree = [{ entry: '123', children: [{ entry: '456' }] }];
    const p = await make(testCollection(['123', '456'], tree, { root: false }));
    expect(shape(await p.data('/collections/test/tree'))).toEqual([{ id: '123', children: [{ id: '456', children: [] }] }]);
    expect(await problems(p)).toEqual({ warnings: [], errors: [] });
  });

  // Inherited from StructureTestCase.
  it('the_tree_root_cannot_have_children_when_expecting_root', async () => {
    const p = await make(testCollection(['123', '456'], [{ entry: '123', children: [{ entry: '456' }] }], { root: true }));
    // Statamic throws "Root page cannot have children".
    expect((await problems(p)).errors).toEqual([
      { file: 'content/trees/collections/test.yaml', field: 'tree.0.children', reason: 'the root page cannot have children (Statamic refuses this tree)' },
    ]);
  });

  it('only_entries_belonging_to_the_associated_collection_may_be_in_the_tree', async () => {
    const p = await make({
      ...testCollection(['1', '2'], [{ entry: '1', children: [{ entry: '2' }, { entry: '4' }] }, { entry: '3' }]),
      // 3 is an entry of another collection; 4 is no entry at all.
      'content/collections/other.yaml': { title: 'Other' },
      'content/collections/other/3.md': markdown({ id: '3' }),
    });
    expect(shape(await p.data('/collections/test/tree'))).toEqual([{ id: '1', children: [{ id: '2', children: [] }] }]);
    expect((await problems(p)).warnings).toEqual([
      { file: 'content/trees/collections/test.yaml', field: 'tree.0.children.1.entry', reason: 'the tree names an entry that does not exist: "4": Statamic drops it and its children' },
      { file: 'content/trees/collections/test.yaml', field: 'tree.1.entry', reason: 'the entry "3" belongs to the collection "other": Statamic drops it and its children' },
    ]);
  });

  it('entries_not_explicitly_in_the_tree_should_be_appended_to_the_end_of_the_tree', async () => {
    const p = await make(testCollection([1, 2, 3, 4, 5], [{ entry: '1', children: [{ entry: '2' }] }, { entry: '3' }]));
    expect(shape(await p.data('/collections/test/tree'))).toEqual([
      { id: '1', children: [{ id: '2', children: [] }] },
      { id: '3', children: [] },
      { id: '4', children: [] },
      { id: '5', children: [] },
    ]);
  });
});
