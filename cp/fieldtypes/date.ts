import { message, type Message } from '../shared/messages';
import type { FieldtypeDefinition } from './types';
import { isNothing, isRecord } from './values';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

function realDate(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d!));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m! - 1 && at.getUTCDate() === d;
}

function dateErrors(value: unknown, timeEnabled: boolean): Message[] {
  if (typeof value !== 'string') return [message('validation.date')];
  const ok = DATE.test(value) || (timeEnabled && DATE_TIME.test(value));
  if (!ok) return [message(timeEnabled ? 'validation.dateTimeFormat' : 'validation.dateFormat')];
  return realDate(value) ? [] : [message('validation.realDate')];
}

/** A date as Statamic stores it: `Y-m-d`, `Y-m-d H:i` with `time_enabled`; a range (`mode: range`) as `{start, end}`. */
export const date: FieldtypeDefinition<unknown> = {
  handle: 'date',
  empty: (field) => (field.config.mode === 'range' ? { start: null, end: null } : null),
  preProcess: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value ?? null),
  process: (value) => {
    if (isNothing(value)) return undefined;
    if (isRecord(value) && isNothing(value.start) && isNothing(value.end)) return undefined;
    return typeof value === 'string' ? value.replace('T', ' ') : value;
  },
  isEmpty: (value) => isNothing(value) || (isRecord(value) && isNothing(value.start)),
  validate: (value, field) => {
    if (isNothing(value)) return [];
    const time = field.config.time_enabled === true;
    if (isRecord(value)) return [...(isNothing(value.start) ? [] : dateErrors(value.start, time)), ...(isNothing(value.end) ? [] : dateErrors(value.end, time))];
    return dateErrors(value, time);
  },
};
