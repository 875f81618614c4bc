// Ported from statamic/cms 5.x tests/Stache/Stores/TaxonomiesStoreTest.php: which files in
// content/taxonomies are taxonomies (top-level `.yaml` files only) and what a taxonomy file
// gives, read from the taxonomies' terms.
import { describe, expect, it } from 'vitest';
import { problems } from './support/trees';
import { projects } from './support/project';

const make = projects();

describe('TaxonomiesStoreTest', () => {
  it('it_only_gets_top_level_yaml_files', async () => {
    const p = await make({
      'content/taxonomies/one.yaml': {},
      'content/taxonomies/two.yaml': {},
      'content/taxonomies/three.txt': '',
      'content/taxonomies/subdirectory/nested-one.yaml': {},
      'content/taxonomies/subdirectory/nested-two.yaml': {},
      'content/taxonomies/top-level-non-yaml-file.md': '',
    });
    const status = async (taxonomy: string) => (await p.get(`/taxonomies/${taxonomy}/terms`)).status;
    expect(await Promise.all(['one', 'two', 'three', 'subdirectory', 'nested-one', 'top-level-non-yaml-file'].map(status))).toEqual([200, 200, 404, 404, 404, 404]);
    expect((await problems(p)).warnings.map((w) => w.file).sort()).toEqual([
      'content/taxonomies/subdirectory/nested-one.yaml',
      'content/taxonomies/subdirectory/nested-two.yaml',
      'content/taxonomies/three.txt',
      'content/taxonomies/top-level-non-yaml-file.md',
    ]);
  });

  it('it_makes_taxonomy_instances_from_files', async () => {
    const p = await make({ 'content/taxonomies/example.yaml': 'title: Example\nfoo: bar', 'content/taxonomies/example/term.yaml': {} });
    expect((await p.data('/taxonomies/example/terms/term')).taxonomy).toEqual({ title: 'Example', handle: 'example' });
  });
});
