/**
 * References to an asset inside one item's data, found and rewritten field by field from its
 * blueprint as Statamic's AssetReferenceUpdater does (src/Assets/AssetReferenceUpdater.php,
 * src/Data/DataReferenceUpdater.php): `assets` fields of the asset's container (a path or a
 * list of paths; a field without `container` counts when the project has one container),
 * `link` fields (`asset::{container}::{path}`), Bard fields (image nodes' `src`, link marks'
 * `statamic://asset::…` hrefs, or such URLs in HTML) and Markdown fields (`statamic://` URLs)
 * configured with the container, and everything nested in replicator, grid, group and Bard
 * sets. A removed reference goes as Statamic's does: the key of a single value, the item of a
 * list (the key when the list is left empty), an empty Bard `src`/`href`.
 */
import type { Data } from '../../../api/store/types';
import type { FieldSchema } from '../../../cp/shared/schema';

/** What to do with a path of the container: the new path, null to remove it, undefined to keep it. */
export type Rewrite = (path: string) => string | null | undefined;

export interface ReferenceScope {
  container: string;
  /** The project has this one container only: `assets` fields without `container` are its. */
  onlyContainer: boolean;
  rewrite: Rewrite;
}

const MAX_DEPTH = 40;
const STATAMIC_URL = /([("])(statamic:\/\/[^()"]*::)([^)"]*)([)"])/gim;

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

function containerOf(field: FieldSchema, scope: ReferenceScope): string | null {
  const configured = field.config.container;
  if (typeof configured === 'string' && configured !== '') return configured;
  return scope.onlyContainer ? scope.container : null;
}

/** Rewrites references in `data` (in place) by these fields; true when something changed. */
export function rewriteFields(fields: FieldSchema[], data: Data, scope: ReferenceScope, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  let changed = false;
  for (const field of fields) {
    if (!Object.hasOwn(data, field.handle)) continue;
    const mine = field.config.container === scope.container;
    switch (field.type) {
      case 'assets':
        if (containerOf(field, scope) === scope.container) changed = assetsValue(data, field.handle, scope) || changed;
        break;
      case 'link':
        if (mine) changed = linkValue(data, field.handle, scope) || changed;
        break;
      case 'markdown':
        if (mine) changed = urlsInString(data, field.handle, scope) || changed;
        break;
      case 'bard':
        if (mine) changed = (typeof data[field.handle] === 'string' ? urlsInString(data, field.handle, scope) : bardNodes(data[field.handle], scope, 0)) || changed;
        changed = bardSets(field, data[field.handle], scope, depth) || changed;
        break;
      case 'replicator':
        changed = replicatorSets(field, data[field.handle], scope, depth) || changed;
        break;
      case 'grid':
        if (Array.isArray(data[field.handle])) for (const row of data[field.handle] as unknown[]) if (isRecord(row)) changed = rewriteFields(field.fields ?? [], row, scope, depth + 1) || changed;
        break;
      case 'group':
        if (isRecord(data[field.handle])) changed = rewriteFields(field.fields ?? [], data[field.handle] as Data, scope, depth + 1) || changed;
        break;
    }
  }
  return changed;
}

function assetsValue(data: Data, key: string, scope: ReferenceScope): boolean {
  const value = data[key];
  if (typeof value === 'string') {
    const next = scope.rewrite(value);
    if (next === undefined) return false;
    if (next === null) delete data[key];
    else data[key] = next;
    return true;
  }
  if (!Array.isArray(value)) return false;
  let changed = false;
  const list: unknown[] = [];
  for (const item of value) {
    const next = typeof item === 'string' ? scope.rewrite(item) : undefined;
    if (next === undefined) list.push(item);
    else {
      changed = true;
      if (next !== null) list.push(next);
    }
  }
  if (!changed) return false;
  if (list.length === 0) delete data[key];
  else data[key] = list;
  return true;
}

function linkValue(data: Data, key: string, scope: ReferenceScope): boolean {
  const value = data[key];
  const prefix = `asset::${scope.container}::`;
  if (typeof value !== 'string' || !value.startsWith(prefix)) return false;
  const next = scope.rewrite(value.slice(prefix.length));
  if (next === undefined) return false;
  if (next === null) delete data[key];
  else data[key] = prefix + next;
  return true;
}

function urlsInString(data: Data, key: string, scope: ReferenceScope): boolean {
  const value = data[key];
  if (typeof value !== 'string' || value === '') return false;
  const replaced = value.replace(STATAMIC_URL, (whole, open: string, prefix: string, path: string, close: string) => {
    if (prefix !== `statamic://asset::${scope.container}::`) return whole;
    const next = scope.rewrite(path);
    if (next === undefined) return whole;
    return `${open}${next === null ? '' : prefix + next}${close}`;
  });
  if (replaced === value) return false;
  data[key] = replaced;
  return true;
}

/** Image nodes and link marks anywhere in a Bard document. */
function bardNodes(value: unknown, scope: ReferenceScope, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.reduce<boolean>((changed, item) => bardNodes(item, scope, depth + 1) || changed, false);
  if (!isRecord(value)) return false;
  let changed = false;
  const attrs = value.attrs;
  if (isRecord(attrs)) {
    const [key, prefix] = value.type === 'image' ? ['src', `asset::${scope.container}::`] : value.type === 'link' ? ['href', `statamic://asset::${scope.container}::`] : [null, ''];
    const current = key ? attrs[key] : undefined;
    if (key && typeof current === 'string' && current.startsWith(prefix)) {
      const next = scope.rewrite(current.slice(prefix.length));
      if (next !== undefined) {
        attrs[key] = next === null ? '' : prefix + next;
        changed = true;
      }
    }
  }
  for (const child of ['content', 'marks'] as const) if (child in value) changed = bardNodes(value[child], scope, depth + 1) || changed;
  return changed;
}

function setFields(field: FieldSchema, type: unknown): FieldSchema[] | undefined {
  return typeof type === 'string' ? field.sets?.find((s) => s.handle === type)?.fields : undefined;
}

function replicatorSets(field: FieldSchema, value: unknown, scope: ReferenceScope, depth: number): boolean {
  if (!Array.isArray(value)) return false;
  let changed = false;
  for (const set of value) {
    const fields = isRecord(set) ? setFields(field, set.type) : undefined;
    if (fields) changed = rewriteFields(fields, set as Data, scope, depth + 1) || changed;
  }
  return changed;
}

/** Bard's sets are nodes `{type: set, attrs: {values: {type, …}}}`. */
function bardSets(field: FieldSchema, value: unknown, scope: ReferenceScope, depth: number): boolean {
  if (!Array.isArray(value)) return false;
  let changed = false;
  for (const node of value) {
    const values = isRecord(node) && isRecord(node.attrs) && isRecord(node.attrs.values) ? node.attrs.values : undefined;
    const fields = values ? setFields(field, values.type) : undefined;
    if (values && fields) changed = rewriteFields(fields, values, scope, depth + 1) || changed;
  }
  return changed;
}
