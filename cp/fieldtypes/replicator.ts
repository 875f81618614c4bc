import { message, type Message } from '../shared/messages';
import type { FieldSchema, SetSchema } from '../shared/schema';
import { processValues, preProcessValues } from './nested';
import type { FieldtypeDefinition } from './types';
import { isRecord } from './values';

/** A set's id as Statamic makes one for a new set (a short random string it keeps in the file). */
export function newSetId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('') + Date.now().toString(36).slice(-2);
}

export function setOf(field: FieldSchema, handle: unknown): SetSchema | undefined {
  return field.sets?.find((s) => s.handle === handle);
}

/** A new set of the given type with its fields' empty values. */
export function newSet(field: FieldSchema, handle: string, empty: (f: FieldSchema) => unknown): Record<string, unknown> {
  const set = setOf(field, handle);
  const values: Record<string, unknown> = { id: newSetId(), type: handle, enabled: true };
  for (const f of set?.fields ?? []) values[f.handle] = empty(f);
  return values;
}

/** Sets as Statamic stores them: `[{id, type, enabled?, …fields}]`; keys other than the set's fields are kept. */
export const replicator: FieldtypeDefinition<unknown[]> = {
  handle: 'replicator',
  empty: () => [],
  preProcess: (value, field) => (Array.isArray(value) ? value.map((set) => (isRecord(set) ? preProcessValues(setOf(field, set.type)?.fields ?? [], set) : set)) : []),
  process: (value, field) => {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    return value.map((set) => (isRecord(set) ? processValues(setOf(field, set.type)?.fields ?? [], set) : set));
  },
  validate: (value, field) => {
    if (!Array.isArray(value)) return [message('validation.sets')];
    const errors: Message[] = [];
    value.forEach((set, i) => {
      if (!isRecord(set) || typeof set.type !== 'string') errors.push(message('validation.setWithoutType', { position: i + 1 }));
      else if (!setOf(field, set.type)) errors.push(message('validation.setUnknownType', { position: i + 1, type: set.type }));
    });
    return errors;
  },
  children: (value, field) =>
    (Array.isArray(value) ? value : []).flatMap((set, i) => {
      const schema = isRecord(set) ? setOf(field, set.type) : undefined;
      return schema && isRecord(set) ? [{ path: String(i), fields: schema.fields, values: set }] : [];
    }),
};
