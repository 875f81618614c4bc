import { describe, expect, it } from 'vitest';
import { buildRss, parseDate, rfc822 } from './rss';

describe('rfc822', () => {
  it('writes RFC 822 dates in GMT', () => {
    expect(rfc822(new Date('2026-10-12T00:00:00+00:00'))).toBe('Mon, 12 Oct 2026 00:00:00 GMT');
    expect(rfc822(new Date('2026-10-12T01:30:00+02:00'))).toBe('Sun, 11 Oct 2026 23:30:00 GMT');
  });
});

describe('parseDate', () => {
  it('reads ISO strings and unix seconds', () => {
    expect(parseDate('2026-10-12T00:00:00+00:00')?.toISOString()).toBe('2026-10-12T00:00:00.000Z');
    expect(parseDate(1791763200)?.toISOString()).toBe('2026-10-12T00:00:00.000Z');
    expect(parseDate('not a date')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });
});

describe('buildRss', () => {
  const xml = buildRss({
    title: 'News | Kairotone',
    link: 'https://kairotone.example/jp/news',
    description: 'Products & <events>',
    language: 'ja',
    self: 'https://kairotone.example/jp/news/rss.xml?x=1&y=2',
    items: [
      {
        title: 'Q&A: "drift" <0.2 ppm',
        link: 'https://kairotone.example/jp/news/a?b=1&c=2',
        pubDate: new Date('2026-10-12T00:00:00Z'),
        description: 'It\'s <b>fast</b> & small',
        categories: ['Events', 'R&D'],
      },
      { title: 'Older', link: 'https://kairotone.example/jp/news/b', pubDate: new Date('2026-01-20T00:00:00Z'), description: '', categories: [] },
    ],
  });

  it('is an RSS 2.0 document with the channel fields', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')).toBe(true);
    expect(xml).toContain('<title>News | Kairotone</title>');
    expect(xml).toContain('<link>https://kairotone.example/jp/news</link>');
    expect(xml).toContain('<description>Products &amp; &lt;events&gt;</description>');
    expect(xml).toContain('<language>ja</language>');
    expect(xml).toContain('<atom:link href="https://kairotone.example/jp/news/rss.xml?x=1&amp;y=2" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<lastBuildDate>Mon, 12 Oct 2026 00:00:00 GMT</lastBuildDate>');
  });

  it('escapes every item field', () => {
    expect(xml).toContain('<title>Q&amp;A: &quot;drift&quot; &lt;0.2 ppm</title>');
    expect(xml).toContain('<link>https://kairotone.example/jp/news/a?b=1&amp;c=2</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://kairotone.example/jp/news/a?b=1&amp;c=2</guid>');
    expect(xml).toContain('<pubDate>Mon, 12 Oct 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>It&apos;s &lt;b&gt;fast&lt;/b&gt; &amp; small</description>');
    expect(xml).toContain('<category>Events</category>');
    expect(xml).toContain('<category>R&amp;D</category>');
  });

  it('leaves out empty optional item fields', () => {
    const older = xml.slice(xml.lastIndexOf('<item>'));
    expect(older).not.toContain('<description>');
    expect(older).not.toContain('<category>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });

  it('has no unescaped ampersands anywhere', () => {
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
