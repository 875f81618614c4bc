// Ported from statamic/cms 5.x tests/Stache/Stores/CollectionsStoreTest.php: which files are
// collections (top-level .yaml files only) and what a collection file reads as. Preview
// targets and saving are not applicable.
import { describe, expect, it } from 'vitest';
import { markdown, projects } from './support/project';

const make = projects();

describe('CollectionsStoreTest', () => {
  it('it_only_gets_top_level_yaml_files', async () => {
    const p = await make({
      'content/collections/one.yaml': '',
      'content/collections/two.yaml': '',
      'content/collections/three.txt': '',
      'content/collections/subdirectory/nested-one.yaml': '',
      'content/collections/subdirectory/nested-two.yaml': '',
      'content/collections/top-level-non-yaml-file.md': '',
    });
    const status = async (handle: string) => (await p.get(`/collections/${handle}/entries`)).status;
    expect(await status('one')).toBe(200);
    expect(await status('two')).toBe(200);
    for (const handle of ['three', 'subdirectory', 'nested-one', 'nested-two', 'top-level-non-yaml-file']) expect(await status(handle)).toBe(404);
  });

  it('it_makes_collection_instances_from_files', async () => {
    const p = await make({ 'content/collections/example.yaml': 'title: Example', 'content/collections/example/a.md': markdown({ id: 'a' }) });
    expect((await p.data('/collections/example/entries/a')).collection).toEqual({ title: 'Example', handle: 'example' });
  });

  it('it_uses_the_filename_as_the_item_key', async () => {
    const p = await make({ 'content/collections/test.yaml': {} });
    expect(await p.get('/collections/test/entries')).toMatchObject({ status: 200, body: { data: [] } });
  });
});
