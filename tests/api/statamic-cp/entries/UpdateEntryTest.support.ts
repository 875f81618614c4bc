// The setup shared by UpdateEntryTest.test.ts (the cases that run) and UpdateEntryTest.pending.ts (those that still fail).
import { expect } from 'vitest';
import { markdown, panelProject, sites, updateEntry, type FileContent, type PanelProject } from '../support/entries';

export const DIR = 'content/collections/test';
export const EN_FR = sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } });

/** seedUserAndCollection(): the role `test` (access cp, edit test entries, access en and fr site), the collection `test`. */
export function seeded(files: Record<string, FileContent>, roles: Record<string, string[]> = {}) {
  return panelProject({ 'content/collections/test.yaml': { title: 'Test' }, ...files }, { roles: { test: ['access cp', 'edit test entries', 'access en site', 'access fr site'], ...roles } });
}

/** seedBlueprintFields(): the collection's one blueprint with these fields. */
export const blueprint = (fields: Record<string, Record<string, unknown>>) => ({
  'resources/blueprints/collections/test/test.yaml': { title: 'Test', fields: Object.entries(fields).map(([handle, field]) => ({ handle, field })) },
});

/** `EntryFactory::collection('test')->slug('existing-entry')->data(['title' => 'Existing Entry'])->create()`. */
export const EXISTING = { [`${DIR}/existing-entry.md`]: markdown({ id: 'existing-id', title: 'Existing Entry' }) };

/** update(): the original's payload, `title: 'Updated entry'` and `slug: 'updated-entry'` unless given. */
export async function update(p: PanelProject, id: string, attrs: { title?: string; slug?: string; values?: Record<string, unknown>; date?: string; localized?: string[]; published?: boolean } = {}, as = 'test') {
  const { title = 'Updated entry', slug = 'updated-entry', values = {}, ...rest } = attrs;
  return updateEntry(await p.as(as), 'test', id, { values: { title, ...values }, slug, ...rest }, await p.as('super'));
}

export const ok = async (response: Response) => expect(response.status, await response.clone().text()).toBe(200);

export const TREE = 'content/trees/collections/test.yaml';

/** A structured `test` with home, about (team under it) and existing-entry, as the two max-depth cases set it up. */
export function structured(structure: Record<string, unknown>): Record<string, FileContent> {
  return {
    'content/collections/test.yaml': { title: 'Test', structure },
    [`${DIR}/home.md`]: markdown({ id: 'home', title: 'Home', foo: 'bar' }),
    [`${DIR}/about.md`]: markdown({ id: 'about', title: 'About', foo: 'baz' }),
    [`${DIR}/team.md`]: markdown({ id: 'team', title: 'Team' }),
    [`${DIR}/existing-entry.md`]: markdown({ id: 'existing-entry', title: 'Existing Entry', foo: 'bar' }),
    [TREE]: { tree: [{ entry: 'home' }, { entry: 'about', children: [{ entry: 'team' }] }, { entry: 'existing-entry' }] },
  };
}
