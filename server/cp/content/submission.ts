/**
 * A form's values applied to a file's data: every key the file has that the form does not
 * change keeps its value and place (keys the blueprint does not know, unknown fieldtypes);
 * a value equal to what the form was given is left exactly as written (no reformatting of an
 * unchanged field); a changed one is processed by its fieldtype, and "no value" removes the key.
 */
import { isDeepStrictEqual } from 'node:util';
import { definitionOf } from '../../../cp/fieldtypes/definitions';
import type { FieldSchema, Values } from '../../../cp/shared/schema';
import type { Data } from '../../../api/store/types';
import { RESERVED_KEYS } from './validate';

/** The file's value as the form shows it. */
export function formValue(field: FieldSchema, value: unknown): unknown {
  const definition = definitionOf(field.type);
  return definition?.preProcess ? definition.preProcess(value, field) : value;
}

/** The form's values of a file's data: the blueprint's fields pre-processed, other keys as written, meta keys left out. */
export function formValues(fields: FieldSchema[], data: Data): Values {
  const out: Values = {};
  const known = new Set(fields.map((f) => f.handle));
  for (const field of fields) {
    if (RESERVED_KEYS.has(field.handle) || field.type === 'section') continue;
    if (Object.hasOwn(data, field.handle) || definitionOf(field.type)) out[field.handle] = formValue(field, data[field.handle]);
  }
  for (const [key, value] of Object.entries(data)) if (!known.has(key) && !RESERVED_KEYS.has(key)) out[key] = value;
  return out;
}

export interface ApplyOptions {
  fields: FieldSchema[];
  current: Data;
  submitted: Values;
  /** A localization: the fields it overrides; localizable fields not listed go back to the origin (removed). */
  localized: Set<string> | null;
}

/** The fields a submission may write: known types, not reserved, and in a localization only localizable ones. */
export function writableFields(fields: FieldSchema[], localized: Set<string> | null): FieldSchema[] {
  return fields.filter((f) => definitionOf(f.type) && f.type !== 'section' && !RESERVED_KEYS.has(f.handle) && (localized === null || (f.localizable && localized.has(f.handle))));
}

export function applySubmission({ fields, current, submitted, localized }: ApplyOptions): Data {
  const out: Data = { ...current };
  for (const field of fields) {
    const definition = definitionOf(field.type);
    if (!definition || field.type === 'section' || RESERVED_KEYS.has(field.handle)) continue;
    if (localized !== null && !field.localizable) continue;
    if (localized !== null && !localized.has(field.handle)) {
      delete out[field.handle];
      continue;
    }
    if (!Object.hasOwn(submitted, field.handle)) continue;
    const value = submitted[field.handle];
    const had = Object.hasOwn(current, field.handle);
    if (isDeepStrictEqual(value, formValue(field, had ? current[field.handle] : undefined)) && (had || localized === null)) continue;
    const processed = definition.process ? definition.process(value, field) : value;
    if (processed === undefined || processed === null) delete out[field.handle];
    else out[field.handle] = processed;
  }
  return out;
}
