import type { ApiQuery } from './query';

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

/** Laravel's LengthAwarePaginator output, with the request's other query parameters kept in the links. */
export function paginate<T>(items: T[], query: ApiQuery, requestUrl: URL): Paginated<T> {
  const total = items.length;
  const perPage = query.limit;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = query.page;
  const start = (page - 1) * perPage;
  const data = start < total ? items.slice(start, start + perPage) : [];
  const path = `${requestUrl.origin}${requestUrl.pathname}`;
  const pageUrl = (n: number): string => {
    const params = new URLSearchParams(requestUrl.search);
    params.set('page', String(n));
    return `${path}?${params.toString()}`;
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
