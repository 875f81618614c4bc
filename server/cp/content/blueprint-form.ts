/**
 * A blueprint file as the control panel's form (cp/shared/schema.ts): Statamic's tabs →
 * sections → fields, whatever shape the file has — v5 `tabs`, v3 `sections`, a bare `fields`
 * list —, with fieldset `import:`s (and their `prefix`) and `field: fieldset.handle`
 * references resolved, and replicator/Bard sets flattened from their groups. The blueprint
 * itself is found by api/store/blueprints.ts (Collection::entryBlueprint's rules); this reads
 * the raw data it keeps.
 */
import type { Blueprint } from '../../../api/store/blueprints';
import type { Data } from '../../../api/store/types';
import type { FieldSchema, FormSchema, SectionSchema, SetSchema, TabSchema } from '../../../cp/shared/schema';

/** A fieldset file's data by handle (`resources/fieldsets/{handle}.yaml`), undefined when there is none. */
export type FieldsetReader = (handle: string) => Data | undefined;

/** Keys of a field's config that the schema holds in its own properties. */
const OWN_KEYS = new Set(['type', 'display', 'instructions', 'localizable', 'validate', 'required', 'fields', 'sets']);
/** Fieldsets importing fieldsets: deeper than this is a loop. */
const MAX_IMPORT_DEPTH = 8;
const FIELDSET_HANDLE = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/i;

function record(value: unknown): Data | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : undefined;
}

/** A handle as a label when the blueprint gives none: `news_categories` → `News categories`. */
export function titleCase(handle: string): string {
  const text = handle.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `validate` as Statamic takes it: a `|`-separated string or a list; `required: true` adds `required`. */
function rules(config: Data): string[] {
  const raw = config.validate;
  const list = typeof raw === 'string' ? raw.split('|') : Array.isArray(raw) ? raw.filter((r): r is string => typeof r === 'string') : [];
  const out = list.map((r) => r.trim()).filter((r) => r !== '');
  if (config.required === true && !out.includes('required')) out.unshift('required');
  return out;
}

class FormReader {
  constructor(private readonly readFieldset: FieldsetReader) {}

  fieldList(list: unknown, depth = 0): FieldSchema[] {
    if (!Array.isArray(list)) return [];
    const out: FieldSchema[] = [];
    for (const item of list) {
      const entry = record(item);
      if (!entry) continue;
      if (typeof entry.import === 'string') {
        out.push(...this.imported(entry.import, typeof entry.prefix === 'string' ? entry.prefix : '', depth));
        continue;
      }
      if (typeof entry.handle !== 'string' || entry.handle === '') continue;
      const inline = record(entry.field);
      if (inline) out.push(this.field(entry.handle, inline, depth));
      else if (typeof entry.field === 'string') {
        // `field: fieldset.handle` with `config:` overrides.
        const referenced = this.referenced(entry.field, depth);
        out.push(this.field(entry.handle, { ...(referenced ?? { type: 'text' }), ...(record(entry.config) ?? {}) }, depth));
      }
    }
    return out;
  }

  private fieldsetFields(handle: string, depth: number): unknown {
    if (depth >= MAX_IMPORT_DEPTH || !FIELDSET_HANDLE.test(handle)) return undefined;
    return this.readFieldset(handle)?.fields;
  }

  private imported(handle: string, prefix: string, depth: number): FieldSchema[] {
    const fields = this.fieldList(this.fieldsetFields(handle, depth), depth + 1);
    return prefix ? fields.map((f) => ({ ...f, handle: prefix + f.handle })) : fields;
  }

  private referenced(reference: string, depth: number): Data | undefined {
    const dot = reference.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const list = this.fieldsetFields(reference.slice(0, dot), depth);
    const name = reference.slice(dot + 1);
    if (!Array.isArray(list)) return undefined;
    for (const item of list) {
      const entry = record(item);
      if (entry?.handle === name && record(entry.field)) return record(entry.field);
    }
    return undefined;
  }

  field(handle: string, raw: Data, depth: number): FieldSchema {
    const config: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) if (!OWN_KEYS.has(key)) config[key] = value;
    const validate = rules(raw);
    const field: FieldSchema = {
      handle,
      type: typeof raw.type === 'string' ? raw.type : 'text',
      display: typeof raw.display === 'string' && raw.display !== '' ? raw.display : titleCase(handle),
      localizable: raw.localizable === true,
      required: validate.includes('required'),
      validate,
      config,
    };
    if (typeof raw.instructions === 'string' && raw.instructions !== '') field.instructions = raw.instructions;
    if (Array.isArray(raw.fields)) field.fields = this.fieldList(raw.fields, depth);
    const sets = record(raw.sets);
    if (sets) field.sets = this.sets(sets, depth);
    return field;
  }

  /** Statamic 4+ groups sets (`sets: {group: {display, sets: {...}}}`); older files list them flat. */
  private sets(raw: Data, depth: number): SetSchema[] {
    const out: SetSchema[] = [];
    const add = (handle: string, set: Data, group?: string) => {
      const schema: SetSchema = { handle, display: typeof set.display === 'string' && set.display !== '' ? set.display : titleCase(handle), fields: this.fieldList(set.fields, depth) };
      if (typeof set.instructions === 'string' && set.instructions !== '') schema.instructions = set.instructions;
      if (group !== undefined) schema.group = group;
      out.push(schema);
    };
    for (const [handle, value] of Object.entries(raw)) {
      const set = record(value);
      if (!set) continue;
      const grouped = record(set.sets);
      if (grouped) {
        const group = typeof set.display === 'string' && set.display !== '' ? set.display : titleCase(handle);
        for (const [inner, innerSet] of Object.entries(grouped)) {
          const s = record(innerSet);
          if (s) add(inner, s, group);
        }
      } else add(handle, set);
    }
    return out;
  }

  sections(container: Data): SectionSchema[] {
    // v4/v5: a tab holds `sections`; v3: the section itself holds `fields`.
    const list = Array.isArray(container.sections) ? container.sections : [container];
    const out: SectionSchema[] = [];
    for (const item of list) {
      const section = record(item);
      if (!section) continue;
      const schema: SectionSchema = { fields: this.fieldList(section.fields) };
      if (typeof section.display === 'string' && section.display !== '' && section !== container) schema.display = section.display;
      if (typeof section.instructions === 'string' && section.instructions !== '') schema.instructions = section.instructions;
      out.push(schema);
    }
    return out;
  }
}

/** The form of a blueprint found by the store (its file's raw data read again for labels, rules and layout). */
export function blueprintForm(blueprint: Pick<Blueprint, 'handle' | 'title' | 'raw'>, readFieldset: FieldsetReader): FormSchema {
  const reader = new FormReader(readFieldset);
  const raw = blueprint.raw ?? {};
  const tabs: TabSchema[] = [];
  const containers = record(raw.tabs) ?? record(raw.sections);
  for (const [handle, value] of Object.entries(containers ?? {})) {
    const container = record(value);
    if (!container) continue;
    tabs.push({ handle, display: typeof container.display === 'string' && container.display !== '' ? container.display : titleCase(handle), sections: reader.sections(container) });
  }
  if (Array.isArray(raw.fields)) tabs.push({ handle: 'main', display: 'Main', sections: [{ fields: reader.fieldList(raw.fields) }] });
  if (tabs.length === 0 && !blueprint.raw) {
    // The fallback blueprint of a collection without files: its fields come from the store (a Markdown `content`).
    tabs.push({ handle: 'main', display: 'Main', sections: [{ fields: [reader.field('content', { type: 'markdown' }, 0)] }] });
  }
  return { handle: blueprint.handle, title: blueprint.title, tabs };
}

/** Every top-level field of a form, in order. */
export function formFields(form: FormSchema): FieldSchema[] {
  return form.tabs.flatMap((t) => t.sections.flatMap((s) => s.fields));
}
