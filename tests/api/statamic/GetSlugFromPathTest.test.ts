// Ported from statamic/cms 5.x tests/Data/Entries/GetSlugFromPathTest.php: which part of an
// entry's file name is its slug (a date before it and an id suffix after it are not),
// asserted through the slug the API gives the entry.
import { describe, expect, it } from 'vitest';
import { markdown, projects } from './support/project';

const make = projects();

describe('GetSlugFromPathTest', () => {
  describe('it_gets_the_slug_from_a_path', () => {
    // The original's provider names 'no date but slug thats a number' twice; PHP keeps one.
    it.each([
      ['date', 'post', '2015-01-01.post.md'],
      ['time', 'post', '2015-01-01-1300.post.md'],
      ['time with seconds', 'post', 'path/to/2015-01-01-130005.post.md'],
      ['no date', 'post', 'post.md'],
      ['no date but slug thats a number', '404', '404.md'],
      ['no date but slug with number', '2nd-post', '2nd-post.md'],
      ['date with id suffix', 'post', '2015-01-01.post.id-suffix.md'],
      ['time with id suffix', 'post', '2015-01-01-1300.post.id-suffix.md'],
      ['time with seconds and id suffix', 'post', 'path/to/2015-01-01-130005.post.id-suffix.md'],
      ['no date with id suffix', 'post', 'post.id-suffix.md'],
      ['no date but slug with number with id suffix', '2nd-post', '2nd-post.id-suffix.md'],
    ])('%s', async (_, expected, path) => {
      const open = await make({
        'content/collections/test.yaml': { route: '/test/{slug}' },
        [`content/collections/test/path/to/${path}`]: markdown({ id: 'a' }),
      });
      expect(await open.data('/collections/test/entries/a')).toMatchObject({ slug: expected, uri: `/test/${expected}` });
    });
  });
});
