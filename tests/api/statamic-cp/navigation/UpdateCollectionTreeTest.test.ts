// Ported from statamic/cms 5.x tests/Feature/Collections/UpdateCollectionTreeTest.php: saving a
// structured collection's tree in the control panel. Statamic PATCHes `collections.tree.update`
// with `pages` (entry ids and children) and `deletedEntries`; ours PUTs the whole tree
// (`{entry, children}` nodes) with the version it read (decision 028). Asserted: the tree file
// as written (read from disk, and by Statamic's YAML parser where php is here), that a refused
// tree writes nothing, and who may save (403). Single-site projects: the tree file is
// `content/trees/collections/{handle}.yaml`, where Statamic saves the default site's tree.
import { describe, expect, it } from 'vitest';
import { asStatamicSees } from '../../../support/statamic-yaml';
import { make, entries, treeVersion, duplicateUriTest } from './UpdateCollectionTreeTest.support';


describe('UpdateCollectionTreeTest', () => {
  describe('it_updates_the_tree', () => {
    it.each([
      ['arbitrary handle', 'pages'],
      ['handle of collection', 'collection'],
      ['handle ending with collection', 'foo_collection'],
      ['handle starting with collection', 'collection_foo'],
      ['handle with collection inside', 'foo_collection_foo'],
    ])('%s', async (_, handle) => {
      const p = await make({
        [`content/collections/${handle}.yaml`]: { title: 'Collection', route: '{parent_uri}/{slug}', structure: { foo: 'bar' } },
        ...entries(handle, [['e1', 'a'], ['e2', 'b'], ['e3', 'c'], ['e4', 'd'], ['e5', 'e']]),
        [`content/trees/collections/${handle}.yaml`]: { tree: ['e1', 'e2', 'e3', 'e4', 'e5'].map((entry) => ({ entry })) },
      });
      const user = await p.user('super');
      const saved = await user.send('PUT', `/cp/api/collections/${handle}/tree?site=en`, {
        version: await treeVersion(user, handle),
        tree: [
          { entry: 'e3', children: [{ entry: 'e5', children: [{ entry: 'e4', children: [] }] }] },
          { entry: 'e1', children: [] },
          { entry: 'e2', children: [] },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const expected = { tree: [{ entry: 'e3', children: [{ entry: 'e5', children: [{ entry: 'e4' }] }] }, { entry: 'e1' }, { entry: 'e2' }] };
      expect(await p.read(`content/trees/collections/${handle}.yaml`)).toEqual(expected);
      const theirs = p.statamic(`content/trees/collections/${handle}.yaml`);
      if (theirs !== undefined) expect(theirs).toEqual(asStatamicSees(expected));
    });
  });

  // Fails on our side: a tree giving two entries one URI is saved (see the report).
  it('it_deletes_entries_scheduled_for_deletion', async () => {
    const p = await make({
      'content/collections/test.yaml': { title: 'Test', structure: { tree: [] } },
      ...entries('test', [['e1', 'e1'], ['e2', 'e2'], ['e3', 'e3']]),
      'content/trees/collections/test.yaml': { tree: [{ entry: 'e1' }, { entry: 'e2' }, { entry: 'e3' }] },
    });
    expect(await p.list('content/collections/test')).toHaveLength(3);
    const user = await p.user('super');
    for (const id of ['e1', 'e3']) {
      const deleted = await user.send('DELETE', `/cp/api/collections/test/entries/${id}`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    }
    expect(await p.list('content/collections/test')).toEqual(['e2.md']);
    expect(await p.read('content/trees/collections/test.yaml')).toEqual({ tree: [{ entry: 'e2' }] });
  });

  // Adapted: without `deletedEntries` in our tree save, what remains is that a tree refused for
  // a duplicate URI writes nothing and deletes nothing. Fails on our side like the two above.
  it('it_denies_access_if_you_dont_have_permission_to_reorder', async () => {
    const p = await make({
      'content/collections/test.yaml': { title: 'Test', structure: { tree: [] } },
      'content/trees/collections/test.yaml': { tree: [] },
    });
    const before = await p.text('content/trees/collections/test.yaml');
    const user = await p.user(['access cp']);
    const answer = await user.send('PUT', '/cp/api/collections/test/tree?site=en', { version: '', tree: [] });
    expect(answer.status).toBe(403);
    expect(await p.text('content/trees/collections/test.yaml')).toBe(before);
    expect(p.changed).toEqual([]);
  });

  it('it_doesnt_update_the_tree_if_theres_a_duplicate_uri_when_expecting_root', async () => {
    await duplicateUriTest(true);
  });

  it('it_doesnt_update_the_tree_if_theres_a_duplicate_uri_when_not_expecting_root', async () => {
    await duplicateUriTest(false);
  });

  // Adapted: our tree save has no `deletedEntries` (pages are created and deleted from the
  // entries list, decision 028); the editor deletes each entry, and a deleted entry leaves the
  // tree with it (decision 028, consequences). The intent asserted: the two are gone, one stays.
  it('it_doesnt_delete_entries_if_theres_a_duplicate_uri_validation_error', async () => {
    const tree = { tree: [{ entry: 'e1' }, { entry: 'e3', children: [{ entry: 'e2' }] }, { entry: 'e4' }] };
    const p = await make({
      'content/collections/test.yaml': { title: 'Test', route: '{parent_uri}/{slug}', structure: { root: false } },
      // Statamic's entries have no slug, so all share one URI; here e2 and e3 are both `same`.
      ...entries('test', [['e1', 'one'], ['e2', 'same'], ['e3', 'other/same'], ['e4', 'four']]),
      'content/trees/collections/test.yaml': tree,
    });
    const before = await p.text('content/trees/collections/test.yaml');
    const user = await p.user('super');
    const answer = await user.send('PUT', '/cp/api/collections/test/tree?site=en', {
      version: await treeVersion(user, 'test'),
      tree: [
        { entry: 'e1', children: [] },
        { entry: 'e2', children: [] },
        { entry: 'e3', children: [] },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(await p.list('content/collections/test')).toHaveLength(4);
    expect(await p.text('content/trees/collections/test.yaml')).toBe(before);
  });
});
