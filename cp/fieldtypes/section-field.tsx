import type { FieldProps } from './types';

/** Statamic's `section` field: no value, a heading (and its instructions) between other fields. */
export function SectionField(props: FieldProps<unknown>) {
  return (
    <div className="cp-field-section">
      <h3 id={props.id} className="cp-field-section-title">
        {props.field.display}
      </h3>
      {props.field.instructions && <p className="cp-help">{props.field.instructions}</p>}
    </div>
  );
}
