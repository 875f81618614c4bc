import { controlProps } from './control-props';
import type { FieldProps } from './types';

/**
 * Statamic's `date` (single mode): a native date input, or date and time where the field has
 * `time_enabled`. The value is what Statamic stores: `YYYY-MM-DD` or `YYYY-MM-DD HH:MM`.
 */
export function DateField(props: FieldProps<string | null>) {
  const withTime = props.field.config.time_enabled === true;
  const value = props.value ?? '';
  const shown = withTime ? value.replace(' ', 'T').slice(0, 16) : value.slice(0, 10);
  return (
    <input
      {...controlProps(props)}
      className="cp-input cp-input-date"
      type={withTime ? 'datetime-local' : 'date'}
      value={shown}
      readOnly={props.readOnly}
      onChange={(e) => props.onChange(e.target.value === '' ? null : withTime ? e.target.value.replace('T', ' ') : e.target.value)}
    />
  );
}
