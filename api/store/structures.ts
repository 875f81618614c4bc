import type { Site } from '../sites';
import { resolveRoute, setUri } from './entries';
import { ContentFileError, type FileCache, type ParsedFile } from './files';
import type { CollectionConfig, Entry } from './types';

/** Collection structures (Statamic's trees of entries) and the URIs they give entries. */

/** Where loaders report: `errors` break our rules (or make Statamic refuse the file), `warnings` are what Statamic accepts but drops. */
export interface LoadProblems {
  errors: ContentFileError[];
  warnings: ContentFileError[];
}

type Read = (rel: string) => Promise<ParsedFile | undefined>;

const COLLECTION_TREES = 'content/trees/collections';

/** A branch's entry reference: Statamic compares ids loosely, so `entry: 1` names the entry with id "1". */
export function branchEntry(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const ref = (item as { entry?: unknown }).entry;
  return typeof ref === 'string' ? ref : typeof ref === 'number' ? String(ref) : undefined;
}

/** A branch's `children:` (none when absent or not a list). */
export function branchChildren(item: unknown): unknown[] {
  const children = typeof item === 'object' && item !== null ? (item as { children?: unknown }).children : undefined;
  return Array.isArray(children) ? children : [];
}

/**
 * Where a tree of a structure lives, as Statamic's NavTreeStore::parseTreePath reads it:
 * `{dir}/{site}/{handle}.yaml`, or `{dir}/{handle}.yaml` for the default site (in any project).
 * The site's own folder wins when both exist.
 */
export async function readTree(read: Read, dir: string, handle: string, site: Site, defaultSite: Site): Promise<ParsedFile | undefined> {
  const own = await read(`${dir}/${site.handle}/${handle}.yaml`);
  if (own || site !== defaultSite) return own;
  return read(`${dir}/${handle}.yaml`);
}

/**
 * Tree files Statamic's stores leave unread: anything but `.yaml` (src/Stache/Stores/NavTreeStore.php
 * getItemFilter), deeper than `{site}/{handle}.yaml`, in a folder that is no site, or (for
 * collection trees, CollectionTreeStore) of a collection that is missing or has no structure.
 */
export async function unreadTreeFiles(
  files: FileCache,
  dir: string,
  sites: Site[],
  handles: (handle: string, site: string) => string | null,
  warnings: ContentFileError[],
): Promise<void> {
  const siteHandles = new Set(sites.map((s) => s.handle));
  for (const rel of await files.list(dir, /./)) {
    const parts = rel.slice(dir.length + 1).split('/');
    const name = parts.at(-1)!;
    let why: string | null;
    if (!name.endsWith('.yaml')) why = 'Statamic reads only .yaml tree files: this file is ignored';
    else if (parts.length > 2) why = 'a tree lives at {site}/{handle}.yaml: this file is ignored';
    else if (parts.length === 2 && !siteHandles.has(parts[0]!)) why = `"${parts[0]}" is not a site: this tree is ignored`;
    else why = handles(name.slice(0, -'.yaml'.length), parts.length === 2 ? parts[0]! : sites[0]!.handle);
    if (why) warnings.push(new ContentFileError(rel, why));
  }
}

/**
 * Reads each structured collection's per-site tree into tree order (`order`, depth first) and
 * parents, as Statamic's CollectionStructure::validateTree() leaves a tree: entries that are
 * missing or belong to another collection or site are dropped with their children (warnings),
 * an entry named twice or a root with children makes Statamic refuse the tree (errors), and the
 * collection's entries the tree leaves out are appended at its end. A structured collection has
 * a tree in each of its sites, with or without a file (CollectionStructure::in()).
 */
export async function applyStructures(
  files: FileCache,
  read: Read,
  collections: Map<string, CollectionConfig>,
  entries: Map<string, Entry>,
  sites: Site[],
  problems: LoadProblems,
): Promise<void> {
  const defaultSite = sites[0]!;
  await unreadTreeFiles(files, COLLECTION_TREES, sites, (handle, site) => {
    const collection = collections.get(handle);
    if (!collection) return `there is no collection "${handle}": this tree is ignored`;
    if (!collection.structure) return `the collection "${handle}" has no structure: this tree is ignored`;
    if (!collection.sites.includes(site)) return `the collection "${handle}" is not in site "${site}": this tree is ignored`;
    return null;
  }, problems.warnings);

  for (const collection of collections.values()) {
    if (!collection.structure) continue;
    for (const site of sites) {
      if (!collection.sites.includes(site.handle)) continue;
      const file = await readTree(read, COLLECTION_TREES, collection.handle, site, defaultSite);
      const members = [...entries.values()].filter((e) => e.collection === collection.handle && e.site === site.handle);
      const placed = new Set<string>();
      let order = 0;
      const place = (entry: Entry, parentId: string | null): void => {
        placed.add(entry.id);
        entry.order = order++;
        entry.parentId = parentId;
      };
      if (file && Array.isArray(file.data.tree)) {
        const tree = file.data.tree;
        if (collection.structure.root && branchChildren(tree[0]).length > 0) {
          problems.errors.push(new ContentFileError(file.rel, 'the root page cannot have children (Statamic refuses this tree)', undefined, 'tree.0.children'));
        }
        const walk = (items: unknown[], parentId: string | null, at: string): void => {
          items.forEach((item, i) => {
            const field = `${at}.${i}`;
            const id = branchEntry(item);
            const entry = id === undefined ? undefined : entries.get(id);
            const drop = (why: string, where = `${field}.entry`): void => {
              problems.warnings.push(new ContentFileError(file.rel, `${why}: Statamic drops it and its children`, undefined, where));
            };
            if (id === undefined) return drop('a branch without an entry', field);
            if (placed.has(id)) {
              problems.errors.push(new ContentFileError(file.rel, `the entry "${id}" appears twice in the tree (Statamic refuses this tree)`, undefined, `${field}.entry`));
              return;
            }
            if (!entry) return drop(`the tree names an entry that does not exist: "${id}"`);
            if (entry.collection !== collection.handle) return drop(`the entry "${id}" belongs to the collection "${entry.collection}"`);
            if (entry.site !== site.handle) return drop(`the entry "${id}" is in site "${entry.site}", not "${site.handle}"`);
            place(entry, parentId);
            walk(branchChildren(item), entry.id, `${field}.children`);
          });
        };
        walk(tree, null, 'tree');
      }
      for (const entry of members) if (!placed.has(entry.id)) place(entry, null);
    }
  }
}

/**
 * Statamic's Page::uri() (src/Structures/Page.php): the route filled with the parent page's
 * URI (none for the root and its direct children) stripped of `.html`/`.htm`, and an empty
 * slug for the root page, so a root entry of `/blog/{slug}` is at `/blog`.
 */
export function resolveUris(
  collections: Map<string, CollectionConfig>,
  entries: Map<string, Entry>,
  sites: Site[],
  localizations: Map<string, string>,
  warnings: ContentFileError[],
): void {
  const siteBy = new Map(sites.map((s) => [s.handle, s]));
  const resolving = new Set<string>();
  const missingMounts = new Set<string>();
  const isRoot = (entry: Entry, collection: CollectionConfig): boolean => collection.structure?.root === true && entry.order === 0 && entry.parentId === null;
  const uriOf = (entry: Entry): string | null => {
    if (entry.uri !== null) return entry.uri;
    const collection = collections.get(entry.collection);
    const site = siteBy.get(entry.site);
    const template = collection?.routes.get(entry.site);
    if (!collection || !site || !template || resolving.has(entry.id)) return null;
    resolving.add(entry.id);
    const parent = entry.parentId ? entries.get(entry.parentId) : undefined;
    const mountId = collection.mount ? localizations.get(`${entry.site}\u0000${collection.mount}`) ?? collection.mount : undefined;
    const mount = mountId ? entries.get(mountId) : undefined;
    if (collection.mount && !mount && !missingMounts.has(collection.handle)) {
      missingMounts.add(collection.handle);
      warnings.push(new ContentFileError(`content/collections/${collection.handle}.yaml`, `the mount entry "${collection.mount}" does not exist`, undefined, 'mount'));
    }
    const root = isRoot(entry, collection);
    const parentUri = parent && !isRoot(parent, collection) ? (uriOf(parent) ?? '').replaceAll('.html', '').replaceAll('.htm', '') : '';
    const uri = resolveRoute(template, root ? { ...entry, slug: '' } : entry, { site, parentUri, mountUri: mount ? uriOf(mount) ?? '' : '' });
    setUri(entry, uri, site);
    resolving.delete(entry.id);
    return entry.uri;
  };
  for (const entry of entries.values()) uriOf(entry);
}
