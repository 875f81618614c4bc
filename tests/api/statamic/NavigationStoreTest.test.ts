// Ported from statamic/cms 5.x tests/Stache/Stores/NavigationStoreTest.php: which files in
// content/navigation are navigations (top-level `.yaml` files only), read from
// `/navs/{nav}/tree` and the load's warnings for the files Statamic ignores.
import { describe, expect, it } from 'vitest';
import { problems } from './support/trees';
import { projects } from './support/project';

const make = projects();

const TREE = { tree: [{ id: 'x', title: 'X' }] };

describe('NavigationStoreTest', () => {
  it('it_only_gets_top_level_yaml_files', async () => {
    const p = await make({
      'content/navigation/one.yaml': {},
      'content/navigation/two.yaml': {},
      'content/navigation/three.txt': '',
      'content/navigation/subdirectory/nested-one.yaml': {},
      'content/navigation/subdirectory/nested-two.yaml': {},
      'content/navigation/top-level-non-yaml-file.md': '',
      ...Object.fromEntries(['one', 'two', 'three', 'nested-one', 'nested-two', 'top-level-non-yaml-file'].map((nav) => [`content/trees/navigation/${nav}.yaml`, TREE])),
    });
    const status = async (nav: string) => (await p.get(`/navs/${nav}/tree`)).status;
    expect(await Promise.all(['one', 'two', 'three', 'nested-one', 'nested-two', 'top-level-non-yaml-file'].map(status))).toEqual([200, 200, 404, 404, 404, 404]);
    expect((await problems(p)).warnings.map((w) => w.file)).toEqual([
      'content/navigation/subdirectory/nested-one.yaml',
      'content/navigation/subdirectory/nested-two.yaml',
      'content/navigation/three.txt',
      'content/navigation/top-level-non-yaml-file.md',
      'content/trees/navigation/nested-one.yaml',
      'content/trees/navigation/nested-two.yaml',
      'content/trees/navigation/three.yaml',
      'content/trees/navigation/top-level-non-yaml-file.yaml',
    ]);
  });

  it('it_makes_structure_instances_from_files', async () => {
    const p = await make({
      'content/navigation/pages.yaml': [
        'title: Pages',
        "route: '{parent_uri}/{slug}'",
        'tree:',
        '  -',
        '    entry: pages-home',
        '  -',
        '    entry: pages-about',
        '    children:',
        '      -',
        '        entry: pages-board',
        '        children:',
        '          -',
        '            entry: pages-directors',
        '  -',
        '    entry: pages-blog # (/blog)',
        '',
      ].join('\n'),
      'content/trees/navigation/pages.yaml': TREE,
    });
    // The navigation's handle is its file name; a `tree` in the navigation file is not its tree.
    expect((await p.data('/navs/pages/tree')).map((item: { page: { id: string } }) => item.page.id)).toEqual(['x']);
    expect((await problems(p)).warnings).toEqual([
      { file: 'content/navigation/pages.yaml', field: 'tree', reason: 'Statamic 5 reads navigation trees from content/trees/navigation: this `tree` is ignored' },
    ]);
  });
});
