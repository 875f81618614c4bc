/**
 * Statamic's CollectionTreeController::validateUniqueUris(): a save that moves a page to where
 * it would have the URI of one of its new siblings is refused (422), before anything is
 * written. Only moved pages count (CollectionTreeDiff::moved(): a new parent or position), so a
 * tree that already held two such pages still saves; at the top level the first page is left out
 * of the siblings, as Statamic leaves it out. The URIs are those the content index would give
 * the entries once the tree is saved (api/store/structures.ts resolveUris).
 */
import { branchChildren, branchEntry, resolveUris } from '../../../api/store/structures';
import type { ContentIndex, Data, Entry } from '../../../api/store/types';

type Place = { parent: string | null; path: string; index: number };

/** Each entry of a tree by id: its parent, its path of ancestors (`*` at the top, `^` for the root page) and its position. */
function places(tree: unknown[], expectsRoot: boolean): Map<string, Place> {
  const out = new Map<string, Place>();
  const walk = (nodes: unknown[], parent: string | null, path: string) =>
    nodes.forEach((node, i) => {
      const id = branchEntry(node);
      if (id === undefined || out.has(id)) return;
      out.set(id, { parent, path: expectsRoot && parent === null && i === 0 ? '^' : path, index: i });
      walk(branchChildren(node), id, `${path}.${id}`);
    });
  walk(tree, null, '*');
  return out;
}

/** The URI two moved-to siblings would share, or null when the save may go ahead. */
export function duplicateUri(index: ContentIndex, target: { handle: string; site: string; expectsRoot: boolean }, stored: unknown[], tree: Data[]): string | null {
  const collection = index.collections.get(target.handle);
  if (!collection?.routes.get(target.site)) return null;
  const before = places(stored, target.expectsRoot);
  const after = places(tree, target.expectsRoot);
  const moved = [...after].filter(([id, p]) => {
    const was = before.get(id);
    return was !== undefined && `${was.path}.${was.index}` !== `${p.path}.${p.index}`;
  });
  if (moved.length === 0) return null;

  // The entries as the saved tree would place them; the others keep the URIs they have.
  const copies = new Map<string, Entry>();
  for (const [id, entry] of index.entries) {
    const ours = entry.collection === target.handle && entry.site === target.site;
    const place = ours ? after.get(id) : undefined;
    copies.set(id, ours ? { ...entry, uri: null, url: null, parentId: place?.parent ?? null, order: place ? place.index : null } : entry);
  }
  resolveUris(index.collections, copies, index.sites, index.localizations, []);

  const top = [...after].filter(([, p]) => p.parent === null).sort((a, b) => a[1].index - b[1].index);
  for (const [id, place] of moved) {
    const siblings = place.parent === null ? top.slice(1) : [...after].filter(([, p]) => p.parent === place.parent);
    const uri = copies.get(id)?.uri;
    if (uri && siblings.some(([other]) => other !== id && copies.get(other)?.uri === uri)) return uri;
  }
  return null;
}
