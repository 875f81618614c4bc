/** Bard's toolbar: Statamic's buttons (statamic/cms resources/js/components/fieldtypes/bard/buttons.js) the field's `buttons` config names. */
import { useEditorState, type Editor } from '@tiptap/react';

/** Statamic's default buttons (src/Fieldtypes/Bard.php $defaultButtons); image and table are not offered here. */
export const DEFAULT_BUTTONS = ['h2', 'h3', 'bold', 'italic', 'unorderedlist', 'orderedlist', 'removeformat', 'quote', 'anchor'];

interface ButtonDef {
  label: string;
  text: string;
  active?(editor: Editor): boolean;
  run(editor: Editor): void;
}

const heading = (level: 1 | 2 | 3 | 4 | 5 | 6): ButtonDef => ({
  label: `Heading ${level}`,
  text: `H${level}`,
  active: (e) => e.isActive('heading', { level }),
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
});

const BUTTONS: Record<string, ButtonDef> = {
  h1: heading(1), h2: heading(2), h3: heading(3), h4: heading(4), h5: heading(5), h6: heading(6),
  bold: { label: 'Bold', text: 'B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  italic: { label: 'Italic', text: 'I', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  underline: { label: 'Underline', text: 'U', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  strikethrough: { label: 'Strikethrough', text: 'S', active: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
  code: { label: 'Inline code', text: '<>', active: (e) => e.isActive('code'), run: (e) => e.chain().focus().toggleCode().run() },
  unorderedlist: { label: 'Bulleted list', text: '•', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  orderedlist: { label: 'Numbered list', text: '1.', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  quote: { label: 'Quote', text: '“', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  codeblock: { label: 'Code block', text: '{}', active: (e) => e.isActive('codeBlock'), run: (e) => e.chain().focus().toggleCodeBlock().run() },
  horizontalrule: { label: 'Horizontal rule', text: '—', run: (e) => e.chain().focus().setHorizontalRule().run() },
  removeformat: { label: 'Remove formatting', text: 'Tx', run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run() },
};

export function Toolbar({ editor, buttons, onLink, label }: { editor: Editor; buttons: string[]; onLink(): void; label: string }) {
  // Re-render on selection changes so aria-pressed follows the cursor.
  const active = useEditorState({ editor, selector: ({ editor: e }) => Object.fromEntries(buttons.map((b) => [b, b === 'anchor' ? e.isActive('link') : (BUTTONS[b]?.active?.(e) ?? false)])) });
  return (
    <div role="toolbar" aria-label={`${label}: formatting`} className="cp-bard__toolbar">
      {buttons.map((name) => {
        if (name === 'anchor') {
          return (
            <button key={name} type="button" aria-label="Link" aria-pressed={active[name] ?? false} onClick={onLink}>
              🔗
            </button>
          );
        }
        const def = BUTTONS[name];
        if (!def) return null;
        return (
          <button key={name} type="button" aria-label={def.label} {...(def.active ? { 'aria-pressed': active[name] ?? false } : {})} onClick={() => def.run(editor)}>
            {def.text}
          </button>
        );
      })}
    </div>
  );
}
