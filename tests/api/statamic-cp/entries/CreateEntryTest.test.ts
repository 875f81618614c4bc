// Ported from statamic/cms tests/Feature/Entries/CreateEntryTest.php, a class of the 6.x branch
// (5.x has none; the create screen's data is the same in Statamic 5). Statamic renders the
// Inertia page `entries/Create` with the form's values; ours is the create screen's data,
// GET /cp/api/collections/{c}/blueprint (cp/shared/api.ts BlueprintResponse: the collection's
// blueprint and each field's empty value). The collection has no blueprint file: Statamic's
// fallback blueprint (a `content` field) with the fields it always ensures (`title`, and
// `slug`, which our form has beside the fields). Not applicable:
// it_populates_the_form_from_query_string (our create screen has no values in its URL).
import { describe, expect, it } from 'vitest';
import { cleanUp, json, panelProject } from '../support/entries';
import type { BlueprintResponse } from '../../../../cp/shared/api';
import { formFields } from '../../../../server/cp/content/blueprint-form';

cleanUp();

describe('CreateEntryTest', () => {
  it('it_shows_the_entry_form', async () => {
    const p = await panelProject({ 'content/collections/test.yaml': { title: 'Test' } }, { roles: { test: ['access cp', 'create test entries'] } });
    const response = await (await p.as('test')).fetch('/cp/api/collections/test/blueprint?site=en');
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await json<BlueprintResponse>(response);
    expect.soft(formFields(body.blueprint).map((f) => f.handle)).toContain('title');
    // Empty: Statamic's `null`, a text field's empty value in our forms `''` (cp/fieldtypes/text.ts).
    expect(body.values).toHaveProperty('title');
    expect(body.values.title || null).toBeNull();
  });
});
