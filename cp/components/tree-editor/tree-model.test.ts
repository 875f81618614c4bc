import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../shared/api';
import { dropAt, flatten, indent, moveDown, moveUp, outdent, removeNode, type MoveResult } from './tree-model';

const n = (id: string, children: TreeNode[] = []): TreeNode => ({ id, title: id, children });
/** The tree as `a(b c)` text, to compare shapes at a glance. */
const shape = (nodes: TreeNode[]): string => nodes.map((x) => (x.children.length ? `${x.id}(${shape(x.children)})` : x.id)).join(' ');
const tree = () => [n('home'), n('a', [n('a1'), n('a2')]), n('b'), n('c', [n('c1', [n('c11')])])];
const free = { maxDepth: 3, expectsRoot: false };
const rooted = { maxDepth: 3, expectsRoot: true };
const result = (r: MoveResult) => ('tree' in r ? shape(r.tree) : r.refused);

describe('tree moves', () => {
  it('move up and down among siblings, refusing at the ends', () => {
    expect(result(moveUp(tree(), 'b', free))).toBe('home b a(a1 a2) c(c1(c11))');
    expect(result(moveDown(tree(), 'a1', free))).toBe('home a(a2 a1) b c(c1(c11))');
    expect(result(moveUp(tree(), 'a1', free))).toBe('first');
    expect(result(moveDown(tree(), 'c', free))).toBe('last');
  });

  it('indent under the sibling above, outdent after the parent', () => {
    expect(result(indent(tree(), 'b', free))).toBe('home a(a1 a2 b) c(c1(c11))');
    expect(result(outdent(tree(), 'a1'))).toBe('home a(a2) a1 b c(c1(c11))');
    expect(result(indent(tree(), 'a1', free))).toBe('nothingAbove');
    expect(result(outdent(tree(), 'b'))).toBe('topLevel');
  });

  it('refuse what would pass max_depth, counting the moved subtree', () => {
    // c(c1(c11)) under b: c11 would be at level 4.
    expect(result(indent(tree(), 'c', free))).toBe('maxDepth');
    expect(result(indent(tree(), 'c', { maxDepth: 4, expectsRoot: false }))).toBe('home a(a1 a2) b(c(c1(c11)))');
  });

  it('keep the root page first and childless', () => {
    expect(result(moveUp(tree(), 'a', rooted))).toBe('root');
    expect(result(moveDown(tree(), 'home', rooted))).toBe('root');
    expect(result(indent(tree(), 'a', rooted))).toBe('root');
    expect(result(moveUp(tree(), 'b', rooted))).toBe('home b a(a1 a2) c(c1(c11))');
  });

  it('remove a node with its children', () => {
    expect(shape(removeNode(tree(), 'a'))).toBe('home b c(c1(c11))');
  });

  it('flatten gives levels, positions and set sizes, without collapsed children', () => {
    const rows = flatten(tree(), new Set(['c']));
    expect(rows.map((r) => `${r.node.id}:${r.level}:${r.position}/${r.siblings}`)).toEqual(['home:1:1/4', 'a:1:2/4', 'a1:2:1/2', 'a2:2:2/2', 'b:1:3/4', 'c:1:4/4']);
  });

  it('a drop takes the over row’s place at the level the drag asks for, within bounds', () => {
    expect(result(dropAt(tree(), 'b', 'a2', 0, free, new Set()))).toBe('home a(a1 b a2) c(c1(c11))');
    expect(result(dropAt(tree(), 'a1', 'b', -1, free, new Set()))).toBe('home a(a2) b a1 c(c1(c11))');
    expect(result(dropAt(tree(), 'b', 'home', 0, rooted, new Set()))).toBe('root');
    expect(result(dropAt(tree(), 'c', 'a2', 0, free, new Set()))).toBe('maxDepth');
    // Into a collapsed node: its hidden children stay, the drop joins them.
    expect(result(dropAt(tree(), 'b', 'c', 1, free, new Set(['c'])))).toBe('home a(a1 a2) c(c1(c11) b)');
  });
});
