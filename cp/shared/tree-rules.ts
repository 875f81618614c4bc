/** What a tree node may link to, and a tree as a save sends it: one rule for the server's check and the editor's form. */
import type { TreeDocument, TreeNode, TreeNodeInput } from './api';

/**
 * http(s) with a host, mailto:, tel:, a path of the site (`/…`, not `//host`) or an anchor. No
 * whitespace or backslash anywhere: browsers read `/\host` as another site. No user or password
 * before the host: `https://kairotone.com@evil.example` shows a trusted name and opens another
 * site (issue 35, finding 10).
 */
const SAFE_URL = /^(?:https?:\/\/[^/\s\\?#@]+(?:[/?#][^\s\\]*)?|mailto:[^\s\\]+|tel:[+0-9()\-.]+|\/(?![/\\])[^\s\\]*|#[^\s\\]*)$/i;

export function isSafeNodeUrl(url: string): boolean {
  return SAFE_URL.test(url);
}

/**
 * A document's nodes as a save sends them: a collection's tree by entry, a navigation's by item
 * id (without it for an item `isNew` says the server has not seen, which gets its UUID there).
 */
export function treeInput(nodes: TreeNode[], kind: TreeDocument['kind'], isNew: (id: string) => boolean = () => false): TreeNodeInput[] {
  return nodes.map((n) =>
    kind === 'collection'
      ? { entry: n.entry!, children: treeInput(n.children, kind, isNew) }
      : {
          ...(isNew(n.id) ? {} : { id: n.id }),
          ...(n.entry !== undefined ? { entry: n.entry } : {}),
          ...(n.url !== undefined ? { url: n.url } : {}),
          ...(n.title ? { title: n.title } : {}),
          children: treeInput(n.children, kind, isNew),
        },
  );
}
