// Ported from statamic/cms 5.x tests/Stache/Stores/GlobalsStoreTest.php: which files in
// content/globals are global sets (top-level `.yaml` files only) and what a set file gives,
// read from `/globals/{handle}`.
import { describe, expect, it } from 'vitest';
import { problems } from './support/trees';
import { projects } from './support/project';

const make = projects();

describe('GlobalsStoreTest', () => {
  it('it_gets_yaml_files_from_the_root', async () => {
    const p = await make({
      'content/globals/one.yaml': {},
      'content/globals/two.yaml': {},
      'content/globals/three.txt': '',
      'content/globals/subdirectory/nested-one.yaml': {},
      'content/globals/subdirectory/nested-two.yaml': {},
    });
    const status = async (handle: string) => (await p.get(`/globals/${handle}`)).status;
    expect(await Promise.all(['one', 'two', 'three', 'nested-one', 'nested-two'].map(status))).toEqual([200, 200, 404, 404, 404]);
    expect((await problems(p)).warnings.map((w) => w.file)).toEqual([
      'content/globals/subdirectory/nested-one.yaml',
      'content/globals/subdirectory/nested-two.yaml',
      'content/globals/three.txt',
    ]);
  });

  it('it_makes_global_set_instances_from_files', async () => {
    const p = await make({ 'content/globals/example.yaml': 'title: Example\ndata:\n  foo: bar' });
    expect(await p.data('/globals/example')).toMatchObject({ handle: 'example', api_url: 'http://localhost/api/globals/example' });
  });
});
