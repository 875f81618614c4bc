import { useState } from 'react';
import { controlProps } from './control-props';
import type { FieldProps } from './types';

/**
 * Statamic's `integer` and `float`. The text typed is kept as typed while it is not yet a
 * number ("1.", "-"), and the form's value becomes the number once it is one.
 */
export function NumberInput({ integer, ...props }: FieldProps<number | null> & { integer: boolean }) {
  const [text, setText] = useState(props.value == null ? '' : String(props.value));
  const [seen, setSeen] = useState(props.value);
  // A value set from outside (a reload, Use origin value) replaces the text; one that is what was typed keeps the typing.
  if (seen !== props.value) {
    setSeen(props.value);
    if (!(text !== '' && Number(text) === props.value)) setText(props.value == null ? '' : String(props.value));
  }
  return (
    <input
      {...controlProps(props)}
      className="cp-input cp-input-number"
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      value={text}
      readOnly={props.readOnly}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        if (typed.trim() === '') return props.onChange(null);
        const n = Number(typed);
        if (Number.isFinite(n) && (!integer || Number.isInteger(n))) props.onChange(n);
        // Anything else stays in the box, unsaved; the server's check names the problem on save.
        else props.onChange(typed as unknown as number);
      }}
    />
  );
}
