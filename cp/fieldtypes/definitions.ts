/**
 * Every fieldtype the panel knows, by Statamic's handle. A type not here is unknown: shown
 * read-only and written back untouched.
 */
import { assets } from './assets';
import { bard } from './bard';
import { checkboxes } from './checkboxes';
import { code } from './code';
import { date } from './date';
import { entries } from './entries';
import { float } from './float';
import { grid } from './grid';
import { group } from './group';
import { integer } from './integer';
import { link } from './link';
import { markdown } from './markdown';
import { radio } from './radio';
import { replicator } from './replicator';
import { section } from './section';
import { select } from './select';
import { slug } from './slug';
import { terms } from './terms';
import { text } from './text';
import { textarea } from './textarea';
import { toggle } from './toggle';
import type { FieldtypeDefinition } from './types';

const LIST = [assets, bard, checkboxes, code, date, entries, float, grid, group, integer, link, markdown, radio, replicator, section, select, slug, terms, text, textarea, toggle] as FieldtypeDefinition<unknown>[];

export const FIELDTYPES: ReadonlyMap<string, FieldtypeDefinition<unknown>> = new Map(LIST.map((d) => [d.handle, d]));

/** The definition of a fieldtype, undefined for an unknown one. */
export function definitionOf(type: string): FieldtypeDefinition<unknown> | undefined {
  return FIELDTYPES.get(type);
}
