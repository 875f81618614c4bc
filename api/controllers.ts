import { localize, type ShapeContext } from './augment';
import { exposesDrafts, type Access } from './allowlist';
import { applyFilters, applySort, applyTaxonomyFilters, collatorFor, type Getter } from './filter';
import { paginate } from './pagination';
import { ApiError, parseQuery, type ApiQuery, type Filter } from './query';
import { entryResource, globalResource, pick, termResource } from './resources';
import { entryStatus, isOnListedSide, isPrivate, isReachable } from './store/entries';
import { termSlugsByEntry } from './store/terms';
import type { ContentIndex, Data, Entry, Term } from './store/types';
import type { PhpValue } from './php';

/** Controllers only find things; resources.ts shapes them. Each returns the JSON body or throws ApiError. */

export interface RequestContext {
  index: ContentIndex;
  url: URL;
  siteUrl: string;
  /** Which resources are served and which filters each allows (api/allowlist.ts). */
  access: Access;
}

export function shapeContext(req: RequestContext, site: string): ShapeContext {
  return { index: req.index, site, siteUrl: req.siteUrl };
}

/** A known site handle, or the default; unknown handles are 404 as in Statamic's navigation and globals controllers. */
export function requireSite(req: RequestContext, site: string | null): string {
  if (site === null) return req.index.defaultSite.handle;
  if (!req.index.sites.some((s) => s.handle === site)) throw ApiError.notFound();
  return site;
}

export function entryGetter(index: ContentIndex): Getter<Entry> {
  return (entry, field) => {
  switch (field) {
    case 'id': return entry.id;
    case 'slug': return entry.slug;
    case 'uri': return entry.uri;
    case 'url': return entry.url;
    // A Carbon instance in Statamic: compared as a date, or as `Y-m-d H:i:s` with a string.
    case 'date': return entry.date ? new Date(Date.parse(entry.date)) : null;
    case 'locale':
    case 'site': return entry.site;
    case 'published': return entry.published;
    case 'status': return entryStatus(entry, index.collections.get(entry.collection));
    case 'private': return isPrivate(entry, index.collections.get(entry.collection));
    case 'origin': return entry.originId;
    case 'order': return entry.order;
    case 'collection': return entry.collection;
    default: return (entry.values[field] ?? null) as PhpValue;
  }
  };
}

const termGetter: Getter<Term> = (term, field) => {
  switch (field) {
    case 'id': return `${term.taxonomy}::${term.baseSlug}`;
    case 'slug': return term.slug;
    case 'locale':
    case 'site': return term.site;
    case 'taxonomy': return term.taxonomy;
    // LocalizedTerm::title(), status() and private().
    case 'title': return (term.values.title ?? term.slug) as PhpValue;
    case 'status': return 'published';
    case 'private': return false;
    default: return (term.values[field] ?? null) as PhpValue;
  }
};

const NO_TERMS: ReadonlySet<string> = new Set();

/** An entry's term slugs in a taxonomy, as Statamic's term associations index them (api/store/terms.ts). */
function termsOf(index: ContentIndex): (entry: Entry, taxonomy: string) => ReadonlySet<string> {
  return (entry, taxonomy) => termSlugsByEntry(index, taxonomy).get(entry) ?? NO_TERMS;
}

const PUBLISHED: Filter = { field: 'status', condition: 'is', value: 'published' };

/** ApiController::getFilters() with `$filterPublished`: `status:is=published` unless the client filters on status or published itself. */
export function publishedByDefault(filters: Filter[]): Filter[] {
  return filters.some((f) => f.field === 'status' || f.field === 'published') ? filters : [...filters, PUBLISHED];
}

/** The keys a request's `fields` asks for, for shaping only those (entryResource's `only`). */
export const fieldsAsked = (query: ApiQuery): ReadonlySet<string> | undefined => (query.fields ? new Set(query.fields) : undefined);

export function withFields(items: Data[], query: ApiQuery): Data[] {
  return query.fields ? items.map((item) => pick(item, query.fields!)) : items;
}

export function listEntries(req: RequestContext, collectionHandle: string): unknown {
  const collection = req.index.collections.get(collectionHandle);
  if (!collection) throw ApiError.notFound();
  const query = parseQuery(req.url.searchParams, { allowed: req.access.filters('collections', collection.handle), taxonomies: true });
  // `listed=true` is the `collection` tag's default listing: only the public sides of now, unless the
  // client filters on status (Entries::queryPastFuture); published only, as the default filter below has it.
  const byDate = query.listed && !query.filters.some((f) => f.field === 'status');
  // Entries of every site unless `site` narrows them (an unknown site simply matches nothing).
  let entries = [...req.index.entries.values()].filter(
    (e) => e.collection === collection.handle && (query.site === null || e.site === query.site) && (!byDate || isOnListedSide(e, collection)),
  );
  const get = entryGetter(req.index);
  // Statamic lists published entries unless the client filters on status or published itself.
  const filters = publishedByDefault(query.filters);
  entries = applyTaxonomyFilters(applyFilters(entries, filters, get), query.taxonomyFilters, termsOf(req.index));
  // Statamic's API keeps the Stache's order without `sort`; ours is the collection's sort order.
  const sort = query.sort.length ? query.sort : [{ field: collection.sortField, dir: collection.sortDir }];
  entries = applySort(entries, sort, get, collatorFor(req.index.defaultSite.locale));
  const page = paginate(entries, query, req.url);
  const only = fieldsAsked(query);
  return { ...page, data: withFields(page.data.map((e) => entryResource(e, shapeContext(req, e.site), only)), query) };
}

export function showEntry(req: RequestContext, collectionHandle: string, id: string): unknown {
  // CollectionEntriesController::show() applies no filters: `filter[...]` is ignored.
  const query = parseQuery(req.url.searchParams, null);
  const entry = req.index.entries.get(id);
  const collection = req.index.collections.get(collectionHandle);
  if (!entry || !collection || entry.collection !== collectionHandle) throw ApiError.notFound();
  const shown = query.site ? localize(req.index, id, requireSite(req, query.site), 'any') : entry;
  // Published entries only: ids are readable slugs, so an embargoed (scheduled) entry could be
  // guessed. Where the operator exposes the collection's drafts (a status filter allowed),
  // Statamic's show: any entry that is not a draft, private ones included (their status says so).
  const visible = exposesDrafts(req.access, collection.handle) ? shown?.published : shown && entryStatus(shown, collection) === 'published';
  if (!shown || !visible) throw ApiError.notFound();
  return { data: withFields([entryResource(shown, shapeContext(req, shown.site), fieldsAsked(query))], query)[0] };
}

/** The entry at a site-relative URL (`/de/ueber-uns`), for a site's catch-all route. */
export function entryByUrl(req: RequestContext): unknown {
  const query = parseQuery(req.url.searchParams, null);
  const raw = req.url.searchParams.get('url');
  if (raw === null || raw === '') throw ApiError.invalid('url', 'The url parameter is required.');
  // A site path: one leading slash. `//host/x` is not a path of this site (and never read as a host).
  if (!raw.startsWith('/')) throw ApiError.invalid('url', 'The url parameter must be a path such as /de/ueber-uns.');
  const entry = findEntryByUrl(req.index, raw);
  if (entry === 'invalid') throw ApiError.invalid('url', 'The url parameter must be a path such as /de/ueber-uns.');
  // An entry of a collection the API does not serve is not found here either.
  if (!entry || !req.access.allows('collections', entry.collection)) throw ApiError.notFound();
  return { data: withFields([entryResource(entry, shapeContext(req, entry.site), fieldsAsked(query))], query)[0] };
}

/**
 * The visible entry at a site path as a browser sends it (percent-encoded, maybe with a
 * trailing slash), as `/entries/by-url` finds it; 'invalid' for escapes that are not UTF-8.
 * The server asks it directly when the content is in-process (is a path a missing page?).
 */
export function findEntryByUrl(index: ContentIndex, raw: string): Entry | undefined | 'invalid' {
  if (/^\/[/\\]/.test(raw)) return undefined;
  let path: string;
  try {
    // decodeURIComponent throws on escapes that are not UTF-8 (`%E0%A4`): a client error, not a 500.
    path = decodeURIComponent(raw.split(/[?#]/)[0]!.replace(/%(?![0-9a-f]{2})/gi, '%25'));
  } catch {
    return 'invalid';
  }
  path = path.replace(/\/+$/, '') || '/';
  const id = index.byUrl.get(path);
  const entry = id ? index.entries.get(id) : undefined;
  // A private entry's page is a 404, as Statamic's front end answers it; unlisted pages open.
  return entry && isReachable(entry, index.collections.get(entry.collection)) ? entry : undefined;
}

export function showGlobal(req: RequestContext, handle: string): unknown {
  const query = parseQuery(req.url.searchParams, null);
  const set = req.index.globals.get(handle);
  if (!set) throw ApiError.notFound();
  const data = globalResource(set, shapeContext(req, requireSite(req, query.site)));
  if (!data) throw ApiError.notFound();
  return { data: query.fields ? pick(data, query.fields) : data };
}

/**
 * GlobalsController::index(): every set in the site (`?site`, else the default), without
 * pagination. A set with no values in that site is left out (Statamic would fail on it).
 */
export function listGlobals(req: RequestContext): unknown {
  const query = parseQuery(req.url.searchParams, null);
  const ctx = shapeContext(req, requireSite(req, query.site));
  // ApiController::filterAllowedResources(): only the sets the API serves.
  const sets = [...req.index.globals.values()].filter((set) => req.access.allows('globals', set.handle));
  const data = sets.map((set) => globalResource(set, ctx)).filter((d): d is Data => d !== undefined);
  return { data: withFields(data, query) };
}

export function listTerms(req: RequestContext, taxonomy: string): unknown {
  if (!req.index.taxonomies.has(taxonomy)) throw ApiError.notFound();
  const query = parseQuery(req.url.searchParams, { allowed: req.access.filters('taxonomies', taxonomy) });
  let terms = req.index.terms.filter((t) => t.taxonomy === taxonomy && (query.site === null || t.site === query.site));
  terms = applyFilters(terms, query.filters, termGetter);
  terms = applySort(terms, query.sort.length ? query.sort : [{ field: 'title', dir: 'asc' }], termGetter, collatorFor(req.index.defaultSite.locale));
  const page = paginate(terms, query, req.url);
  return { ...page, data: withFields(page.data.map((t) => termResource(t, shapeContext(req, t.site))), query) };
}

export function showTerm(req: RequestContext, taxonomy: string, slug: string): unknown {
  const query = parseQuery(req.url.searchParams, null);
  const site = requireSite(req, query.site);
  const term = req.index.terms.find((t) => t.taxonomy === taxonomy && t.baseSlug === slug && t.site === site);
  if (!term) throw ApiError.notFound();
  return { data: withFields([termResource(term, shapeContext(req, site))], query)[0] };
}
