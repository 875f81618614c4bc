/**
 * Trees as Statamic 5 stores them: a navigation's per site in
 * `content/trees/navigation/{site}/{nav}.yaml` (nodes with `id`, `entry` or `url`, `title`,
 * `children`, `data`) and a structured collection's in `content/trees/collections/{site}/{c}.yaml`
 * (nodes with `entry` and `children`). The default site's tree may also be `{dir}/{handle}.yaml`
 * (api/store/structures.ts readTree): that file is edited where it is. The editor's document
 * is read from the file itself (with its version), titled from the index; a save is checked
 * (tree-check.ts) and written through the one write path.
 */
import { randomUUID } from 'node:crypto';
import { entryStatus } from '../../../api/store/entries';
import { branchChildren, branchEntry } from '../../../api/store/structures';
import type { ContentIndex, Data, Entry } from '../../../api/store/types';
import type { TreeDocument, TreeNode, TreeNodeInput, TreeSaveRequest } from '../../../cp/shared/api';
import { message, type Message } from '../../../cp/shared/messages';
import { treeInput } from '../../../cp/shared/tree-rules';
import type { CpUser } from '../auth/types';
import type { CpDeps } from '../deps';
import { lastCommit } from '../write/last-commit';
import type { StoredFile } from '../write/types';
import { fail, writeOrRefuse, type Outcome } from './outcome';
import { checkTree, storedNodes, type TreeRules } from './tree-check';
import { duplicateUri } from './tree-uris';

/** A tree's document as the server builds it: its warnings still message ids, put into the editor's language on the way out (answer.ts). */
export type TreeAnswer = Omit<TreeDocument, 'warnings'> & { warnings: Message[] };

const DIRS = { navigation: 'content/trees/navigation', collection: 'content/trees/collections' } as const;

/** What a tree route found: the navigation or collection, in one site, with its rules. */
export interface TreeTarget {
  kind: 'navigation' | 'collection';
  handle: string;
  title: string;
  site: string;
  /** Sites the user may edit this tree in. */
  sites: string[];
  maxDepth: number | null;
  expectsRoot: boolean;
  /** Collections whose entries may be nodes. */
  collections: string[];
  canEdit: boolean;
}

/** The tree's file (the site's own, else the default site's top-level one when that exists) and what it holds. */
async function treeFile(deps: CpDeps, index: ContentIndex, target: Pick<TreeTarget, 'kind' | 'handle' | 'site'>): Promise<{ file: string; stored: StoredFile | null }> {
  const dir = DIRS[target.kind];
  const own = `${dir}/${target.site}/${target.handle}.yaml`;
  const stored = await deps.writer.read(own);
  if (stored || target.site !== index.defaultSite.handle) return { file: own, stored };
  const top = `${dir}/${target.handle}.yaml`;
  const topStored = await deps.writer.read(top);
  return topStored ? { file: top, stored: topStored } : { file: own, stored: null };
}

function entryFields(index: ContentIndex, id: string): Pick<TreeNode, 'entryTitle' | 'entryUrl' | 'entryStatus'> {
  const entry = index.entries.get(id);
  if (!entry) return { entryTitle: null, entryUrl: null, entryStatus: null };
  const title = typeof entry.values.title === 'string' ? entry.values.title : (entry.slug ?? entry.id);
  return { entryTitle: title, entryUrl: entry.url, entryStatus: entryStatus(entry, index.collections.get(entry.collection)) };
}

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A navigation's nodes as stored; a node without an id (written by hand) gets one, kept when saved. */
function navigationNodes(index: ContentIndex, items: unknown): TreeNode[] {
  if (!Array.isArray(items)) return [];
  return items.filter(isRecord).map((item) => {
    const entry = branchEntry(item);
    return {
      id: typeof item.id === 'string' ? item.id : randomUUID(),
      ...(entry !== undefined ? { entry, ...entryFields(index, entry) } : {}),
      ...(typeof item.url === 'string' ? { url: item.url } : {}),
      ...(typeof item.title === 'string' ? { title: item.title } : {}),
      children: navigationNodes(index, item.children),
    };
  });
}

/**
 * A collection's tree as Statamic shows it (CollectionStructure::validateTree): entries that are
 * missing, of another collection or site, or named again are left out with their children; the
 * collection's entries the file leaves out follow at the end.
 */
function collectionNodes(index: ContentIndex, target: TreeTarget, items: unknown): TreeNode[] {
  const placed = new Set<string>();
  const walk = (list: unknown[]): TreeNode[] =>
    list.flatMap((item) => {
      const id = branchEntry(item);
      const entry = id === undefined ? undefined : index.entries.get(id);
      if (!entry || placed.has(entry.id) || entry.collection !== target.handle || entry.site !== target.site) return [];
      placed.add(entry.id);
      return [{ id: entry.id, entry: entry.id, ...entryFields(index, entry.id), children: walk(branchChildren(item)) }];
    });
  const nodes = walk(Array.isArray(items) ? items : []);
  for (const entry of index.entries.values()) {
    if (entry.collection !== target.handle || entry.site !== target.site || placed.has(entry.id)) continue;
    nodes.push({ id: entry.id, entry: entry.id, ...entryFields(index, entry.id), children: [] });
  }
  return nodes;
}

/** `read`: the tree's file as the caller has just read it (an unchanged save), else it is read here. */
export async function treeDocument(deps: CpDeps, index: ContentIndex, target: TreeTarget, read?: { stored: StoredFile | null }): Promise<TreeAnswer> {
  const { stored } = read ?? (await treeFile(deps, index, target));
  const tree = shownTree(index, target, stored);
  // What the stored tree holds that Statamic takes but the editor should know (an entry twice).
  const checked = checkTree(treeInput(tree, target.kind), rulesFor(index, target, stored));
  return {
    kind: target.kind,
    handle: target.handle,
    title: target.title,
    site: target.site,
    sites: target.sites,
    maxDepth: target.maxDepth,
    expectsRoot: target.expectsRoot,
    collections: target.collections.map((handle) => ({ handle, title: index.collections.get(handle)?.title ?? handle })),
    tree,
    version: stored?.version ?? '',
    can: { edit: target.canEdit },
    warnings: checked.ok ? checked.warnings : [],
  };
}

/** The tree as the editor is shown it: the file's, with Statamic's read clean-up of a collection's tree. */
function shownTree(index: ContentIndex, target: TreeTarget, stored: StoredFile | null): TreeNode[] {
  const items = stored?.data.tree;
  return target.kind === 'navigation' ? navigationNodes(index, items) : collectionNodes(index, target, items);
}

function rulesFor(index: ContentIndex, target: TreeTarget, stored: StoredFile | null): TreeRules {
  return {
    kind: target.kind,
    title: target.title,
    maxDepth: target.maxDepth,
    expectsRoot: target.expectsRoot,
    entryProblem: entryProblem(index, target),
    stored: storedNodes(stored?.data.tree, target.kind === 'navigation' ? 'id' : 'entry'),
    newId: randomUUID,
  };
}

/**
 * Whether a save sends back the tree the editor was shown, as it is now: then nothing is written
 * (Statamic writes nothing for an unchanged tree), even where the file differs from what is shown
 * (a collection's tree naming entries the site does not have, or leaving some out). A navigation
 * item the file holds without an id is shown with one made up on reading; it is compared without.
 */
function unchanged(request: TreeSaveRequest, shown: TreeNode[], kind: TreeTarget['kind'], storedIds: Set<string>): boolean {
  const canonical = (nodes: TreeNodeInput[]): unknown[] =>
    nodes.map((n) =>
      kind === 'collection'
        ? [n.entry ?? null, canonical(n.children ?? [])]
        : [n.id !== undefined && storedIds.has(n.id) ? n.id : null, n.entry ?? null, n.url ?? null, n.title || null, canonical(n.children ?? [])],
    );
  return JSON.stringify(canonical(request.tree)) === JSON.stringify(canonical(treeInput(shown, kind)));
}

function entryProblem(index: ContentIndex, target: TreeTarget) {
  return (id: string): Message | null => {
    const entry = index.entries.get(id);
    const shown = id.slice(0, 100);
    // A collection's tree leaves such an entry out (as Statamic's save does): one message for why.
    if (target.kind === 'collection') {
      return entry && target.collections.includes(entry.collection) && entry.site === target.site ? null : message('tree.warning.leftOut', { entry: shown, title: target.title });
    }
    if (!entry) return message('tree.warning.entryMissing', { entry: shown });
    if (!target.collections.includes(entry.collection)) return message('tree.warning.entryCollection', { entry: shown, collection: entry.collection, title: target.title });
    if (entry.site !== target.site) return message('tree.warning.entrySite', { entry: shown, entrySite: entry.site, site: target.site });
    return null;
  };
}

export async function saveTree(deps: CpDeps, user: CpUser, target: TreeTarget, request: TreeSaveRequest): Promise<Outcome> {
  if (!target.canEdit) return fail(403, message('tree.forbidden'));
  const index = await deps.store.index();
  const { file, stored } = await treeFile(deps, index, target);
  const rules = rulesFor(index, target, stored);
  const checked = checkTree(request.tree, rules);
  if (!checked.ok) return fail(422, checked.message);
  // Checked first: what the tree may not hold is refused even where it would change nothing.
  if (unchanged(request, shownTree(index, target, stored), target.kind, new Set(rules.stored.keys()))) {
    return { status: 200, body: await treeDocument(deps, index, target, { stored }) };
  }
  let tree = checked.tree;
  if (target.kind === 'collection') {
    // Statamic's save puts the collection's entries in this site that the tree leaves out at its end.
    tree = [...tree, ...leftOut(index, target, tree)];
    const uri = duplicateUri(index, target, Array.isArray(stored?.data.tree) ? stored.data.tree : [], tree);
    if (uri !== null) return fail(422, message('tree.invalid.duplicateUri', { uri: uri.slice(0, 200) }));
  }
  // The file's other keys stay where they are; `tree` takes its place (or comes first in a new file).
  const data: Data = stored ? { ...stored.data, tree } : { tree };
  const written = await writeOrRefuse(
    deps.writer,
    {
      file,
      data,
      // '' is "there was no file": a file that appeared since, or vanished since, is a conflict.
      expected: request.version === '' ? null : request.version,
      ...(request.force ? { force: true } : {}),
      author: { name: user.name, email: user.email },
      message: `${target.kind === 'navigation' ? 'Navigation' : 'Tree'} saved: ${target.title} (${target.site})`,
    },
    (error) => ({
      message: message(error.current ? 'tree.changedByOthers' : 'tree.deletedByOthers'),
      conflict: { updatedBy: null, updatedAt: null, version: error.current?.version ?? '', changes: [] },
    }),
  );
  if ('refused' in written) {
    const refused = written.refused;
    if (!('refusal' in refused) || refused.status !== 409 || !refused.refusal.conflict) return refused;
    // A tree keeps no `updated_by`: the file's last commit says who changed it.
    const last = await lastCommit(deps.store.root, file);
    const conflict = { ...refused.refusal.conflict, updatedBy: last && { id: null, name: last.name }, updatedAt: last?.at ?? null };
    return { status: 409, refusal: { ...refused.refusal, conflict } };
  }
  if (written.result.status === 'written') deps.changed([file]);
  const saved = await treeDocument(deps, await deps.store.index(), target);
  // What this save was told (an entry left out) beside what the saved tree still holds.
  const warnings = new Map([...checked.warnings, ...saved.warnings].map((w) => [JSON.stringify(w), w]));
  return { status: 200, body: { ...saved, warnings: [...warnings.values()] } };
}

/** The collection's entries in the tree's site that a collection's tree does not name, as Statamic appends them. */
function leftOut(index: ContentIndex, target: TreeTarget, tree: Data[]): Data[] {
  const placed = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes) {
      const id = branchEntry(node);
      if (id !== undefined) placed.add(id);
      walk(branchChildren(node));
    }
  };
  walk(tree);
  const out: Data[] = [];
  for (const entry of index.entries.values()) if (entry.collection === target.handle && entry.site === target.site && !placed.has(entry.id)) out.push({ entry: entry.id });
  return out;
}

/** A tree's nodes without the entry's, its children moved up into its place. */
function withoutEntry(nodes: unknown[], id: string): { nodes: unknown[]; found: boolean } {
  let found = false;
  const out: unknown[] = [];
  for (const node of nodes) {
    if (typeof node !== 'object' || node === null) {
      out.push(node);
      continue;
    }
    const data = node as Data;
    const children = Array.isArray(data.children) ? withoutEntry(data.children, id) : null;
    found ||= children?.found ?? false;
    if (data.entry === id) {
      found = true;
      out.push(...(children?.nodes ?? []));
    } else out.push(children ? { ...data, children: children.nodes } : data);
  }
  return { nodes: out, found };
}

/**
 * Takes a deleted entry out of its collection's tree in its site, as Statamic does when a page
 * is deleted without its children: they move up into its place. Otherwise the tree would name
 * an entry that is gone. Returns the tree file when it was written.
 */
export async function dropFromCollectionTree(deps: CpDeps, index: ContentIndex, entry: Entry, author: { name: string; email: string }): Promise<string | null> {
  const collection = index.collections.get(entry.collection);
  if (!collection?.structure) return null;
  const { file, stored } = await treeFile(deps, index, { kind: 'collection', handle: entry.collection, site: entry.site });
  if (!stored || !Array.isArray(stored.data.tree)) return null;
  const { nodes, found } = withoutEntry(stored.data.tree, entry.id);
  if (!found) return null;
  await deps.writer.write({ file, data: { ...stored.data, tree: nodes }, expected: stored.version, author, message: `Tree saved: ${collection.title} (${entry.site}), without a deleted entry` });
  return file;
}
