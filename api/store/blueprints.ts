import { truthy } from './dates';
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
  /** The date fieldtype's `time_enabled`, `time_seconds_enabled` and `mode` (`single`, `range`). */
  timeEnabled?: boolean;
  secondsEnabled?: boolean;
  mode?: string;
}

export type Fields = Map<string, FieldDef>;

export interface Blueprint {
  handle: string;
  title: string;
  fields: Fields;
  /** The file's `order` (Statamic lists a namespace's blueprints by it, then by title). */
  order: number | null;
  /** The file's `hide`: not offered as a default. */
  hidden: boolean;
  /** The file's data as written (the control panel's forms read tabs, labels and rules from it). */
  raw?: Data;
}

/** Blueprints keyed by namespace (`collections.news`, `globals`, `taxonomies.tags`, `navigation`) and handle. */
export class Blueprints {
  private byNamespace = new Map<string, Map<string, Blueprint>>();
  /** Each namespace's list in order, made on first use: every entry and term shaped asks again. */
  private ordered = new Map<string, readonly Blueprint[]>();

  add(namespace: string, blueprint: Blueprint): void {
    const group = this.byNamespace.get(namespace) ?? new Map<string, Blueprint>();
    group.set(blueprint.handle, blueprint);
    this.byNamespace.set(namespace, group);
    this.ordered.delete(namespace);
  }

  /** A namespace's blueprints in Statamic's order (BlueprintRepository::in): by `order` (none last), then title. */
  in(namespace: string): readonly Blueprint[] {
    let list = this.ordered.get(namespace);
    if (!list) {
      list = [...(this.byNamespace.get(namespace)?.values() ?? [])].sort(
        (a, b) => (a.order ?? 99999) - (b.order ?? 99999) || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
      );
      this.ordered.set(namespace, list);
    }
    return list;
  }

  /**
   * As Collection::entryBlueprint() (src/Entries/Collection.php): a named blueprint by its
   * handle or the singular of it, undefined when neither exists; without a name, the first
   * blueprint that is not hidden, else the first.
   */
  lookup(namespace: string, handle: string | null): Blueprint | undefined {
    const group = this.byNamespace.get(namespace);
    if (handle !== null) return group?.get(handle) ?? group?.get(singular(handle));
    const all = this.in(namespace);
    return all.find((b) => !b.hidden) ?? all[0];
  }

  /** The named blueprint, else the namespace's default (a missing name falls back to it), else none. */
  find(namespace: string, handle?: string | null): Blueprint | undefined {
    return (handle ? this.lookup(namespace, handle) : undefined) ?? this.lookup(namespace, null);
  }
}

/**
 * A collection's entry blueprint as Collection::entryBlueprint() finds it: by handle (or its
 * singular), or the default without a name. A collection without blueprint files has one
 * fallback, named and titled after the singular of the collection (`articles` → `article`,
 * "Article") with the fields of `resources/blueprints/default.yaml` (else Statamic's own
 * default: a Markdown `content`). Undefined when a named blueprint does not exist.
 */
export function collectionBlueprint(blueprints: Blueprints, collection: { handle: string; title: string }, handle: string | null): Blueprint | undefined {
  const namespace = `collections.${collection.handle}`;
  if (blueprints.in(namespace).length > 0) return blueprints.lookup(namespace, handle);
  const fallback: Blueprint = {
    handle: singular(collection.handle),
    title: singular(collection.title),
    fields: blueprints.lookup('', 'default')?.fields ?? new Map([['content', { type: 'markdown' }]]),
    order: null,
    hidden: false,
  };
  return handle === null || handle === fallback.handle || singular(handle) === fallback.handle ? fallback : undefined;
}

/** Words English keeps in the singular (Laravel's Pluralizer leaves them as they are). */
const UNCOUNTABLE = new Set(['news', 'equipment', 'information', 'series', 'species', 'media', 'data', 'feedback', 'software', 'hardware', 'music', 'audio', 'video', 'content', 'staff', 'sheep', 'fish', 'deer']);

/**
 * The singular of a collection handle or title, as Laravel's Str::singular gives it for the
 * common English plurals (`articles` → `article`, `categories` → `category`, `news` → `news`).
 */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  const last = lower.split(/[\s_-]/).pop() ?? lower;
  if (UNCOUNTABLE.has(last)) return word;
  const keepCase = (stem: string, ending: string) => word.slice(0, stem.length) + ending;
  if (/[^aeiou]ies$/.test(lower)) return keepCase(lower.slice(0, -3), 'y');
  if (/(ss|x|z|ch|sh)es$/.test(lower)) return word.slice(0, -2);
  if (/s$/.test(lower) && !/(ss|us|is)$/.test(lower)) return word.slice(0, -1);
  return word;
}

/** Stringy's `humanize` (a blueprint's title when its file has none): `_id` dropped, underscores as spaces, first letter upper case. */
function humanize(handle: string): string {
  const text = handle.replaceAll('_id', '').replaceAll('_', ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
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
  return {
    handle,
    title: typeof raw.title === 'string' ? raw.title : humanize(handle),
    fields,
    order: typeof raw.order === 'number' ? raw.order : null,
    hidden: truthy(raw.hide),
    raw,
  };
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
  if (def.type === 'date') {
    def.timeEnabled = truthy(field.time_enabled);
    def.secondsEnabled = truthy(field.time_seconds_enabled);
    if (typeof field.mode === 'string') def.mode = field.mode;
  }
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
