import { requestParams, type ApiQuery } from './query';

export interface Paginated<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: {
    current_page: number;
    from: number | null;
    last_page: number;
    links: { url: string | null; label: string; active: boolean }[];
    path: string;
    per_page: number;
    to: number | null;
    total: number;
  };
}

/**
 * The parameters the links keep: Statamic's `appends(request()->only(['filter', 'limit',
 * 'page', 'sort']))` (ApiController::paginate), in that order, then our own `site` and
 * `listed`, which choose the listing too. Values as Laravel has them (trimmed, empty ones dropped).
 */
const KEPT = ['filter', 'limit', 'page', 'sort', 'site', 'listed'];

/** PHP's rawurlencode, which Laravel's Arr::query() uses: RFC 3986, `%20` for a space. */
const rawurlencode = (s: string): string => encodeURIComponent(s).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

function keptParams(requestUrl: URL): [string, string][] {
  const params = [...requestParams(requestUrl.searchParams)].filter((p): p is [string, string] => p[1] !== null);
  const group = (key: string) => KEPT.indexOf(/^filter\[[^\]]*\]$/.test(key) ? 'filter' : key);
  return params.filter(([key]) => group(key) >= 0).sort((a, b) => group(a[0]) - group(b[0]));
}

/** Laravel's LengthAwarePaginator output; its links keep the request's filter, limit and sort (and our site and listed). */
export function paginate<T>(items: T[], query: ApiQuery, requestUrl: URL): Paginated<T> {
  const total = items.length;
  const perPage = query.limit;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = query.page;
  const start = (page - 1) * perPage;
  const data = start < total ? items.slice(start, start + perPage) : [];
  const path = `${requestUrl.origin}${requestUrl.pathname}`;
  const kept = keptParams(requestUrl);
  const pageUrl = (n: number): string => {
    // LengthAwarePaginator::url(): `page` keeps its place when the request had one, else it comes last.
    const params: [string, string][] = kept.some(([key]) => key === 'page') ? kept.map(([key, value]) => [key, key === 'page' ? String(n) : value]) : [...kept, ['page', String(n)]];
    return `${path}?${params.map(([key, value]) => `${rawurlencode(key)}=${rawurlencode(value)}`).join('&')}`;
  };
  const pageLinks = [
    { url: page > 1 ? pageUrl(page - 1) : null, label: '&laquo; Previous', active: false },
    ...pageWindow(page, lastPage).map((n) =>
      n === null ? { url: null, label: '...', active: false } : { url: pageUrl(n), label: String(n), active: n === page },
    ),
    { url: page < lastPage ? pageUrl(page + 1) : null, label: 'Next &raquo;', active: false },
  ];
  return {
    data,
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: page > 1 ? pageUrl(page - 1) : null,
      next: page < lastPage ? pageUrl(page + 1) : null,
    },
    meta: {
      current_page: page,
      from: data.length ? start + 1 : null,
      last_page: lastPage,
      links: pageLinks,
      path,
      per_page: perPage,
      to: data.length ? start + data.length : null,
      total,
    },
  };
}

/** Laravel's UrlWindow: every page when there are few, else the ends and three on each side of the current one. */
function pageWindow(page: number, lastPage: number): (number | null)[] {
  const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (lastPage <= 13) return range(1, lastPage);
  if (page <= 7) return [...range(1, 10), null, lastPage - 1, lastPage];
  if (page > lastPage - 7) return [1, 2, null, ...range(lastPage - 9, lastPage)];
  return [1, 2, null, ...range(page - 3, page + 3), null, lastPage - 1, lastPage];
}
