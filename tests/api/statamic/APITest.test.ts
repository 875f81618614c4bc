// Ported from statamic/cms 5.x tests/API/APITest.php: the REST API's answers for entries
// and terms. Each `it` names the original test (and data-provider case); the content the
// original builds with facades is written here as the flat files Statamic would save.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markdown, project, type Project } from './support/project';

let open: Project | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await open?.close();
  open = undefined;
});

async function make(files: Parameters<typeof project>[0], options?: Parameters<typeof project>[1]): Promise<Project> {
  open = await project(files, options);
  return open;
}

describe('APITest', () => {
  it('not_found_responses_are_formatted_with_json', async () => {
    const p = await make({});
    expect(await p.get('/blah')).toEqual({ status: 404, body: { message: 'Not found.' } });
  });

  describe('it_handles_not_found_entries', () => {
    const files = {
      'content/collections/pages.yaml': { title: 'Pages' },
      'content/collections/articles.yaml': { title: 'Articles' },
      'content/collections/pages/about.md': markdown({ id: 'about' }),
    };
    it.each([
      ['valid entry id', '/collections/pages/entries/about', 200],
      ['invalid entry id', '/collections/pages/entries/dance', 404],
      ['valid entry id but wrong collection', '/collections/articles/entries/about', 404],
    ])('%s', async (_, url, status) => {
      const p = await make(files);
      expect((await p.get(url)).status).toBe(status);
    });
  });

  it('it_filters_published_entries_by_default', async () => {
    const p = await make({
      'content/collections/pages.yaml': { title: 'Pages' },
      'content/collections/pages/about.md': markdown({ id: 'about' }),
      'content/collections/pages/dance.md': markdown({ id: 'dance', published: false }),
      'content/collections/pages/nectar.md': markdown({ id: 'nectar', published: false }),
    });
    expect(await p.ids('/collections/pages/entries')).toEqual(['about']);
    expect((await p.get('/collections/pages/entries/about')).status).toBe(200);
    expect((await p.get('/collections/pages/entries/dance')).status).toBe(404);
    expect((await p.get('/collections/pages/entries/nectar')).status).toBe(404);
  });

  describe('dated collections: now is 2026-06-15 12:00 UTC; a day before and a day after', () => {
    const files = (past: string, future: string) => ({
      'content/collections/test.yaml': { title: 'Test', date: true, date_behavior: { past, future } },
      'content/collections/test/2026-06-16.a.md': markdown({ id: 'a' }),
      'content/collections/test/2026-06-16.b.md': markdown({ id: 'b', published: false }),
      'content/collections/test/2026-06-14.c.md': markdown({ id: 'c' }),
      'content/collections/test/2026-06-14.d.md': markdown({ id: 'd', published: false }),
    });

    it('it_filters_out_future_entries_from_future_private_collection', async () => {
      vi.useFakeTimers({ now: Date.parse('2026-06-15T12:00:00Z'), toFake: ['Date'] });
      const p = await make(files('public', 'private'));
      expect(await p.ids('/collections/test/entries')).toEqual(['c']);
    });

    it('it_filters_out_past_entries_from_past_private_collection', async () => {
      vi.useFakeTimers({ now: Date.parse('2026-06-15T12:00:00Z'), toFake: ['Date'] });
      const p = await make(files('private', 'public'));
      expect(await p.ids('/collections/test/entries')).toEqual(['a']);
    });
  });
});
