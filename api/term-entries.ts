import { entryGetter, fieldsAsked, publishedByDefault, shapeContext, withFields, type RequestContext } from './controllers';
import { applyFilters, applySort, collatorFor } from './filter';
import { paginate } from './pagination';
import { ApiError, parseQuery } from './query';
import { entryResource } from './resources';
import { termEntries } from './store/terms';

/**
 * TaxonomyTermEntriesController::index() (`/taxonomies/{taxonomy}/terms/{term}/entries`): the
 * entries of any collection and site that use the term (Term::queryEntries()), filtered on
 * the fields the collections allow, `status:is=published` unless the client filters on status
 * or published, sorted by `sort` (else in the order of the entries) and paginated.
 */
export function termEntriesList(req: RequestContext, taxonomy: string, slug: string): unknown {
  if (!req.index.taxonomies.has(taxonomy)) throw ApiError.notFound();
  const term = req.index.terms.find((t) => t.taxonomy === taxonomy && t.baseSlug === slug);
  if (!term) throw ApiError.notFound();
  // FilterAuthorizer::allowedForSubResources() over the collections the API serves: the filters all of them allow.
  const collections = [...req.index.collections.keys()].filter((handle) => req.access.allows('collections', handle));
  // abortIfDisabled(): the `collections` resource must be served too.
  if (collections.length === 0) throw ApiError.notFound();
  const [first, ...rest] = collections.map((handle) => req.access.filters('collections', handle));
  const allowed = new Set([...(first ?? [])].filter((field) => rest.every((set) => set.has(field))));
  const query = parseQuery(req.url.searchParams, { allowed });
  const get = entryGetter(req.index);
  let entries = termEntries(req.index, term).filter((e) => collections.includes(e.collection) && (query.site === null || e.site === query.site));
  entries = applyFilters(entries, publishedByDefault(query.filters), get);
  entries = applySort(entries, query.sort, get, collatorFor(req.index.defaultSite.locale));
  const page = paginate(entries, query, req.url);
  const only = fieldsAsked(query);
  return { ...page, data: withFields(page.data.map((e) => entryResource(e, shapeContext(req, e.site), only)), query) };
}
