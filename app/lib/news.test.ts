import { describe, expect, it } from 'vitest';
import { newsFeedHref, newsHref, newsListTitle, parseFilterParam, parsePageParam } from './news';

const base = { news: 'News', tagline: 'Products, events, updates, stories and workshops' };

describe('newsListTitle', () => {
  it('is the news title alone without a category', () => {
    expect(newsListTitle({ ...base, category: null, lang: 'en' })).toBe('News');
  });

  it('joins news title, category and tagline', () => {
    expect(newsListTitle({ ...base, category: 'Events', lang: 'en' })).toBe('News: Events – Products, events, updates, stories and workshops');
    expect(newsListTitle({ news: 'News', tagline: 'Produkte, Veranstaltungen', category: 'Veranstaltungen', lang: 'de' })).toBe(
      'News: Veranstaltungen – Produkte, Veranstaltungen',
    );
  });

  it('writes the colon as each language does', () => {
    expect(newsListTitle({ news: 'Actualités', tagline: 'Produits', category: 'Événements', lang: 'fr' })).toBe('Actualités\u00a0: Événements – Produits');
    expect(newsListTitle({ news: 'ニュース', tagline: '製品、イベント', category: 'イベント', lang: 'ja' })).toBe('ニュース：イベント – 製品、イベント');
    expect(newsListTitle({ news: '新闻', tagline: '产品', category: '活动', lang: 'zh' })).toBe('新闻：活动 – 产品');
  });

  it('leaves the dash out without a tagline', () => {
    expect(newsListTitle({ news: 'News', tagline: '', category: 'Events', lang: 'en' })).toBe('News: Events');
  });
});

describe('newsHref', () => {
  it('builds the listing URL of a site, leaving page 1 out', () => {
    expect(newsHref('')).toBe('/news');
    expect(newsHref('/de', { filter: 'events' })).toBe('/de/news?filter=events');
    expect(newsHref('/jp', { filter: 'events', page: 2 })).toBe('/jp/news?filter=events&page=2');
    expect(newsHref('', { page: 1 })).toBe('/news');
    expect(newsHref('', { filter: 'a b&c' })).toBe('/news?filter=a+b%26c');
  });

  it('has a feed per site', () => {
    expect(newsFeedHref('')).toBe('/news/rss.xml');
    expect(newsFeedHref('/fr')).toBe('/fr/news/rss.xml');
  });
});

describe('query parameters', () => {
  it('reads ?page=', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('12')).toBe(12);
    for (const bad of ['', '0', '-1', '2.5', 'abc', '01', ' 2', '1e3', '9999999']) expect(parsePageParam(bad)).toBeNull();
  });

  it('reads ?filter=', () => {
    expect(parseFilterParam(null)).toBeNull();
    expect(parseFilterParam('')).toBeNull();
    expect(parseFilterParam('  ')).toBeNull();
    expect(parseFilterParam('events')).toBe('events');
  });
});
