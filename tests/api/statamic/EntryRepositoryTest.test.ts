// Ported from statamic/cms 5.x tests/Stache/Repositories/EntryRepositoryTest.php over the
// original's fixture: all entries, by collection, by id, by URI and by a list of ids. Saving
// and deleting are not applicable.
import { describe, expect, it } from 'vitest';
import { blueprint } from './support/content';
import { markdown, type Project, projects } from './support/project';
import { STACHE_FIXTURE } from './support/stache-fixture';

const make = projects();
const fixture = (): Promise<Project> => make(STACHE_FIXTURE);

const COLLECTIONS = ['alphabetical', 'blog', 'numeric', 'pages'];

describe('EntryRepositoryTest', () => {
  it('it_gets_all_entries', async () => {
    const p = await fixture();
    const all = (await Promise.all(COLLECTIONS.map((c) => p.ids(`/collections/${c}/entries`)))).flat();
    expect(all).toHaveLength(14);
    expect(all.sort()).toEqual([
      'alphabetical-alpha', 'alphabetical-bravo', 'alphabetical-zulu', 'blog-christmas', 'blog-fourth-of-july',
      'numeric-one', 'numeric-three', 'numeric-two',
      'pages-about', 'pages-blog', 'pages-board', 'pages-contact', 'pages-directors', 'pages-home',
    ]);
  });

  it('it_gets_entries_from_a_collection', async () => {
    const p = await fixture();
    for (const [collection, count] of [['alphabetical', 3], ['blog', 2], ['numeric', 3], ['pages', 6]] as const) {
      const entries = await p.data(`/collections/${collection}/entries`);
      expect(entries).toHaveLength(count);
      for (const e of entries) expect(e.collection.handle).toBe(collection);
    }
  });

  it('it_gets_entries_from_multiple_collections', async () => {
    const p = await fixture();
    const ids = [...(await p.ids('/collections/alphabetical/entries')), ...(await p.ids('/collections/blog/entries'))];
    expect(ids.sort()).toEqual(['alphabetical-alpha', 'alphabetical-bravo', 'alphabetical-zulu', 'blog-christmas', 'blog-fourth-of-july']);
  });

  it('it_gets_entry_by_id', async () => {
    const p = await fixture();
    expect((await p.data('/collections/alphabetical/entries/alphabetical-bravo')).title).toBe('Bravo');
    expect((await p.get('/collections/alphabetical/entries/unknown')).status).toBe(404);
  });

  it('test_find_or_fail_gets_entry', async () => {
    const p = await fixture();
    expect((await p.data('/collections/alphabetical/entries/alphabetical-bravo')).title).toBe('Bravo');
  });

  it('test_find_or_fail_throws_exception_when_entry_does_not_exist', async () => {
    const p = await fixture();
    expect(await p.get('/collections/alphabetical/entries/does-not-exist')).toEqual({ status: 404, body: { message: 'Not found.' } });
  });

  describe('it_gets_entry_by_uri', () => {
    it.each([
      ['case sensitive', '/alphabetical/bravo', 'Bravo'],
      ['case insensitive', '/alphabetical/BrAvO', null],
      ['missing', '/unknown', null],
    ])('%s', async (_, uri, expectedTitle) => {
      const p = await fixture();
      const answer = await p.get(`/entries/by-url?url=${encodeURIComponent(uri)}`);
      if (expectedTitle === null) expect(answer.status).toBe(404);
      else expect(answer.body.data.title).toBe(expectedTitle);
    });
  });

  it('it_gets_entry_by_structure_uri', async () => {
    const p = await fixture();
    expect(await p.data(`/entries/by-url?url=${encodeURIComponent('/about/board/directors')}`)).toMatchObject({ id: 'pages-directors', title: 'Directors' });
  });

  describe('it_gets_entries_by_ids', () => {
    // whereInId() keeps the order asked and drops unknown ids, as an entries field lists them.
    it.each([
      ['no ids', [], []],
      ['single', ['numeric-one'], ['One']],
      ['multiple', ['numeric-one', 'numeric-two', 'numeric-three'], ['One', 'Two', 'Three']],
      ['missing', ['numeric-one', 'unknown', 'numeric-three'], ['One', 'Three']],
      ['ordered', ['numeric-three', 'numeric-one', 'numeric-two'], ['Three', 'One', 'Two']],
    ])('%s', async (_, ids, expected) => {
      const open = await make({
        ...STACHE_FIXTURE,
        'content/collections/lists.yaml': {},
        'resources/blueprints/collections/lists/list.yaml': blueprint({ items: { type: 'entries' } }),
        'content/collections/lists/list.md': markdown({ id: 'list', items: ids }),
      });
      const items = (await open.data('/collections/lists/entries/list')).items as { title: string }[];
      expect(items.map((e) => e.title)).toEqual(expected);
    });
  });
});
