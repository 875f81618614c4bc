/**
 * After the control-panel run, the files: every content file that changed or appeared must
 * read as a mapping in our parser and in Statamic's (and the same in both, where the original
 * did), keep its id and hold only keys it had, keys its blueprint knows, or the save's stamps
 * (a tree file: its `tree` of nodes with the keys a node has);
 * the index must load with no new errors; an entry file may only go away by a rename (its id
 * still there); uploads land in the container with safe names; nothing else in the root, the
 * canary beside it or the repository changes. Each problem is one line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parseContentFile, type ParsedFile } from '../../../api/store/files';
import { ContentStore } from '../../../api/store/store';
import type { ContentIndex } from '../../../api/store/types';
import type { EntryDocument, GlobalDocument } from '../../../cp/shared/api';
import { formFields } from '../../../server/cp/content/blueprint-form';
import { normalBody } from '../../../server/cp/write/front-matter';
import { PROJECT_ROOT } from '../../../server/env';
import { asStatamicSees, readWithStatamic, statamicAvailable, type StatamicRead } from '../../support/statamic-yaml';
import type { TreeChanges } from './site';
import { UPLOAD_MARKER } from './uploads';
import { INJECTED_KEY, REFUSED_MARKER } from './values';

/** Keys a save adds besides the blueprint's: Statamic's stamps, a draft's flag, a new entry's id and origin. */
const ENTRY_META_KEYS = new Set(['id', 'origin', 'blueprint', 'published', 'updated_by', 'updated_at']);
/** Where uploads go (the `assets` container's folder) and what an uploaded name may look like. */
const CONTAINER = 'public/media/';
const SAFE_UPLOAD = /^[a-z0-9_-]+(?:\/[a-z0-9_.-]+)*\.(?:jpe?g|png|webp|gif|avif|pdf|zip)$/;
/** A navigation's or a collection's tree in one site (server/cp/content/trees.ts), and the keys its nodes may have. */
const TREE_FILE = /^content\/trees\/(?:navigation|collections)\/[\w-]+\/[\w-]+\.yaml$/;
const NODE_KEYS = new Set(['id', 'entry', 'url', 'title', 'children', 'data']);

export interface AuditInput {
  root: string;
  changes: TreeChanges;
  /** The index of the root before the run (its errors are the content's own). */
  indexBefore: ContentIndex;
  /** The panel's documents as the super user reads them now (for the blueprints). */
  readDoc: <T>(path: string) => Promise<T | null>;
}

export async function auditContent({ root, changes, indexBefore, readDoc }: AuditInput): Promise<string[]> {
  const problems: string[] = [];
  const after = await new ContentStore(root, { report: () => {} }).index();
  // Errors (a file the index cannot take) and warnings (one it reads otherwise than written, as a date that rolls over).
  const known = new Set([...indexBefore.errors, ...indexBefore.warnings].map((e) => e.message));
  for (const error of [...after.errors, ...after.warnings]) if (!known.has(error.message)) problems.push(`the index has a new error or warning: ${error.message}`);

  const written = [...changes.added, ...changes.changed];
  const contentFiles = written.filter((rel) => rel.startsWith('content/') && /\.(md|yaml)$/.test(rel));
  for (const rel of written) {
    if (rel.includes(REFUSED_MARKER) || rel.includes(INJECTED_KEY)) problems.push(`${rel}: a file named by a request that had to be refused or by an injection`);
    if (contentFiles.includes(rel)) continue;
    if (rel.startsWith(CONTAINER) && changes.added.includes(rel)) {
      // An upload, or its meta file (`{folder}/.meta/{file}.yaml`, as Statamic keeps one per asset) beside an upload.
      const meta = /^(.*?)\.meta\/([^/]+)\.yaml$/.exec(rel);
      const file = meta ? `${meta[1]}${meta[2]}` : rel;
      if (!SAFE_UPLOAD.test(file.slice(CONTAINER.length))) problems.push(`${rel}: an upload with an unsafe name`);
      else if (meta && !changes.added.includes(file)) problems.push(`${rel}: a meta file of no uploaded file`);
    } else problems.push(`${rel}: ${changes.added.includes(rel) ? 'created' : 'changed'}, but the panel only writes content files and uploads`);
  }

  const entryByFile = new Map([...after.entries.values()].map((e) => [e.file, e]));
  const ids = new Set(after.entries.keys());
  for (const rel of changes.removed) {
    const before = [...indexBefore.entries.values()].find((e) => e.file === rel);
    if (!before) problems.push(`${rel}: removed, but no save removes anything but a renamed entry's old file`);
    else if (!ids.has(before.id)) problems.push(`${rel}: the entry ${before.id} is gone (no request may delete one)`);
  }

  const ours = new Map<string, ParsedFile>();
  for (const rel of contentFiles) {
    const text = await readFile(path.join(root, rel), 'utf8');
    if (text.includes(REFUSED_MARKER)) problems.push(`${rel}: holds a value of a request that had to be refused`);
    try {
      ours.set(rel, parseContentFile(rel, text));
    } catch (error) {
      problems.push(`${rel}: does not parse: ${(error as Error).message}`);
    }
  }
  problems.push(...(await statamicProblems(root, contentFiles, ours)));

  for (const [rel, parsed] of ours) {
    const original = await readOriginal(rel);
    const keys = Object.keys(parsed.data);
    if (keys.some((key) => key.includes(INJECTED_KEY))) problems.push(`${rel}: an injected key: ${keys.filter((k) => k.includes(INJECTED_KEY)).join(', ')}`);
    if (original && original.data.id !== undefined && original.data.id !== parsed.data.id) problems.push(`${rel}: its id changed from ${String(original.data.id)} to ${String(parsed.data.id)}`);
    const allowed = await allowedKeys(rel, entryByFile, readDoc);
    if (!allowed) {
      problems.push(`${rel}: not an entry or global set the panel can read back`);
      continue;
    }
    if (TREE_FILE.test(rel)) problems.push(...nodeProblems(rel, parsed.data.tree));
    const extra = keys.filter((key) => !allowed.has(key) && !(original && Object.hasOwn(original.data, key)));
    if (extra.length > 0) problems.push(`${rel}: keys neither in the file before nor in its blueprint: ${extra.map((k) => JSON.stringify(k.slice(0, 60))).join(', ')}`);
  }
  return problems;
}

/** The keys a save may write to this file: its blueprint's fields and the meta keys; null when the panel cannot read it. */
async function allowedKeys(rel: string, entries: Map<string, { id: string; collection: string }>, readDoc: AuditInput['readDoc']): Promise<Set<string> | null> {
  const entry = entries.get(rel);
  if (entry) {
    const doc = await readDoc<EntryDocument>(`/cp/api/collections/${entry.collection}/entries/${entry.id}`);
    return doc && new Set([...ENTRY_META_KEYS, ...formFields(doc.blueprint).map((f) => f.handle)]);
  }
  if (TREE_FILE.test(rel)) return new Set(['tree']);
  const global = /^content\/globals\/(?:([\w-]+)\/)?([\w-]+)\.yaml$/.exec(rel);
  if (global) {
    const doc = await readDoc<GlobalDocument>(`/cp/api/globals/${global[2]}${global[1] ? `?site=${global[1]}` : ''}`);
    return doc && new Set(['origin', 'title', 'data', ...formFields(doc.blueprint).map((f) => f.handle)]);
  }
  return null;
}

/** A tree that is not a list of nodes, or a node with a key a node does not have (an injected one). */
function nodeProblems(rel: string, tree: unknown): string[] {
  if (!Array.isArray(tree)) return [`${rel}: its tree is not a list`];
  return tree.flatMap((node: unknown): string[] => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${rel}: a node that is not a mapping: ${JSON.stringify(node)?.slice(0, 80)}`];
    const extra = Object.keys(node).filter((key) => !NODE_KEYS.has(key));
    const children = (node as { children?: unknown }).children;
    return [...(extra.length ? [`${rel}: a node with the keys ${extra.map((k) => JSON.stringify(k.slice(0, 60))).join(', ')}`] : []), ...(children === undefined ? [] : nodeProblems(rel, children))];
  });
}

async function readOriginal(rel: string): Promise<ParsedFile | null> {
  try {
    return parseContentFile(rel, await readFile(path.join(PROJECT_ROOT, rel), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Statamic must read every file, and read it as we do: keys whose values differ between the
 * two parsers are reported unless they already differed in the repository's original file.
 */
async function statamicProblems(root: string, files: string[], ours: Map<string, ParsedFile>): Promise<string[]> {
  if (files.length === 0) return [];
  if (!statamicAvailable()) {
    console.warn('hostile cp: php with Symfony YAML is missing, so the files were not read as Statamic reads them');
    return [];
  }
  const originals = files.map((rel) => path.join(PROJECT_ROOT, rel));
  const theirs = readWithStatamic([...files.map((rel) => path.join(root, rel)), ...originals]);
  const problems: string[] = [];
  for (const rel of files) {
    const read = theirs.get(path.join(root, rel))!;
    if (read.error !== undefined) {
      problems.push(`${rel}: Statamic cannot read it: ${read.error}`);
      continue;
    }
    const parsed = ours.get(rel);
    if (!parsed) continue;
    const before = differences(theirs.get(path.join(PROJECT_ROOT, rel)), await readOriginal(rel));
    const now = differences(read, parsed);
    const fresh = [...now].filter((key) => !before.has(key));
    if (fresh.length > 0) problems.push(`${rel}: Statamic reads ${fresh.map((k) => JSON.stringify(k.slice(0, 60))).join(', ')} differently from us`);
  }
  return problems;
}

/** The keys (and `(body)`) the two parsers read differently. */
function differences(theirs: StatamicRead | undefined, ours: ParsedFile | null): Set<string> {
  const out = new Set<string>();
  if (!theirs || theirs.error !== undefined || !ours) return out;
  const data = (theirs.data ?? {}) as Record<string, unknown>;
  const mine = asStatamicSees(ours.data);
  const mineData = (typeof mine === 'object' && mine !== null && !Array.isArray(mine) ? mine : {}) as Record<string, unknown>;
  for (const key of new Set([...Object.keys(data), ...Object.keys(mineData)])) {
    if (!isDeepStrictEqual(data[key], mineData[key])) out.add(key);
  }
  const body = (text: string | null | undefined) => normalBody(text ?? '').replace(/\r\n?/g, '\n');
  if (body(theirs.content) !== body(ours.body)) out.add('(body)');
  return out;
}

/** File names anywhere under a folder listing that carry a marker of this suite's uploads or refused requests. */
export function markedNames(names: Iterable<string>): string[] {
  return [...names].filter((name) => name.includes(UPLOAD_MARKER) || name.includes(REFUSED_MARKER) || name.includes(INJECTED_KEY));
}
