/** RSS 2.0 writing (the news feed per language). */
import { escapeXml, xmlElement } from './xml';

export interface RssItem {
  title: string;
  /** Absolute URL. */
  link: string;
  pubDate: Date | null;
  description: string;
  categories: string[];
}

export interface RssChannel {
  title: string;
  /** Absolute URL of the news listing. */
  link: string;
  description: string;
  /** Language tag (`ja`). */
  language: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  self: string;
  items: RssItem[];
}

/** RFC 822 date-time, as RSS 2.0 wants it: `Mon, 12 Oct 2026 00:00:00 GMT`. */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

/** A date from content (`2026-10-12T00:00:00+00:00`, `2026-10-12`), or null when there is none or it is not a date. */
export function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function buildRss(channel: RssChannel): string {
  const newest = channel.items.reduce<Date | null>((max, i) => (i.pubDate && (!max || i.pubDate > max) ? i.pubDate : max), null);
  const items = channel.items.map((item) =>
    [
      '    <item>',
      `      ${xmlElement('title', item.title)}`,
      `      ${xmlElement('link', item.link)}`,
      `      ${xmlElement('guid', item.link, { isPermaLink: 'true' })}`,
      item.pubDate ? `      ${xmlElement('pubDate', rfc822(item.pubDate))}` : null,
      item.description ? `      ${xmlElement('description', item.description)}` : null,
      ...item.categories.map((c) => `      ${xmlElement('category', c)}`),
      '    </item>',
    ].filter((line) => line !== null).join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${xmlElement('title', channel.title)}`,
    `    ${xmlElement('link', channel.link)}`,
    `    ${xmlElement('description', channel.description)}`,
    `    ${xmlElement('language', channel.language)}`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    ${xmlElement('lastBuildDate', rfc822(newest))}`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
