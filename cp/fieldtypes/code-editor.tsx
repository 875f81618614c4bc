/**
 * A CodeMirror 6 editor, loaded on first use (it is large), labelled by the field's label
 * (`aria-labelledby` through contentAttributes). Until it loads, a textarea with the same value
 * edits it. CodeMirror injects its styles with the page's CSP nonce (EditorView.cspNonce).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { EditorView } from '@codemirror/view';
import { labelId } from './control-props';
import { cspNonce } from './csp-nonce';

export interface CodeEditorProps {
  id: string;
  value: string;
  onChange(value: string): void;
  readOnly: boolean;
  describedBy?: string;
  /** `markdown`, `javascript`, `css`, `html`…; unknown modes edit plain text. */
  language: string;
}

async function languageFor(mode: string) {
  switch (mode) {
    case 'markdown':
      return (await import('@codemirror/lang-markdown')).markdown();
    case 'javascript':
    case 'js':
    case 'typescript':
      return (await import('@codemirror/lang-javascript')).javascript({ typescript: mode === 'typescript' });
    case 'css':
    case 'scss':
      return (await import('@codemirror/lang-css')).css();
    case 'html':
    case 'htmlmixed':
      return (await import('@codemirror/lang-html')).html();
    default:
      return [];
  }
}

export function CodeEditor({ id, value, onChange, readOnly, describedBy, language }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [{ EditorView, keymap, lineNumbers }, { EditorState }, { defaultKeymap, history, historyKeymap }, { defaultHighlightStyle, syntaxHighlighting }, lang] = await Promise.all([
        import('@codemirror/view'),
        import('@codemirror/state'),
        import('@codemirror/commands'),
        import('@codemirror/language'),
        languageFor(language),
      ]);
      if (cancelled || !host.current) return;
      view.current = new EditorView({
        parent: host.current,
        state: EditorState.create({
          doc: latest.current.value,
          extensions: [
            EditorView.cspNonce.of(cspNonce()),
            history(),
            keymap.of([...defaultKeymap, ...historyKeymap]),
            language === 'markdown' ? [] : lineNumbers(),
            EditorView.lineWrapping,
            lang,
            syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
            EditorState.readOnly.of(readOnly),
            EditorView.contentAttributes.of({ id, 'aria-labelledby': labelId(id), ...(describedBy ? { 'aria-describedby': describedBy } : {}), 'aria-multiline': 'true' }),
            EditorView.updateListener.of((update) => {
              if (update.docChanged) latest.current.onChange(update.state.doc.toString());
            }),
          ],
        }),
      });
      setLoaded(true);
    })();
    return () => {
      cancelled = true;
      view.current?.destroy();
      view.current = null;
    };
  }, [id, language, readOnly, describedBy]);

  // A value changed from outside (reload, back to the origin) replaces the editor's text.
  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  return (
    <div className="cp-code">
      {!loaded && <textarea id={id} aria-labelledby={labelId(id)} className="cp-code__fallback" value={value} readOnly={readOnly} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} rows={10} />}
      <div ref={host} hidden={!loaded} />
    </div>
  );
}
