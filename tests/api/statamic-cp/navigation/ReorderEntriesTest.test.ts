// Ported from statamic/cms 5.x tests/Feature/Entries/ReorderEntriesTest.php: reordering the
// entries of an orderable collection (Statamic 5: a structure with `max_depth: 1`). Statamic POSTs
// `collections.entries.reorder` with one listing page's ids; ours saves the collection's tree
// (PUT /cp/api/collections/{c}/tree, decision 028), which is where Statamic keeps that order.
// The user holds `reorder test entries` only, as in the original, so the save names the file's
// version itself (a read would need `view test entries`).
import { describe, expect, it } from 'vitest';
import { asStatamicSees } from '../../../support/statamic-yaml';
import { cpProjects, markdown, type FileContent } from '../support/structures';

const make = cpProjects();
const TREE = 'content/trees/collections/test.yaml';

/** setUp(): the collection `test` in `en`, structured with max_depth 1, with an (empty) tree. */
function orderable(ids: string[], tree: string[] = []): Record<string, FileContent> {
  const slugs = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];
  return {
    'content/collections/test.yaml': { title: 'Test', sites: ['en'], structure: { max_depth: 1 } },
    ...Object.fromEntries(ids.map((id) => [`content/collections/test/${slugs[Number(id) - 1]}.md`, markdown({ id, title: slugs[Number(id) - 1] })])),
    [TREE]: { tree: tree.map((entry) => ({ entry })) },
  };
}

describe('ReorderEntriesTest', () => {
  it('it_denies_access_if_you_dont_have_permission', async () => {
    const p = await make(orderable([]));
    const before = await p.text(TREE);
    const user = await p.user(['access cp']);
    const answer = await user.send('PUT', '/cp/api/collections/test/tree?site=en', { version: await p.version(TREE), tree: [] });
    expect(answer.status).toBe(403);
    expect(await p.text(TREE)).toBe(before);
  });

  // Adapted: a collection without a structure has no tree to save: our tree route answers 404
  // (an unknown tree, server/cp/routes/trees.ts) where Statamic's policy refuses (403). Either way
  // nothing is written.
  it('it_denies_access_if_the_collection_is_not_orderable', async () => {
    const p = await make({ 'content/collections/test.yaml': { title: 'Test', sites: ['en'] } });
    const user = await p.user(['access cp', 'reorder test entries']);
    const answer = await user.send('PUT', '/cp/api/collections/test/tree?site=en', { version: '', tree: [] });
    expect(answer.status).toBe(404);
    expect(await p.list('content/trees')).toEqual([]);
  });

  it('it_reorders_entries', async () => {
    const p = await make(orderable(['1', '2', '3'], ['1', '2', '3']));
    const user = await p.user(['access cp', 'reorder test entries']);
    const saved = await user.send('PUT', '/cp/api/collections/test/tree?site=en', { version: await p.version(TREE), tree: ['3', '1', '2'].map((entry) => ({ entry })) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = { tree: [{ entry: '3' }, { entry: '1' }, { entry: '2' }] };
    expect(await p.read(TREE)).toEqual(expected);
    const theirs = p.statamic(TREE);
    if (theirs !== undefined) expect(theirs).toEqual(asStatamicSees(expected));
  });

  // Adapted: our save sends the whole tree (decision 028), so "page 2 of 3 reordered" is the
  // tree with that page's entries (4, 5, 6) in their new order and the others where they were.
  it('it_reorders_paginated_entries', async () => {
    const ids = ['1', '2', '3', '4', '5', '6', '7'];
    const p = await make(orderable(ids, ids));
    const user = await p.user(['access cp', 'reorder test entries']);
    const order = ['1', '2', '3', '6', '4', '5', '7'];
    const saved = await user.send('PUT', '/cp/api/collections/test/tree?site=en', { version: await p.version(TREE), tree: order.map((entry) => ({ entry })) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await p.read(TREE)).toEqual({ tree: order.map((entry) => ({ entry })) });
  });
});
