import { useT } from '../i18n/i18n';
import { controlProps } from './control-props';
import { CheckboxesField } from './checkboxes-field';
import { fieldOptions, selectedValues } from './options';
import type { FieldProps } from './types';

/** Statamic's `select`: a native select; with `multiple`, a list of checkboxes (one tab stop each, no custom widget). */
export function SelectField(props: FieldProps<unknown>) {
  const t = useT();
  if (props.field.config.multiple) return <CheckboxesField {...props} />;
  const options = fieldOptions(props.field);
  const current = selectedValues(props.value)[0] ?? '';
  return (
    <select
      {...controlProps(props)}
      className="cp-input cp-select"
      value={current}
      disabled={props.readOnly}
      onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}
    >
      <option value="">{typeof props.field.config.placeholder === 'string' ? props.field.config.placeholder : t('field.choose')}</option>
      {/* A stored value that is no longer an option stays visible (and kept) rather than silently becoming "none". */}
      {current !== '' && !options.some((o) => o.value === current) && <option value={current}>{current}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
