import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isNode, LineCounter, parseDocument } from 'yaml';
import type { ZodType } from 'zod';
import type { FieldDef, Fields } from '../store/blueprints';
import { globalValues } from '../store/sets';
import type { ContentFileError } from '../store/files';
import { ContentStore } from '../store/store';
import type { ContentIndex, Data, NavNode } from '../store/types';
import { incompleteContent } from './completeness';
import { COLLECTION_SCHEMAS, GLOBAL_SCHEMAS, REQUIRED_GLOBALS, REQUIRED_NAVS } from './model';

export interface Problem {
  /** File relative to the content root. */
  file: string;
  field?: string;
  line?: number;
  message: string;
  /**
   * `warning`: Statamic accepts it too (and ignores or drops it), or it is not written yet (a
   * translation, an alt text: completeness.ts) and the site falls back; content:check and the
   * build pass with warnings.
   */
  severity?: 'warning';
}

/**
 * Validates a Statamic project root: what Statamic would refuse (errors) or ignore (warnings),
 * and, for this site's own content (`index.ownModel`: resources/content-model.yaml), our content
 * model. An empty list means it is sound.
 */
export async function checkContent(root: string): Promise<Problem[]> {
  return (await checkProject(root)).problems;
}

/** `checkContent`, and whether the root held itself to our content model. */
export async function checkProject(root: string): Promise<{ problems: Problem[]; ownModel: boolean }> {
  const store = new ContentStore(root, { report: () => {} });
  const index = await store.index();
  return { problems: await problemsOf(root, index), ownModel: index.ownModel };
}

async function problemsOf(root: string, index: ContentIndex): Promise<Problem[]> {
  const fromLoad = (e: ContentFileError, severity?: 'warning'): Problem => ({
    file: e.file,
    message: e.reason,
    ...(e.field ? { field: e.field } : {}),
    ...(e.line ? { line: e.line } : {}),
    ...(severity ? { severity } : {}),
  });
  const problems: Problem[] = [...index.errors.map((e) => fromLoad(e)), ...index.warnings.map((e) => fromLoad(e, 'warning'))];
  const add = (file: string, field: string | undefined, message: string): void => {
    problems.push({ file, message, ...(field ? { field } : {}) });
  };
  if (!index.ownModel) {
    await addLines(root, problems);
    return problems;
  }
  const siteHandles = index.sites.map((s) => s.handle);

  for (const entry of index.entries.values()) {
    const schema = COLLECTION_SCHEMAS[entry.collection];
    if (schema) validate(schema, entry.values, (field, message) => add(entry.file, field, message));
    const blueprint = index.blueprints.find(`collections.${entry.collection}`, entry.blueprint);
    checkReferences(index, entry.own, blueprint?.fields, '', (field, message) => add(entry.file, field, message));
  }

  for (const handle of REQUIRED_NAVS) {
    const nav = index.navs.get(handle);
    if (!nav) add(`content/navigation/${handle}.yaml`, undefined, 'this navigation is required');
    for (const site of siteHandles) {
      const tree = nav?.trees.get(site);
      const file = `content/trees/navigation/${site}/${handle}.yaml`;
      if (nav && !tree) add(file, undefined, `the ${handle} navigation has no tree for site "${site}"`);
      if (tree) checkNavNodes(index, tree, site, file, 'tree', add);
    }
  }

  for (const [handle, set] of index.globals) {
    const schema = GLOBAL_SCHEMAS[handle];
    const sites = REQUIRED_GLOBALS.includes(handle) ? siteHandles : [...set.variables.keys()];
    for (const site of sites) {
      const file = `content/globals/${site}/${handle}.yaml`;
      const values = globalValues(set, site);
      if (!values) {
        add(file, undefined, `the global "${handle}" has no values for site "${site}"`);
        continue;
      }
      if (schema) validate(schema, values, (field, message) => add(file, field, message));
      checkReferences(index, set.variables.get(site)?.data ?? {}, index.blueprints.find('globals', handle)?.fields, '', (field, message) => add(file, field, message));
    }
  }
  for (const handle of REQUIRED_GLOBALS) if (!index.globals.has(handle)) add(`content/globals/${handle}.yaml`, undefined, 'this global set is required');

  for (const term of index.terms) {
    if (typeof term.values.title !== 'string' || term.values.title.trim() === '') add(term.file, `localizations.${term.site}.title`, 'every term needs a title in every site');
  }
  // Translations and alt texts not written yet: warnings (the panel leaves them so; the site falls back).
  incompleteContent(index, (collection) => Boolean(COLLECTION_SCHEMAS[collection]), (file, field, message) => {
    problems.push({ file, message, ...(field ? { field } : {}), severity: 'warning' });
  });

  await addLines(root, problems);
  return problems;
}

function validate(schema: ZodType, values: Data, report: (field: string | undefined, message: string) => void): void {
  const result = schema.safeParse(values);
  if (result.success) return;
  for (const issue of result.error.issues) report(issue.path.length ? issue.path.join('.') : undefined, issue.message);
}

/** Checks asset and entry references wherever the blueprint says a field holds them. */
function checkReferences(index: ContentIndex, data: Data, fields: Fields | undefined, prefix: string, report: (field: string, message: string) => void): void {
  if (!fields) return;
  for (const [key, value] of Object.entries(data)) {
    const def = fields.get(key);
    if (def) checkValue(index, value, def, `${prefix}${key}`, report);
  }
}

function checkValue(index: ContentIndex, value: unknown, def: FieldDef, field: string, report: (field: string, message: string) => void): void {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  if (def.type === 'assets') {
    items.forEach((ref, i) => {
      const container = def.container ?? index.assets.defaultContainer()?.handle ?? 'assets';
      if (typeof ref !== 'string' || !index.assets.meta.has(ref.includes('::') ? ref : `${container}::${ref}`)) {
        report(Array.isArray(value) ? `${field}.${i}` : field, `asset "${String(ref)}" does not exist (no metadata file in its container)`);
      }
    });
  } else if (def.type === 'entries') {
    items.forEach((id, i) => {
      if (typeof id !== 'string' || !index.entries.has(id)) report(Array.isArray(value) ? `${field}.${i}` : field, `entry "${String(id)}" does not exist`);
    });
  } else if (def.type === 'replicator' || def.type === 'bard') {
    items.forEach((set, i) => {
      const s = set as Data;
      if (s && typeof s === 'object') checkReferences(index, s, typeof s.type === 'string' ? def.sets?.get(s.type) : undefined, `${field}.${i}.`, report);
    });
  } else if (def.type === 'grid') {
    items.forEach((row, i) => row && typeof row === 'object' && checkReferences(index, row as Data, def.fields, `${field}.${i}.`, report));
  } else if (def.type === 'group' && value && typeof value === 'object') {
    checkReferences(index, value as Data, def.fields, `${field}.`, report);
  }
}

function checkNavNodes(index: ContentIndex, nodes: NavNode[], site: string, file: string, at: string, add: (file: string, field: string | undefined, message: string) => void): void {
  nodes.forEach((node, i) => {
    const field = `${at}.${i}`;
    if (node.entry) {
      const entry = index.entries.get(node.entry);
      if (!entry) add(file, `${field}.entry`, `entry "${node.entry}" does not exist`);
      else if (entry.site !== site) add(file, `${field}.entry`, `entry "${node.entry}" belongs to site "${entry.site}", not "${site}"`);
    } else if (node.url === undefined && node.children.length === 0) {
      add(file, field, 'a node needs an `entry`, a `url` or children');
    }
    if (!node.entry && !node.title) add(file, `${field}.title`, 'a node without an entry needs a title');
    checkNavNodes(index, node.children, site, file, `${field}.children`, add);
  });
}

/** Adds the line of each named field where the file itself holds it (fields that fall back have none). */
async function addLines(root: string, problems: Problem[]): Promise<void> {
  const docs = new Map<string, { doc: ReturnType<typeof parseDocument>; lines: LineCounter; offset: number } | null>();
  for (const problem of problems) {
    if (!problem.field || problem.line) continue;
    if (!docs.has(problem.file)) {
      try {
        const text = await readFile(path.join(root, problem.file), 'utf8');
        const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
        const lines = new LineCounter();
        docs.set(problem.file, { doc: parseDocument(fm ? fm[1]! : text, { lineCounter: lines }), lines, offset: fm ? 1 : 0 });
      } catch {
        docs.set(problem.file, null);
      }
    }
    const parsed = docs.get(problem.file);
    if (!parsed) continue;
    const keys = problem.field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
    for (let n = keys.length; n > 0; n--) {
      const node = parsed.doc.getIn(keys.slice(0, n), true);
      if (isNode(node) && node.range) {
        problem.line = parsed.lines.linePos(node.range[0]).line + parsed.offset;
        break;
      }
    }
  }
}
