import type { FieldtypeDefinition } from './types';

/**
 * PHP's `(bool)`, which Statamic's Toggle::process applies to whatever it is sent: nothing, `false`,
 * `0`, `''`, `'0'` and an empty list are off, anything else on.
 */
function phpBool(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '' || value === '0') return false;
  return !(Array.isArray(value) && value.length === 0);
}

/**
 * On or off: stored as a boolean (Statamic's toggle writes `true`/`false`). Statamic refuses no
 * toggle value: a toggle missing from a set (or the item) reads as off, and anything else is
 * cast as PHP casts it (issue 36), so the panel refuses none either.
 */
export const toggle: FieldtypeDefinition<boolean> = {
  handle: 'toggle',
  empty: (field) => field.config.default === true,
  preProcess: (value) => value === true || value === 1 || value === '1' || value === 'true',
  process: (value) => phpBool(value),
  isEmpty: () => false,
};
