import { labelId } from './control-props';
import { fieldOptions, selectedValues } from './options';
import type { FieldProps } from './types';

/** Statamic's `radio`: one of the options, as native radio buttons (arrow keys move between them). */
export function RadioField(props: FieldProps<unknown>) {
  const options = fieldOptions(props.field);
  const current = selectedValues(props.value)[0] ?? '';
  return (
    <div
      id={props.id}
      role="radiogroup"
      aria-labelledby={labelId(props.id)}
      aria-describedby={props.describedBy || undefined}
      aria-invalid={props.invalid || undefined}
      className={props.field.config.inline ? 'cp-choices cp-choices-inline' : 'cp-choices'}
    >
      {options.map((o) => (
        <label key={o.value} className="cp-choice">
          <input type="radio" name={props.path} value={o.value} checked={current === o.value} disabled={props.readOnly} onChange={() => props.onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
