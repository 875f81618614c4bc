/**
 * The Bard editor's schema, built as Statamic 6's Bard builds it
 * (statamic/cms resources/js/components/fieldtypes/bard/BardFieldtype.vue getExtensions,
 * Document.js, Link.js, Set.js): a document of blocks and `set` nodes, Statamic's own link
 * mark (href, rel, target, title), no trailing empty paragraph. Shared by the editor and the
 * conversion tests (which run the JSON through this schema without a browser).
 */
import { Extension, Node, type AnyExtension } from '@tiptap/core';
import Document from '@tiptap/extension-document';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

/** Statamic's Document.js DocumentBlock: sets (group `root`) only at the top level. */
const BardDocument = Document.extend({ content: '(block | root)+' });

/** Statamic's Link.js: exactly these four attributes, all null by default; not extended when typing at its end. */
export const BardLink = Link.extend({
  inclusive: false,
  addAttributes() {
    return { href: { default: null }, rel: { default: null }, target: { default: null }, title: { default: null } };
  },
}).configure({ openOnClick: false, autolink: false, linkOnPaste: false, protocols: ['statamic'], HTMLAttributes: { target: null, rel: null, class: null } });

/**
 * Statamic writes `textAlign` on paragraphs and headings when alignment buttons are on; we
 * have no alignment buttons but keep the attribute so such values survive an edit unchanged.
 */
const KeepTextAlign = Extension.create({
  name: 'keepTextAlign',
  addGlobalAttributes() {
    return [{ types: ['paragraph', 'heading'], attributes: { textAlign: { default: null, renderHTML: () => ({}), parseHTML: () => null } } }];
  },
});

/** Statamic's Set.js node: `{type: 'set', attrs: {id, enabled, values}}`, one non-editable unit. */
export const SetNode = Node.create({
  name: 'set',
  group: 'root',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { id: { default: null }, enabled: { default: true }, values: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'bard-set', getAttrs: (dom) => JSON.parse(dom.innerHTML) as Record<string, unknown> }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['bard-set', {}, JSON.stringify(HTMLAttributes)];
  },
});

/** The editor's extensions; `set` may be replaced by one with a node view (the browser's). */
export function bardExtensions(set: AnyExtension = SetNode): AnyExtension[] {
  return [
    StarterKit.configure({ document: false, link: false, trailingNode: false, heading: { levels: [1, 2, 3, 4, 5, 6] } }),
    BardDocument,
    BardLink,
    KeepTextAlign,
    set,
  ];
}
