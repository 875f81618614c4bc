import type { PageRecord, SiteIndex } from '../../server/static/site-index';

/**
 * Where the export puts a page whose route reads query parameters. The build names them after
 * their URL (`de/news?filter=events.html`), which no static host serves for `/de/news?filter=events`;
 * the export moves them to a path of their own, one `_{name}/{value}` pair per parameter
 * (`de/news/_filter/events.html`), and the host's rules map the query onto it. A segment
 * starting with `_` is no slug (slugs start with a letter or digit), so no page is shadowed.
 */

/** Query values the build prerenders (category slugs, page numbers): nothing that could climb out of a folder. */
const SAFE_VALUE = /^[A-Za-z0-9][\w-]*$/;

export class LayoutError extends Error {
  override name = 'LayoutError';
}

/** `filter=events&page=2` → `/_filter/events/_page/2`; throws for a name or value that is not a plain word. */
export function querySuffix(query: string): string {
  let suffix = '';
  for (const [name, value] of new URLSearchParams(query)) {
    if (!SAFE_VALUE.test(name) || !SAFE_VALUE.test(value)) throw new LayoutError(`cannot export the query ${JSON.stringify(query)}: only letters, digits, - and _ are taken as names and values`);
    suffix += `/_${name}/${value}`;
  }
  return suffix;
}

/** The export's path for a request path with its query (`/de/news?filter=events` → `/de/news/_filter/events`; `/de/news.data?filter=events` → `/de/news/_filter/events.data`). */
export function exportPath(requestPath: string): string {
  const cut = requestPath.indexOf('?');
  if (cut < 0) return requestPath;
  const [pathname, query] = [requestPath.slice(0, cut), requestPath.slice(cut + 1)];
  const data = pathname.endsWith('.data');
  const base = data ? pathname.slice(0, -'.data'.length) : pathname;
  return `${base === '/_' ? '' : base}${querySuffix(query)}${data ? '.data' : ''}`;
}

/** The export's file for one of the build's files under `client/` (`de/news?filter=events.html` → `de/news/_filter/events.html`). */
export function exportFile(buildFile: string): string {
  const cut = buildFile.indexOf('?');
  if (cut < 0) return buildFile;
  const rest = buildFile.slice(cut + 1);
  const extension = /\.(?:html|data)(?:\.gz|\.br)?$/.exec(rest)?.[0];
  if (!extension) throw new LayoutError(`unexpected file in the build: ${buildFile}`);
  return `${buildFile.slice(0, cut)}${querySuffix(rest.slice(0, -extension.length))}${extension}`;
}

/** A page read with its query: the page it belongs to and the query the build prerendered. */
export interface QueryPage {
  /** The page without query (`/de/news`). */
  path: string;
  /** Its query as the server keys it (server/pages/query.ts), e.g. `filter=events`. */
  query: string;
  record: PageRecord;
}

/** The prerendered pages that have a query, with the parameters each page reads. */
export function queryPages(index: SiteIndex): { pages: QueryPage[]; reads: Map<string, readonly string[]> } {
  const pages: QueryPage[] = [];
  const reads = new Map<string, readonly string[]>();
  for (const record of index.pages) {
    const [path, query] = record.path.split('?') as [string, string | undefined];
    if (record.reads?.length) reads.set(path, record.reads);
    if (query) pages.push({ path, query, record });
  }
  return { pages, reads };
}
