import { describe, expect, it } from 'vitest';
import { exportFile, exportPath, LayoutError, querySuffix } from './layout';

describe('export layout of pages with a query', () => {
  it.each([
    ['/de/news?filter=events', '/de/news/_filter/events'],
    ['/de/news.data?filter=events', '/de/news/_filter/events.data'],
    ['/news?page=2', '/news/_page/2'],
    ['/news?filter=events&page=2', '/news/_filter/events/_page/2'],
    ['/de/news', '/de/news'],
  ])('%s → %s', (from, to) => expect(exportPath(from)).toBe(to));

  it.each([
    ['de/news?filter=events.html', 'de/news/_filter/events.html'],
    ['de/news?filter=events.data.gz', 'de/news/_filter/events.data.gz'],
    ['news?page=2.html.br', 'news/_page/2.html.br'],
    ['de/news.html', 'de/news.html'],
  ])('file %s → %s', (from, to) => expect(exportFile(from)).toBe(to));

  it.each(['filter=..', 'filter=../../etc', 'filter=a/b', 'filter=%2e%2e', 'fil/ter=a', 'filter='])('refuses a query that could climb or is no plain word: %s', (query) => {
    expect(() => querySuffix(query)).toThrow(LayoutError);
  });

  it('refuses a build file it does not know how to name', () => expect(() => exportFile('news?filter=x.json')).toThrow(/unexpected file/));
});
