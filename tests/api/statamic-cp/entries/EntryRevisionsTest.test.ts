// Ported from statamic/cms 5.x tests/Feature/Entries/EntryRevisionsTest.php: the two cases of
// publishing and unpublishing. Statamic's are revision actions (Statamic Pro: a working copy,
// POST …/publish and …/unpublish with a message, a revision saved beside the content); we keep
// no revisions (history is git's, decision 029), so publishing is a save of the entry with
// `published: true` (PUT /cp/api/collections/{c}/entries/{id}), and what is asserted is the file
// that save writes: Statamic's entry data afterwards, `published`, the date and the stamps.
// Adapted: the role also holds `edit blog entries` (a save needs it, as Statamic's update does
// when revisions are off; `publish blog entries` is what changing the state needs, decision 022);
// the working copy's changes are the form's values of the save (its version is read as the
// super user: the role cannot open the entry, `view` is not among its permissions). The clock is Statamic's
// `Carbon::setTestNow('2017-02-03')` (Vitest's fake Date; nothing waits on it).
// Not applicable (see .scratch/parity-entries-globals.md): it_gets_revisions,
// it_creates_a_revision, the two restores (working copies and revision files).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUp, markdown, panelProject, updateEntry } from '../support/entries';

cleanUp();

const NOW = new Date('2017-02-03T00:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** setUp() and setTestBlueprint(): the dated `blog` with revisions on, its blueprint `test` with `foo`. */
const BLOG = {
  'content/collections/blog.yaml': { title: 'Blog', revisions: true, date: true },
  'resources/blueprints/collections/blog/test.yaml': { title: 'Test', fields: [{ handle: 'foo', field: { type: 'text' } }] },
};
const ROLE = { test: ['access cp', 'publish blog entries', 'edit blog entries'] };

describe('EntryRevisionsTest', () => {
  it('it_publishes_an_entry', async () => {
    const p = await panelProject(
      { ...BLOG, 'content/collections/blog/2010-12-25.test.md': markdown({ id: '1', blueprint: 'test', title: 'Title', foo: 'bar', published: false }) },
      { roles: ROLE },
    );
    const response = await updateEntry(await p.as('test'), 'blog', '1', { values: { foo: 'foo modified in working copy' }, slug: 'test', date: '2016-12-25', published: true }, await p.as('super'));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await p.files('content/collections/blog')).toEqual(['2016-12-25.test.md']);
    const { data } = await p.entry('content/collections/blog/2016-12-25.test.md');
    expect(data).toEqual({ id: '1', blueprint: 'test', title: 'Title', foo: 'foo modified in working copy', updated_by: 'test-id', updated_at: NOW.getTime() / 1000 });
  });

  it('it_unpublishes_an_entry', async () => {
    const p = await panelProject(
      { ...BLOG, 'content/collections/blog/2010-12-25.test.md': markdown({ id: '1', blueprint: 'test', title: 'Title', foo: 'bar' }) },
      { roles: ROLE },
    );
    const response = await updateEntry(await p.as('test'), 'blog', '1', { values: {}, slug: 'test', published: false }, await p.as('super'));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await p.files('content/collections/blog')).toEqual(['2010-12-25.test.md']);
    const { data } = await p.entry('content/collections/blog/2010-12-25.test.md');
    expect(data).toEqual({ id: '1', blueprint: 'test', title: 'Title', foo: 'bar', published: false, updated_by: 'test-id', updated_at: NOW.getTime() / 1000 });
  });
});
