// Ported from statamic/cms 5.x tests/Stache/Repositories/CollectionRepositoryTest.php over the
// original's fixture: which collections exist, by handle, with their titles. Saving and
// preview targets are not applicable.
import { describe, expect, it } from 'vitest';
import { type Project, projects } from './support/project';
import { STACHE_FIXTURE } from './support/stache-fixture';

const make = projects();
const fixture = (): Promise<Project> => make(STACHE_FIXTURE);

/** A collection as its entries show it (`collection`), or the status when it is not found. */
async function collection(p: Project, handle: string): Promise<{ title: string; handle: string } | number> {
  const answer = await p.get(`/collections/${handle}/entries`);
  return answer.status === 200 ? answer.body.data[0].collection : answer.status;
}

describe('CollectionRepositoryTest', () => {
  it('it_gets_all_collections', async () => {
    const p = await fixture();
    const all = await Promise.all(['alphabetical', 'blog', 'numeric', 'pages'].map((h) => collection(p, h)));
    expect(all).toEqual([
      { title: 'Alphabetical', handle: 'alphabetical' },
      { title: 'Blog', handle: 'blog' },
      { title: 'Numeric', handle: 'numeric' },
      { title: 'Pages', handle: 'pages' },
    ]);
    // The file beside the collection files is no collection.
    expect(await collection(p, 'entry-cant-go-here')).toBe(404);
  });

  it('it_gets_a_collection_by_handle', async () => {
    const p = await fixture();
    expect(await collection(p, 'alphabetical')).toEqual({ title: 'Alphabetical', handle: 'alphabetical' });
    expect(await collection(p, 'blog')).toEqual({ title: 'Blog', handle: 'blog' });
    expect(await collection(p, 'numeric')).toEqual({ title: 'Numeric', handle: 'numeric' });
    expect(await collection(p, 'pages')).toEqual({ title: 'Pages', handle: 'pages' });
    expect(await collection(p, 'unknown')).toBe(404);
  });

  it('test_find_or_fail_gets_collection', async () => {
    const p = await fixture();
    expect(await collection(p, 'blog')).toEqual({ title: 'Blog', handle: 'blog' });
  });

  it('test_find_or_fail_throws_exception_when_collection_does_not_exist', async () => {
    const p = await fixture();
    expect(await p.get('/collections/does-not-exist/entries')).toEqual({ status: 404, body: { message: 'Not found.' } });
  });
});
