import type { Site } from '../sites';
import { siteUrl } from '../sites';
import { ContentFileError, type ParsedFile } from './files';
import type { CollectionConfig, Data, Entry } from './types';

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
export function mergeOrigins(entries: Map<string, Entry>, errors: ContentFileError[]): void {
  const done = new Set<string>();
  const resolve = (entry: Entry, seen: Set<string>): Data => {
    if (done.has(entry.id)) return entry.values;
    if (entry.originId) {
      const origin = entries.get(entry.originId);
      if (!origin) {
        errors.push(new ContentFileError(entry.file, `the origin entry "${entry.originId}" does not exist`, undefined, 'origin'));
      } else if (seen.has(origin.id)) {
        errors.push(new ContentFileError(entry.file, `the origin chain loops back to "${origin.id}"`, undefined, 'origin'));
      } else {
        entry.values = { ...resolve(origin, new Set([...seen, origin.id])), ...entry.own };
      }
    }
    done.add(entry.id);
    return entry.values;
  };
  for (const entry of entries.values()) resolve(entry, new Set([entry.id]));
}

/** Whether visitors (and the API) may see this entry now: published and not hidden by its date. */
export function isVisible(entry: Entry, collection: CollectionConfig | undefined, now = Date.now()): boolean {
  if (!entry.published) return false;
  if (!collection?.dated || !entry.date) return true;
  const future = Date.parse(entry.date) > now;
  return future ? collection.futurePublic : collection.pastPublic;
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
