/**
 * The difference between two states of an item's data, field by field in the blueprint's
 * order and by its display names; keys the blueprint does not know follow by handle. Only
 * what differs is listed; bookkeeping keys (id, stamps) never are.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ContentIndex, Data } from '../../../api/store/types';
import type { HistoryChange, HistoryValue } from '../../../cp/shared/history';
import type { FieldSchema } from '../../../cp/shared/schema';
import { renderValue } from './render';

/** Keys that record a save rather than say something (Statamic's own bookkeeping). */
const BOOKKEEPING = new Set(['id', 'updated_by', 'updated_at', 'blueprint', 'origin']);

const emptyValue = (value: HistoryValue) => value.kind === 'empty';

/** One change of a value (null when it did not change): `added`/`removed` when one side is empty. */
export function change(field: string, label: string | null, before: HistoryValue, after: HistoryValue, extra: { site?: string } = {}): HistoryChange | null {
  if (isDeepStrictEqual(before, after)) return null;
  const kind = emptyValue(before) ? 'added' : emptyValue(after) ? 'removed' : 'changed';
  return { field, label, ...extra, change: kind, before, after };
}

export interface DiffOptions {
  /** Keys that are not compared (besides the bookkeeping ones): drawn elsewhere or not the editor's. */
  ignore?: readonly string[];
  /** Changes of a site other than the default one (a term's localization). */
  site?: string;
}

export function diffData(before: Data | null, after: Data | null, fields: FieldSchema[], index: ContentIndex, { ignore = [], site }: DiffOptions = {}): HistoryChange[] {
  const a = before ?? {};
  const b = after ?? {};
  const skip = new Set([...BOOKKEEPING, ...ignore]);
  const extra = site ? { site } : {};
  const out: HistoryChange[] = [];
  const known = new Set<string>();
  for (const field of fields) {
    known.add(field.handle);
    if (field.type === 'section' || skip.has(field.handle) || isDeepStrictEqual(a[field.handle], b[field.handle])) continue;
    const found = change(field.handle, field.display, renderValue(a[field.handle], field, index), renderValue(b[field.handle], field, index), extra);
    if (found) out.push(found);
  }
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (known.has(key) || skip.has(key) || isDeepStrictEqual(a[key], b[key])) continue;
    const found = change(key, null, renderValue(a[key], null, index), renderValue(b[key], null, index), extra);
    if (found) out.push(found);
  }
  return out;
}
