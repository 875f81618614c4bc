/**
 * Processing and pre-processing the values of nested fields (a replicator's set, a grid's
 * row, a Bard set's values, a group), each by its own fieldtype. The registry is read at call
 * time, so fieldtypes that nest others can use it without a cycle at load time.
 */
import type { FieldSchema, Values } from '../shared/schema';
import { definitionOf } from './definitions';
import { isRecord } from './values';

/** The form's values → the file's: each known field processed (no value: key left out); other keys (`id`, `type`, unknown ones) kept as they are, in their order. */
export function processValues(fields: FieldSchema[], values: unknown): Values {
  if (!isRecord(values)) return {};
  const byHandle = new Map(fields.map((f) => [f.handle, f]));
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    const field = byHandle.get(key);
    const definition = field ? definitionOf(field.type) : undefined;
    const processed = field && definition?.process ? definition.process(value, field) : value;
    if (processed !== undefined && processed !== null) out[key] = processed;
    else if (!field) out[key] = value;
  }
  return out;
}

/** The file's values → the form's, field by field; other keys kept. */
export function preProcessValues(fields: FieldSchema[], values: unknown): Values {
  if (!isRecord(values)) return {};
  const byHandle = new Map(fields.map((f) => [f.handle, f]));
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    const field = byHandle.get(key);
    const definition = field ? definitionOf(field.type) : undefined;
    out[key] = field && definition?.preProcess ? definition.preProcess(value, field) : value;
  }
  return out;
}
