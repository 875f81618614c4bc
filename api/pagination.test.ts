import { describe, expect, it } from 'vitest';
import { paginate } from './pagination';
import { parseQuery } from './query';

const PATH = 'http://api.test/api/collections/news/entries';

/** Paginates `total` numbered items for a request URL with the given query string. */
function page(total: number, search: string) {
  const url = new URL(`${PATH}?${search}`);
  const items = Array.from({ length: total }, (_, i) => i + 1);
  return paginate(items, parseQuery(url.searchParams, new Set(['kind'])), url);
}

/** The labels of meta.links between « Previous and Next », with the active page in brackets. */
function window(total: number, search: string): string {
  const links = page(total, search).meta.links.slice(1, -1);
  return links.map((l) => (l.active ? `[${l.label}]` : l.label)).join(' ');
}

describe('paginate: Laravel LengthAwarePaginator output', () => {
  it('answers data, links and meta for a middle page', () => {
    const result = page(8, 'site=de&limit=3&page=2');
    const url = (n: number) => `${PATH}?limit=3&page=${n}&site=de`;
    expect(result).toEqual({
      data: [4, 5, 6],
      links: { first: url(1), last: url(3), prev: url(1), next: url(3) },
      meta: {
        current_page: 2,
        from: 4,
        last_page: 3,
        links: [
          { url: url(1), label: '&laquo; Previous', active: false },
          { url: url(1), label: '1', active: false },
          { url: url(2), label: '2', active: true },
          { url: url(3), label: '3', active: false },
          { url: url(3), label: 'Next &raquo;', active: false },
        ],
        path: PATH,
        per_page: 3,
        to: 6,
        total: 8,
      },
    });
  });

  const cases: { name: string; total: number; search: string; expected: Record<string, unknown> }[] = [
    {
      name: 'the first page has no prev link',
      total: 8,
      search: 'limit=3',
      expected: { data: [1, 2, 3], prev: null, next: `${PATH}?limit=3&page=2`, from: 1, to: 3, current_page: 1, last_page: 3 },
    },
    {
      name: 'the last page is short and has no next link',
      total: 8,
      search: 'limit=3&page=3',
      expected: { data: [7, 8], prev: `${PATH}?limit=3&page=2`, next: null, from: 7, to: 8, current_page: 3, last_page: 3 },
    },
    {
      name: 'a page past the end is empty, from and to are null',
      total: 8,
      search: 'limit=3&page=9',
      expected: { data: [], prev: `${PATH}?limit=3&page=8`, next: null, from: null, to: null, current_page: 9, last_page: 3 },
    },
    {
      name: 'no items is one empty page',
      total: 0,
      search: '',
      expected: { data: [], prev: null, next: null, from: null, to: null, current_page: 1, last_page: 1 },
    },
    {
      name: 'the default page size is 50',
      total: 51,
      search: '',
      expected: { data: Array.from({ length: 50 }, (_, i) => i + 1), prev: null, next: `${PATH}?page=2`, from: 1, to: 50, current_page: 1, last_page: 2 },
    },
    {
      name: 'an exact multiple of the page size has no extra page',
      total: 6,
      search: 'limit=3&page=2',
      expected: { data: [4, 5, 6], prev: `${PATH}?limit=3&page=1`, next: null, from: 4, to: 6, current_page: 2, last_page: 2 },
    },
  ];

  it.each(cases)('$name', ({ total, search, expected }) => {
    const { data, links, meta } = page(total, search);
    expect({ data, prev: links.prev, next: links.next, from: meta.from, to: meta.to, current_page: meta.current_page, last_page: meta.last_page }).toEqual(expected);
    expect(meta.total).toBe(total);
  });

  it('keeps filter, limit, page and sort in that order (Statamic\'s appends), page in its place', () => {
    const { links } = page(30, 'filter%5Bkind%5D=firmware&sort=-date&page=2&limit=10');
    const next = new URL(links.next!);
    expect(`${next.origin}${next.pathname}`).toBe(PATH);
    expect([...next.searchParams]).toEqual([['filter[kind]', 'firmware'], ['limit', '10'], ['page', '3'], ['sort', '-date']]);
  });

  it('adds page last when the request had none, encoded as Laravel\'s Arr::query (RFC 3986)', () => {
    const { links } = page(30, 'limit=10&filter[kind]=a b*&sort=title');
    expect(links.next).toBe(`${PATH}?filter%5Bkind%5D=a%20b%2A&limit=10&sort=title&page=2`);
  });

  it('drops the other parameters (fields, unknown ones) and empty values, keeps our site and listed', () => {
    const { links } = page(30, 'fields=id,title&unknown=x&site=de&listed=true&filter[kind]=&limit=10');
    expect(links.next).toBe(`${PATH}?limit=10&site=de&listed=true&page=2`);
  });

  it('labels the previous and next links as Laravel does, without urls at the ends', () => {
    const links = page(2, 'limit=1').meta.links;
    expect(links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false });
    expect(links.at(-1)).toEqual({ url: `${PATH}?limit=1&page=2`, label: 'Next &raquo;', active: false });
  });
});

describe('paginate: the page window (Laravel UrlWindow, three pages on each side)', () => {
  const cases: { name: string; pages: number; current: number; expected: string }[] = [
    { name: 'one page', pages: 1, current: 1, expected: '[1]' },
    { name: 'up to 13 pages are all listed', pages: 13, current: 7, expected: '1 2 3 4 5 6 [7] 8 9 10 11 12 13' },
    { name: '14 pages, near the start', pages: 14, current: 1, expected: '[1] 2 3 4 5 6 7 8 9 10 ... 13 14' },
    { name: '20 pages, page 7 is still near the start', pages: 20, current: 7, expected: '1 2 3 4 5 6 [7] 8 9 10 ... 19 20' },
    { name: '20 pages, page 8 gets a full slider', pages: 20, current: 8, expected: '1 2 ... 5 6 7 [8] 9 10 11 ... 19 20' },
    { name: '20 pages, page 13 gets a full slider', pages: 20, current: 13, expected: '1 2 ... 10 11 12 [13] 14 15 16 ... 19 20' },
    { name: '20 pages, page 14 is near the end', pages: 20, current: 14, expected: '1 2 ... 11 12 13 [14] 15 16 17 18 19 20' },
    { name: '20 pages, the last page', pages: 20, current: 20, expected: '1 2 ... 11 12 13 14 15 16 17 18 19 [20]' },
    { name: '100 pages, page 50', pages: 100, current: 50, expected: '1 2 ... 47 48 49 [50] 51 52 53 ... 99 100' },
    { name: 'a page past the end marks no page active', pages: 20, current: 25, expected: '1 2 ... 11 12 13 14 15 16 17 18 19 20' },
  ];

  it.each(cases)('$name', ({ pages, current, expected }) => {
    expect(window(pages, `limit=1&page=${current}`)).toBe(expected);
  });

  it('"..." separators have no url and are never active', () => {
    const dots = page(100, 'limit=1&page=50').meta.links.filter((l) => l.label === '...');
    expect(dots).toEqual([
      { url: null, label: '...', active: false },
      { url: null, label: '...', active: false },
    ]);
  });

  it('every numbered link points at its own page', () => {
    for (const link of page(100, 'limit=1&page=50').meta.links.slice(1, -1)) {
      if (link.label !== '...') expect(new URL(link.url!).searchParams.get('page')).toBe(link.label);
    }
  });
});
