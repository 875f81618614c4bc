/**
 * The publish form's one state: the item's values (edited by dotted path, `blocks.2.heading`),
 * which fields a localization overrides, the item's own settings beside its fields (`meta`:
 * slug, date, published), the server's errors by path, and the version the form was loaded at.
 * Dirty means "differs from what was loaded or last saved".
 */
import type { FieldErrors, Values } from '../../shared/schema';

/** What a form starts from (a loaded document) and what a save sends and gets back. */
export interface FormInit {
  values: Values;
  /** Localizations: the overridden field handles; null for an origin (or a global's origin site). */
  localized: string[] | null;
  meta: Record<string, unknown>;
  version: string;
}

export interface FormState extends FormInit {
  errors: FieldErrors;
  /** What was loaded or last saved, to tell whether anything changed. */
  baseline: string;
}

export type FormAction =
  | { type: 'set'; path: string; value: unknown }
  | { type: 'meta'; key: string; value: unknown }
  /** Localizations: make a field the localization's own, starting from the origin's value. */
  | { type: 'override'; handle: string; value: unknown }
  /** Localizations: drop the override, the field follows the origin again. */
  | { type: 'useOrigin'; handle: string }
  | { type: 'errors'; errors: FieldErrors }
  | { type: 'load'; init: FormInit };

export function snapshot(state: Pick<FormInit, 'values' | 'localized' | 'meta'>): string {
  return JSON.stringify([state.values, state.localized ? [...state.localized].sort() : null, state.meta]);
}

export function initialState(init: FormInit): FormState {
  return { ...init, errors: {}, baseline: snapshot(init) };
}

export function isDirty(state: FormState): boolean {
  return snapshot(state) !== state.baseline;
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'set':
      return { ...state, values: setAt(state.values, action.path.split('.'), action.value) };
    case 'meta':
      return { ...state, meta: { ...state.meta, [action.key]: action.value } };
    case 'override':
      if (!state.localized || state.localized.includes(action.handle)) return state;
      return { ...state, localized: [...state.localized, action.handle], values: { ...state.values, [action.handle]: structuredClone(action.value) } };
    case 'useOrigin': {
      if (!state.localized) return state;
      const values = { ...state.values };
      delete values[action.handle];
      return { ...state, localized: state.localized.filter((h) => h !== action.handle), values };
    }
    case 'errors':
      return { ...state, errors: action.errors };
    case 'load':
      return initialState(action.init);
  }
}

/** The value at a dotted path (list indexes are numbers in the path). */
export function getAt(values: unknown, path: string): unknown {
  let current = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function setAt(target: unknown, [key, ...rest]: string[], value: unknown): Values {
  const base: Record<string, unknown> | unknown[] = Array.isArray(target) ? [...(target as unknown[])] : { ...(target as Record<string, unknown> | undefined) };
  const slot = key!;
  const current = (base as Record<string, unknown>)[slot];
  (base as Record<string, unknown>)[slot] = rest.length ? setAt(current ?? (/^\d+$/.test(rest[0]!) ? [] : {}), rest, value) : value;
  return base as Values;
}

/** The DOM id of a field's control, from its path (`blocks.2.heading` → `field-blocks-2-heading`). */
export function fieldId(path: string): string {
  return `field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
