/**
 * A stored value as a person reads it in the history (the editor's words, not YAML): text as
 * written, options by their label, entries by their title, yes/no, lists, Replicator and Bard
 * content as its sets by name with their text, a tree as its items' titles by depth.
 */
import { fieldOptions, selectedValues } from '../../../cp/fieldtypes/options';
import { setOf } from '../../../cp/fieldtypes/replicator';
import type { HistoryValue } from '../../../cp/shared/history';
import type { FieldSchema } from '../../../cp/shared/schema';
import type { ContentIndex } from '../../../api/store/types';

/** Longer text is cut here (the difference names the field; the editor opens the form for the rest). */
const MAX_TEXT = 2000;
const MAX_SET_TEXT = 160;
const META_KEYS = new Set(['id', 'type', 'enabled', '_id']);
/** The keys of a Bard (ProseMirror) node; a set's values have their fields' keys besides `type`. */
const NODE_KEYS = new Set(['type', 'content', 'text', 'attrs', 'marks']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every piece of text inside a value (Bard's text nodes, a set's fields), in order. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.trim()) out.push(value);
  } else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) texts(item, out);
  else if (isRecord(value)) {
    // A ProseMirror node: its text and its children's; marks and attrs are formatting.
    if (typeof value.type === 'string' && Object.keys(value).every((key) => NODE_KEYS.has(key))) {
      if (typeof value.text === 'string') out.push(value.text);
      texts(value.content, out);
    } else for (const [key, item] of Object.entries(value)) if (!META_KEYS.has(key)) texts(item, out);
  }
  return out;
}

/** Markdown's heading marks, bold and code ticks: the text as it reads. */
const plain = (text: string) => text.replace(/^#{1,6}\s+/gm, '').replace(/\*\*|__|`/g, '');
const textOf = (value: unknown, max = MAX_SET_TEXT) => cut(oneLine(plain(texts(value).join(' '))), max);
/** Fields whose values are references or settings, not words: a set's summary leaves them out. */
const NOT_TEXT = new Set(['assets', 'entries', 'terms', 'users', 'toggle', 'link', 'date', 'color', 'video', 'hidden', 'select', 'radio', 'checkboxes', 'button_group']);

/** A set's words: its text fields in the blueprint's order (all its values when the set is unknown). */
function setText(values: Record<string, unknown>, fields: FieldSchema[] | undefined): string {
  if (!fields) return textOf(values);
  return textOf(fields.filter((f) => !NOT_TEXT.has(f.type)).map((f) => values[f.handle]));
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) || (isRecord(value) && Object.keys(value).length === 0);
}

function entryTitle(index: ContentIndex, id: string): string {
  const title = index.entries.get(id)?.values.title;
  return typeof title === 'string' && title ? title : id;
}

function sets(field: FieldSchema, value: unknown[]): HistoryValue {
  const items = value.map((item) => {
    if (!isRecord(item)) return { set: null, text: textOf(item) };
    // Bard: a set node carries its values in attrs; any other node is a text block.
    const values = field.type === 'bard' ? (item.type === 'set' && isRecord(item.attrs) && isRecord(item.attrs.values) ? item.attrs.values : null) : item;
    if (!values) return { set: null, text: textOf(item) };
    const set = setOf(field, values.type);
    return { set: set?.display ?? String(values.type ?? ''), text: setText(values, set?.fields) };
  });
  return { kind: 'sets', items };
}

/** A value of a blueprint field (null: a key the blueprint does not know, shown as its plain text). */
export function renderValue(value: unknown, field: FieldSchema | null, index: ContentIndex): HistoryValue {
  if (isEmpty(value)) return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  const type = field?.type ?? '';
  if (field && (type === 'replicator' || type === 'bard') && Array.isArray(value)) return sets(field, value);
  if (field && ['select', 'radio', 'checkboxes', 'button_group'].includes(type)) {
    const options = fieldOptions(field);
    const labels = selectedValues(value).map((v) => options.find((o) => o.value === v)?.label ?? v);
    return Array.isArray(value) ? { kind: 'list', items: labels } : { kind: 'text', text: labels.join(', ') };
  }
  if (type === 'entries' || type === 'link') {
    const ids = Array.isArray(value) ? value.map(String) : [String(value)];
    const shown = ids.map((id) => (id.startsWith('entry::') ? entryTitle(index, id.slice(7)) : type === 'entries' ? entryTitle(index, id) : id));
    return Array.isArray(value) ? { kind: 'list', items: shown } : { kind: 'text', text: shown[0]! };
  }
  if (Array.isArray(value)) return { kind: 'list', items: value.map((item) => (typeof item === 'string' ? cut(item, MAX_SET_TEXT) : textOf(item))) };
  if (isRecord(value)) {
    // A group (or a key the blueprint does not know): its fields' text, by handle.
    const sub = field?.fields ?? [];
    const items = Object.entries(value)
      .filter(([key, v]) => !META_KEYS.has(key) && !isEmpty(v))
      .map(([key, v]) => `${sub.find((f) => f.handle === key)?.display ?? key}: ${typeof v === 'boolean' ? String(v) : textOf(v)}`);
    return { kind: 'list', items };
  }
  return { kind: 'text', text: cut(String(value), MAX_TEXT) };
}

/** A tree as Statamic stores it (`tree: [{entry|url|title, children}]`): each item's title at its depth. */
export function renderTree(tree: unknown, index: ContentIndex): HistoryValue {
  const items: { depth: number; text: string }[] = [];
  const walk = (nodes: unknown, depth: number) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes) {
      if (!isRecord(node)) continue;
      const title = typeof node.title === 'string' && node.title ? node.title : typeof node.entry === 'string' ? entryTitle(index, node.entry) : typeof node.url === 'string' ? node.url : '';
      items.push({ depth, text: title });
      walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return items.length > 0 ? { kind: 'tree', items } : { kind: 'empty' };
}
