import { message } from '../shared/messages';
import type { FieldtypeDefinition } from './types';
import { isNothing } from './values';

/** A URL, a site path, `mailto:`/`tel:`, or a reference (`entry::{id}`, `asset::{container}::{path}`), stored as a string. */
export const link: FieldtypeDefinition<unknown> = {
  handle: 'link',
  empty: () => null,
  preProcess: (value) => value ?? null,
  process: (value) => (isNothing(value) ? undefined : value),
  validate: (value) => {
    if (isNothing(value)) return [];
    if (typeof value !== 'string') return [message('validation.link')];
    if (/^(entry::[\w-]+|asset::[\w-]+::.+|@child)$/.test(value)) return [];
    if (/^\/(?!\/)/.test(value) || /^(mailto|tel):/i.test(value) || /^#/.test(value)) return [];
    return /^https?:\/\/[^\s/]+/i.test(value) ? [] : [message('validation.linkFormat')];
  },
};
