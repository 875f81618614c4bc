// Ported from statamic/cms 5.x tests/Tags/Collection/EntriesTest.php: only its cases about
// dates and statuses (the rest is about the Antlers `collection` tag itself). The tag's
// default listing is our `listed=true` on `/api/collections/{c}/entries`: published entries
// on the public sides of now. The tag's `show_future`/`show_past` override the collection's
// date behaviours and then add one where clause (Entries::queryPastFuture): `date > now`,
// `date < now`, none, or no results; `since`/`until` add `date > Carbon::parse(since)` and
// `date < Carbon::parse(until)`. Those clauses are asked here as the filters that build them.
import { describe, expect, it, vi } from 'vitest';
import { markdown, type Project, projects } from './support/project';

const openProject = projects();

type Data = Record<string, unknown>;

/** The date field with time and seconds, as the original's blueprint has it. */
const BLUEPRINT = {
  'resources/blueprints/collections/test/test.yaml': {
    title: 'Test',
    tabs: { main: { sections: [{ fields: [{ handle: 'date', field: { type: 'date', time_enabled: true, time_seconds_enabled: true } }] }] } },
  },
};

const collectionFile = (future: string, past: string) => ({ 'content/collections/test.yaml': { title: 'Test', date: true, date_behavior: { future, past } } });

async function make(entries: [file: string, data: Data][], future = 'public', past = 'public'): Promise<Project> {
  const files: Record<string, Data | string> = { ...BLUEPRINT, ...collectionFile(future, past) };
  for (const [file, data] of entries) files[`content/collections/test/${file}.md`] = markdown({ id: file.split('.').pop(), ...data });
  return openProject(files, { api: { resources: { collections: { test: { allowed_filters: ['date', 'status', 'published'] } } } } });
}

async function count(p: Project, query: string): Promise<number> {
  return (await p.get(`/collections/test/entries?${query}`)).body.meta.total;
}

/**
 * The tag with `show_future`/`show_past` (each defaulting to whether that side is `public`),
 * as the request for the clause it adds to `published = true`: none, `date > now`, `date < now`,
 * or both (no results).
 */
function pastFuture(future: string, past: string, params: { show_future?: boolean; show_past?: boolean }): string {
  const showFuture = params.show_future ?? future === 'public';
  const showPast = params.show_past ?? past === 'public';
  const clauses = ['filter[published:is]=true'];
  if (!showPast) clauses.push('filter[date:is_after]=true');
  if (!showFuture) clauses.push('filter[date:is_before]=true');
  return clauses.join('&');
}

describe('EntriesTest', () => {
  it('it_filters_by_future_and_past', async () => {
    vi.useFakeTimers({ now: Date.parse('2019-03-10T13:00:12Z'), toFake: ['Date'] });
    const p = await make([
      ['2019-03-09.a', {}], // definitely in past
      ['2019-03-10.b', {}], // today
      ['2019-03-10-1259.c', {}], // today, but before "now"
      ['2019-03-10-1300.d', {}], // today, same minute, but before "now"
      ['2019-03-10-130012.e', {}], // today, and also "now"
      ['2019-03-10-130015.f', {}], // today, same minute, but after "now"
      ['2019-03-10-1301.g', {}], // today, but after "now"
      ['2019-03-11.h', {}], // definitely in future
    ]);
    const expectCounts = async (future: string, past: string, expected: number[]) => {
      await p.write(collectionFile(future, past));
      const counts = [
        await count(p, 'listed=true'),
        await count(p, pastFuture(future, past, { show_future: false })),
        await count(p, pastFuture(future, past, { show_future: true })),
        await count(p, pastFuture(future, past, { show_past: true })),
        await count(p, pastFuture(future, past, { show_past: false })),
        await count(p, pastFuture(future, past, { show_past: false, show_future: true })),
      ];
      expect({ future, past, counts }).toEqual({ future, past, counts: expected });
    };

    // Default date behaviors.
    await expectCounts('public', 'public', [8, 4, 8, 8, 3, 3]);
    // Only future
    await expectCounts('public', 'unlisted', [3, 0, 3, 8, 3, 3]);
    await expectCounts('public', 'private', [3, 0, 3, 8, 3, 3]);
    // Only past
    await expectCounts('unlisted', 'public', [4, 4, 8, 4, 0, 3]);
    await expectCounts('private', 'public', [4, 4, 8, 4, 0, 3]);
  });

  it('it_filters_by_since_and_until', async () => {
    vi.useFakeTimers({ now: Date.parse('2019-03-10T13:00:12Z'), toFake: ['Date'] });
    const p = await make([
      ['2019-03-06.a', {}], // further in past
      ['2019-03-09.b', {}], // yesterday
      ['2019-03-10.c', {}], // today
      ['2019-03-10-1259.d', {}], // today, but before "now"
      ['2019-03-10-1300.e', {}], // today, same minute, but before "now"
      ['2019-03-10-130012.f', {}], // today, and also "now"
      ['2019-03-10-130015.g', {}], // today, same minute, but after "now"
      ['2019-03-10-1301.h', {}], // today, but after "now"
      ['2019-03-11.i', {}], // tomorrow
      ['2019-03-13.j', {}], // further in future
    ]);
    // show_future: true on public dates lists every published entry.
    expect(await count(p, '')).toBe(10);
    expect(await count(p, 'filter[date:is_after]=yesterday')).toBe(8);
    expect(await count(p, `filter[date:is_after]=${encodeURIComponent('-2 days')}`)).toBe(9);
    expect(await count(p, 'filter[date:is_before]=now')).toBe(5);
    expect(await count(p, 'filter[date:is_before]=tomorrow')).toBe(8);
  });

  describe('future private, past public; now is 2019-03-10 13:00:12', () => {
    const entries: [string, Data][] = [
      ['2019-03-08.a', { published: true }], // definitely in past
      ['2019-03-09.b', { published: false }], // definitely in past
      ['2019-03-10.c', { published: false }], // today
      ['2019-03-11.d', { published: true }], // definitely in future, so status will not be 'published'
    ];

    it('it_filters_by_status', async () => {
      vi.useFakeTimers({ now: Date.parse('2019-03-10T13:00:12Z'), toFake: ['Date'] });
      const p = await make(entries, 'private', 'public');
      expect(await count(p, 'listed=true')).toBe(1); // defaults to 'published'
      expect(await count(p, 'listed=true&filter[status:is]=published')).toBe(1);
      expect(await count(p, 'listed=true&filter[status:not]=published')).toBe(3);
      expect(await count(p, `listed=true&filter[status:in]=${encodeURIComponent('published|draft')}`)).toBe(3);
      expect(await count(p, 'listed=true&filter[status:is]=any')).toBe(4);
    });

    it('it_filters_by_published_boolean', async () => {
      vi.useFakeTimers({ now: Date.parse('2019-03-10T13:00:12Z'), toFake: ['Date'] });
      const p = await make(entries, 'private', 'public');
      expect(await count(p, 'listed=true')).toBe(1); // defaults to 'published'
      expect(await count(p, 'listed=true&filter[published:is]=true')).toBe(1);
      expect(await count(p, 'listed=true&filter[published:not]=true')).toBe(2);
    });
  });
});
