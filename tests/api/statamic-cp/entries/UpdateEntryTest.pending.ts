// Ported from statamic/cms 5.x tests/Feature/Entries/UpdateEntryTest.php: saving an existing
// entry in the control panel (who may, what the file holds afterwards, slugs, auto titles,
// dates of localizations). Statamic PATCHes `$entry->updateUrl()` with the form's values,
// `slug`, `date`, `published` and `_localized`; ours is PUT /cp/api/collections/{c}/entries/{id}
// with `{version, values, slug, date, published, localized}` (cp/shared/api.ts), the version the
// form was loaded at (lost-update protection, decision 022): the test reads it as the super
// user, since the original's role holds `edit test entries` but not `view test entries`.
// `EntryFactory::...->create()` is the entry's file; the mocked blueprints are files under
// `resources/blueprints/collections/test/`. What a save wrote is read back from disk.
// Pending: the cases of this class that still fail on a difference not fixed yet (the diagnosis is in
// docs/statamic-cp-parity/); not run by npm test. A fix moves its case into UpdateEntryTest.test.ts.
import { describe, expect, it } from 'vitest';
import { cleanUp, markdown, sites } from '../support/entries';
import { DIR, seeded, blueprint, update, ok, structured } from './UpdateEntryTest.support';

cleanUp();

describe('UpdateEntryTest', () => {
  describe('date_gets_set_in_localization_when_contained_in_localized_array', () => {
    it.each([
      ['date is in localized array', true, '2021-02-02'],
      ['date is not in localized array', false, '2021-01-01'],
    ])('%s', async (_, shouldBeInArray, expectedDate) => {
      const p = await seeded({
        'resources/sites.yaml': sites({ en: { url: '/', locale: 'en' }, fr: { url: '/two/', locale: 'fr' } }),
        'content/collections/test.yaml': { title: 'Test', date: true, sites: ['en', 'fr'] },
        [`${DIR}/en/2021-01-01.existing-entry.md`]: markdown({ id: 'existing-id', title: 'Existing Entry' }),
        // The localization has no date of its own: it is its origin's (the file is named by it).
        [`${DIR}/fr/2021-01-01.existing-entry.md`]: markdown({ id: 'localized-id', origin: 'existing-id', title: 'Existing Entry' }),
      });
      await ok(await update(p, 'localized-id', { title: 'Updated Entry', slug: 'updated-entry', date: '2021-02-02', localized: shouldBeInArray ? ['date'] : [] }));
      expect(await p.files(`${DIR}/fr`)).toEqual([`${expectedDate}.updated-entry.md`]);
      expect(await p.files(`${DIR}/en`)).toEqual(['2021-01-01.existing-entry.md']);
    });
  });

  it('it_can_validate_against_published_value', async () => {
    const p = await seeded({ ...blueprint({ test_field: { validate: 'required_if:published,true' } }), [`${DIR}/existing-entry.md`]: markdown({ id: 'existing-id', title: 'Existing Entry', foo: 'bar' }) });
    const before = await p.snapshot();
    const response = await update(p, 'existing-id', { title: 'Test', slug: 'manually-entered-slug', published: true });
    expect(response.status).toBe(422);
    expect(await p.snapshot()).toEqual(before);
  });

  // Adapted (the original is marked incomplete): there are no working copies (revisions are
  // git's history, decision 029), so a published entry's save is written to its file at once.

  it('validates_max_depth', async () => {
    const p = await seeded(structured({ max_depth: 2, root: true }));
    const before = await p.snapshot();
    const response = await update(p, 'existing-entry', { title: 'Existing Entry', slug: 'existing-entry', values: { parent: ['team'] } });
    expect(response.status).toBe(422);
    expect(await p.snapshot()).toEqual(before);
  });

  // Since there is no max depth, the same save is fine (the original asserts only that).
});
