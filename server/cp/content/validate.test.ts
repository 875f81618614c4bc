// The checks a save makes before it writes (validate.ts): only what Statamic itself refuses
// (issue 36). A toggle missing from a replicator set is off, as Statamic reads it.
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../../cp/shared/schema';
import { toggle } from '../../../cp/fieldtypes/toggle';
import { applySubmission, formValues } from './submission';
import { validateValues } from './validate';

const field = (handle: string, type: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({ handle, type, display: handle, localizable: false, required: false, validate: [], config: {}, ...extra });

const FIELDS: FieldSchema[] = [
  field('featured', 'toggle'),
  field('blocks', 'replicator', {
    sets: [{ handle: 'callout', display: 'Callout', fields: [field('text', 'text'), field('highlight', 'toggle')] }],
  }),
];

describe('toggles, as Statamic takes them', () => {
  it('accepts a set without its toggle and a missing top-level toggle (both read as off)', () => {
    const values = { blocks: [{ id: 'a1', type: 'callout', text: 'Hello' }] };
    expect(validateValues(FIELDS, values).errors).toEqual({});
  });

  it('saves a file whose set lacks its toggle unchanged when the form sends it back unchanged', () => {
    const current = { title: 'T', blocks: [{ id: 'a1', type: 'callout', text: 'Hello' }] };
    const form = formValues(FIELDS, current);
    expect(applySubmission({ fields: FIELDS, current, submitted: structuredClone(form), localized: null })).toEqual(current);
  });

  it('casts what it is sent as PHP’s (bool) does', () => {
    const cast = (value: unknown) => toggle.process!(value as boolean, FIELDS[0]!);
    expect([true, 1, '1', 'yes', 'false', [0]].map(cast)).toEqual([true, true, true, true, true, true]);
    expect([false, 0, '', '0', null, undefined, []].map(cast)).toEqual([false, false, false, false, false, false, false]);
  });
});
