import type { Data } from './types';

/** What augmentation needs to know about a field: its type and, for nested types, their fields. */
export interface FieldDef {
  type: string;
  maxFiles?: number;
  maxItems?: number;
  container?: string;
  taxonomies?: string[];
  /** Replicator/Bard sets: set handle → fields. */
  sets?: Map<string, Fields>;
  /** Grid and group sub-fields. */
  fields?: Fields;
}

export type Fields = Map<string, FieldDef>;

export interface Blueprint {
  handle: string;
  title: string;
  fields: Fields;
}

/** Blueprints keyed by namespace (`collections.news`, `globals`, `taxonomies.tags`, `navigation`) and handle. */
export class Blueprints {
  private byNamespace = new Map<string, Map<string, Blueprint>>();

  add(namespace: string, blueprint: Blueprint): void {
    const group = this.byNamespace.get(namespace) ?? new Map<string, Blueprint>();
    group.set(blueprint.handle, blueprint);
    this.byNamespace.set(namespace, group);
  }

  /** The named blueprint, else the namespace's first one (Statamic's default), else none. */
  find(namespace: string, handle?: string | null): Blueprint | undefined {
    const group = this.byNamespace.get(namespace);
    if (!group) return undefined;
    if (handle && group.has(handle)) return group.get(handle);
    return [...group.values()][0];
  }
}

function asRecord(value: unknown): Data | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : undefined;
}

/** Reads the field list of a blueprint file in either Statamic 4/5 (`tabs`) or 3 (`sections`) shape. */
export function parseBlueprint(handle: string, raw: Data): Blueprint {
  const fields: Fields = new Map();
  const containers = asRecord(raw.tabs) ?? asRecord(raw.sections) ?? {};
  for (const container of Object.values(containers)) {
    const c = asRecord(container);
    if (!c) continue;
    const sections = Array.isArray(c.sections) ? c.sections : [c];
    for (const section of sections) {
      const list = asRecord(section)?.fields;
      if (Array.isArray(list)) mergeFields(fields, parseFieldList(list));
    }
  }
  if (Array.isArray(raw.fields)) mergeFields(fields, parseFieldList(raw.fields));
  return { handle, title: typeof raw.title === 'string' ? raw.title : handle, fields };
}

function mergeFields(into: Fields, from: Fields): void {
  for (const [k, v] of from) into.set(k, v);
}

function parseFieldList(list: unknown[]): Fields {
  const fields: Fields = new Map();
  for (const item of list) {
    const record = asRecord(item);
    const handle = record?.handle;
    const field = asRecord(record?.field);
    // Imported fieldsets and `field: fieldset.handle` references are not resolved: such fields stay raw.
    if (typeof handle !== 'string' || !field) continue;
    fields.set(handle, parseField(field));
  }
  return fields;
}

function parseField(field: Data): FieldDef {
  const def: FieldDef = { type: typeof field.type === 'string' ? field.type : 'text' };
  if (typeof field.max_files === 'number') def.maxFiles = field.max_files;
  if (typeof field.max_items === 'number') def.maxItems = field.max_items;
  if (typeof field.container === 'string') def.container = field.container;
  if (Array.isArray(field.taxonomies)) def.taxonomies = field.taxonomies.filter((t): t is string => typeof t === 'string');
  else if (typeof field.taxonomy === 'string') def.taxonomies = [field.taxonomy];
  if (Array.isArray(field.fields)) def.fields = parseFieldList(field.fields);
  const sets = asRecord(field.sets);
  if (sets) {
    def.sets = new Map();
    for (const [setHandle, set] of Object.entries(sets)) {
      const s = asRecord(set);
      if (!s) continue;
      const grouped = asRecord(s.sets);
      if (grouped) {
        // Statamic 4+: sets are grouped; the group's own handle is not a set.
        for (const [inner, innerSet] of Object.entries(grouped)) {
          const innerFields = asRecord(innerSet)?.fields;
          def.sets.set(inner, Array.isArray(innerFields) ? parseFieldList(innerFields) : new Map());
        }
      } else {
        def.sets.set(setHandle, Array.isArray(s.fields) ? parseFieldList(s.fields) : new Map());
      }
    }
  }
  return def;
}
