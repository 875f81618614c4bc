// Ported from statamic/cms 5.x tests/Feature/Collections/UpdateCollectionTreeTest.php: saving a
// structured collection's tree in the control panel. Statamic PATCHes `collections.tree.update`
// with `pages` (entry ids and children) and `deletedEntries`; ours PUTs the whole tree
// (`{entry, children}` nodes) with the version it read (decision 028). Asserted: the tree file
// as written (read from disk, and by Statamic's YAML parser where php is here), that a refused
// tree writes nothing, and who may save (403). Single-site projects: the tree file is
// `content/trees/collections/{handle}.yaml`, where Statamic saves the default site's tree.
// Pending: the cases of this class that still fail on a difference not fixed yet (the diagnosis is in
// docs/statamic-cp-parity/); not run by npm test. A fix moves its case into UpdateCollectionTreeTest.test.ts.
import { describe, expect, it } from 'vitest';
import { make, entries, treeVersion, duplicateUriTest } from './UpdateCollectionTreeTest.support';


describe('UpdateCollectionTreeTest', () => {
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
