import { message } from '../shared/messages';
import type { FieldtypeDefinition } from './types';
import { isNothing } from './values';

/** A one-line string (numbers written in YAML stay numbers until edited). */
export function stringField(handle: string): FieldtypeDefinition<unknown> {
  return {
    handle,
    empty: () => '',
    preProcess: (value) => (value === null || value === undefined ? '' : value),
    process: (value) => (isNothing(value) ? undefined : value),
    validate: (value) => (typeof value === 'string' || typeof value === 'number' || isNothing(value) ? [] : [message('validation.text')]),
  };
}

export const text = stringField('text');
