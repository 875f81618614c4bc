import { characterLimit, controlProps } from './control-props';
import { CharacterCount } from './text-field';
import type { FieldProps } from './types';

/** Statamic's `textarea`: plain text over several lines. */
export function TextareaField(props: FieldProps<string | null>) {
  const limit = characterLimit(props);
  const value = props.value ?? '';
  return (
    <div className="cp-input-stack">
      <textarea
        {...controlProps(props)}
        className="cp-input cp-textarea"
        rows={4}
        value={value}
        readOnly={props.readOnly}
        onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}
      />
      {limit !== null && <CharacterCount count={[...value].length} limit={limit} />}
    </div>
  );
}
