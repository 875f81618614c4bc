/**
 * The tree editor's moves as pure functions over the nodes: each gives the new tree or the
 * reason it is refused (the editor announces either). The rules are the server's
 * (server/cp/content/tree-check.ts): `max_depth`, and a root page that stays first without children.
 */
import type { TreeNode } from '../../shared/api';

export interface TreeRulesView {
  maxDepth: number | null;
  expectsRoot: boolean;
}

/** One visible row: the node, its level (1-based), its parent and its place among its siblings. */
export interface FlatItem {
  node: TreeNode;
  level: number;
  parentId: string | null;
  /** 1-based, among its siblings. */
  position: number;
  siblings: number;
}

export type Refusal = 'first' | 'last' | 'nothingAbove' | 'topLevel' | 'maxDepth' | 'root';
export type MoveResult = { tree: TreeNode[] } | { refused: Refusal };

/** Depth-first rows; the children of `collapsed` nodes (and of `hiding`, the node being dragged) left out. */
export function flatten(tree: TreeNode[], collapsed: ReadonlySet<string> = new Set(), hiding?: string): FlatItem[] {
  const rows: FlatItem[] = [];
  const walk = (nodes: TreeNode[], level: number, parentId: string | null) =>
    nodes.forEach((node, i) => {
      rows.push({ node, level, parentId, position: i + 1, siblings: nodes.length });
      if (!collapsed.has(node.id) && node.id !== hiding) walk(node.children, level + 1, node.id);
    });
  walk(tree, 1, null);
  return rows;
}

/** Levels in a node's subtree, itself included. */
export function height(node: TreeNode): number {
  return 1 + Math.max(0, ...node.children.map(height));
}

interface Place {
  list: TreeNode[];
  index: number;
  level: number;
  parent: TreeNode | null;
}

function locate(tree: TreeNode[], id: string): Place | null {
  const search = (list: TreeNode[], level: number, parent: TreeNode | null): Place | null => {
    for (let index = 0; index < list.length; index++) {
      const node = list[index]!;
      if (node.id === id) return { list, index, level, parent };
      const found = search(node.children, level + 1, node);
      if (found) return found;
    }
    return null;
  };
  return search(tree, 1, null);
}

/** A copy of the tree with `fn` applied to the list holding `id` (the top list or a node's children). */
function editList(tree: TreeNode[], parentId: string | null, fn: (list: TreeNode[]) => TreeNode[]): TreeNode[] {
  if (parentId === null) return fn(tree);
  return tree.map((node) => (node.id === parentId ? { ...node, children: fn(node.children) } : { ...node, children: editList(node.children, parentId, fn) }));
}

const isRoot = (rules: TreeRulesView, place: Place) => rules.expectsRoot && place.parent === null && place.index === 0;

export function moveUp(tree: TreeNode[], id: string, rules: TreeRulesView): MoveResult {
  const at = locate(tree, id);
  if (!at || at.index === 0) return { refused: 'first' };
  if (isRoot(rules, at) || (rules.expectsRoot && at.parent === null && at.index === 1)) return { refused: 'root' };
  return { tree: editList(tree, at.parent?.id ?? null, (list) => swap(list, at.index, at.index - 1)) };
}

export function moveDown(tree: TreeNode[], id: string, rules: TreeRulesView): MoveResult {
  const at = locate(tree, id);
  if (!at || at.index === at.list.length - 1) return { refused: 'last' };
  if (isRoot(rules, at)) return { refused: 'root' };
  return { tree: editList(tree, at.parent?.id ?? null, (list) => swap(list, at.index, at.index + 1)) };
}

/** Becomes the last child of the sibling above it. */
export function indent(tree: TreeNode[], id: string, rules: TreeRulesView): MoveResult {
  const at = locate(tree, id);
  if (!at || at.index === 0) return { refused: 'nothingAbove' };
  const above = at.list[at.index - 1]!;
  if (isRoot(rules, at) || (rules.expectsRoot && at.parent === null && at.index === 1)) return { refused: 'root' };
  const node = at.list[at.index]!;
  if (rules.maxDepth !== null && at.level + height(node) > rules.maxDepth) return { refused: 'maxDepth' };
  const parentId = at.parent?.id ?? null;
  const without = editList(tree, parentId, (list) => list.filter((n) => n.id !== id));
  return { tree: editList(without, above.id, (children) => [...children, node]) };
}

/** Leaves its parent: placed right after it. */
export function outdent(tree: TreeNode[], id: string): MoveResult {
  const at = locate(tree, id);
  if (!at?.parent) return { refused: 'topLevel' };
  const parent = at.parent;
  const grand = locate(tree, parent.id)!;
  const node = at.list[at.index]!;
  const without = editList(tree, parent.id, (list) => list.filter((n) => n.id !== id));
  return { tree: editList(without, grand.parent?.id ?? null, (list) => [...list.slice(0, grand.index + 1), node, ...list.slice(grand.index + 1)]) };
}

export function removeNode(tree: TreeNode[], id: string): TreeNode[] {
  return tree.filter((n) => n.id !== id).map((n) => ({ ...n, children: removeNode(n.children, id) }));
}

export function updateNode(tree: TreeNode[], id: string, patch: Partial<Omit<TreeNode, 'id' | 'children'>>): TreeNode[] {
  return tree.map((n) => (n.id === id ? { ...n, ...patch } : { ...n, children: updateNode(n.children, id, patch) }));
}

/** Nodes in the subtree, itself included. */
export function countNodes(node: TreeNode): number {
  return 1 + node.children.reduce((sum, child) => sum + countNodes(child), 0);
}

export function findNode(tree: TreeNode[], id: string): TreeNode | undefined {
  const at = locate(tree, id);
  return at?.list[at.index];
}

/** Whether an entry is anywhere in the tree. */
export function hasEntry(tree: TreeNode[], entry: string): boolean {
  return tree.some((n) => n.entry === entry || hasEntry(n.children, entry));
}

/**
 * A pointer drop: `active` placed where `over` was in the visible rows, at the level the
 * horizontal drag asks for (`levelDelta`), within what the rows around the drop allow (at most
 * one below the row above, at least the level of the row below).
 */
export function dropAt(tree: TreeNode[], activeId: string, overId: string, levelDelta: number, rules: TreeRulesView, collapsed: ReadonlySet<string>): MoveResult {
  const rows = flatten(tree, collapsed, activeId);
  const from = rows.findIndex((r) => r.node.id === activeId);
  const to = rows.findIndex((r) => r.node.id === overId);
  if (from < 0 || to < 0) return { refused: 'first' };
  const moved = [...rows];
  const [active] = moved.splice(from, 1);
  moved.splice(to, 0, active!);
  const above = moved[to - 1];
  const below = moved[to + 1];
  const level = Math.min(Math.max(active!.level + levelDelta, below?.level ?? 1), above ? above.level + 1 : 1);
  const rootId = rules.expectsRoot ? tree[0]?.id : undefined;
  if (rootId !== undefined && (activeId === rootId || moved[0]!.node.id !== rootId || (above?.node.id === rootId && level > 1))) return { refused: 'root' };
  if (rules.maxDepth !== null && level + height(active!.node) - 1 > rules.maxDepth) return { refused: 'maxDepth' };
  // Rebuilt from the rows by level: every other row keeps its parent (the clamp above sees to it).
  const top: TreeNode[] = [];
  const stack: TreeNode[][] = [top];
  for (const row of moved) {
    const rowLevel = row === active ? level : row.level;
    const node: TreeNode = { ...row.node, children: row === active || collapsed.has(row.node.id) ? [...row.node.children] : [] };
    stack[rowLevel - 1]!.push(node);
    stack[rowLevel] = node.children;
    stack.length = rowLevel + 1;
  }
  return { tree: top };
}

function swap<T>(list: T[], a: number, b: number): T[] {
  const next = [...list];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}
