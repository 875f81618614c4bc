import { message } from '../shared/messages';
import type { FieldSchema } from '../shared/schema';
import type { FieldtypeDefinition } from './types';
import { asList, storeList } from './values';

/**
 * A list of picked items, stored as one string where the field allows one item (`max_files: 1`
 * for assets, `max_items: 1` for entries and terms), else as a list; the form always edits a list.
 */
export function pickerField(handle: string, maxKey: 'max_files' | 'max_items'): FieldtypeDefinition<unknown[]> {
  const max = (field: FieldSchema) => (typeof field.config[maxKey] === 'number' ? (field.config[maxKey] as number) : undefined);
  return {
    handle,
    empty: () => [],
    preProcess: (value) => asList(value),
    process: (value, field) => storeList(value, max(field)),
    validate: (value, field) => {
      const list = asList(value);
      if (list.some((v) => typeof v !== 'string' || v === '' || v.length > 1024)) return [message('validation.references')];
      const limit = max(field);
      if (limit !== undefined && list.length > limit) return [limit === 1 ? message('validation.oneItem') : message('validation.maxPicked', { limit })];
      return [];
    },
  };
}

export const assets = pickerField('assets', 'max_files');
