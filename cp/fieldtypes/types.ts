/**
 * One Statamic fieldtype = one module pair (STYLE.md habit 9), registered by handle:
 *
 * - `{type}.ts` exports a `FieldtypeDefinition`: how a value is read from the file into the
 *   form (`preProcess`), written back (`process`), what a new item starts with (`empty`) and
 *   the checks the type itself implies (`validate`, beyond the blueprint's `validate` rules).
 *   Plain TypeScript, used by the server (validation before any write) and the browser.
 *   Registered in `cp/fieldtypes/definitions.ts`.
 * - `{type}.tsx` exports the React component that edits the value (`FieldComponent`),
 *   registered (lazily where heavy: Bard, CodeMirror) in `cp/fieldtypes/components.tsx`.
 *
 * A type with no definition is unknown: its value is shown read-only and written back untouched.
 */
import type { ComponentType } from 'react';
import type { Message } from '../shared/messages';
import type { FieldSchema, Values } from '../shared/schema';

/** What a fieldtype's own checks may look at besides its value. */
export interface ValidationContext {
  /** Where the value sits, for nested messages (`blocks.2.heading`). */
  path: string;
  /** The values beside this one (a set's or a row's, or the item's), for rules such as `required_if`. */
  siblings: Values;
}

export interface FieldtypeDefinition<V = unknown> {
  handle: string;
  /** The value of a field nobody filled in (a new entry, a new set or row). */
  empty(field: FieldSchema): V;
  /** The file's value → the form's (Statamic's preProcess). Default: as it is. */
  preProcess?(value: unknown, field: FieldSchema): V;
  /**
   * The form's value → the file's (Statamic's process). `undefined` means "no value": the key
   * is left out of the file, as Statamic leaves out nulls. Default: as it is.
   */
  process?(value: V, field: FieldSchema): unknown;
  /** Is this form value "nothing" (for `required`)? Default: null, undefined, '' or []. */
  isEmpty?(value: V, field: FieldSchema): boolean;
  /**
   * The type's own checks (a number is a number, an option is one of the options): messages for
   * this field, whose `{label}` the validation fills in with the field's display name.
   */
  validate?(value: V, field: FieldSchema, context: ValidationContext): Message[];
  /** Nested fields whose values are validated and processed recursively (grid rows, replicator and bard sets). */
  children?(value: V, field: FieldSchema): { path: string; fields: FieldSchema[]; values: Values }[];
}

/** What every field component gets. The surrounding `<Field>` draws label, instructions and errors. */
export interface FieldProps<V = unknown> {
  field: FieldSchema;
  value: V;
  onChange(value: V): void;
  /** The control's id: `<Field>`'s `<label htmlFor>` points at it. */
  id: string;
  /** Ids of the instructions and error texts, for `aria-describedby`. */
  describedBy?: string;
  /** The field has errors (for `aria-invalid`). */
  invalid: boolean;
  /** Not editable here (a localization's non-localizable field, an unknown type, no permission). */
  readOnly: boolean;
  /** The site being edited (pickers search in it). */
  site: string;
  /** The dotted path of this value in the item (`blocks.2.heading`), for nested errors and ids. */
  path: string;
}

export type FieldComponent<V = unknown> = ComponentType<FieldProps<V>>;
