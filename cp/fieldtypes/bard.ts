import { message } from '../shared/messages';
import type { FieldSchema } from '../shared/schema';
import { processValues } from './nested';
import { setOf } from './replicator';
import type { FieldtypeDefinition } from './types';
import { isNothing, isRecord } from './values';

/** A set inside Bard: `{type: 'set', attrs: {id, values: {type: 'setHandle', …}}}`. */
function setValues(node: unknown): Record<string, unknown> | undefined {
  if (!isRecord(node) || node.type !== 'set' || !isRecord(node.attrs)) return undefined;
  return isRecord(node.attrs.values) ? node.attrs.values : undefined;
}

/** Only empty paragraphs: what an emptied editor leaves. */
function blank(value: unknown): boolean {
  if (isNothing(value)) return true;
  return Array.isArray(value) && value.every((n) => isRecord(n) && n.type === 'paragraph' && (!Array.isArray(n.content) || n.content.length === 0));
}

/** The schemes Bard may link or load with; a target without a scheme (a path, an anchor) is the site's own. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'statamic']);

/**
 * Whether a link's href or an image's src names a scheme that runs or shows a document the site
 * did not make (`javascript:`, `data:`, `vbscript:`…). Read as a browser reads it: control
 * characters and whitespace inside the scheme do not count (`java\tscript:` is `javascript:`).
 */
function unsafeTarget(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  // eslint-disable-next-line no-control-regex
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1];
  return scheme !== undefined && !SAFE_SCHEMES.has(scheme.toLowerCase());
}

/**
 * Sanitised on save, not only when rendered (issue 35, finding 10): a link mark whose href is
 * not a safe URL (`javascript:`, `data:`…) is dropped, its text kept; an image's unsafe `src`
 * is emptied. Other readers of the file (Statamic, the content API's clients) get no such URL.
 */
function safeNode(node: unknown, depth = 0): unknown {
  if (!isRecord(node) || depth > 100) return node;
  let out = node;
  if (Array.isArray(node.marks)) {
    const marks = node.marks.filter((mark) => !(isRecord(mark) && mark.type === 'link' && isRecord(mark.attrs) && unsafeTarget(mark.attrs.href)));
    if (marks.length !== node.marks.length) out = { ...out, marks };
  }
  if (node.type === 'image' && isRecord(node.attrs) && unsafeTarget(node.attrs.src)) {
    out = { ...out, attrs: { ...node.attrs, src: '' } };
  }
  if (Array.isArray(node.content)) out = { ...out, content: node.content.map((child) => safeNode(child, depth + 1)) };
  return out;
}

const processNode = (node: unknown, field: FieldSchema): unknown => {
  const values = setValues(node);
  if (!values || !isRecord(node)) return safeNode(node);
  const attrs = node.attrs as Record<string, unknown>;
  return { ...node, attrs: { ...attrs, values: processValues(setOf(field, values.type)?.fields ?? [], values) } };
};

/**
 * Rich text as Statamic's Bard stores it: ProseMirror JSON (a list of nodes), sets among them;
 * with `save_html: true` (or in older files) an HTML string, kept as a string.
 */
export const bard: FieldtypeDefinition<unknown> = {
  handle: 'bard',
  empty: (field) => (field.config.save_html === true ? '' : []),
  preProcess: (value) => value ?? [],
  process: (value, field) => {
    if (blank(value)) return undefined;
    return Array.isArray(value) ? value.map((node) => processNode(node, field)) : value;
  },
  isEmpty: (value) => blank(value),
  validate: (value, field) => {
    if (isNothing(value) || typeof value === 'string') return [];
    if (!Array.isArray(value) || !value.every((n) => isRecord(n) && typeof n.type === 'string')) return [message('validation.richText')];
    const unknown = value.map(setValues).filter((v) => v !== undefined && !setOf(field, v.type));
    return unknown.length > 0 ? [message('validation.richTextUnknownSet')] : [];
  },
  children: (value, field) =>
    (Array.isArray(value) ? value : []).flatMap((node, i) => {
      const values = setValues(node);
      const set = values ? setOf(field, values.type) : undefined;
      return values && set ? [{ path: `${i}.attrs.values`, fields: set.fields, values }] : [];
    }),
};
