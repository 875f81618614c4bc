import { marked } from 'marked';
import { rootOrigin } from './store/load';
import { entryStatus } from './store/entries';
import type { FieldDef, Fields } from './store/blueprints';
import type { ContentIndex, Data, Entry, Term } from './store/types';
import { siteUrl as joinSiteUrl } from './sites';

/** What shaping a value needs: the content, the site whose language is asked for, and the public base URL. */
export interface ShapeContext {
  index: ContentIndex;
  site: string;
  siteUrl: string;
}

/**
 * The entry's localization in a site (by any id of the same origin chain). By default only a
 * `published` one, as Statamic's entries fieldtype and navigation trees answer (unlisted
 * included, drafts and private ones not); `any` finds it whatever its status.
 */
export function localize(index: ContentIndex, id: string, site: string, status: 'published' | 'any' = 'published'): Entry | undefined {
  const entry = index.entries.get(id);
  if (!entry) return undefined;
  const localId = entry.site === site ? entry.id : index.localizations.get(`${site}\u0000${rootOrigin(entry, index.entries)}`);
  const local = localId ? index.entries.get(localId) : undefined;
  return local && (status === 'any' || entryStatus(local, index.collections.get(local.collection)) === 'published') ? local : undefined;
}

export function absolute(ctx: ShapeContext, url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : ctx.siteUrl + url;
}

/** The short form Statamic's API uses for related entries (shallow nesting). */
export function shallowEntry(entry: Entry, ctx: ShapeContext): Data {
  return {
    id: entry.id,
    title: entry.values.title ?? null,
    slug: entry.slug,
    uri: entry.uri,
    url: entry.url,
    permalink: entry.url === null ? null : absolute(ctx, entry.url),
    api_url: `${ctx.siteUrl}/api/collections/${entry.collection}/entries/${entry.id}`,
  };
}

export function termUrl(term: Term, index: ContentIndex): string {
  const site = index.sites.find((s) => s.handle === term.site) ?? index.defaultSite;
  return joinSiteUrl(site, `/${term.taxonomy}/${term.slug}`);
}

export function shallowTerm(term: Term, ctx: ShapeContext): Data {
  const url = termUrl(term, ctx.index);
  return {
    id: `${term.taxonomy}::${term.baseSlug}`,
    title: term.values.title ?? term.slug,
    slug: term.slug,
    url,
    permalink: absolute(ctx, url),
    api_url: `${ctx.siteUrl}/api/taxonomies/${term.taxonomy}/terms/${term.baseSlug}`,
  };
}

function findTerm(ctx: ShapeContext, reference: string, taxonomies: string[]): Term | undefined {
  const [tax, slug] = reference.includes('::') ? reference.split('::', 2) : [undefined, reference];
  const candidates = tax ? [tax] : taxonomies;
  const inSite = (t: Term): boolean => t.site === ctx.site && candidates.includes(t.taxonomy) && t.baseSlug === slug;
  return ctx.index.terms.find(inSite) ?? ctx.index.terms.find((t) => candidates.includes(t.taxonomy) && t.baseSlug === slug);
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
}

function single(items: Data[], max: number | undefined): Data | Data[] | null {
  return max === 1 ? items[0] ?? null : items;
}

/** Augments one value by its field definition, as Statamic's fieldtypes do for the API. */
export function augmentValue(value: unknown, def: FieldDef, ctx: ShapeContext): unknown {
  switch (def.type) {
    case 'assets': {
      const items = list(value)
        .filter((v): v is string => typeof v === 'string')
        .map((ref) => ctx.index.assets.resolve(ref, ctx.site, ctx.siteUrl, def.container));
      return single(items, def.maxFiles);
    }
    case 'entries': {
      const items = list(value)
        .filter((v): v is string => typeof v === 'string')
        .map((id) => localize(ctx.index, id, ctx.site))
        .filter((e): e is Entry => e !== undefined)
        .map((e) => shallowEntry(e, ctx));
      return single(items, def.maxItems);
    }
    case 'terms':
    case 'taxonomy': {
      const items = list(value)
        .filter((v): v is string => typeof v === 'string')
        .map((ref) => findTerm(ctx, ref, def.taxonomies ?? []))
        .filter((t): t is Term => t !== undefined)
        .map((t) => shallowTerm(t, ctx));
      return single(items, def.maxItems);
    }
    case 'markdown':
      return typeof value === 'string' ? (marked.parse(value, { async: false }) as string) : value;
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+00:00` : value;
    case 'replicator':
    case 'bard':
      return Array.isArray(value)
        ? value.map((set) => {
            if (typeof set !== 'object' || set === null || Array.isArray(set)) return set;
            const s = set as Data;
            return augmentData(s, typeof s.type === 'string' ? def.sets?.get(s.type) : undefined, ctx);
          })
        : value;
    case 'grid':
      return Array.isArray(value) ? value.map((row) => (row && typeof row === 'object' ? augmentData(row as Data, def.fields, ctx) : row)) : value;
    case 'group':
      return value && typeof value === 'object' && !Array.isArray(value) ? augmentData(value as Data, def.fields, ctx) : value;
    default:
      return value;
  }
}

/** Augments every key that has a field definition; others are returned as stored. */
export function augmentData(data: Data, fields: Fields | undefined, ctx: ShapeContext): Data {
  if (!fields) return data;
  const out: Data = {};
  for (const [key, value] of Object.entries(data)) {
    const def = fields.get(key);
    out[key] = def ? augmentValue(value, def, ctx) : value;
  }
  return out;
}
