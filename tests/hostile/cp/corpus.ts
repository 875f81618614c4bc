/**
 * The control panel's hostile requests (tests/hostile/control-panel.test.ts), built from the
 * running panel's targets (targets.ts) and the signed-in sessions: every mutating route
 * without a session, from another origin, without the right token, with broken bodies and
 * hostile handles in every path segment, then hostile values, keys, slugs, dates, uploads,
 * previews and tree saves (trees.ts) with a valid session, and the limited user trying what it may not. The list is
 * the same for the same content; `HOSTILE_CP_ONLY=<index,…>` sends some of it alone.
 */
import { CSRF_HEADER } from '../../../cp/shared/api';
import type { Values } from '../../../cp/shared/schema';
import { formFields } from '../../../server/cp/content/blueprint-form';
import { EVIL_HOST, utf8Bytes } from '../corpus/shared';
import type { SignedIn } from './session';
import type { EntryTarget, GlobalTarget, Targets } from './targets';
import { peopleShapes } from './people';
import { treeInput, treeRequests } from './trees';
import { BOUNDARY, BROKEN_MULTIPART, EVIL_FILE_NAMES, EVIL_FOLDERS, multipart, UPLOAD_MARKER, type UploadBytes } from './uploads';
import { EVIL_DATES, EVIL_KEYS, EVIL_QUERY_VALUES, EVIL_SEGMENTS, EVIL_SLUGS, EVIL_STRINGS, INJECTED_KEY, jsonWithKey, MALFORMED_JSON_BODIES, nested, REFUSED_MARKER, wide } from './values';

export const CP_CATEGORIES = ['no-session', 'foreign-origin', 'csrf-token', 'malformed-body', 'hostile-path', 'hostile-values', 'hostile-keys', 'slug-date', 'upload', 'preview', 'tree', 'limited-user', 'login', 'people'] as const;
export type CpCategory = (typeof CP_CATEGORIES)[number];

export interface CpRequest {
  index: number;
  category: CpCategory;
  method: string;
  /** Raw request-target, as in the public corpus (latin1, sent byte for byte). */
  path: string;
  headers: Record<string, string>;
  /** latin1 byte string. */
  body?: string;
  /** `refused`: the answer must be a 4xx (the request may do nothing); `any`: a 2xx or a 4xx. */
  expect: 'refused' | 'any';
  /** What the request tries, for the report. */
  note: string;
  /** A file under the content root this request must leave byte for byte (a tree no request may change). */
  unchanged?: string;
}

export interface CpCorpusInput {
  origin: string;
  admin: SignedIn;
  limited: SignedIn;
  targets: Targets;
  uploads: { real: UploadBytes; hostile: UploadBytes[] };
}

type Draft = Omit<CpRequest, 'index'>;
/** A request as the panel's page would send it: method, path and a JSON or raw body. */
interface Shape {
  method: string;
  path: string;
  body?: { json: unknown } | { raw: string; type: string };
  label: string;
  /** A file under the content root the request must leave as it is. */
  guard?: string;
}

const TEXT_TYPES = new Set(['text', 'textarea', 'markdown', 'code']);
const NESTING_TYPES = new Set(['replicator', 'grid', 'bard']);
/** Text fields the content check holds to a format (a URL, a checksum, an embed snippet): see the hostile-values saves. */
const FORMATTED = /url|link|checksum|iframe|code|email|version/i;

const entryPath = (t: EntryTarget) => `/cp/api/collections/${t.collection}/entries/${t.doc.id}`;
const globalPath = (g: GlobalTarget) => `/cp/api/globals/${g.handle}?site=${g.site}`;

/** The text fields of a form that this item writes (a localization: its localizable ones). */
function textFields(doc: EntryTarget['doc'] | GlobalTarget['doc']): string[] {
  return formFields(doc.blueprint).filter((f) => TEXT_TYPES.has(f.type) && (doc.localized === null || f.localizable)).map((f) => f.handle);
}

/** A save of the item's own form with `values` changed, forced past the version check so that it is written. */
function saveBody(doc: EntryTarget['doc'] | GlobalTarget['doc'], values: Values, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const localized = doc.localized === null ? {} : { localized: [...new Set([...doc.localized, ...Object.keys(values)])] };
  const published = doc.kind === 'entry' ? { published: doc.meta.published } : {};
  return { version: doc.version, values: { ...doc.values, ...values }, force: true, ...published, ...localized, ...extra };
}

/** The first row of a replicator, grid or Bard value the item has: where nested keys go. */
function firstRow(doc: EntryTarget['doc']): { handle: string; rows: unknown[] } | null {
  for (const field of formFields(doc.blueprint)) {
    const value = doc.values[field.handle];
    if (NESTING_TYPES.has(field.type) && Array.isArray(value) && value.some((row) => typeof row === 'object' && row !== null)) return { handle: field.handle, rows: value };
  }
  return null;
}

function rawBody(shape: Shape): { body?: string; type?: string } {
  if (!shape.body) return {};
  if ('json' in shape.body) return { body: utf8Bytes(JSON.stringify(shape.body.json)), type: 'application/json' };
  return { body: shape.body.raw, type: shape.body.type };
}

export function buildCpCorpus({ origin, admin, limited, targets, uploads }: CpCorpusInput): CpRequest[] {
  const out: Draft[] = [];
  const [first, ...rest] = targets.entries;
  if (!first) throw new Error('no entries to aim at');
  const keep = targets.keep;
  const global = targets.globals[0]!;
  const upload = (name: string, bytes: string, folder?: string): Shape['body'] => ({
    raw: multipart([{ name: 'file', filename: name, type: 'image/jpeg', value: bytes }, ...(folder !== undefined ? [{ name: 'folder', value: utf8Bytes(folder) }] : [])]),
    type: `multipart/form-data; boundary=${BOUNDARY}`,
  });
  // No request may change these trees: each that aims at one is checked against its file after its answer.
  const { menu, pages } = targets.trees;
  const guarded = new Map([menu, pages].map((tree) => [tree.path, tree.file]));
  const add = (category: CpCategory, shape: Shape, headers: Record<string, string>, expect: CpRequest['expect'], note = shape.label, guard?: string) => {
    const { body, type } = rawBody(shape);
    const unchanged = guard ?? shape.guard ?? (shape.method === 'GET' ? undefined : guarded.get(shape.path));
    out.push({ category, method: shape.method, path: shape.path, headers: { ...headers, ...(type ? { 'Content-Type': type } : {}) }, ...(body !== undefined ? { body } : {}), expect, note, ...(unchanged ? { unchanged } : {}) });
  };
  // The asset library's writes aim at a committed file whose meta must stay as it is.
  const asset = 'social/youtube.svg';
  const assetApi = `/cp/api/assets/${targets.container}`;
  const assetGuard = 'public/media/social/.meta/youtube.svg.yaml';
  const assetWrites: Shape[] = [
    { method: 'PATCH', path: `${assetApi}/asset?path=${asset}`, body: { json: { site: 'en', values: { alt: `${REFUSED_MARKER} alt` }, version: null, force: true } }, label: 'save an asset’s meta', guard: assetGuard },
    { method: 'POST', path: `${assetApi}/move`, body: { json: { path: asset, basename: `${REFUSED_MARKER}.svg` } }, label: 'rename an asset', guard: assetGuard },
    { method: 'DELETE', path: `${assetApi}/asset?path=${asset}&confirm=1`, label: 'delete an asset', guard: assetGuard },
    { method: 'POST', path: `${assetApi}/replace?path=${asset}`, body: upload(`${REFUSED_MARKER}.jpg`, uploads.real.bytes), label: 'replace an asset', guard: assetGuard },
    { method: 'POST', path: `${assetApi}/folders`, body: { json: { parent: '', name: REFUSED_MARKER } }, label: 'make an asset folder' },
  ];
  const treeSave = { version: menu.doc.version, tree: [...treeInput(menu.doc.tree), { title: `${REFUSED_MARKER} tree` }] };
  const as = (session: SignedIn) => session.headers;

  /** Every route that changes something, each in a shape that would succeed with the right session. */
  const mutating: Shape[] = [
    { method: 'PUT', path: entryPath(first), body: { json: saveBody(first.doc, { title: `${REFUSED_MARKER} save` }) }, label: 'save an entry' },
    { method: 'POST', path: `/cp/api/collections/${first.collection}/entries`, body: { json: { site: first.doc.site, values: { title: `${REFUSED_MARKER} create` }, slug: `${REFUSED_MARKER}-create`, published: false } }, label: 'create an entry' },
    { method: 'DELETE', path: `${entryPath(keep)}?version=${keep.doc.version}`, label: 'delete an entry (right version)' },
    { method: 'PUT', path: globalPath(global), body: { json: saveBody(global.doc, { [textFields(global.doc)[0] ?? 'title']: `${REFUSED_MARKER} global` }) }, label: 'save a global set' },
    { method: 'POST', path: `/cp/api/assets/${targets.container}`, body: upload(`${REFUSED_MARKER}.jpg`, uploads.real.bytes), label: 'upload an image' },
    { method: 'POST', path: '/cp/api/preview', body: { json: { collection: first.collection, id: first.doc.id, site: first.doc.site, values: first.doc.values, published: true } }, label: 'make a preview' },
    { method: 'PUT', path: menu.path, body: { json: treeSave }, label: 'save a navigation' },
    { method: 'POST', path: '/cp/api/logout', label: 'sign out' },
    ...assetWrites,
    { method: 'POST', path: '/cp/api/users', body: { json: { email: `${REFUSED_MARKER}@example.com`, name: 'Hostile', roles: [], groups: [], super: true, password: 'hostile password 1' } }, label: 'create a super user' },
    { method: 'PUT', path: `/cp/api/roles/${targets.people.roles.handle}`, body: { json: { version: targets.people.roles.version, title: `${REFUSED_MARKER} role`, permissions: ['super'] } }, label: 'save a role' },
    { method: 'PUT', path: `/cp/api/users/${targets.people.limited.id}`, body: { json: { version: targets.people.limited.version, name: `${REFUSED_MARKER} user`, roles: ['limited'], groups: [], super: true } }, label: 'save a user' },
    { method: 'PUT', path: '/cp/api/account/password', body: { json: { current: 'hostile super password', password: `${REFUSED_MARKER} password` } }, label: "change one's password" },
    { method: 'POST', path: `${targets.people.history.path}/${targets.people.history.commit}/restore`, body: { json: { version: 'stale' } }, label: 'restore a version' },
  ];
  const token = { [CSRF_HEADER]: admin.csrf };

  for (const shape of mutating) {
    add('no-session', shape, {}, 'refused', `${shape.label}: no cookie, no Origin, no token`);
    add('no-session', shape, { Origin: origin, ...token }, 'refused', `${shape.label}: the admin's token without the cookie`);
    add('no-session', shape, { Origin: origin, ...token, Cookie: 'kairotone_cp_session=forged.c2lnbmF0dXJl' }, 'refused', `${shape.label}: a forged session cookie`);
    for (const from of [`https://${EVIL_HOST}`, 'null', `${origin}.${EVIL_HOST}`, `${origin}/`, origin.toUpperCase(), origin.replace('127.0.0.1', 'localhost'), `${origin}0`, `${origin}, https://${EVIL_HOST}`]) {
      add('foreign-origin', shape, { ...as(admin), Origin: from }, 'refused', `${shape.label}: Origin ${from}`);
    }
    const { Origin: _origin, ...withoutOrigin } = as(admin);
    add('foreign-origin', shape, withoutOrigin, 'refused', `${shape.label}: no Origin`);
    for (const [label, value] of [['no token', undefined], ['empty', ''], ['the limited user’s', limited.csrf], ['one more character', `${admin.csrf}x`], ['one less', admin.csrf.slice(0, -1)], ['10 KB', 'x'.repeat(10_240)], ['bytes', '\xff'.repeat(43)]] as const) {
      const { [CSRF_HEADER]: _token, ...headers } = as(admin);
      add('csrf-token', shape, value === undefined ? headers : { ...headers, [CSRF_HEADER]: value }, 'refused', `${shape.label}: token ${label}`);
    }
  }
  for (const path of ['/cp/api/collections', entryPath(first), globalPath(global), `/cp/api/assets/${targets.container}`, '/cp/api/search/entries?collections=pages']) {
    add('no-session', { method: 'GET', path, label: `read ${path}` }, {}, 'refused');
  }

  const jsonRoutes = mutating.filter((shape) => shape.body && 'json' in shape.body).concat({ method: 'POST', path: '/cp/api/login', label: 'sign in' });
  for (const shape of jsonRoutes) {
    for (const bad of MALFORMED_JSON_BODIES) add('malformed-body', { ...shape, body: { raw: bad.body, type: bad.type } }, as(admin), 'refused', `${shape.label}: ${bad.label}`);
  }

  // Hostile handles in every path segment and query value.
  const saveFirst = saveBody(first.doc, { title: `${REFUSED_MARKER} path` });
  for (const x of EVIL_SEGMENTS) {
    const short = x.length > 40 ? `${x.slice(0, 20)}… (${x.length})` : x;
    const shapes: Shape[] = [
      { method: 'PUT', path: `/cp/api/collections/${x}/entries/${first.doc.id}`, body: { json: saveFirst }, label: 'save, collection' },
      { method: 'PUT', path: `/cp/api/collections/${first.collection}/entries/${x}`, body: { json: saveFirst }, label: 'save, id' },
      { method: 'DELETE', path: `/cp/api/collections/${x}/entries/${keep.doc.id}?version=${keep.doc.version}`, label: 'delete, collection' },
      { method: 'DELETE', path: `/cp/api/collections/${keep.collection}/entries/${x}?version=${keep.doc.version}`, label: 'delete, id' },
      { method: 'POST', path: `/cp/api/collections/${x}/entries`, body: { json: { site: 'en', values: { title: `${REFUSED_MARKER} path` }, slug: `${REFUSED_MARKER}-path`, published: false } }, label: 'create, collection' },
      { method: 'PUT', path: `/cp/api/globals/${x}?site=${global.site}`, body: { json: saveBody(global.doc, { [textFields(global.doc)[0] ?? 'title']: `${REFUSED_MARKER} path` }) }, label: 'save global, handle' },
      { method: 'POST', path: `/cp/api/assets/${x}`, body: upload(`${REFUSED_MARKER}.jpg`, uploads.real.bytes), label: 'upload, container' },
      { method: 'GET', path: `/cp/api/collections/${x}/entries`, label: 'list, collection' },
      { method: 'GET', path: `/cp/api/collections/${first.collection}/entries/${x}`, label: 'read, id' },
      { method: 'GET', path: `/cp/api/collections/${x}/blueprint`, label: 'blueprint, collection' },
      { method: 'GET', path: `/cp/api/globals/${x}`, label: 'read global, handle' },
      { method: 'GET', path: `/cp/api/assets/${x}`, label: 'assets, container' },
      { method: 'GET', path: `/cp/preview/${x}`, label: 'preview page, token' },
      { method: 'PUT', path: `/cp/api/navigation/${x}/tree?site=en`, body: { json: treeSave }, label: 'save tree, navigation' },
      { method: 'PUT', path: `/cp/api/collections/${x}/tree?site=en`, body: { json: { version: pages.doc.version, tree: [...treeInput(pages.doc.tree), { entry: `${REFUSED_MARKER}-page` }] } }, label: 'save tree, collection' },
      { method: 'GET', path: `/cp/api/navigation/${x}/tree`, label: 'read tree, navigation' },
      { method: 'GET', path: `/cp/api/collections/${x}/tree`, label: 'read tree, collection' },
    ];
    // A read of something odd may find it (`..` resolves as in any URL): only changes must be refused.
    for (const shape of shapes) add('hostile-path', shape, as(admin), shape.method === 'GET' ? 'any' : 'refused', `${shape.label} ${short}`);
  }
  // Moves and renames of an asset to places outside its container, or names that are paths.
  for (const [key, value] of [['folder', '../..'], ['folder', '/etc'], ['folder', 'a\\b'], ['folder', 'social/.meta'], ['folder', 'x\u0000'], ['folder', '%2e%2e'], ['folder', 'x'.repeat(300)], ['basename', '../youtube.svg'], ['basename', '.htaccess'], ['basename', 'youtube.php'], ['basename', 'a\u0000.svg'], ['basename', `${'x'.repeat(1000)}.svg`]] as const) {
    add('hostile-path', { method: 'POST', path: `${assetApi}/move`, body: { json: { path: asset, [key]: value } }, label: `move an asset, ${key} ${JSON.stringify(value.slice(0, 20))}`, guard: assetGuard }, as(admin), 'refused');
  }
  for (const q of EVIL_QUERY_VALUES) {
    const short = q.length > 40 ? `${q.slice(0, 20)}… (${q.length})` : q;
    const shapes: Shape[] = [
      { method: 'PUT', path: `/cp/api/globals/${global.handle}?site=${q}`, body: { json: saveBody(global.doc, { [textFields(global.doc)[0] ?? 'title']: `${REFUSED_MARKER} path` }) }, label: 'save global, site' },
      { method: 'GET', path: `/cp/api/globals/${global.handle}?site=${q}`, label: 'read global, site' },
      { method: 'GET', path: `/cp/api/collections/${first.collection}/entries?site=${q}`, label: 'list, site' },
      { method: 'DELETE', path: `${entryPath(keep)}?version=${q}`, label: 'delete, version' },
      { method: 'GET', path: `/cp/api/assets/${targets.container}?folder=${q}`, label: 'assets, folder' },
      { method: 'GET', path: `${assetApi}/asset?path=${q}`, label: 'asset, path' },
      { method: 'DELETE', path: `${assetApi}/asset?path=${q}&confirm=1`, label: 'delete asset, path' },
      { method: 'PUT', path: `/cp/api/navigation/main/tree?site=${q}`, body: { json: treeSave }, label: 'save tree, site' },
      { method: 'GET', path: `/cp/api/collections/pages/tree?site=${q}`, label: 'read tree, site' },
    ];
    for (const shape of shapes) add('hostile-path', shape, as(admin), shape.method === 'GET' ? 'any' : 'refused', `${shape.label} ${short}`);
  }

  // Hostile values, written: every text field of the entries, new entries, localizations, globals, previews.
  const everyEntry = [first, ...rest];
  // The strings are dealt into the free-text fields of one item after another, each item
  // taking as many as it has fields, until every string is in a save (twice over, so each
  // lands in Markdown front matter, a body and a YAML file). Fields the content check holds to
  // a format (URLs, checksums, snippets) get one string alone: refused there, never written.
  const deal = <T>(items: T[], fields: (item: T) => string[], passes: number) => {
    const saves: { item: T; values: Values; from: number }[] = [];
    for (let at = 0, n = 0; at < EVIL_STRINGS.length * passes; n++) {
      const item = items[n % items.length]!;
      const handles = fields(item);
      if (handles.length === 0) continue;
      saves.push({ item, from: at % EVIL_STRINGS.length, values: Object.fromEntries(handles.map((handle, k) => [handle, EVIL_STRINGS[(at + k) % EVIL_STRINGS.length]!])) });
      at += handles.length;
    }
    return saves;
  };
  const free = (doc: EntryTarget['doc'] | GlobalTarget['doc']) => textFields(doc).filter((handle) => !FORMATTED.test(handle));
  for (const { item: t, values, from } of deal(everyEntry, (t) => free(t.doc), 2)) {
    add('hostile-values', { method: 'PUT', path: entryPath(t), body: { json: saveBody(t.doc, values) }, label: `save ${t.collection}/${t.doc.site}: ${Object.keys(values).join(', ')} = hostile strings from #${from}` }, as(admin), 'any');
  }
  for (const { item: g, values, from } of deal(targets.globals, (g) => free(g.doc), 1)) {
    add('hostile-values', { method: 'PUT', path: globalPath(g), body: { json: saveBody(g.doc, values) }, label: `save global ${g.handle}/${g.site}: ${Object.keys(values).join(', ')} = hostile strings from #${from}` }, as(admin), 'any');
  }
  for (const t of everyEntry) {
    const formatted = textFields(t.doc).find((handle) => FORMATTED.test(handle));
    if (formatted) add('hostile-values', { method: 'PUT', path: entryPath(t), body: { json: saveBody(t.doc, { [formatted]: EVIL_STRINGS[0]! }) }, label: `save ${t.collection}/${t.doc.site}: ${formatted} = a hostile string` }, as(admin), 'any');
  }
  EVIL_STRINGS.forEach((evil, i) => {
    if (i % 4 !== 0) return;
    // Every fourth: a new entry (an existing one's values, which the content check wants, and a
    // hostile title), and a preview (its link renders a page over a fresh index, the dearest request).
    const t = everyEntry[(i / 4) % everyEntry.length]!;
    const origin = everyEntry.find((e) => e.collection === t.collection && e.doc.localized === null)!;
    add('hostile-values', { method: 'POST', path: `/cp/api/collections/${t.collection}/entries`, body: { json: { site: origin.doc.site, values: { ...origin.doc.values, title: evil }, slug: `hostile-created-${i}`, published: i % 8 === 0 } }, label: `create in ${t.collection} with the title #${i}` }, as(admin), 'any');
    const previewValues = Object.fromEntries(free(t.doc).map((handle, k) => [handle, EVIL_STRINGS[(i + k) % EVIL_STRINGS.length]!]));
    add('preview', { method: 'POST', path: '/cp/api/preview', body: { json: { collection: t.collection, id: t.doc.id, site: t.doc.site, values: { ...t.doc.values, ...previewValues }, published: true } }, label: `preview ${t.collection}/${t.doc.site} with hostile strings from #${i}` }, as(admin), 'any');
  });
  targets.unlocalized.forEach((u, i) => {
    add('hostile-values', { method: 'POST', path: `/cp/api/collections/${u.collection}/entries`, body: { json: { site: u.site, origin: u.origin, values: { title: EVIL_STRINGS[i]! }, localized: ['title'], published: false } }, label: `localize ${u.collection} into ${u.site} with a hostile title` }, as(admin), 'any');
  });

  // Hostile keys: in values, in nested rows, around the body; depth and width.
  const nestedAt = everyEntry.map((t) => ({ t, row: firstRow(t.doc) })).find((x) => x.row);
  for (const key of EVIL_KEYS) {
    const proto = ['__proto__', 'constructor', 'prototype'].includes(key);
    const label = JSON.stringify(key.length > 40 ? `${key.slice(0, 20)}… (${key.length})` : key);
    const save = saveBody(first.doc, {});
    const valuesWithKey = jsonWithKey(key, { [INJECTED_KEY]: true, super: true }, save.values as Record<string, unknown>);
    const raw = `{"values":${valuesWithKey},${JSON.stringify({ ...save, values: undefined }).slice(1)}`;
    add('hostile-keys', { method: 'PUT', path: entryPath(first), body: { raw, type: 'application/json' }, label: `save with the values key ${label}` }, as(admin), proto ? 'refused' : 'any');
    add('hostile-keys', { method: 'PUT', path: globalPath(global), body: { raw: `{"values":${jsonWithKey(key, 'x', global.doc.values)},${JSON.stringify({ ...saveBody(global.doc, {}), values: undefined }).slice(1)}`, type: 'application/json' }, label: `save a global with the values key ${label}` }, as(admin), proto ? 'refused' : 'any');
    if (nestedAt?.row) {
      const { t, row } = nestedAt;
      const rows = row.rows.map((r, i) => (i === 0 ? JSON.parse(jsonWithKey(key, `${INJECTED_KEY} nested`, r as Record<string, unknown>)) as unknown : r));
      // JSON.parse keeps a `__proto__` key as data; JSON.stringify then writes it.
      add('hostile-keys', { method: 'PUT', path: entryPath(t), body: { json: saveBody(t.doc, { [row.handle]: rows }) }, label: `save with the key ${label} in a ${row.handle} row` }, as(admin), proto ? 'refused' : 'any');
    }
  }
  for (const [label, values, expect] of [
    ['a title 19 levels deep', { title: nested(19) }, 'refused'],
    ['a title 1000 levels deep', { title: nested(1000) }, 'refused'],
    ['5,000 unknown fields', wide(5_000), 'any'],
    ['a title with toString', { title: { toString: 'x', valueOf: 'y' } }, 'refused'],
    ['a title list', { title: ['a', 'b'] }, 'refused'],
    ['a huge number title', { title: 1e308 }, 'any'],
    ['a true title', { title: true }, 'refused'],
    ['a null title', { title: null }, 'refused'],
  ] as const) {
    add('hostile-keys', { method: 'PUT', path: entryPath(first), body: { json: saveBody(first.doc, values as Values) }, label: `save with ${label}` }, as(admin), expect);
    add('preview', { method: 'POST', path: '/cp/api/preview', body: { json: { collection: first.collection, id: first.doc.id, site: first.doc.site, values: { ...first.doc.values, ...(values as Values) }, published: true } }, label: `preview with ${label}` }, as(admin), 'any');
  }
  if (nestedAt?.row) {
    const { t, row } = nestedAt;
    add('hostile-keys', { method: 'PUT', path: entryPath(t), body: { json: saveBody(t.doc, { [row.handle]: [...row.rows, nested(15)] }) }, label: `save with a ${row.handle} row 15 levels deep` }, as(admin), 'any');
    add('hostile-keys', { method: 'PUT', path: entryPath(t), body: { json: saveBody(t.doc, { [row.handle]: Array.from({ length: 5_000 }, () => row.rows[0]) }) }, label: `save with 5,000 ${row.handle} rows` }, as(admin), 'any');
    add('hostile-keys', { method: 'PUT', path: entryPath(t), body: { json: saveBody(t.doc, { [row.handle]: 'not rows' }) }, label: `save with a string for ${row.handle}` }, as(admin), 'refused');
  }

  // Slugs and dates.
  const dated = everyEntry.find((t) => t.doc.meta.date !== null && t.doc.localized === null);
  EVIL_SLUGS.forEach((slug, i) => {
    add('slug-date', { method: 'POST', path: `/cp/api/collections/${first.collection}/entries`, body: { json: { site: first.doc.site, values: { title: `${INJECTED_KEY} slug ${i}` }, slug, published: false } }, label: `create with the slug ${JSON.stringify(slug.slice(0, 40))}` }, as(admin), 'any');
    add('slug-date', { method: 'PUT', path: entryPath(first), body: { json: saveBody(first.doc, {}, { slug }) }, label: `save with the slug ${JSON.stringify(slug.slice(0, 40))}` }, as(admin), 'any');
  });
  if (dated) {
    EVIL_DATES.forEach((date, i) => {
      add('slug-date', { method: 'POST', path: `/cp/api/collections/${dated.collection}/entries`, body: { json: { site: dated.doc.site, values: { title: `${INJECTED_KEY} date ${i}` }, slug: `hostile-date-${i}`, date, published: false } }, label: `create with the date ${date}` }, as(admin), 'any');
      add('slug-date', { method: 'PUT', path: entryPath(dated), body: { json: saveBody(dated.doc, {}, { date }) }, label: `save with the date ${date}` }, as(admin), 'any');
    });
  }

  // Uploads.
  const uploadPath = `/cp/api/assets/${targets.container}`;
  for (const name of EVIL_FILE_NAMES) add('upload', { method: 'POST', path: uploadPath, body: upload(name, uploads.real.bytes), label: `a real JPEG named ${JSON.stringify(name.slice(0, 60))}` }, as(admin), 'any');
  for (const bytes of uploads.hostile) add('upload', { method: 'POST', path: uploadPath, body: upload(`${UPLOAD_MARKER}.jpg`, bytes.bytes), label: `${bytes.label} named .jpg` }, as(admin), bytes.accepted ? 'any' : 'refused');
  for (const folder of EVIL_FOLDERS) add('upload', { method: 'POST', path: uploadPath, body: upload(`${UPLOAD_MARKER}.jpg`, uploads.real.bytes, folder.name), label: `into the folder ${JSON.stringify(folder.name.slice(0, 40))}` }, as(admin), folder.allowed ? 'any' : 'refused');
  for (const broken of BROKEN_MULTIPART) add('upload', { method: 'POST', path: uploadPath, body: { raw: broken.body, type: broken.type }, label: `multipart: ${broken.label}` }, as(admin), 'refused');

  // Tree saves: every one aimed at the menu or the page tree refused, hostile titles saved to another menu.
  for (const request of treeRequests(targets.trees)) add('tree', { method: 'PUT', path: request.path, body: request.body, label: request.label }, as(admin), request.expect);

  // Previews of what does not exist or may not be seen.
  for (const [label, request] of [
    ['an unknown collection', { collection: '__proto__', id: null, site: 'en', values: {}, published: true }],
    ['an id of another collection', { collection: targets.entries.find((e) => e.collection !== first.collection)?.collection ?? 'news', id: first.doc.id, site: first.doc.site, values: {}, published: true }],
    ['an unknown site', { collection: first.collection, id: null, site: '../../etc', values: { title: 'x' }, published: true }],
    ['a hostile id', { collection: first.collection, id: '../../../etc/passwd', site: 'en', values: {}, published: true }],
  ] as const) {
    add('preview', { method: 'POST', path: '/cp/api/preview', body: { json: request }, label: `preview of ${label}` }, as(admin), 'refused');
  }

  // The limited user: English pages only, nothing else, whatever the body claims.
  const news = everyEntry.find((t) => t.collection !== 'pages' && t.doc.localized === null);
  const pagesOrigin = everyEntry.find((t) => t.collection === 'pages' && t.doc.localized === null);
  const pagesLocalized = everyEntry.find((t) => t.collection === 'pages' && t.doc.localized !== null);
  const claims = { super: true, permissions: ['super'], roles: ['admin'] };
  const forbidden: Shape[] = [
    ...(news ? [{ method: 'PUT', path: entryPath(news), body: { json: { ...saveBody(news.doc, { title: `${REFUSED_MARKER} limited` }), ...claims } }, label: 'save a news entry' }] : []),
    ...(pagesLocalized ? [{ method: 'PUT', path: entryPath(pagesLocalized), body: { json: saveBody(pagesLocalized.doc, { title: `${REFUSED_MARKER} limited` }) }, label: 'save a page in another site' }] : []),
    ...(pagesOrigin ? [{ method: 'PUT', path: entryPath(pagesOrigin), body: { json: saveBody(pagesOrigin.doc, {}, { published: !pagesOrigin.doc.meta.published }) }, label: 'publish or unpublish a page' }] : []),
    { method: 'POST', path: '/cp/api/collections/pages/entries', body: { json: { site: 'en', values: { title: `${REFUSED_MARKER} limited` }, slug: `${REFUSED_MARKER}-limited`, published: false } }, label: 'create a page' },
    { method: 'DELETE', path: `${entryPath(keep)}?version=${keep.doc.version}`, label: 'delete an entry' },
    { method: 'PUT', path: globalPath(global), body: { json: saveBody(global.doc, { [textFields(global.doc)[0] ?? 'title']: `${REFUSED_MARKER} limited` }) }, label: 'save a global set' },
    { method: 'POST', path: uploadPath, body: upload(`${REFUSED_MARKER}.jpg`, uploads.real.bytes), label: 'upload' },
    ...(news ? [{ method: 'POST', path: '/cp/api/preview', body: { json: { collection: news.collection, id: news.doc.id, site: news.doc.site, values: news.doc.values, published: true } }, label: 'preview a news entry' }] : []),
    { method: 'GET', path: globalPath(global), label: 'read a global set' },
    { method: 'PUT', path: menu.path, body: { json: treeSave }, label: 'save a navigation' },
    { method: 'PUT', path: pages.path, body: { json: { version: pages.doc.version, tree: treeInput(pages.doc.tree).reverse() } }, label: 'reorder the page tree' },
    // It may view the container, nothing more.
    ...assetWrites,
  ];
  for (const shape of forbidden) {
    add('limited-user', shape, as(limited), 'refused');
    if (shape.body && 'json' in shape.body) {
      add('limited-user', { ...shape, body: { raw: jsonWithKey('__proto__', claims, shape.body.json as Record<string, unknown>), type: 'application/json' } }, as(limited), 'refused', `${shape.label}, claiming super through __proto__`);
    }
  }
  if (pagesOrigin) add('limited-user', { method: 'PUT', path: entryPath(pagesOrigin), body: { json: saveBody(pagesOrigin.doc, { title: EVIL_STRINGS[0]! }) }, label: 'save an English page with a hostile title (allowed)' }, as(limited), 'any');

  // Sign-in bodies (never the right password: the sessions above must stay the only ones).
  for (const [label, body] of [
    ['an email object', { email: { $ne: null }, password: 'x' }],
    ['an email list', { email: ['hostile-super@example.com'], password: 'x' }],
    ['a traversal email', { email: '../../users/hostile-super@example.com', password: 'wrong password' }],
    ['a NUL email', { email: 'hostile-super@example.com\u0000.yaml', password: 'wrong password' }],
    ['a 10 KB password', { email: 'nobody@example.com', password: 'x'.repeat(10_240) }],
    ['a password object', { email: 'nobody@example.com', password: { toString: 'x' } }],
    ['extra keys', { email: 'nobody@example.com', password: 'wrong password', super: true, remember: true }],
  ] as const) {
    add('login', { method: 'POST', path: '/cp/api/login', body: { json: body }, label: `sign in with ${label}` }, { ...as(admin), 'X-Forwarded-For': '203.0.113.9' }, 'refused');
  }
  add('login', { method: 'POST', path: '/cp/api/login', body: { raw: jsonWithKey('__proto__', { email: 'hostile-super@example.com' }, { password: 'x' }), type: 'application/json' }, label: 'sign in with __proto__' }, as(admin), 'refused');

  // Users, roles, one's account and history (people.ts).
  for (const shape of peopleShapes(targets.people)) add('people', shape, as(shape.who === 'admin' ? admin : limited), 'refused', shape.label, shape.unchanged);

  return shuffle(out).map((draft, index) => ({ ...draft, index }));
}

/** A fixed interleaving (mulberry32), so every stretch of the run mixes kinds of request. */
function shuffle<T>(items: T[], seed = 0x5eed_c9): T[] {
  const out = items.slice();
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
