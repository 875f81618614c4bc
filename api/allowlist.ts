import type { CollectionConfig } from './store/types';

/**
 * Fields the API lets clients filter on (Statamic's `allowed_filters`). System fields are
 * allowed everywhere; each collection adds its own, and taxonomy fields come with the
 * collection's taxonomies. Anything else is answered with 422 "Forbidden filter".
 */
const ENTRY_SYSTEM = ['id', 'title', 'slug', 'uri', 'url', 'date', 'locale', 'site', 'status', 'published', 'origin'];

const BY_COLLECTION: Record<string, string[]> = {
  products: ['price'],
  downloads: ['kind', 'product', 'platforms', 'version', 'release_date'],
  news: ['author'],
};

const TERM_FIELDS = ['id', 'title', 'slug', 'locale', 'site', 'taxonomy'];

export function entryFilters(collection: CollectionConfig): ReadonlySet<string> {
  return new Set([...ENTRY_SYSTEM, ...collection.taxonomies, ...(BY_COLLECTION[collection.handle] ?? [])]);
}

export const termFilters: ReadonlySet<string> = new Set(TERM_FIELDS);

/** Parameters that take no filters at all (trees, globals, single items). */
export const noFilters: ReadonlySet<string> = new Set();
