import { siteUrl } from '../sites';
import { entryStatus } from './entries';
import { slugify } from './slug';
import type { ContentIndex, Entry, Term } from './types';

/** What Statamic 5 derives from a term: its URI and URL, and the entries that use it. */

/**
 * LocalizedTerm::uri(): the route `/{taxonomy}/{slug}` (underscores in the handle become
 * hyphens, LocalizedTerm::route()) through UrlBuilder::build(), which slugifies the result
 * around its slashes and dots. The site's URL is not part of it.
 */
export function termUri(term: Term): string {
  const route = `/${term.taxonomy.replaceAll('_', '-')}/${term.slug}`;
  const built = route
    .split('/')
    .map((segment) => segment.split('.').map((part) => slugify(part)).join('.'))
    .join('/');
  return '/' + built.replace(/\/{2,}/g, '/').replace(/^\/|\/$/g, '');
}

/** The term's URL in its site (Routable::url(): the site's URL and the URI, made relative). */
export function termUrl(term: Term, index: ContentIndex, uri = termUri(term)): string {
  const site = index.sites.find((s) => s.handle === term.site) ?? index.defaultSite;
  return siteUrl(site, uri);
}

/** LocalizedTerm::apiUrl(): the show route with the term's slug in its own site (not the id's). */
export function termApiUrl(term: Term, siteUrlBase: string): string {
  return `${siteUrlBase}/api/taxonomies/${term.taxonomy}/terms/${term.slug}`;
}

/** The term in its taxonomy's default site, whose slug is what entries store (LocalizedTerm::inDefaultLocale()). */
function defaultLocaleTerm(index: ContentIndex, term: Term): Term {
  const defaultSite = index.taxonomies.get(term.taxonomy)?.sites[0];
  return index.terms.find((t) => t.taxonomy === term.taxonomy && t.baseSlug === term.baseSlug && t.site === defaultSite) ?? term;
}

interface Association {
  entry: Entry;
  /** The value as the entry stores it. */
  value: string;
  /** Str::slug() of the value: what `whereTaxonomy` matches. */
  slug: string;
}

const associationCache = new WeakMap<ContentIndex, Map<string, Association[]>>();

/**
 * Statamic's term `associations` index (src/Stache/Indexes/Terms/Associations.php): for every
 * collection that lists the taxonomy, each value its entries hold in the field named after the
 * taxonomy (with fallback to the origin), in the order of the entries.
 */
function associations(index: ContentIndex, taxonomy: string): Association[] {
  let byTaxonomy = associationCache.get(index);
  if (!byTaxonomy) associationCache.set(index, (byTaxonomy = new Map()));
  let list = byTaxonomy.get(taxonomy);
  if (list) return list;
  list = [];
  for (const entry of index.entries.values()) {
    if (!index.collections.get(entry.collection)?.taxonomies.includes(taxonomy)) continue;
    const raw = entry.values[taxonomy];
    const values = Array.isArray(raw) ? raw : raw === null || raw === undefined ? [] : [raw];
    for (const value of values) {
      if (typeof value === 'string' || typeof value === 'number') list.push({ entry, value: String(value), slug: slugify(String(value)) });
    }
  }
  byTaxonomy.set(taxonomy, list);
  return list;
}

const slugsCache = new WeakMap<ContentIndex, Map<string, Map<Entry, Set<string>>>>();

/** The slugs of the terms each entry holds in a taxonomy (its associations): what `filter[taxonomy:…]` matches. Kept per index. */
export function termSlugsByEntry(index: ContentIndex, taxonomy: string): ReadonlyMap<Entry, ReadonlySet<string>> {
  let byTaxonomy = slugsCache.get(index);
  if (!byTaxonomy) slugsCache.set(index, (byTaxonomy = new Map()));
  let out = byTaxonomy.get(taxonomy);
  if (out) return out;
  out = new Map();
  for (const a of associations(index, taxonomy)) {
    let slugs = out.get(a.entry);
    if (!slugs) out.set(a.entry, (slugs = new Set()));
    slugs.add(a.slug);
  }
  byTaxonomy.set(taxonomy, out);
  return out;
}

/** Term::queryEntries() (`whereTaxonomy`): the entries, of any site, whose value slugifies to the term's slug. */
export function termEntries(index: ContentIndex, term: Term): Entry[] {
  return [...new Set(associations(index, term.taxonomy).filter((a) => a.slug === term.baseSlug).map((a) => a.entry))];
}

/**
 * AugmentedTerm::entriesCount() through TermRepository::entriesCount($term, 'published'): the
 * published entries of the term's site that store its default-locale slug.
 */
export function publishedEntriesCount(index: ContentIndex, term: Term): number {
  const holders = entriesByValue(index, term.taxonomy).get(`${term.site}\u0000${defaultLocaleTerm(index, term).slug}`) ?? [];
  // The status is read now (a dated entry's changes with time); the grouping is kept per index.
  return holders.filter((e) => entryStatus(e, index.collections.get(e.collection)) === 'published').length;
}

const byValueCache = new WeakMap<ContentIndex, Map<string, Map<string, Entry[]>>>();

/** The distinct entries holding each stored value, per site (`${site}\0${value}`), of one taxonomy. */
function entriesByValue(index: ContentIndex, taxonomy: string): Map<string, Entry[]> {
  let byTaxonomy = byValueCache.get(index);
  if (!byTaxonomy) byValueCache.set(index, (byTaxonomy = new Map()));
  let groups = byTaxonomy.get(taxonomy);
  if (groups) return groups;
  const sets = new Map<string, Set<Entry>>();
  for (const a of associations(index, taxonomy)) {
    const key = `${a.entry.site}\u0000${a.value}`;
    let set = sets.get(key);
    if (!set) sets.set(key, (set = new Set()));
    set.add(a.entry);
  }
  groups = new Map([...sets].map(([key, set]) => [key, [...set]]));
  byTaxonomy.set(taxonomy, groups);
  return groups;
}
