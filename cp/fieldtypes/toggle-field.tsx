import type { FieldProps } from './types';

/** Statamic's `toggle`: a switch (`role="switch"`), true or false. */
export function ToggleField(props: FieldProps<boolean | null>) {
  const on = props.value === true;
  const label = typeof props.field.config.inline_label === 'string' ? props.field.config.inline_label : null;
  return (
    <span className="cp-toggle-row">
      <button
        type="button"
        role="switch"
        id={props.id}
        aria-checked={on}
        aria-describedby={props.describedBy || undefined}
        aria-invalid={props.invalid || undefined}
        aria-readonly={props.readOnly || undefined}
        className="cp-switch"
        onClick={() => {
          if (!props.readOnly) props.onChange(!on);
        }}
      >
        <span className="cp-switch-thumb" aria-hidden="true" />
      </button>
      {label && <span className="cp-toggle-label">{label}</span>}
    </span>
  );
}
