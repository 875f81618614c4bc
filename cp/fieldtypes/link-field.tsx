import { controlProps } from './control-props';
import type { FieldProps } from './types';

/**
 * Statamic's `link`: a URL, or `entry::{id}` for an entry (shown as it is stored; the entry
 * picker comes with the pickers).
 */
export function LinkField(props: FieldProps<string | null>) {
  return (
    <input
      {...controlProps(props)}
      className="cp-input"
      type="text"
      inputMode="url"
      spellCheck={false}
      placeholder="https://"
      value={props.value ?? ''}
      readOnly={props.readOnly}
      onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}
    />
  );
}
