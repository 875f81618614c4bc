import { useT } from '../i18n/i18n';
import { labelId } from './control-props';
import type { FieldProps } from './types';

/**
 * A fieldtype the panel has no editor for: its value is shown, never changed, and the
 * server writes it back as it was.
 */
export function UnknownField(props: FieldProps<unknown>) {
  const t = useT();
  const text = props.value === undefined || props.value === null ? '' : typeof props.value === 'string' ? props.value : JSON.stringify(props.value, null, 2);
  return (
    <pre id={props.id} className="cp-readonly-value" tabIndex={0} aria-labelledby={labelId(props.id)} aria-readonly="true" aria-describedby={props.describedBy || undefined} data-fieldtype={props.field.type}>
      {text || <span className="cp-muted">{t('field.noValue')}</span>}
    </pre>
  );
}
