// Ported from statamic/cms 5.x tests/Feature/Entries/EditEntryTest.php: opening an entry in the
// control panel. Every method of the original is marked incomplete (no setup, no assertion);
// each is adapted here to what its name asks of our API, GET /cp/api/collections/{c}/entries/{id}
// (the entry's document: its form's values and what the user may do). The roles follow
// Statamic's EntryPolicy: `view` is granted by `view {c} entries` or by `edit {c} entries`; in a
// one-site project no site permission is asked (SitePolicy::view, multisite off).
import { describe, expect, it } from 'vitest';
import { cleanUp, json, markdown, panelProject } from '../support/entries';
import type { EntryDocument } from '../../../../cp/shared/api';

cleanUp();

const FILES = {
  'content/collections/test.yaml': { title: 'Test' },
  'resources/blueprints/collections/test/test.yaml': { title: 'Test', fields: [{ handle: 'title', field: { type: 'text' } }, { handle: 'foo', field: { type: 'text' } }] },
  'content/collections/test/existing-entry.md': markdown({ id: 'existing-id', title: 'Existing Entry', foo: 'bar' }),
};

const open = async (permissions: string[]) => {
  const p = await panelProject(FILES, { roles: { test: permissions } });
  return (await p.as('test')).fetch('/cp/api/collections/test/entries/existing-id');
};

describe('EditEntryTest', () => {
  // Adapted (incomplete in the original): without a permission for the collection, 403.
  it('it_denies_access_if_you_dont_have_permission', async () => {
    expect((await open(['access cp'])).status).toBe(403);
  });

  // Adapted (incomplete in the original): the editor's form holds the entry's values; `edit`
  // implies `view` (EntryPolicy::view).
  it('it_shows_the_entry_form', async () => {
    const response = await open(['access cp', 'edit test entries']);
    expect(response.status, await response.clone().text()).toBe(200);
    const doc = await json<EntryDocument>(response);
    expect(doc.values).toMatchObject({ title: 'Existing Entry', foo: 'bar' });
    expect(doc.meta.slug).toBe('existing-entry');
    expect(doc.can.edit).toBe(true);
  });

  // Adapted (incomplete in the original): view only opens the form read-only.
  it('it_marks_as_read_only_if_you_only_have_view_permission', async () => {
    const response = await open(['access cp', 'view test entries']);
    expect(response.status, await response.clone().text()).toBe(200);
    const doc = await json<EntryDocument>(response);
    expect(doc.values).toMatchObject({ title: 'Existing Entry' });
    expect(doc.can).toEqual({ edit: false, publish: false, delete: false });
  });
});
