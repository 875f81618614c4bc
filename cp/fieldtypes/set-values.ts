/** What replicator and Bard sets and grid rows share: a new item's values and a one-line preview. */
import type { FieldSchema, Values } from '../shared/schema';

/** The fields' configured defaults (the form fills in the rest as each fieldtype's `empty`). */
export function defaultValues(fields: FieldSchema[]): Values {
  return Object.fromEntries(fields.filter((f) => f.config.default !== undefined).map((f) => [f.handle, f.config.default]));
}

const META_KEYS = new Set(['id', 'type', 'enabled', '_id']);
const PREVIEW_LENGTH = 80;

/** The first text among the values (a heading, a caption), for a collapsed card. */
export function previewText(values: Values, fields: FieldSchema[]): string {
  for (const field of fields) {
    const value = values[field.handle];
    if (typeof value === 'string' && value.trim() && !META_KEYS.has(field.handle)) {
      const text = value.replace(/\s+/g, ' ').trim();
      return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
    }
  }
  return '';
}
