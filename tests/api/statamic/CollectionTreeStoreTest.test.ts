// Ported from statamic/cms 5.x tests/Stache/Stores/CollectionTreeStoreTest.php: which files in
// content/trees/collections are trees (only `.yaml` ones, of structured collections) and which
// site a file's tree is for. Observed through `/collections/{collection}/tree` and the load's
// warnings for the files Statamic ignores.
import { describe, expect, it } from 'vitest';
import { markdown, projects, sites } from './support/project';
import { problems, shape } from './support/trees';

const make = projects();

/** A structured collection with entries `a` and `b` (their default order). */
function collection(handle: string, structure: boolean): Record<string, string | Record<string, unknown>> {
  return {
    [`content/collections/${handle}.yaml`]: { title: handle, route: '{parent_uri}/{slug}', ...(structure ? { structure: {} } : {}) },
    [`content/collections/${handle}/a.md`]: markdown({ id: `${handle}-a` }),
    [`content/collections/${handle}/b.md`]: markdown({ id: `${handle}-b` }),
  };
}

/** A tree that puts b first and a under it. */
const tree = (handle: string) => `tree:\n  -\n    entry: ${handle}-b\n    children:\n      -\n        entry: ${handle}-a\n`;

describe('CollectionTreeStoreTest', () => {
  it('it_only_gets_yaml_files', async () => {
    const p = await make({
      ...collection('one', true),
      ...collection('two', true),
      ...collection('non-yaml-file', true),
      'content/trees/collections/one.yaml': tree('one'),
      'content/trees/collections/two.yaml': tree('two'),
      'content/trees/collections/non-yaml-file.md': tree('non-yaml-file'),
    });
    const reordered = (handle: string) => [{ id: `${handle}-b`, children: [{ id: `${handle}-a`, children: [] }] }];
    expect(shape(await p.data('/collections/one/tree'))).toEqual(reordered('one'));
    expect(shape(await p.data('/collections/two/tree'))).toEqual(reordered('two'));
    expect(shape(await p.data('/collections/non-yaml-file/tree'))).toEqual([
      { id: 'non-yaml-file-a', children: [] },
      { id: 'non-yaml-file-b', children: [] },
    ]);
    expect((await problems(p)).warnings).toEqual([
      { file: 'content/trees/collections/non-yaml-file.md', reason: 'Statamic reads only .yaml tree files: this file is ignored' },
    ]);
  });

  it('it_only_gets_files_for_trees_with_a_structured_collection', async () => {
    const p = await make({
      ...collection('totally-cool', true),
      ...collection('no-structure', false),
      'content/trees/collections/totally-cool.yaml': tree('totally-cool'),
      'content/trees/collections/no-collection.yaml': tree('no-collection'),
      'content/trees/collections/no-structure.yaml': tree('no-structure'),
    });
    expect(shape(await p.data('/collections/totally-cool/tree'))).toEqual([{ id: 'totally-cool-b', children: [{ id: 'totally-cool-a', children: [] }] }]);
    expect(await p.data('/collections/totally-cool/entries/totally-cool-a')).toMatchObject({ uri: '/b/a' });
    // The unstructured collection's tree file gives its entries no parent.
    expect(await p.data('/collections/no-structure/entries/no-structure-a')).toMatchObject({ uri: '/a' });
    expect((await p.get('/collections/no-structure/tree')).status).toBe(404);
    expect((await problems(p)).warnings).toEqual([
      { file: 'content/trees/collections/no-collection.yaml', reason: 'there is no collection "no-collection": this tree is ignored' },
      { file: 'content/trees/collections/no-structure.yaml', reason: 'the collection "no-structure" has no structure: this tree is ignored' },
    ]);
  });

  it('it_makes_collection_tree_instances_from_files', async () => {
    const p = await make({
      'content/collections/pages.yaml': { title: 'Pages', structure: {} },
      'content/collections/pages/one.md': markdown({ id: '1' }),
      'content/collections/pages/two.md': markdown({ id: '2' }),
      'content/trees/collections/pages.yaml': 'tree:\n  -\n    entry: 1\n  -\n    entry: 2\n',
    });
    // A file at the top level is the default site's tree.
    expect(shape(await p.data('/collections/pages/tree'))).toEqual([
      { id: '1', children: [] },
      { id: '2', children: [] },
    ]);
  });

  it('it_makes_nav_tree_instances_from_files_when_using_multisite', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: 'http://domain.com/', locale: 'en_US' }, fr: { url: 'http://domain.com/fr/', locale: 'fr_FR' } }),
      'content/collections/pages.yaml': { title: 'Pages', sites: ['en', 'fr'], structure: {} },
      'content/collections/pages/fr/four.md': markdown({ id: '4' }),
      'content/collections/pages/fr/three.md': markdown({ id: '3' }),
      'content/trees/collections/fr/pages.yaml': 'tree:\n  -\n    entry: 3\n  -\n    entry: 4\n',
    });
    expect(shape(await p.data('/collections/pages/tree?site=fr'))).toEqual([
      { id: '3', children: [] },
      { id: '4', children: [] },
    ]);
  });
});
