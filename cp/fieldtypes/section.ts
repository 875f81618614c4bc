import type { FieldtypeDefinition } from './types';

/** A heading between fields: it holds no value and writes none. */
export const section: FieldtypeDefinition<undefined> = {
  handle: 'section',
  empty: () => undefined,
  preProcess: () => undefined,
  process: () => undefined,
  isEmpty: () => true,
};
