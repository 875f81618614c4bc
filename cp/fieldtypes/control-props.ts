/** The attributes every simple control carries, from its `FieldProps` (label link, descriptions, error state). */
import type { FieldProps } from './types';

/** The id of a field's label text (cp/components/publish-form/field.tsx), for `aria-labelledby`. */
export const labelId = (id: string) => `${id}-label`;

export function controlProps(props: FieldProps<unknown>) {
  return {
    id: props.id,
    name: props.path,
    'aria-describedby': props.describedBy || undefined,
    'aria-invalid': props.invalid || undefined,
    'aria-required': props.field.required || undefined,
  };
}

/** The `max:N` of a field's validate rules (or its `character_limit`), for counters and `maxLength`. */
export function characterLimit(props: FieldProps<unknown>): number | null {
  const configured = Number(props.field.config.character_limit);
  if (Number.isFinite(configured) && configured > 0) return configured;
  for (const rule of props.field.validate) {
    const max = /^max:(\d+)$/.exec(rule);
    if (max) return Number(max[1]);
  }
  return null;
}
