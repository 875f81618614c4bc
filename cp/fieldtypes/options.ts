/**
 * A select, radio or checkboxes field's `options` as Statamic accepts them: a map
 * `{value: label}`, a list of values, or (Statamic 5) a list of `{key, value}` pairs.
 */
import type { FieldSchema } from '../shared/schema';

export interface Option {
  value: string;
  label: string;
}

export function fieldOptions(field: FieldSchema): Option[] {
  const options = field.config.options;
  if (Array.isArray(options)) {
    return options.map((item: unknown) => {
      if (item && typeof item === 'object' && 'key' in item) {
        const { key, value } = item as { key: unknown; value?: unknown };
        return { value: String(key), label: value == null ? String(key) : String(value) };
      }
      return { value: String(item), label: String(item) };
    });
  }
  if (options && typeof options === 'object') {
    return Object.entries(options as Record<string, unknown>).map(([value, label]) => ({ value, label: label == null ? value : String(label) }));
  }
  return [];
}

/** A stored value as a list of option values (a single select may hold a string, a multiple one a list). */
export function selectedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value == null || value === '' ? [] : [String(value)];
}
