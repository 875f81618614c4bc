/**
 * Hostile tree saves (navigations and a structured collection's page tree): cycles, entries
 * that are missing, of another site or collection or named twice, trees past `max_depth` or
 * past 2,000 nodes, JSON nested 200 levels, prototype keys in nodes, script and off-site URLs,
 * NUL and 10,000-character titles, wrong types in every place. Each aims at a tree no request
 * may change (its file is compared after every answer); hostile titles and odd but allowed
 * URLs are saved to another tree, whose file the audit then reads with Statamic's parser.
 */
import type { TreeDocument, TreeNode, TreeNodeInput } from '../../../cp/shared/api';
import { EVIL_STRINGS, jsonWithKey, REFUSED_MARKER } from './values';

export interface TreeTarget {
  /** The API path of the tree with its site (`/cp/api/navigation/main/tree?site=en`). */
  path: string;
  /** Its file under the content root. */
  file: string;
  doc: TreeDocument;
}

export interface TreeTargets {
  /** A navigation (with a `max_depth`) and a collection's tree no request may change. */
  menu: TreeTarget;
  pages: TreeTarget;
  /** A navigation the hostile titles are saved to. */
  written: TreeTarget;
  /** Entries the menu may not hold: one of another site, one of a collection it does not list. */
  otherSite: string;
  otherCollection: string;
}

export interface TreeRequest {
  path: string;
  body: { json: unknown } | { raw: string; type: string };
  label: string;
  expect: 'refused' | 'any';
  /** The file this request must leave as it was. */
  unchanged?: string;
}

/** A document's tree as the editor sends it back. */
export const treeInput = (nodes: TreeNode[]): TreeNodeInput[] =>
  nodes.map((n) => ({ id: n.id, ...(n.entry !== undefined ? { entry: n.entry } : {}), ...(n.url !== undefined ? { url: n.url } : {}), ...(n.title !== undefined ? { title: n.title } : {}), children: treeInput(n.children) }));

const chain = (depth: number, node: (level: number) => TreeNodeInput): TreeNodeInput => {
  let out = node(depth);
  for (let level = depth - 1; level >= 1; level--) out = { ...node(level), children: [out] };
  return out;
};

export function treeRequests(t: TreeTargets): TreeRequest[] {
  const out: TreeRequest[] = [];
  const { menu, pages, written } = t;
  const own = treeInput(menu.doc.tree);
  const first = own[0]!;
  const flat = (nodes: TreeNodeInput[]): TreeNodeInput[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
  const linked = flat(own).find((n) => n.entry !== undefined)?.entry ?? 'page-about';
  const json = (target: TreeTarget, label: string, body: unknown): TreeRequest => ({ path: target.path, body: { json: body }, label: `tree ${label}`, expect: 'refused', unchanged: target.file });
  const raw = (target: TreeTarget, label: string, text: string): TreeRequest => ({ path: target.path, body: { raw: text, type: 'application/json' }, label: `tree ${label}`, expect: 'refused', unchanged: target.file });
  const save = (label: string, tree: unknown, target = menu) => json(target, label, { version: target.doc.version, tree });
  const titled = (title: string): TreeNodeInput => ({ title });
  const depth = (menu.doc.maxDepth ?? 3) + 1;
  // Taken as Statamic takes them (issue 36), with a warning, so they go to the other menu. (The
  // page tree's foreign entries, left out as Statamic's save leaves them out, would append the
  // pages this corpus creates meanwhile: server/cp/routes/trees.test.ts covers them.)
  const accepted = (target: TreeTarget, label: string, tree: unknown): TreeRequest => ({ path: target.path, body: { json: { version: target.doc.version, force: true, tree } }, label: `tree ${label}`, expect: 'any' });

  out.push(
    save('a node inside itself', [{ ...first, children: [{ id: first.id, title: `${REFUSED_MARKER} loop` }] }]),
    save('a node inside its grandchild', [{ id: 'loop-a', title: 'A', children: [{ id: 'loop-b', title: 'B', children: [{ id: 'loop-a', title: `${REFUSED_MARKER} A again` }] }] }]),
    save('a node id twice', [...own, { id: first.id, title: `${REFUSED_MARKER} twice` }]),
    save('a traversal entry id', [...own, { entry: '../../../etc/passwd' }]),
    accepted(written, 'an unknown entry (saved with a warning)', [...treeInput(written.doc.tree), { entry: 'hostile-no-such-entry' }]),
    accepted(written, 'an entry of another site (saved with a warning)', [...treeInput(written.doc.tree), { entry: t.otherSite }]),
    accepted(written, 'an entry of a collection the menu does not hold (saved with a warning)', [...treeInput(written.doc.tree), { entry: t.otherCollection }]),
    accepted(written, 'an entry twice (saved with a warning)', [...treeInput(written.doc.tree), { entry: linked }, { entry: linked }]),
    accepted(written, `${depth} levels (max_depth ${depth - 1}, saved with a warning)`, [...treeInput(written.doc.tree), chain(depth, (level) => titled(`level ${level}`))]),
    save('the entry id __proto__', [...own, { entry: '__proto__' }]),
    accepted(written, 'the entry id constructor (a link to no entry, saved with a warning)', [...treeInput(written.doc.tree), { entry: 'constructor' }]),
    save('3,000 nodes in one list', Array.from({ length: 3_000 }, (_, i) => titled(`${REFUSED_MARKER} ${i}`))),
    save('3,000 nodes in pairs', Array.from({ length: 1_500 }, (_, i) => ({ ...titled(`${REFUSED_MARKER} ${i}`), children: [titled(`${REFUSED_MARKER} child ${i}`)] }))),
    save('a tree 200 levels deep', [chain(200, (level) => titled(`${REFUSED_MARKER} ${level}`))]),
    raw(menu, 'with __proto__ in a node', `{"version":${JSON.stringify(menu.doc.version)},"tree":[${jsonWithKey('__proto__', { title: `${REFUSED_MARKER} proto`, super: true }, { title: `${REFUSED_MARKER} x` })}]}`),
    raw(menu, 'with constructor in a node', `{"version":${JSON.stringify(menu.doc.version)},"tree":[${jsonWithKey('constructor', { prototype: { super: true } }, { title: `${REFUSED_MARKER} x` })}]}`),
    raw(menu, 'with __proto__ as the tree', `{"version":${JSON.stringify(menu.doc.version)},"tree":{"__proto__":[]}}`),
    save('the node id __proto__', [...own, { id: '__proto__', title: `${REFUSED_MARKER} proto` }]),
    save('a node id with a slash', [...own, { id: '../x', title: `${REFUSED_MARKER} id` }]),
    save('a NUL title', [...own, titled(`${REFUSED_MARKER}\u0000`)]),
    save('a 10,000-character title', [...own, titled(`${REFUSED_MARKER}${'x'.repeat(10_000)}`)]),
    save('an empty node', [...own, {}]),
    save('an entry and a URL', [...own, { entry: linked, url: '/x' }]),
    save('an unknown key in a node', [...own, { title: `${REFUSED_MARKER} key`, data: { super: true } }]),
  );
  for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', 'https://', 'http:evil.example', 'https://evil.example\n.x', 'x'.repeat(3_000)]) {
    out.push(save(`the URL ${JSON.stringify(url.slice(0, 40))}`, [...own, { url, title: `${REFUSED_MARKER} url` }]));
  }
  // Wrong types in every place.
  for (const [label, body] of [
    ['a numeric version', { version: 1, tree: own }],
    ['a null version', { version: null, tree: own }],
    ['no version', { tree: own }],
    ['a 10 KB version', { version: 'v'.repeat(10_240), tree: own }],
    ['the tree as an object', { version: menu.doc.version, tree: { 0: first } }],
    ['the tree as a string', { version: menu.doc.version, tree: 'tree' }],
    ['the tree null', { version: menu.doc.version, tree: null }],
    ['force as a string', { version: 'stale', tree: [titled(`${REFUSED_MARKER} force`)], force: 'yes' }],
    ['an unknown top-level key', { version: menu.doc.version, tree: own, super: true }],
  ] as const) {
    out.push(json(menu, label, body));
  }
  for (const [label, node] of [
    ['a node that is a string', 'node'],
    ['a node that is a number', 7],
    ['a node that is null', null],
    ['a node that is a list', [titled('x')]],
    ['a numeric id', { id: 7, title: 'x' }],
    ['an entry object', { entry: { id: 'page-about' } }],
    ['a numeric entry', { entry: 1 }],
    ['an empty entry', { entry: '' }],
    ['a URL list', { url: ['/x'], title: 'x' }],
    ['an empty URL', { url: '', title: 'x' }],
    ['a title object', { title: { toString: 'x' } }],
    ['a title number', { title: 7 }],
    ['a title true', { title: true }],
    ['children as an object', { title: 'x', children: { 0: titled('y') } }],
    ['children as a string', { title: 'x', children: 'y' }],
    ['children null', { title: 'x', children: null }],
  ] as const) {
    out.push(save(label, [...own, node]));
  }
  // The page tree: its root page stays childless, pages are its own entries, four levels are one too many.
  const ownPages = treeInput(pages.doc.tree).map(({ id: _id, ...node }) => node);
  const [home, ...rest] = ownPages;
  if (home && rest.length > 0) {
    out.push(
      save('pages: the root page with children', [{ ...home, children: [rest[0]] }, ...rest.slice(1)], pages),
      save('pages: a URL node', [...ownPages, { url: '/x', title: `${REFUSED_MARKER} url` }], pages),
      save('pages: a title of its own', [home, { ...rest[0], title: `${REFUSED_MARKER} title` }, ...rest.slice(1)], pages),
      save('pages: an entry twice', [...ownPages, { entry: home.entry }], pages),
      save('pages: another entry id for a page', [home, { ...rest[0], id: home.entry }, ...rest.slice(1)], pages),
    );
  }
  // Saved: hostile titles (each the very string in both parsers) and odd URLs the rules allow, in another menu.
  const writtenOwn = treeInput(written.doc.tree);
  // eslint-disable-next-line no-control-regex -- a title with control characters is refused: those go to the guarded menu
  const plain = EVIL_STRINGS.filter((s) => !/[\u0000-\u001f\u007f]/.test(s) && s.length <= 500);
  for (let at = 0; at < plain.length; at += 8) {
    const titles = plain.slice(at, at + 8).map(titled);
    out.push({ path: written.path, body: { json: { version: written.doc.version, force: true, tree: [...writtenOwn, ...titles] } }, label: `tree saved with hostile titles from #${at}`, expect: 'any' });
  }
  out.push({
    path: written.path,
    body: { json: { version: written.doc.version, force: true, tree: [...writtenOwn, { id: 'constructor', title: 'constructor' }, { id: 'prototype', url: 'https://example.com/?a=---&b=#x:y', title: 'toString' }, { url: 'mailto:a@example.com?subject=%0Ax:y', title: 'mail' }, { url: 'tel:+1(555)0100', title: 'tel' }, { url: '/a/b?c=d#e', title: '---' }, { url: '#top', title: '!!php/object' }] } },
    label: 'tree saved with the node ids constructor and prototype and odd but allowed URLs',
    expect: 'any',
  });
  return out;
}
