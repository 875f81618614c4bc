/** Statamic's terms field: `taxonomy::slug` ids (or slugs, as the field stores them), searched in its `taxonomies`. */
import { listOf, maxItems } from './entries-field';
import { ItemPicker } from './pickers/item-picker';
import type { FieldProps } from './types';

export default function Terms({ field, value, onChange, id, describedBy, readOnly, site }: FieldProps<string[] | string | null>) {
  const taxonomies = Array.isArray(field.config.taxonomies) ? (field.config.taxonomies as string[]) : typeof field.config.taxonomy === 'string' ? [field.config.taxonomy] : [];
  const max = maxItems(field.config);
  // One taxonomy: Statamic stores bare slugs; the search answers `taxonomy::slug`.
  const bare = taxonomies.length === 1;
  const toId = (v: string) => (bare && !v.includes('::') ? `${taxonomies[0]}::${v}` : v);
  const fromId = (v: string) => (bare ? v.slice(v.indexOf('::') + 2) : v);
  return (
    <ItemPicker
      id={id}
      label={field.display}
      describedBy={describedBy}
      readOnly={readOnly}
      ids={listOf(value).map(toId)}
      max={max}
      onChange={(ids) => {
        const stored = ids.map(fromId);
        onChange(max === 1 ? (stored[0] ?? null) : stored);
      }}
      route="/search/terms"
      params={{ taxonomies: taxonomies.join(','), site }}
      hints={taxonomies.length > 1}
    />
  );
}
