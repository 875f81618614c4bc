import { labelId } from './control-props';
import { fieldOptions, selectedValues } from './options';
import type { FieldProps } from './types';

/** Statamic's `checkboxes` (and a multiple `select`): a group of checkboxes storing the chosen values as a list. */
export function CheckboxesField(props: FieldProps<unknown>) {
  const options = fieldOptions(props.field);
  const chosen = selectedValues(props.value);
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    // Keep the options' order, whatever order they were ticked in.
    const order = options.map((o) => o.value);
    next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    props.onChange(next.length ? next : null);
  };
  return (
    <div
      id={props.id}
      role="group"
      aria-labelledby={labelId(props.id)}
      aria-describedby={props.describedBy || undefined}
      className={props.field.config.inline ? 'cp-choices cp-choices-inline' : 'cp-choices'}
    >
      {options.map((o, i) => (
        <label key={o.value} className="cp-choice">
          <input
            type="checkbox"
            id={i === 0 ? `${props.id}-0` : undefined}
            checked={chosen.includes(o.value)}
            disabled={props.readOnly}
            aria-invalid={props.invalid || undefined}
            onChange={(e) => toggle(o.value, e.target.checked)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
