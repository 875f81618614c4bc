import { message } from '../shared/messages';
import type { FieldtypeDefinition } from './types';
import { stringField } from './text';

const base = stringField('slug');

/** A slug field: lower-case letters, digits, `_` and inner hyphens (what Statamic's slug rules leave). */
export const slug: FieldtypeDefinition<unknown> = {
  ...base,
  validate: (value, field, context) => {
    const errors = base.validate!(value, field, context);
    if (typeof value === 'string' && value !== '' && !/^[\p{Ll}\p{Lo}\p{N}_]+(?:-[\p{Ll}\p{Lo}\p{N}_]+)*$/u.test(value)) {
      errors.push(message('validation.slug'));
    }
    return errors;
  },
};
