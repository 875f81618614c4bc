/**
 * Bard's toolbar: Statamic's buttons (statamic/cms resources/js/components/fieldtypes/bard/buttons.js)
 * the field's `buttons` config names, as icons named by `aria-label`, toggles with `aria-pressed`.
 * One tab stop (the ARIA toolbar pattern): the arrow keys, Home and End move between buttons.
 */
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useT, type MessageId } from '../../i18n/i18n';
import { Icon, type IconName } from '../icons';

/** Statamic's default buttons (src/Fieldtypes/Bard.php $defaultButtons); image and table are not offered here. */
export const DEFAULT_BUTTONS = ['h2', 'h3', 'bold', 'italic', 'unorderedlist', 'orderedlist', 'removeformat', 'quote', 'anchor'];

interface ButtonDef {
  label: MessageId;
  /** An icon, or for headings the level's glyph ("H2"). */
  icon: IconName | { heading: number };
  active?(editor: Editor): boolean;
  run(editor: Editor): void;
}

const heading = (level: 1 | 2 | 3 | 4 | 5 | 6): ButtonDef => ({
  label: 'bard.heading',
  icon: { heading: level },
  active: (e) => e.isActive('heading', { level }),
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
});

const BUTTONS: Record<string, ButtonDef> = {
  h1: heading(1), h2: heading(2), h3: heading(3), h4: heading(4), h5: heading(5), h6: heading(6),
  bold: { label: 'bard.bold', icon: 'bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  italic: { label: 'bard.italic', icon: 'italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  underline: { label: 'bard.underline', icon: 'underline', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  strikethrough: { label: 'bard.strikethrough', icon: 'strike', active: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
  code: { label: 'bard.code', icon: 'code', active: (e) => e.isActive('code'), run: (e) => e.chain().focus().toggleCode().run() },
  unorderedlist: { label: 'bard.bulletList', icon: 'bulletList', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  orderedlist: { label: 'bard.orderedList', icon: 'orderedList', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  quote: { label: 'bard.quote', icon: 'quote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  codeblock: { label: 'bard.codeBlock', icon: 'codeBlock', active: (e) => e.isActive('codeBlock'), run: (e) => e.chain().focus().toggleCodeBlock().run() },
  horizontalrule: { label: 'bard.horizontalRule', icon: 'rule', run: (e) => e.chain().focus().setHorizontalRule().run() },
  removeformat: { label: 'bard.removeFormat', icon: 'removeFormat', run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run() },
};

const LINK: ButtonDef = { label: 'bard.link', icon: 'link', active: (e) => e.isActive('link'), run: () => undefined };

export function Toolbar({ editor, buttons, onLink, label }: { editor: Editor; buttons: string[]; onLink(): void; label: string }) {
  const t = useT();
  const shown = buttons.filter((b) => b === 'anchor' || BUTTONS[b]);
  const defOf = (name: string) => (name === 'anchor' ? LINK : BUTTONS[name]!);
  // Re-render on selection changes so aria-pressed follows the cursor.
  const active = useEditorState({ editor, selector: ({ editor: e }) => Object.fromEntries(shown.map((b) => [b, defOf(b).active?.(e) ?? false])) });
  const [current, setCurrent] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const last = shown.length - 1;
    const next = e.key === 'ArrowRight' ? (current >= last ? 0 : current + 1) : e.key === 'ArrowLeft' ? (current <= 0 ? last : current - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (next === null) return;
    e.preventDefault();
    setCurrent(next);
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  return (
    <div ref={bar} role="toolbar" aria-label={t('bard.formatting', { field: label })} className="cp-bard__toolbar" onKeyDown={onKeyDown}>
      {shown.map((name, index) => {
        const def = defOf(name);
        const text = typeof def.icon === 'string' ? t(def.label) : t(def.label, { level: def.icon.heading });
        return (
          <button
            key={name}
            type="button"
            className="cp-bard__button"
            tabIndex={index === current ? 0 : -1}
            aria-label={text}
            title={text}
            {...(def.active ? { 'aria-pressed': active[name] ?? false } : {})}
            onFocus={() => setCurrent(index)}
            // Keep the editor's selection: the button acts on it.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => (name === 'anchor' ? onLink() : def.run(editor))}
          >
            {typeof def.icon === 'string' ? (
              <Icon name={def.icon} />
            ) : (
              <span className="cp-bard__glyph" aria-hidden="true">
                {`H${def.icon.heading}`}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
