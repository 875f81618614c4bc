import { marked } from 'marked';
import { rootOrigin } from './store/load';
import { carbonJson, parseSavedDate, truncateDate } from './store/dates';
import { entryStatus } from './store/entries';
import type { FieldDef, Fields } from './store/blueprints';
import type { ContentIndex, Data, Entry, Term } from './store/types';
import { termApiUrl, termUri, termUrl } from './store/terms';

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

/** A site's absolute URL (Site::absoluteUrl()): its own when configured absolute, else under the API's base URL. */
function siteAbsoluteUrl(ctx: ShapeContext, handle: string): string {
  const site = ctx.index.sites.find((s) => s.handle === handle) ?? ctx.index.defaultSite;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(site.url) ? site.url : ctx.siteUrl + ('/' + site.url).replace(/\/{2,}/g, '/');
}

/** Routable::makeAbsolute(): a path under the site's absolute URL (no trailing slash), anything else as it is. */
export function makeAbsolute(ctx: ShapeContext, site: string, url: string | number | null): string | number | null {
  if (url === null || url === '' || typeof url === 'number') return url === '' ? null : url;
  if (!url.startsWith('/')) return url;
  const joined = `${siteAbsoluteUrl(ctx, site).replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  return joined === '/' ? joined : joined.replace(/\/+$/, '');
}

/** The entry that a `@child` redirect leads to: the first child page, or for the root page the next top-level page. */
function firstChild(entry: Entry, index: ContentIndex): Entry | undefined {
  const collection = index.collections.get(entry.collection);
  const isRoot = collection?.structure?.root === true && entry.order === 0 && entry.parentId === null;
  const pages = [...index.entries.values()]
    .filter((e) => e.collection === entry.collection && e.site === entry.site && e.order !== null && e.parentId === (isRoot ? null : entry.id))
    .sort((a, b) => a.order! - b.order!);
  return isRoot ? pages[1] : pages[0];
}

/**
 * Routable::redirectUrl() (src/Routing/ResolveRedirect.php): where the entry's `redirect`
 * value leads — `@child`, `entry::id`, a URL or path, a number — 404 when it leads nowhere,
 * null without one.
 */
function redirectUrl(entry: Entry, index: ContentIndex, seen: Set<string>): string | number | null {
  let target = entry.values.redirect;
  if (target === null || target === undefined) return null;
  if (typeof target === 'object' && !Array.isArray(target)) target = (target as Data).url;
  const urlOf = (other: Entry | undefined) => (other && !seen.has(other.id) ? resolvedUrl(other, index, new Set([...seen, other.id])) : null);
  let item: unknown = target;
  if (target === '@child') item = urlOf(firstChild(entry, index));
  else if (typeof target === 'string' && target.startsWith('entry::')) item = urlOf(index.entries.get(target.slice('entry::'.length)));
  else if (typeof target === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(target)) item = Math.trunc(Number(target));
  if (item === null || item === undefined || item === '' || item === 0 || item === false) return 404;
  return typeof item === 'string' || typeof item === 'number' ? item : 404;
}

/** Routable::url(): the redirect when the entry has one that leads somewhere, else its own URL. */
function resolvedUrl(entry: Entry, index: ContentIndex, seen = new Set([entry.id])): string | number | null {
  const redirect = redirectUrl(entry, index, seen);
  return redirect !== null && redirect !== 404 ? redirect : entry.url;
}

/** An entry's `url` and `permalink` as Statamic augments them: a redirect replaces both; the permalink is under its site's absolute URL. */
export function entryUrls(entry: Entry, ctx: ShapeContext): { url: string | number | null; permalink: string | number | null } {
  const redirect = redirectUrl(entry, ctx.index, new Set([entry.id]));
  if (redirect !== null && redirect !== 404) return { url: redirect, permalink: makeAbsolute(ctx, entry.site, redirect) };
  return { url: entry.url, permalink: makeAbsolute(ctx, entry.site, entry.uri) };
}

/** The short form Statamic's API uses for related entries (shallow nesting). */
export function shallowEntry(entry: Entry, ctx: ShapeContext): Data {
  return {
    id: entry.id,
    title: entry.values.title ?? null,
    slug: entry.slug,
    uri: entry.uri,
    ...entryUrls(entry, ctx),
    api_url: `${ctx.siteUrl}/api/collections/${entry.collection}/entries/${entry.id}`,
  };
}

/** LocalizedTerm::shallowAugmentedArrayKeys(): a related term's id, title, slug, url, permalink and api_url (URLs as api/store/terms.ts builds them). */
function shallowTerm(term: Term, ctx: ShapeContext): Data {
  const url = termUrl(term, ctx.index);
  return {
    id: `${term.taxonomy}::${term.baseSlug}`,
    title: term.values.title ?? term.slug,
    slug: term.slug,
    url,
    permalink: makeAbsolute(ctx, term.site, termUri(term)),
    api_url: termApiUrl(term, ctx.siteUrl),
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

/** HTML of Markdown sources already rendered: the same bodies are shaped again for every listing, tree and page that holds them. */
const rendered = new Map<string, string>();
/** Bounds the memo by the characters it holds (sources and HTML), not by count: bodies differ a thousandfold in length. */
const RENDERED_MAX_CHARS = 16_000_000;
let renderedChars = 0;

/** Statamic's markdown fieldtype: the source as HTML (marked is pure, so one rendering per source serves every answer). */
export function markdownHtml(source: string): string {
  let html = rendered.get(source);
  if (html === undefined) {
    html = marked.parse(source, { async: false }) as string;
    if (renderedChars + source.length + html.length > RENDERED_MAX_CHARS) {
      rendered.clear();
      renderedChars = 0;
    }
    rendered.set(source, html);
    renderedChars += source.length + html.length;
  }
  return html;
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
      return typeof value === 'string' ? markdownHtml(value) : value;
    case 'date':
      return augmentDate(value, def);
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

/**
 * The date fieldtype's augment (src/Fieldtypes/Date.php): nothing for an empty value; a range
 * as two days; else the date at the start of its day without `time_enabled`, of its minute
 * without `time_seconds_enabled`. Written as Laravel writes a Carbon instance to JSON; a value
 * that is not a date is left as it is.
 */
function augmentDate(value: unknown, def: FieldDef): unknown {
  if (!value) return null;
  const one = (v: unknown, time: boolean, seconds: boolean): unknown => {
    const ms = typeof v === 'string' ? parseSavedDate(v) : null;
    return ms === null ? v : carbonJson(truncateDate(ms, time, seconds));
  };
  if (def.mode === 'range' && typeof value === 'object' && !Array.isArray(value)) {
    const range = value as Data;
    return { start: one(range.start, false, false), end: one(range.end, false, false) };
  }
  return one(value, def.timeEnabled === true, def.timeEnabled === true && def.secondsEnabled === true);
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
