import type { CollectionConfig, ContentIndex } from './store/types';

/**
 * Which resources the API serves and which fields clients may filter on. By default our
 * site's policy: every resource, system fields everywhere, each collection's own fields
 * and its taxonomies (as fields and as `taxonomy:` filters); anything else is answered
 * with 422 "Forbidden filter". Given Statamic's `api.resources` config
 * (config/statamic/api.php), Statamic's own rules instead: src/API/ResourceAuthorizer.php
 * and src/API/FilterAuthorizer.php.
 */

export type ResourceName = 'collections' | 'navs' | 'taxonomies' | 'globals' | 'assets' | 'forms' | 'users';

/** Statamic's `statamic.api.resources`: per resource `true`, `false`, a list of handles, or per handle `true`/`false`/`{ allowed_filters }` (`*` for all). */
export type ResourcesConfig = Partial<Record<ResourceName, unknown>>;

export interface Access {
  /** ResourceAuthorizer::isAllowed(): whether the resource is served at all (`/globals`). */
  enabled(resource: ResourceName): boolean;
  /** ApiController::abortIfDisabled(): whether `/{resource}/{handle}/…` is served (else 404). */
  allows(resource: ResourceName, handle: string): boolean;
  /** FilterAuthorizer::allowedForSubResources() for one collection or taxonomy. */
  filters(resource: 'collections' | 'taxonomies', handle: string): ReadonlySet<string>;
}

/**
 * The filters that reach past the published-only default (ApiController::getFilters()):
 * allowing either on a collection lets anyone list its drafts, scheduled and expired entries.
 */
export const STATUS_FILTERS = ['status', 'published'] as const;

/** Whether a collection's entries that are not published may be answered: only where an operator allowed a status filter on it. */
export function exposesDrafts(access: Access, collection: string): boolean {
  const allowed = access.filters('collections', collection);
  return STATUS_FILTERS.some((field) => allowed.has(field));
}

const ENTRY_SYSTEM = ['id', 'title', 'slug', 'uri', 'url', 'date', 'locale', 'site', 'origin'];

const BY_COLLECTION: Record<string, string[]> = {
  products: ['price'],
  downloads: ['kind', 'product', 'platforms', 'version', 'release_date'],
  news: ['author'],
};

const TERM_FIELDS = ['id', 'title', 'slug', 'locale', 'site', 'taxonomy'];

/**
 * Our filters on a collection's entries: system fields, its taxonomies (as fields and as
 * `taxonomy:` filters), its own fields; `status` and `published` only where the operator
 * opted the collection in (`statusFilters`: handles, or `*` for every collection).
 */
function entryFilters(collection: CollectionConfig, statusFilters: ReadonlySet<string>): ReadonlySet<string> {
  const { taxonomies } = collection;
  const drafts = statusFilters.has('*') || statusFilters.has(collection.handle) ? STATUS_FILTERS : [];
  return new Set([...ENTRY_SYSTEM, ...drafts, ...taxonomies, ...taxonomies.map((t) => `taxonomy:${t}`), ...(BY_COLLECTION[collection.handle] ?? [])]);
}

const termFilters: ReadonlySet<string> = new Set(TERM_FIELDS);

/** An allowlist that allows nothing. */
const noFilters: ReadonlySet<string> = new Set();

/** Our policy (the default): everything is served, filters from the lists above. */
function ourAccess(index: ContentIndex, statusFilters: ReadonlySet<string>): Access {
  return {
    enabled: () => true,
    allows: () => true,
    filters: (resource, handle) => {
      if (resource === 'taxonomies') return termFilters;
      const collection = index.collections.get(handle);
      return collection ? entryFilters(collection, statusFilters) : noFilters;
    },
  };
}

/** The handles of a resource's items (AbstractAuthorizer::getAllHandlesForResource); we serve no assets, forms or users. */
function handlesOf(index: ContentIndex, resource: ResourceName): string[] {
  switch (resource) {
    case 'collections':
      return [...index.collections.keys()];
    case 'navs':
      return [...index.navs.keys()];
    case 'taxonomies':
      return [...index.taxonomies.keys()];
    case 'globals':
      return [...index.globals.keys()];
    default:
      return [];
  }
}

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** PHP's truthiness of a config value. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (isMap(value)) return Object.keys(value).length > 0;
  return value !== undefined && value !== null && value !== false && value !== 0 && value !== '' && value !== '0';
}

/** A config value as a PHP array's entries: a list is keyed 0, 1, …; a scalar is a one-item list (collect()). */
function entries(value: unknown): [string | number, unknown][] {
  if (Array.isArray(value)) return value.map((v, i) => [i, v]);
  if (isMap(value)) return Object.entries(value);
  return [[0, value]];
}

/** Arr::get($config, "{$handle}.{$key}"). */
function get(config: unknown, handle: string, key: string): unknown {
  const item = isMap(config) ? config[handle] : Array.isArray(config) ? config[Number(handle)] : undefined;
  return isMap(item) ? item[key] : undefined;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : isMap(value) ? Object.values(value) : []);

/** Statamic's rules for a given `api.resources` config. */
function statamicAccess(config: ResourcesConfig, index: ContentIndex): Access {
  // config("statamic.api.resources.{$resource}", false): a missing resource is disabled, an explicit null is kept.
  const configOf = (resource: ResourceName): unknown => (resource in config ? config[resource] : false);

  /** ResourceAuthorizer::allowedSubResources(). */
  const allowedSubResources = (resource: ResourceName): string[] => {
    const value = configOf(resource);
    if (!truthy(value)) return [];
    let items = entries(value);
    if (value === true || get(value, '*', 'enabled') === true) {
      // Every handle enabled, then the config's own entries over them.
      items = merge([...handlesOf(index, resource).map((h): [string, unknown] => [h, true]), ...(Array.isArray(value) || isMap(value) ? items : [])]);
    }
    const handles = new Map<string, unknown>();
    for (const [key, v] of items) {
      if (typeof key === 'number') handles.set(String(v), true);
      else handles.set(key, v);
    }
    return [...handles].filter(([handle, v]) => handle !== '*' && v !== false).map(([handle]) => handle);
  };

  return {
    enabled: (resource) => configOf(resource) !== false,
    allows: (resource, handle) => configOf(resource) !== false && allowedSubResources(resource).includes(handle),
    filters: (resource, handle) => {
      const value = configOf(resource);
      // A resource that is just `true` allows no filters.
      if (value === true) return new Set();
      if (get(value, handle, 'allowed_filters') === false) return new Set();
      // One handle: its own allowed filters and those of `*`.
      return new Set([...list(get(value, handle, 'allowed_filters')), ...list(get(value, '*', 'allowed_filters'))].map(String));
    },
  };
}

/** Collection::merge(): string keys are replaced in place, numeric keys appended. */
function merge(items: [string | number, unknown][]): [string | number, unknown][] {
  const named = new Map<string, unknown>();
  const numbered: unknown[] = [];
  const order: (string | number)[] = [];
  for (const [key, value] of items) {
    if (typeof key === 'number') {
      order.push(numbered.length);
      numbered.push(value);
    } else {
      if (!named.has(key)) order.push(key);
      named.set(key, value);
    }
  }
  return order.map((key) => [key, typeof key === 'number' ? numbered[key] : named.get(key)]);
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The access rules for the API's options: Statamic's when its config is given, else ours, with
 * the status filters on the collections in `statusFilters` (none by default).
 */
export function accessFor(config: ResourcesConfig | undefined, index: ContentIndex, statusFilters: ReadonlySet<string> = NONE): Access {
  return config === undefined ? ourAccess(index, statusFilters) : statamicAccess(config, index);
}
