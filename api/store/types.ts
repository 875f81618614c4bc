import type { Site } from '../sites';
import type { ContentFileError } from './files';
import type { Blueprints } from './blueprints';
import type { Assets } from './assets';

export type Data = Record<string, unknown>;

export type DateBehavior = 'public' | 'unlisted' | 'private';

/** Statamic's `Entry::status()`. */
export type EntryStatus = 'published' | 'draft' | 'scheduled' | 'expired';

export interface CollectionConfig {
  handle: string;
  title: string;
  /** Route template per site handle (Statamic allows one for all or one per site). */
  routes: Map<string, string>;
  sites: string[];
  dated: boolean;
  structure: { root: boolean; maxDepth: number | null } | null;
  /** Entry id this collection is mounted on (`{mount}` in the route). */
  mount: string | null;
  taxonomies: string[];
  sortField: string;
  sortDir: 'asc' | 'desc';
  /**
   * Statamic's `date_behavior`: `public` entries are listed and reachable, `unlisted` ones
   * are reachable but left out of the collection tag's listings, `private` ones are neither.
   */
  futureBehavior: DateBehavior;
  pastBehavior: DateBehavior;
  /** Statamic's `slugs` setting (`requiresSlugs()`): when false, a file named after the entry's id gives no slug. */
  requiresSlugs: boolean;
  /** Statamic's `inject` (the collection's cascade): values every entry falls back to, under its origin's. */
  cascade: Data;
}

/** One entry file in one site, with the origin's values merged in. */
export interface Entry {
  id: string;
  file: string;
  collection: string;
  site: string;
  /** The file name's slug, slugified as Statamic's `Entry::slug()`; null when the collection needs no slugs and the file is named after the id. */
  slug: string | null;
  /** The entry's date in a dated collection (Statamic's `Entry::date()`, as the API writes it), else null. */
  date: string | null;
  /** The date part of the file name (`2024-01-12`, `2024-01-12-1430`, `2024-01-12-143015`), before it is resolved. */
  fileDate: string | null;
  originId: string | null;
  published: boolean;
  blueprint: string | null;
  updatedAt: number | null;
  /** Statamic's `lastModified()` in ms: `updated_at` when set, else the file's modification time. */
  lastModified: number;
  /** The entry's own data (front matter and body) before origin fallback. */
  own: Data;
  /** Own data merged over the origin's values: what visitors and the API see. */
  values: Data;
  /** Route-resolved path without the site prefix (`/about`, `/` for the root), or null if the collection has no route. */
  uri: string | null;
  /** Site-relative URL with the site prefix (`/de/ueber-uns`), or null. */
  url: string | null;
  /** Position in the collection's structure tree (depth-first), for structured collections. */
  order: number | null;
  /** Id of the parent entry in the structure tree, if any. */
  parentId: string | null;
}

export interface NavNode {
  id: string;
  entry?: string;
  url?: string;
  title?: string;
  data: Data;
  children: NavNode[];
}

export interface NavConfig {
  handle: string;
  title: string;
  maxDepth: number | null;
  /** Statamic's `root: true`: the tree's first node is the root page and may have no children. */
  expectsRoot: boolean;
  /** Tree per site handle. */
  trees: Map<string, NavNode[]>;
}

export interface GlobalSet {
  handle: string;
  title: string;
  /** Variables per site: the site's own data and the site it falls back to. */
  variables: Map<string, { origin: string | null; data: Data }>;
}

export interface TaxonomyConfig {
  handle: string;
  title: string;
  sites: string[];
  /** Statamic's `inject` (the taxonomy's cascade): values every term falls back to. */
  cascade: Data;
}

export interface Term {
  taxonomy: string;
  /** The term's slug in its default site (its file name); the id is `taxonomy::slug`. */
  baseSlug: string;
  site: string;
  slug: string;
  values: Data;
  /** Whether the term file has `localizations:` for this site (the default site always counts). */
  localized: boolean;
  file: string;
  /** LocalizedTerm::lastModified() in ms: the site's own `updated_at`, else the file's modification time. */
  lastModified: number;
}

export interface ContentIndex {
  sites: Site[];
  defaultSite: Site;
  collections: Map<string, CollectionConfig>;
  entries: Map<string, Entry>;
  /** `${site}\u0000${originOrOwnId}` → entry id: find an entry's localization in a site. */
  localizations: Map<string, string>;
  /** Site-relative URL → entry id of published entries (a private one is refused when asked: that changes with time). */
  byUrl: Map<string, string>;
  navs: Map<string, NavConfig>;
  globals: Map<string, GlobalSet>;
  taxonomies: Map<string, TaxonomyConfig>;
  terms: Term[];
  blueprints: Blueprints;
  assets: Assets;
  /** The root says it is this site's own (resources/content-model.yaml): our content model applies besides Statamic's rules. */
  ownModel: boolean;
  /** Files that do not parse or break our rules (content:check fails on them). */
  errors: ContentFileError[];
  /** What Statamic accepts but ignores or drops: served the same way, reported as warnings. */
  warnings: ContentFileError[];
}
