// Ported from statamic/cms 5.x tests/Feature/Collections/ShowStructuredCollectionTest.php with
// the two methods it inherits from ShowCollectionTestCase.php: opening a structured collection
// in the control panel. Statamic renders the collection's page with its structure; ours answers
// the collection's tree (GET /cp/api/collections/{c}/tree, decision 028: the Tree view is the
// default for a structured collection), which needs `view {c} entries`.
import { describe, expect, it } from 'vitest';
import { cpProjects, markdown } from '../support/structures';

const make = cpProjects();

/** createCollection(): `test`, structured with max_depth 10, with an empty tree in `en`. */
const COLLECTION = {
  'content/collections/test.yaml': { title: 'Test', structure: { max_depth: 10 } },
  'content/trees/collections/test.yaml': { tree: [] },
};

describe('ShowStructuredCollectionTest', () => {
  // Adapted: Statamic's "empty listing" view is the panel's own screen; the answer it is drawn
  // from is a tree with nothing in it.
  it('it_shows_the_empty_entry_listing_page_if_you_have_permission_and_there_are_no_entries', async () => {
    const p = await make(COLLECTION);
    const user = await p.user(['access cp', 'view test entries']);
    const answer = await user.get('/cp/api/collections/test/tree?site=en');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'collection', handle: 'test', tree: [], can: { edit: false } });
  });

  it('it_denies_access_if_you_dont_have_permission', async () => {
    const p = await make(COLLECTION);
    const user = await p.user(['access cp']);
    expect((await user.get('/cp/api/collections/test/tree?site=en')).status).toBe(403);
  });

  it('it_shows_the_structure_tree_if_you_have_permission', async () => {
    const p = await make({ ...COLLECTION, 'content/collections/test/one.md': markdown({ id: '1', title: 'One' }) });
    const user = await p.user(['access cp', 'view test entries']);
    const answer = await user.get('/cp/api/collections/test/tree?site=en');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'collection', handle: 'test', maxDepth: 10, expectsRoot: false });
    expect(answer.body.tree).toEqual([expect.objectContaining({ id: '1', entry: '1', entryTitle: 'One', children: [] })]);
  });
});
