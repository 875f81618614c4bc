import type { Site } from '../sites';
import { siteUrl } from '../sites';
import { ContentFileError, type ParsedFile } from './files';
import type { CollectionConfig, Data, Entry, EntryStatus } from './types';

/** Front-matter keys that describe the entry rather than hold its content. */
const META_KEYS = new Set(['id', 'origin', 'blueprint', 'published', 'slug']);

const DATED_NAME = /^(\d{4})-(\d{2})-(\d{2})(?:-(\d{2})(\d{2})(\d{2})?)?\.(.+)$/;

/** Reads one entry file into an Entry without origin values or URIs (those need the whole set). */
export function readEntry(file: ParsedFile, collection: CollectionConfig, site: string): Entry {
  const base = file.rel.split('/').pop()!.replace(/\.(md|markdown|yaml|yml|html)$/i, '');
  let slug = base;
  let date: string | null = null;
  if (collection.dated) {
    const m = DATED_NAME.exec(base);
    if (m) {
      const [, y, mo, d, h = '00', mi = '00', s = '00', rest] = m;
      date = `${y}-${mo}-${d}T${h}:${mi}:${s}+00:00`;
      // Date.parse rolls impossible days over (2026-02-31 → March 3): the day must survive a round trip.
      const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).toISOString().slice(0, 10);
      if (Number.isNaN(Date.parse(date)) || day !== `${y}-${mo}-${d}`) {
        throw new ContentFileError(file.rel, `the date in the file name is not a real date: ${y}-${mo}-${d}`);
      }
      slug = rest!;
    }
  }
  const { data } = file;
  if (typeof data.id !== 'string' || data.id === '') throw new ContentFileError(file.rel, 'every entry needs an `id`', undefined, 'id');
  if (data.origin !== undefined && data.origin !== null && typeof data.origin !== 'string') {
    throw new ContentFileError(file.rel, '`origin` must be the id of the entry this one localizes', undefined, 'origin');
  }
  const own: Data = {};
  for (const [key, value] of Object.entries(data)) if (!META_KEYS.has(key)) own[key] = value;
  if (file.body !== undefined) own.content = file.body;
  return {
    id: data.id,
    file: file.rel,
    collection: collection.handle,
    site,
    slug,
    date,
    originId: typeof data.origin === 'string' ? data.origin : null,
    published: data.published !== false,
    blueprint: typeof data.blueprint === 'string' ? data.blueprint : null,
    updatedAt: typeof data.updated_at === 'number' ? data.updated_at : null,
    own,
    values: own,
    uri: null,
    url: null,
    order: null,
    parentId: null,
  };
}

/**
 * Merges each localization over its origin (recursively up the origin chain). A key the
 * localization sets, even to `null`, wins: an explicit null blocks the fallback.
 */
export function mergeOrigins(entries: Map<string, Entry>, warnings: ContentFileError[]): void {
  const done = new Set<string>();
  const resolve = (entry: Entry, seen: Set<string>): Data => {
    if (done.has(entry.id)) return entry.values;
    if (entry.originId) {
      const origin = entries.get(entry.originId);
      if (!origin) {
        warnings.push(new ContentFileError(entry.file, `the origin entry "${entry.originId}" does not exist`, undefined, 'origin'));
      } else if (seen.has(origin.id)) {
        warnings.push(new ContentFileError(entry.file, `the origin chain loops back to "${origin.id}"`, undefined, 'origin'));
      } else {
        entry.values = { ...resolve(origin, new Set([...seen, origin.id])), ...entry.own };
      }
    }
    done.add(entry.id);
    return entry.values;
  };
  for (const entry of entries.values()) resolve(entry, new Set([entry.id]));
}

/**
 * Statamic's `Entry::status()`: `draft` when unpublished; in a dated collection whose
 * behaviour for that side of now is `private`, `scheduled` (future) or `expired` (past);
 * else `published`, which includes `unlisted` entries.
 */
export function entryStatus(entry: Entry, collection: CollectionConfig | undefined, now = Date.now()): EntryStatus {
  if (!entry.published) return 'draft';
  if (!collection?.dated || !entry.date) return 'published';
  const at = Date.parse(entry.date);
  if (collection.futureBehavior === 'private' && at > now) return 'scheduled';
  if (collection.pastBehavior === 'private' && at < now) return 'expired';
  return 'published';
}

/** Statamic's `Entry::private()`: dated on a `private` side of now (the present moment counts as past). */
export function isPrivate(entry: Entry, collection: CollectionConfig | undefined, now = Date.now()): boolean {
  if (!collection?.dated || !entry.date) return false;
  const at = Date.parse(entry.date);
  return (collection.futureBehavior === 'private' && at > now) || (collection.pastBehavior === 'private' && at <= now);
}

/** Whether a visitor may open the entry's page: published and not private (unlisted pages open). */
export function isReachable(entry: Entry, collection: CollectionConfig | undefined, now = Date.now()): boolean {
  return entry.published && !isPrivate(entry, collection, now);
}

/**
 * Whether Statamic's `collection` tag lists the entry by default: published, and in a dated
 * collection only on a side of now whose behaviour is `public` (unlisted and private are left out).
 */
export function isListed(entry: Entry, collection: CollectionConfig | undefined, now = Date.now()): boolean {
  if (!entry.published) return false;
  if (!collection?.dated || !entry.date) return true;
  const at = Date.parse(entry.date);
  if (at > now) return collection.futureBehavior === 'public';
  if (at < now) return collection.pastBehavior === 'public';
  return collection.futureBehavior === 'public' && collection.pastBehavior === 'public';
}

export interface RouteContext {
  site: Site;
  /** URI of the entry's parent in the collection structure ('' at the top level). */
  parentUri: string;
  /** URI of the mount entry in the same site ('' when none). */
  mountUri: string;
}

const TOKEN = /\{\{\s*([a-z_][a-z0-9_]*)\s*\}\}|\{([a-z_][a-z0-9_]*)\}/gi;

/** Resolves a Statamic route template (`{parent_uri}/{slug}`, `{{ mount }}/{{ slug }}`) for an entry. */
export function resolveRoute(template: string, entry: Entry, ctx: RouteContext): string {
  const date = entry.date ? entry.date.slice(0, 10).split('-') : [];
  const path = template.replace(TOKEN, (_, a: string | undefined, b: string | undefined) => {
    const name = (a ?? b)!;
    switch (name) {
      case 'slug':
        return entry.slug;
      case 'parent_uri':
        return ctx.parentUri === '/' ? '' : ctx.parentUri;
      case 'mount':
        return ctx.mountUri === '/' ? '' : ctx.mountUri;
      case 'year':
        return date[0] ?? '';
      case 'month':
        return date[1] ?? '';
      case 'day':
        return date[2] ?? '';
      case 'id':
        return entry.id;
      default: {
        const value = entry.values[name];
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      }
    }
  });
  const clean = ('/' + path).replace(/\/{2,}/g, '/').replace(/\/$/, '');
  return clean === '' ? '/' : clean;
}

export function setUri(entry: Entry, uri: string, site: Site): void {
  entry.uri = uri;
  entry.url = siteUrl(site, uri);
}
