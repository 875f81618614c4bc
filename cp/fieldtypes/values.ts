/**
 * What several fieldtypes share about values: "nothing" (for `required` and for leaving a key
 * out of the file, as Statamic leaves out nulls), and walking a set's or row's fields.
 */
import type { FieldSchema, Values } from '../shared/schema';

export function isNothing(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as a list (a single stored value becomes a one-item list; nothing an empty one). */
export function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return isNothing(value) ? [] : [value];
}

/** A list stored as one value when the field allows one (`max_files: 1`, `max_items: 1`), else as a list; empty: no value. */
export function storeList(list: unknown, max: unknown): unknown {
  const items = asList(list).filter((v) => !isNothing(v));
  if (items.length === 0) return undefined;
  return max === 1 ? items[0] : items;
}

/** Fields of a set or row by handle. */
export function fieldsByHandle(fields: FieldSchema[]): Map<string, FieldSchema> {
  return new Map(fields.map((f) => [f.handle, f]));
}

export type { Values };
