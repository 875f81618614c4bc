/**
 * A blueprint as the control panel's forms read it: Statamic's tabs → sections → fields,
 * normalised on the server (server/cp/content/blueprint-form.ts) from whatever shape the file
 * has (v5 `tabs`, v3 `sections`, replicator sets grouped or flat). Shared by the server (what
 * it validates) and the browser (what it draws): types only, no code.
 */

export interface FormSchema {
  /** The blueprint's handle (`article`), namespace aside. */
  handle: string;
  /** The blueprint's title (`Article`). */
  title: string;
  tabs: TabSchema[];
}

export interface TabSchema {
  handle: string;
  /** The tab's `display`, else its handle in title case. */
  display: string;
  sections: SectionSchema[];
}

export interface SectionSchema {
  display?: string;
  instructions?: string;
  fields: FieldSchema[];
}

export interface FieldSchema {
  handle: string;
  /** Statamic's fieldtype handle (`text`, `bard`, `replicator`…); unknown ones are shown read-only and kept. */
  type: string;
  /** The field's `display`, else the handle in title case (`news_categories` → `News categories`). */
  display: string;
  instructions?: string;
  /** Statamic's default is localizable: false; a localization shows such a field read-only (the origin's value). */
  localizable: boolean;
  /** `required` is among the validate rules. */
  required: boolean;
  /** The field's Laravel-style rules as written (`required`, `max:120`, `min:3`, `email`, `url`…). */
  validate: string[];
  /** Everything else the field's config says (options, max_items, container, collections, time_enabled…), as written. */
  config: Record<string, unknown>;
  /** Grid (and group) sub-fields. */
  fields?: FieldSchema[];
  /** Replicator and Bard sets, flattened from Statamic's groups (a set's `group` names its group). */
  sets?: SetSchema[];
}

export interface SetSchema {
  handle: string;
  display: string;
  instructions?: string;
  /** The group's display where the blueprint groups its sets (Statamic 4+). */
  group?: string;
  fields: FieldSchema[];
}

/** Field values by handle, as the form edits them (a file's data, pre-processed per fieldtype). */
export type Values = Record<string, unknown>;

/** Validation errors by field path (`title`, `blocks.2.heading`, `files.0.url`): messages in the editor's words. */
export type FieldErrors = Record<string, string[]>;
