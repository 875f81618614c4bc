/**
 * The part of a page's query that can change what it shows: the parameters its route reads
 * (PageHandle.searchParams), first value of each, in the route's order, as a query string
 * (`filter=events&page=2`); '' when it reads none of those present. Campaign and click ids
 * (`utm_*`, `gclid`, `fbclid`…), a refresh's `t` and React Router's `_routes` fall away, so
 * `/products/beacon?utm_source=newsletter` is `/products/beacon`.
 */
export function readQuery(search: string, reads: readonly string[] | undefined): string {
  if (!reads?.length || search === '' || search === '?') return '';
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of reads) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.toString();
}

/** A page's key: its path plus the query it reads (`/news?filter=events`), as prerendered pages and cached renders are stored. */
export function pageKey(pathname: string, search: string, reads: readonly string[] | undefined): string {
  const query = readQuery(search, reads);
  return query ? `${pathname}?${query}` : pathname;
}
