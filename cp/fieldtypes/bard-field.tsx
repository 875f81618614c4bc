/**
 * Statamic's Bard on TipTap 3: edits the value Statamic stores (bard/convert.ts) with its buttons,
 * links and sets (bard/set-view.tsx). Lazy-loaded (complex.tsx). TipTap's CSS injection is off
 * (the panel's CSP); its rules are in bard/bard.css. A value the editor cannot hold without
 * losing something (an HTML string, image or table nodes) is shown read-only and kept.
 */
import { EditorContent, ReactNodeViewRenderer, useEditor } from '@tiptap/react';
import { getSchema } from '@tiptap/core';
import { useMemo, useState } from 'react';
import { useT } from '../i18n/i18n';
import { AddSetMenu } from './add-set-menu';
import { defaultValues } from './set-values';
import { isBardValue, isEmptyBard, newSetId, toStatamic, toTiptap, unknownTypes, type BardValue } from './bard/convert';
import { bardExtensions, SetNode } from './bard/extensions';
import { LinkDialog, type LinkAttrs } from './bard/link-dialog';
import { BardSetsContext, SetView } from './bard/set-view';
import { DEFAULT_BUTTONS, Toolbar } from './bard/toolbar';
import type { FieldProps } from './types';
import './bard/bard.css';

const extensions = bardExtensions(SetNode.extend({ addNodeView: () => ReactNodeViewRenderer(SetView) }));
const schema = getSchema(extensions);

export default function Bard(props: FieldProps<BardValue | string | null>) {
  const t = useT();
  const { value, field } = props;
  const unsupported = useMemo(() => {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return [];
    if (!isBardValue(value)) return [t('bard.unsupportedShape')];
    return unknownTypes(toTiptap(value), schema);
  }, [value, t]);
  if (unsupported.length > 0) {
    return (
      <div className="cp-bard cp-bard--readonly" id={props.id} aria-describedby={props.describedBy}>
        <p className="cp-notice">{t('bard.unsupported', { field: field.display, types: unsupported.join(', ') })}</p>
        <pre className="cp-readonly-value">{JSON.stringify(value, null, 2)}</pre>
      </div>
    );
  }
  return <BardEditor {...props} value={isBardValue(value) ? value : []} />;
}

function BardEditor({ field, value, onChange, id, describedBy, invalid, readOnly, path }: FieldProps<BardValue>) {
  const [linking, setLinking] = useState<Partial<LinkAttrs> | null>(null);
  const buttons = Array.isArray(field.config.buttons) ? (field.config.buttons as string[]) : DEFAULT_BUTTONS;
  const sets = field.sets ?? [];
  const editor = useEditor({
    extensions,
    content: toTiptap(value),
    editable: !readOnly,
    injectCSS: false,
    immediatelyRender: false,
    editorProps: {
      attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': field.display, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(invalid ? { 'aria-invalid': 'true' } : {}) },
    },
    onUpdate: ({ editor: e }) => {
      const next = toStatamic(e.getJSON());
      onChange(isEmptyBard(next) ? [] : next);
    },
  });
  if (!editor) return <div className="cp-bard" aria-busy="true" />;

  const addSet = (handle: string) => {
    const set = sets.find((s) => s.handle === handle);
    const attrs = { id: newSetId(), enabled: true, values: { ...defaultValues(set?.fields ?? []), type: handle } };
    // After the block the cursor is in (Statamic inserts at the cursor's block), else at the end.
    const { $from } = editor.state.selection;
    const at = $from.depth > 0 ? $from.after(1) : editor.state.doc.content.size;
    editor.chain().focus().insertContentAt(at, { type: 'set', attrs }).run();
  };

  return (
    <BardSetsContext.Provider value={{ sets, path, readOnly }}>
      <div className={`cp-bard${invalid ? ' cp-bard--invalid' : ''}`}>
        {!readOnly && <Toolbar editor={editor} buttons={buttons} label={field.display} onLink={() => setLinking(editor.getAttributes('link') as Partial<LinkAttrs>)} />}
        {linking && (
          <LinkDialog
            initial={linking}
            config={field.config}
            onApply={(attrs) => {
              editor.chain().focus().extendMarkRange('link').setLink(attrs as { href: string }).run();
              setLinking(null);
            }}
            onRemove={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              setLinking(null);
            }}
            onCancel={() => {
              setLinking(null);
              editor.commands.focus();
            }}
          />
        )}
        <EditorContent editor={editor} className="cp-bard__content" />
        {!readOnly && sets.length > 0 && (
          <div className="cp-bard__footer">
            <AddSetMenu sets={sets} onAdd={addSet} />
          </div>
        )}
      </div>
    </BardSetsContext.Provider>
  );
}
