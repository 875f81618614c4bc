/**
 * A tree as a save sends it (cp/shared/api.ts TreeNodeInput), checked against its rules and
 * turned into what the tree file holds: Statamic's `tree:` list of nodes. What Statamic refuses
 * when it saves a tree is refused here too, with a message (a message id of the panel's
 * catalogs, cp/shared/messages.ts) that names the node: a root page with children, an entry
 * named twice in a collection's tree (Structure and CollectionStructure::validateTree).
 * Statamic accepts the rest, so the panel does too, with a warning (issue 36, decision 039): a
 * menu that links an entry twice, a missing entry or one of another site or collection, a tree
 * deeper than `max_depth`; a collection's tree leaves out such entries, as Statamic's save does.
 * Refused for the site's sake though Statamic takes them (decision 039): a URL that is not
 * http(s), mailto:, tel: or a path of the site (a `javascript:` link), control characters in a
 * title, malformed or repeated item ids and items inside themselves, a malformed entry id, more
 * than MAX_TREE_NODES.
 */
import type { Data } from '../../../api/store/types';
import type { TreeNodeInput } from '../../../cp/shared/api';
import { message, type Message } from '../../../cp/shared/messages';
import { isSafeNodeUrl } from '../../../cp/shared/tree-rules';
import { defineKey } from '../write/yaml-emit';

/** A save of more nodes is refused: a menu or a page tree of this size is a mistake or an attack. */
export const MAX_TREE_NODES = 2000;
const NODE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
/**
 * What an entry id looks like (a UUID, `home`, `page-about`, `1`): a link to any other string
 * (`../x`, `__proto__`) is refused, though Statamic would store it, as a link to nothing.
 */
const ENTRY_ID = /^[\p{L}\p{N}][\p{L}\p{N}_.-]{0,199}$/u;
/** Keys the editor sets; every other key of a stored node (Statamic's `data`, an add-on's) is kept as it is. */
const MANAGED = new Set(['id', 'entry', 'url', 'title', 'children']);

/** Ids and URLs are named in a message only as far as an editor can read them. */
const shown = (text: string, length = 100) => text.slice(0, length);

export interface TreeRules {
  kind: 'navigation' | 'collection';
  /** The navigation's or collection's title, for the messages. */
  title: string;
  maxDepth: number | null;
  expectsRoot: boolean;
  /** Why this entry does not belong in the tree (missing, another collection or site), or null. */
  entryProblem(id: string): Message | null;
  /** The stored nodes by node id (navigation) or entry id (collection tree), whose other keys are kept. */
  stored: Map<string, Data>;
  /** A new node's id (a UUID). */
  newId(): string;
}

/** `warnings`: what Statamic accepts but the editor should know (an entry twice in a menu, a collection's entry left out). */
export type Checked = { ok: true; tree: Data[]; warnings: Message[] } | { ok: false; message: Message };

class Refused extends Error {
  constructor(readonly why: Message) {
    super(why.id);
  }
}

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f]/;

export function checkTree(input: TreeNodeInput[], rules: TreeRules): Checked {
  const ids = new Set<string>();
  const entries = new Set<string>();
  const warnings = new Map<string, Message>();
  const warn = (why: Message) => void warnings.set(JSON.stringify(why), why);
  let count = 0;
  const refuse = (why: Message): never => {
    throw new Refused(why);
  };

  // Statamic's save does not look at `max_depth` (its tree view keeps to it): a deeper tree is
  // kept, and the editor is told. Measured once the whole tree is read.
  let deepest = 0;
  /** A node as the file holds it, or null when a collection's tree leaves it out (as CollectionStructure::validateTree does). */
  const node = (item: TreeNodeInput, depth: number, ancestors: string[], first: boolean): Data | null => {
    if (++count > MAX_TREE_NODES) refuse(message('tree.invalid.tooMany', { max: MAX_TREE_NODES }));
    deepest = Math.max(deepest, depth);
    const children = item.children ?? [];
    if (first && rules.expectsRoot && children.length > 0) refuse(message('tree.invalid.rootChildren'));
    const title = item.title === undefined || item.title === '' ? undefined : item.title;
    if (title !== undefined && CONTROL.test(title)) refuse(message('tree.invalid.titleControl'));
    if (item.url !== undefined && !isSafeNodeUrl(item.url)) refuse(message('tree.invalid.url', { url: shown(item.url, 80) }));
    const out: Data = {};
    let key: string;
    if (rules.kind === 'collection') {
      if (item.entry === undefined) refuse(message('tree.invalid.notEntry'));
      if (item.url !== undefined || title !== undefined) refuse(message('tree.invalid.entryOwnFields'));
      if (item.id !== undefined && item.id !== item.entry) refuse(message('tree.invalid.otherEntry', { id: shown(item.id) }));
      key = item.entry!;
    } else {
      if (item.entry !== undefined && item.url !== undefined) refuse(message('tree.invalid.entryAndUrl'));
      if (item.entry === undefined && item.url === undefined && title === undefined) refuse(message('tree.invalid.emptyItem'));
      if (item.id !== undefined && !NODE_ID.test(item.id)) refuse(message('tree.invalid.nodeId', { id: shown(item.id) }));
      key = item.id ?? rules.newId();
      if (ancestors.includes(key)) refuse(message('tree.invalid.insideItself', { id: key }));
      if (ids.has(key)) refuse(message('tree.invalid.itemTwice', { id: key }));
      ids.add(key);
      defineKey(out, 'id', key);
    }
    const stored = rules.stored.get(key);
    if (item.entry !== undefined) {
      if (!ENTRY_ID.test(item.entry)) refuse(message('tree.invalid.entryId', { entry: shown(item.entry) }));
      // A menu may link an entry twice (Statamic's navigation saves it); a collection's tree may not.
      if (entries.has(item.entry)) {
        if (rules.kind === 'collection') refuse(message('tree.invalid.entryTwice', { entry: shown(item.entry) }));
        warn(message('tree.warning.entryTwice', { entry: shown(item.entry) }));
      }
      entries.add(item.entry);
      const problem = rules.entryProblem(item.entry);
      if (problem) {
        warn(problem);
        // Statamic takes such a branch out of a collection's tree, with its children (which,
        // being the collection's, come back at the end like every entry the tree leaves out).
        if (rules.kind === 'collection') return null;
      }
      // `entry: 1` stays a number: Statamic compares ids loosely, and the file keeps its own spelling.
      defineKey(out, 'entry', stored && String(stored.entry) === item.entry ? stored.entry : item.entry);
    }
    if (item.url !== undefined) defineKey(out, 'url', item.url);
    if (title !== undefined) defineKey(out, 'title', title);
    if (stored) for (const k of Object.keys(stored)) if (!MANAGED.has(k)) defineKey(out, k, stored[k]);
    if (children.length > 0) {
      defineKey(
        out,
        'children',
        children.map((child) => node(child, depth + 1, [...ancestors, key], false)).filter((child) => child !== null),
      );
    }
    return out;
  };

  try {
    const tree = input.map((item, i) => node(item, 1, [], i === 0)).filter((item) => item !== null);
    if (rules.maxDepth !== null && deepest > rules.maxDepth) warn(message('tree.warning.tooDeep', { depth: deepest, title: rules.title, max: rules.maxDepth }));
    return { ok: true, tree, warnings: [...warnings.values()] };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.why };
    throw error;
  }
}

/** The stored nodes of a tree file by id (navigation) or entry (collection tree), at any depth. */
export function storedNodes(tree: unknown, by: 'id' | 'entry'): Map<string, Data> {
  const nodes = new Map<string, Data>();
  const walk = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
      const value = (item as Data)[by];
      if ((typeof value === 'string' || typeof value === 'number') && !nodes.has(String(value))) nodes.set(String(value), item as Data);
      walk((item as Data).children);
    }
  };
  walk(tree);
  return nodes;
}
