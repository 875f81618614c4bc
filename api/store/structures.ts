import type { Site } from '../sites';
import { resolveRoute, setUri } from './entries';
import { ContentFileError, type FileCache, type ParsedFile } from './files';
import type { CollectionConfig, Entry } from './types';

/** Collection structures (Statamic's trees of entries) and the URIs they give entries. */

interface TreeItem {
  entry?: unknown;
  children?: unknown;
}

/** Reads each structured collection's per-site tree: tree order and parent of every entry. */
export async function applyStructures(
  files: FileCache,
  read: (rel: string) => Promise<ParsedFile | undefined>,
  collections: Map<string, CollectionConfig>,
  entries: Map<string, Entry>,
  sites: Site[],
  warnings: ContentFileError[],
): Promise<void> {
  for (const collection of collections.values()) {
    if (!collection.structure) continue;
    for (const site of sites) {
      // Multi-site projects keep one tree per site; single-site ones keep it beside the others.
      let rel = `content/trees/collections/${site.handle}/${collection.handle}.yaml`;
      let file = await read(rel);
      if (!file && site === sites[0]) {
        rel = `content/trees/collections/${collection.handle}.yaml`;
        file = await read(rel);
      }
      if (!file || !Array.isArray(file.data.tree)) continue;
      let order = 0;
      const walk = (items: unknown[], parentId: string | null): void => {
        for (const item of items as TreeItem[]) {
          if (typeof item?.entry !== 'string') continue;
          const entry = entries.get(item.entry);
          if (!entry) {
            warnings.push(new ContentFileError(rel, `the tree names an entry that does not exist: "${item.entry}"`, undefined, 'tree'));
            continue;
          }
          entry.order = order++;
          entry.parentId = parentId;
          if (Array.isArray(item.children)) walk(item.children, entry.id);
        }
      };
      walk(file.data.tree, null);
    }
  }
}

export function resolveUris(
  collections: Map<string, CollectionConfig>,
  entries: Map<string, Entry>,
  sites: Site[],
  localizations: Map<string, string>,
  warnings: ContentFileError[],
): void {
  const siteBy = new Map(sites.map((s) => [s.handle, s]));
  const resolving = new Set<string>();
  const uriOf = (entry: Entry): string | null => {
    if (entry.uri !== null) return entry.uri;
    const collection = collections.get(entry.collection);
    const site = siteBy.get(entry.site);
    const template = collection?.routes.get(entry.site);
    if (!collection || !site || !template || resolving.has(entry.id)) return null;
    resolving.add(entry.id);
    if (collection.structure?.root && entry.order === 0 && entry.parentId === null) {
      setUri(entry, '/', site);
    } else {
      const parent = entry.parentId ? entries.get(entry.parentId) : undefined;
      const mountId = collection.mount ? localizations.get(`${entry.site}\u0000${collection.mount}`) ?? collection.mount : undefined;
      const mount = mountId ? entries.get(mountId) : undefined;
      if (collection.mount && !mount) warnings.push(new ContentFileError(`content/collections/${collection.handle}.yaml`, `the mount entry "${collection.mount}" does not exist`, undefined, 'mount'));
      const uri = resolveRoute(template, entry, {
        site,
        parentUri: parent ? uriOf(parent) ?? '' : '',
        mountUri: mount ? uriOf(mount) ?? '' : '',
      });
      setUri(entry, uri, site);
    }
    resolving.delete(entry.id);
    return entry.uri;
  };
  for (const entry of entries.values()) uriOf(entry);
}
