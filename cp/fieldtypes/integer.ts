import { message } from '../shared/messages';
import type { FieldtypeDefinition } from './types';
import { isNothing } from './values';

/** A number written as a YAML number; the form may hold it as text while it is typed. */
export function numberField(handle: string, whole: boolean): FieldtypeDefinition<unknown> {
  const read = (value: unknown): number | undefined => {
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    return undefined;
  };
  return {
    handle,
    empty: () => null,
    preProcess: (value) => value ?? null,
    process: (value) => (isNothing(value) ? undefined : read(value) ?? value),
    validate: (value) => {
      if (isNothing(value)) return [];
      const n = read(value);
      if (n === undefined || !Number.isFinite(n)) return [message('validation.numeric')];
      return whole && !Number.isInteger(n) ? [message('validation.integer')] : [];
    },
  };
}

export const integer = numberField('integer', true);
