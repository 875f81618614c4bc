import type { Site } from '../sites';
import { siteUrl } from '../sites';
import { collectionBlueprint, type Blueprints } from './blueprints';
import { carbonJson, parseFileDate, truncateDate, truthy } from './dates';
import { ContentFileError, type ParsedFile } from './files';
import { dateFromPath, slugFromPath } from './paths';
import { slugify } from './slug';
import type { CollectionConfig, Data, Entry, EntryStatus } from './types';

/** Front-matter keys that describe the entry rather than hold its content. */
const META_KEYS = new Set(['id', 'origin', 'blueprint', 'published', 'slug']);

/** An id or origin as Statamic takes it from YAML: a string, or a number read as its digits. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && value !== 0) return String(value);
  return null;
}

/**
 * Reads one entry file as CollectionEntriesStore::makeItemFromFile does, without origin
 * values, its final date or URIs (those need the whole set). `lang` is the site's language,
 * which the slug is made ASCII in.
 */
export function readEntry(file: ParsedFile, collection: CollectionConfig, site: string, lang: string): Entry {
  const { data } = file;
  const id = idOf(data.id);
  if (id === null) throw new ContentFileError(file.rel, 'every entry needs an `id`', undefined, 'id');
  if (data.origin !== undefined && data.origin !== null && idOf(data.origin) === null && truthy(data.origin)) {
    throw new ContentFileError(file.rel, '`origin` must be the id of the entry this one localizes', undefined, 'origin');
  }
  const own: Data = {};
  for (const [key, value] of Object.entries(data)) if (!META_KEYS.has(key)) own[key] = value;
  if (file.body !== undefined) {
    // Statamic's YAML parser refuses both at once (src/Yaml/Yaml.php validateDocumentContent).
    if ('content' in own) throw new ContentFileError(file.rel, 'You cannot have a YAML variable named "content" while document content is present', undefined, 'content');
    own.content = file.body;
  }
  // Statamic: without required slugs, a file named after the id gives no slug (loosely compared, as PHP's ==).
  const fileSlug = slugFromPath(file.rel);
  const slug = !collection.requiresSlugs && fileSlug === id ? null : slugify(fileSlug, lang) || null;
  const updatedAt = typeof data.updated_at === 'number' || (typeof data.updated_at === 'string' && /^\d+$/.test(data.updated_at)) ? Number(data.updated_at) : null;
  return {
    id,
    file: file.rel,
    collection: collection.handle,
    site,
    slug,
    date: null,
    fileDate: dateFromPath(file.rel),
    originId: idOf(data.origin),
    // `published` is the entry's own (never inherited): absent means published, any falsy value a draft.
    published: data.published === undefined ? true : truthy(data.published),
    blueprint: typeof data.blueprint === 'string' && data.blueprint !== '' ? data.blueprint : null,
    updatedAt,
    // TracksLastModified::lastModified(): `updated_at`, else the file's modification time (whole seconds).
    lastModified: updatedAt !== null ? updatedAt * 1000 : Math.floor((file.mtimeMs ?? 0) / 1000) * 1000,
    own,
    values: own,
    uri: null,
    url: null,
    order: null,
    parentId: null,
  };
}

/**
 * Merges each localization over its origin (recursively up the origin chain), over the
 * collection's `inject` values, as HasOrigin::values() does. A key the localization sets,
 * even to `null`, wins: an explicit null blocks the fallback. Statamic looks an origin up in
 * the entry's own collection only; one it does not find leaves the entry a root of its own.
 */
export function mergeOrigins(entries: Map<string, Entry>, collections: Map<string, CollectionConfig>, warnings: ContentFileError[]): void {
  const done = new Set<string>();
  const resolve = (entry: Entry, seen: Set<string>): Data => {
    if (done.has(entry.id)) return entry.values;
    let base: Data = collections.get(entry.collection)?.cascade ?? {};
    if (entry.originId) {
      const origin = entries.get(entry.originId);
      if (!origin || origin.collection !== entry.collection) {
        warnings.push(new ContentFileError(entry.file, `the origin entry "${entry.originId}" does not exist${origin ? ` in the collection "${entry.collection}"` : ''}`, undefined, 'origin'));
        entry.originId = null;
      } else if (seen.has(origin.id)) {
        warnings.push(new ContentFileError(entry.file, `the origin chain loops back to "${origin.id}"`, undefined, 'origin'));
        entry.originId = null;
      } else {
        base = resolve(origin, new Set([...seen, origin.id]));
      }
    }
    entry.values = { ...base, ...entry.own };
    done.add(entry.id);
    return entry.values;
  };
  for (const entry of entries.values()) resolve(entry, new Set([entry.id]));
}

/**
 * Entry::blueprint(): the entry's own `blueprint`, else its origin's, else the collection's
 * default; `entry.blueprint` becomes the handle found. A named blueprint that does not exist
 * is an error (Statamic throws BlueprintNotFoundException); the entry is served with the default.
 */
export function resolveBlueprints(entries: Map<string, Entry>, collections: Map<string, CollectionConfig>, blueprints: Blueprints, errors: ContentFileError[]): void {
  const done = new Set<string>();
  const resolve = (entry: Entry): string | null => {
    if (done.has(entry.id)) return entry.blueprint;
    done.add(entry.id);
    const collection = collections.get(entry.collection);
    if (!collection) return entry.blueprint;
    const origin = entry.originId ? entries.get(entry.originId) : undefined;
    const wanted = entry.blueprint ?? (origin ? resolve(origin) : null);
    let found = collectionBlueprint(blueprints, collection, wanted);
    if (!found) {
      errors.push(new ContentFileError(entry.file, `the blueprint "${wanted}" does not exist in resources/blueprints/collections/${collection.handle}`, undefined, 'blueprint'));
      found = collectionBlueprint(blueprints, collection, null);
    }
    entry.blueprint = found?.handle ?? null;
    return entry.blueprint;
  };
  for (const entry of entries.values()) resolve(entry);
}

/**
 * Entry::date() for dated collections: the file name's date, else the origin's, else the last
 * modification; then the start of the day unless the blueprint's `date` field has
 * `time_enabled`, the start of the minute unless it also has `time_seconds_enabled`. A file
 * name date that does not exist rolls over as Carbon rolls it (a warning says so).
 */
export function resolveDates(entries: Map<string, Entry>, collections: Map<string, CollectionConfig>, blueprints: Blueprints, warnings: ContentFileError[]): void {
  const ms = new Map<string, number | null>();
  const resolve = (entry: Entry): number | null => {
    if (ms.has(entry.id)) return ms.get(entry.id)!;
    ms.set(entry.id, null);
    const collection = collections.get(entry.collection);
    if (!collection?.dated) return null;
    let at: number;
    if (entry.fileDate) {
      const parsed = parseFileDate(entry.fileDate);
      if (!parsed.real) {
        warnings.push(new ContentFileError(entry.file, `the date in the file name does not exist: ${entry.fileDate}; Statamic reads it as ${carbonJson(parsed.ms).slice(0, 19).replace('T', ' ')}`, undefined, 'date'));
      }
      at = parsed.ms;
    } else {
      const origin = entry.originId ? entries.get(entry.originId) : undefined;
      at = (origin ? resolve(origin) : null) ?? entry.lastModified;
    }
    const field = collectionBlueprint(blueprints, collection, entry.blueprint)?.fields.get('date');
    const hasTime = field?.type === 'date' && field.timeEnabled === true;
    at = truncateDate(at, hasTime, hasTime && field.secondsEnabled === true);
    ms.set(entry.id, at);
    entry.date = carbonJson(at);
    return at;
  };
  for (const entry of entries.values()) resolve(entry);
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
 * Whether Statamic's `collection` tag lists the entry by its date (queryPastFuture(),
 * src/Tags/Collection/Entries.php): undated, or on a side of now whose behaviour is `public`
 * (unlisted and private are left out); the present moment only when both are.
 */
export function isOnListedSide(entry: Entry, collection: CollectionConfig | undefined, now = Date.now()): boolean {
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
        return entry.slug ?? '';
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
