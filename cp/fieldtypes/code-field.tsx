/**
 * Statamic's code field: a string, or `{code, mode}` when `mode_selectable` is on
 * (statamic/cms src/Fieldtypes/Code.php); the language is the value's or the config's `mode`.
 */
import { CodeEditor } from './code-editor';
import type { FieldProps } from './types';

type CodeValue = string | { code: string; mode: string } | null;

export default function Code({ field, value, onChange, id, describedBy, readOnly }: FieldProps<CodeValue>) {
  const configured = typeof field.config.mode === 'string' ? field.config.mode : 'plain';
  const object = typeof value === 'object' && value !== null;
  const code = object ? value.code : (value ?? '');
  const mode = object ? value.mode : configured;
  return (
    <CodeEditor
      id={id}
      value={code}
      language={mode}
      readOnly={readOnly}
      onChange={(next) => onChange(object ? { code: next, mode } : next)}
      {...(describedBy ? { describedBy } : {})}
    />
  );
}
