import { useT } from '../i18n/i18n';
import { characterLimit, controlProps } from './control-props';
import type { FieldProps } from './types';

const INPUT_TYPES = new Set(['text', 'email', 'url', 'tel', 'number', 'password', 'color']);

/** Statamic's `text`: one line, with a character counter where the field has a limit. */
export function TextField(props: FieldProps<string | null>) {
  const limit = characterLimit(props);
  const configured = String(props.field.config.input_type ?? 'text');
  const value = props.value ?? '';
  return (
    <div className="cp-input-group">
      {typeof props.field.config.prepend === 'string' && <span className="cp-affix">{props.field.config.prepend}</span>}
      <input
        {...controlProps(props)}
        className="cp-input"
        type={INPUT_TYPES.has(configured) ? configured : 'text'}
        value={value}
        readOnly={props.readOnly}
        placeholder={typeof props.field.config.placeholder === 'string' ? props.field.config.placeholder : undefined}
        onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}
      />
      {typeof props.field.config.append === 'string' && <span className="cp-affix">{props.field.config.append}</span>}
      {limit !== null && <CharacterCount count={[...value].length} limit={limit} />}
    </div>
  );
}

export function CharacterCount({ count, limit }: { count: number; limit: number }) {
  const t = useT();
  return (
    <span className={count > limit ? 'cp-counter cp-counter-over' : 'cp-counter'} aria-hidden="true">
      {t('field.characterCount', { count, limit })}
    </span>
  );
}
