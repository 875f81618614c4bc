// What the content API keeps between answers to shape them faster must never change what it
// answers: Markdown rendered once per source, and terms shaped once for as long as an answer
// is kept (their entries_count follows dated entries' status, which changes with time).
import { marked } from 'marked';
import { describe, expect, it, vi } from 'vitest';
import { markdownHtml } from '../../api/augment';
import { markdown, projects } from './statamic/support/project';

const make = projects();

describe('Markdown rendered once per source', () => {
  it('answers what marked renders, for the same source again and for many different ones', () => {
    const sources = Array.from({ length: 500 }, (_, i) => `## Heading ${i}\n\nSome *text* with [a link](/x/${i}) and ${'word '.repeat(i * 40)}`);
    for (const source of [...sources, ...sources]) expect(markdownHtml(source)).toBe(marked.parse(source, { async: false }));
  });
});

describe('terms shaped once per content', () => {
  it("a term's entries_count follows a scheduled entry that becomes published, within the time an answer is kept", async () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    const open = await make({
      'content/collections/news.yaml': { title: 'News', date: true, taxonomies: ['tags'], date_behavior: { future: 'private' } },
      'content/collections/news/2030-01-01.now.md': markdown({ id: 'now', tags: ['sync'] }),
      'content/collections/news/2030-01-01-0001.soon.md': markdown({ id: 'soon', tags: ['sync'] }),
      'resources/blueprints/collections/news/news.yaml': { fields: [{ handle: 'date', field: { type: 'date', time_enabled: true } }] },
      'content/taxonomies/tags.yaml': { title: 'Tags' },
      'content/taxonomies/tags/sync.yaml': { title: 'Sync' },
    });
    expect((await open.data('/taxonomies/tags/terms/sync')).entries_count).toBe(1);
    // Two minutes on: the second entry is published now, and no kept shape hides it.
    vi.setSystemTime(Date.parse('2030-01-01T00:02:00Z'));
    expect((await open.data('/taxonomies/tags/terms/sync')).entries_count).toBe(2);
  });
});
