// Ported from statamic/cms 5.x tests/Stache/Stores/GlobalVariablesStoreTest.php: in a
// single-site project a set's values are the `data` of its top-level file (files in
// subfolders are not values), read from `/globals/{handle}`.
import { describe, expect, it } from 'vitest';
import { projects } from './support/project';

const make = projects();

describe('GlobalVariablesStoreTest', () => {
  it('it_gets_yaml_files_from_the_root', async () => {
    const p = await make({
      'content/globals/one.yaml': { data: { value: 'one' } },
      'content/globals/two.yaml': { data: { value: 'two' } },
      'content/globals/three.txt': '',
      'content/globals/subdirectory/one.yaml': { value: 'nested one' },
      'content/globals/subdirectory/nested-two.yaml': { value: 'nested two' },
    });
    expect(await p.data('/globals/one')).toMatchObject({ value: 'one' });
    expect(await p.data('/globals/two')).toMatchObject({ value: 'two' });
    expect((await p.get('/globals/nested-two')).status).toBe(404);
  });

  it('it_makes_global_variable_instances_from_files', async () => {
    const p = await make({ 'content/globals/example.yaml': 'title: Example\ndata:\n  foo: bar' });
    expect(await p.data('/globals/example')).toEqual({ foo: 'bar', handle: 'example', api_url: 'http://localhost/api/globals/example' });
  });
});
