// Ported from statamic/cms 5.x tests/Data/Entries/GetDateFromPathTest.php: which part of an
// entry's file name is its date. Asserted through the date the API gives the entry of a dated
// collection whose blueprint enables time and seconds (so the date shows all the file name
// holds); a file name without a date dates the entry by the file's modification time.
import { describe, expect, it } from 'vitest';
import { blueprint, carbon } from './support/content';
import { markdown, projects } from './support/project';

const make = projects();

/** A file-name date (`2015-01-01-130005`) as the date it gives. */
function fromSegment(segment: string): string {
  const [, y, m, d, h = '00', i = '00', s = '00'] = /^(\d{4})-(\d{2})-(\d{2})(?:-(\d{2})(\d{2})(\d{2})?)?$/.exec(segment)!;
  return carbon(`${y}-${m}-${d} ${h}:${i}:${s}`);
}

describe('GetDateFromPathTest', () => {
  describe('it_gets_the_date_from_a_path', () => {
    const MODIFIED = '2020-02-02 02:02:02';
    it.each([
      ['date', '2015-01-01', 'path/to/2015-01-01.post.md'],
      ['time', '2015-01-01-1300', 'path/to/2015-01-01-1300.post.md'],
      ['time with seconds', '2015-01-01-130005', 'path/to/2015-01-01-130005.post.md'],
      ['no date', null, 'path/to/post.md'],
      ['no date but slug with number', null, 'path/to/2nd-post.md'],
      ['date with id suffix', '2015-01-01', 'path/to/2015-01-01.post.id-suffix.md'],
      ['time with id suffix', '2015-01-01-1300', 'path/to/2015-01-01-1300.post.id-suffix.md'],
      ['time with seconds and id suffix', '2015-01-01-130005', 'path/to/2015-01-01-130005.post.id-suffix.md'],
      ['no date with id suffix', null, 'path/to/post.id-suffix.md'],
      ['no date but slug with number with id suffix', null, 'path/to/2nd-post.id-suffix.md'],
    ])('%s', async (_, expected, path) => {
      const file = `content/collections/test/${path}`;
      const open = await make({
        'content/collections/test.yaml': { date: true },
        'resources/blueprints/collections/test/test.yaml': blueprint({ date: { type: 'date', time_enabled: true, time_seconds_enabled: true } }),
        [file]: markdown({ id: 'a' }),
      });
      await open.touch(file, new Date(`${MODIFIED.replace(' ', 'T')}Z`));
      expect((await open.data('/collections/test/entries/a')).date).toBe(expected === null ? carbon(MODIFIED) : fromSegment(expected));
    });
  });
});
