/**
 * Statamic's Bard value ⇄ the TipTap document the editor edits. Statamic stores the
 * document's top-level nodes as an array, without the `{type: 'doc'}` wrapper
 * (statamic/cms src/Fieldtypes/Bard.php preProcess/process), sets as
 * `{type: 'set', attrs: {id, enabled, values: {type: handle, ...fields}}}` (preProcessRow).
 */
import type { JSONContent } from '@tiptap/core';

export type BardNode = JSONContent & { type: string };
export type BardValue = BardNode[];

export interface SetAttrs {
  id: string;
  enabled: boolean;
  values: Record<string, unknown> & { type: string };
}

/** Statamic's RowId::generate(): Str::random(8), letters and digits. */
export function newSetId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

/** A value Bard can edit here (an array of nodes); HTML strings (`save_html`) and other shapes are not. */
export function isBardValue(value: unknown): value is BardValue {
  return Array.isArray(value) && value.every((node) => typeof node === 'object' && node !== null && typeof (node as { type?: unknown }).type === 'string');
}

/**
 * Statamic's value → a TipTap doc. As Bard::preProcess: nodes without a type are dropped,
 * TipTap 1's snake_case types become camelCase (convertLegacyTiptap, attrs untouched), inline
 * roots are wrapped in a paragraph, sets get an id (preProcessRow) and `enabled`.
 */
export function toTiptap(value: unknown): JSONContent {
  const nodes = (Array.isArray(value) ? value : []).filter((n): n is BardNode => typeof n === 'object' && n !== null && typeof (n as { type?: unknown }).type === 'string').map(camelTypes);
  if (nodes.length === 0) return { type: 'doc', content: [{ type: 'paragraph' }] };
  const first = nodes[0]!;
  const wrapped = first.type === 'text' || first.type === 'hardBreak' ? [{ type: 'paragraph', content: nodes }] : nodes;
  return { type: 'doc', content: wrapped.map((node) => (node.type === 'set' ? withSetDefaults(node) : node)) };
}

/** The editor's doc → Statamic's value: the top-level nodes, with the attributes only the editor adds removed. */
export function toStatamic(doc: JSONContent): BardValue {
  return (doc.content ?? []).map((node) => stripEditorAttrs(node) as BardNode);
}

/** Bard::process: an empty editor (one empty paragraph, or nothing) is no value. */
export function isEmptyBard(value: BardValue): boolean {
  return value.length === 0 || (value.length === 1 && value[0]!.type === 'paragraph' && !value[0]!.content?.length);
}

function withSetDefaults(node: BardNode): BardNode {
  const attrs = (node.attrs ?? {}) as Partial<SetAttrs>;
  return { ...node, attrs: { ...attrs, id: attrs.id ?? newSetId(), enabled: attrs.enabled ?? true, values: attrs.values ?? { type: '' } } };
}

/** Bard::convertLegacyTiptap: `bullet_list` → `bulletList`, recursively, leaving attrs alone. */
function camelTypes(node: BardNode): BardNode {
  const type = node.type.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
  return {
    ...node,
    type,
    ...(node.content ? { content: node.content.map((child) => camelTypes(child as BardNode)) } : {}),
    ...(node.marks ? { marks: node.marks.map((mark) => ({ ...mark, type: mark.type.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()) })) } : {}),
  };
}

/** `textAlign: null` exists only to keep an alignment Statamic wrote (bard/extensions.ts); it is not written. */
function stripEditorAttrs(node: JSONContent): JSONContent {
  const out: JSONContent = { ...node };
  if (out.attrs && 'textAlign' in out.attrs && out.attrs.textAlign === null) {
    const { textAlign: _dropped, ...rest } = out.attrs;
    if (Object.keys(rest).length > 0) out.attrs = rest;
    else delete out.attrs;
  }
  if (node.content) out.content = node.content.map(stripEditorAttrs);
  return out;
}

/**
 * Node and mark types in a doc that the schema does not know (Statamic's image and table
 * nodes, custom extensions): the editor would drop them, so the field is shown read-only.
 */
export function unknownTypes(doc: JSONContent, schema: { nodes: Record<string, unknown>; marks: Record<string, unknown> }): string[] {
  const unknown = new Set<string>();
  const visit = (node: JSONContent) => {
    if (node.type && !(node.type in schema.nodes)) unknown.add(node.type);
    for (const mark of node.marks ?? []) if (!(mark.type in schema.marks)) unknown.add(mark.type);
    node.content?.forEach(visit);
  };
  visit(doc);
  return [...unknown];
}
