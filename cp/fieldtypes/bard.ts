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

const processNode = (node: unknown, field: FieldSchema): unknown => {
  const values = setValues(node);
  if (!values || !isRecord(node)) return node;
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
