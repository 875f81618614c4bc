import { useEffect, useState } from 'react';
import { slugify } from '../../api/store/slug';
import { useFormValue } from '../components/publish-form/form-context';
import { controlProps } from './control-props';
import type { FieldProps } from './types';

/**
 * Statamic's `slug`: follows the field it is made from (`from`, default `title`) while the
 * editor has not typed into it and it was empty when the form opened; typing makes it the editor's.
 */
export function SlugField(props: FieldProps<string | null>) {
  const from = typeof props.field.config.from === 'string' ? props.field.config.from : 'title';
  const source = useFormValue(from);
  const [following, setFollowing] = useState(() => !props.value && props.field.config.generate !== false);
  const lang = typeof props.field.config.lang === 'string' ? props.field.config.lang : 'en';
  const generated = typeof source === 'string' ? slugify(source, lang) : '';
  const value = following && !props.readOnly ? generated : (props.value ?? '');
  const { onChange } = props;
  const stale = following && !props.readOnly && generated !== (props.value ?? '');
  useEffect(() => {
    if (stale) onChange(generated || null);
  }, [stale, generated, onChange]);
  return (
    <input
      {...controlProps(props)}
      className="cp-input cp-mono"
      value={value}
      readOnly={props.readOnly}
      spellCheck={false}
      onChange={(e) => {
        setFollowing(false);
        props.onChange(e.target.value === '' ? null : e.target.value);
      }}
    />
  );
}
