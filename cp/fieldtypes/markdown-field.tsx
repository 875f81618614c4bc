/** Statamic's markdown field: the Markdown source as a string, in CodeMirror with Markdown highlighting. */
import { CodeEditor } from './code-editor';
import type { FieldProps } from './types';

export default function Markdown({ value, onChange, id, describedBy, readOnly }: FieldProps<string | null>) {
  return <CodeEditor id={id} value={value ?? ''} onChange={onChange} readOnly={readOnly} language="markdown" {...(describedBy ? { describedBy } : {})} />;
}
