// The setup shared by UpdateCollectionTreeTest.test.ts (the cases that run) and UpdateCollectionTreeTest.pending.ts (those that still fail).
import { expect } from 'vitest';
import { cpProjects, markdown, type FileContent } from '../support/structures';

export const make = cpProjects();

/** Entry files of a collection: `[id, path under the collection (its file name is its slug)]`. */
export function entries(collection: string, list: [string, string][]): Record<string, FileContent> {
  return Object.fromEntries(list.map(([id, file]) => [`content/collections/${collection}/${file}.md`, markdown({ id, title: id })]));
}

export async function treeVersion(user: { get(url: string): Promise<{ status: number; body: { version: string } }> }, handle: string): Promise<string> {
  const loaded = await user.get(`/cp/api/collections/${handle}/tree?site=en`);
  expect(loaded.status).toBe(200);
  return loaded.body.version;
}

/** duplicateUriTest($expectsRoot): two entries slugged `bravo`, one under the other; flattened, they would share /bravo. */
export async function duplicateUriTest(expectsRoot: boolean) {
  const tree = { tree: [{ entry: 'e1' }, { entry: 'e3', children: [{ entry: 'e2' }] }, { entry: 'e4' }, { entry: 'e5' }] };
  const p = await make({
    'content/collections/test.yaml': { title: 'Test', route: '{parent_uri}/{slug}', structure: { foo: 'bar', root: expectsRoot } },
    // One site: entry files may sit in subfolders, so two can be named (slugged) `bravo`.
    ...entries('test', [['e1', 'alfa'], ['e2', 'bravo'], ['e3', 'other/bravo'], ['e4', 'charlie'], ['e5', 'delta']]),
    'content/trees/collections/test.yaml': tree,
  });
  const before = await p.text('content/trees/collections/test.yaml');
  const user = await p.user('super');
  const answer = await user.send('PUT', '/cp/api/collections/test/tree?site=en', {
    version: await treeVersion(user, 'test'),
    tree: ['e1', 'e2', 'e3', 'e4', 'e5'].map((entry) => ({ entry, children: [] })),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(await p.read('content/trees/collections/test.yaml')).toEqual(tree);
  expect(await p.text('content/trees/collections/test.yaml')).toBe(before);
}
