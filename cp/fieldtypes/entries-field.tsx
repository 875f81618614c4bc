/** Statamic's entries field: entry ids (one id when `max_items: 1`), searched in the field's `collections`. */
import { ItemPicker } from './pickers/item-picker';
import type { FieldProps } from './types';

export function listOf(value: unknown): string[] {
  if (typeof value === 'string' && value) return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function maxItems(config: Record<string, unknown>): number {
  return typeof config.max_items === 'number' && config.max_items > 0 ? config.max_items : Infinity;
}

export default function Entries({ field, value, onChange, id, describedBy, readOnly, site }: FieldProps<string[] | string | null>) {
  const collections = Array.isArray(field.config.collections) ? (field.config.collections as string[]) : [];
  const max = maxItems(field.config);
  return (
    <ItemPicker
      id={id}
      label={field.display}
      describedBy={describedBy}
      readOnly={readOnly}
      ids={listOf(value)}
      max={max}
      onChange={(ids) => onChange(max === 1 ? (ids[0] ?? null) : ids)}
      route="/search/entries"
      params={{ collections: collections.join(','), site }}
      hints={collections.length > 1}
    />
  );
}
