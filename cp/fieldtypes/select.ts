import { message, type Message } from '../shared/messages';
import type { FieldSchema } from '../shared/schema';
import type { FieldtypeDefinition } from './types';
import { asList, isNothing, optionKeys } from './values';

const multiple = (field: FieldSchema) => field.config.multiple === true;

/** Values outside the options are refused, except where the field lets editors add their own (`taggable`, or no options at all). */
export function outsideOptions(values: unknown[], field: FieldSchema): Message[] {
  const keys = optionKeys(field);
  if (keys.length === 0 || field.config.taggable === true) return [];
  const bad = values.filter((v) => !isNothing(v) && !keys.includes(String(v)));
  return bad.length > 0 ? [message('validation.notOffered', { options: bad.map(String).join(', ') })] : [];
}

/** One option, or a list of them with `multiple`. */
export const select: FieldtypeDefinition<unknown> = {
  handle: 'select',
  empty: (field) => (multiple(field) ? [] : null),
  preProcess: (value, field) => (multiple(field) ? asList(value) : value ?? null),
  process: (value, field) => {
    if (!multiple(field)) return isNothing(value) ? undefined : value;
    const list = asList(value);
    return list.length > 0 ? list : undefined;
  },
  validate: (value, field) => {
    if (isNothing(value)) return [];
    if (multiple(field) && !Array.isArray(value)) return [message('validation.optionList')];
    if (!multiple(field) && (typeof value === 'object' && value !== null)) return [message('validation.oneOption')];
    return outsideOptions(asList(value), field);
  },
};
