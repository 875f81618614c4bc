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
import { DIR, seeded, blueprint, EXISTING, update, ok, structured } from './UpdateEntryTest.support';

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

  it('slug_is_not_required_and_will_get_created_from_the_submitted_title_if_slug_is_in_the_blueprint_and_the_submitted_slug_was_empty', async () => {
    const p = await seeded(EXISTING);
    await ok(await update(p, 'existing-id', { title: 'Foo Bar Baz', slug: '' }));
    expect.soft(await p.files(DIR)).toEqual(['foo-bar-baz.md']);
    const [file] = await p.files(DIR);
    expect.soft((await p.entry(`${DIR}/${file}`)).data.title).toBe('Foo Bar Baz');
  });

  describe('slug_is_not_required_and_will_get_created_from_the_submitted_title_and_correct_language_if_slug_is_in_the_blueprint_and_the_submitted_slug_was_empty', () => {
    it.each([
      ['English', 'en', 'foo-bar-baz-aeoa'],
      ['Danish', 'da', 'foo-bar-baz-aeoeaa'], // danish replaces æøå with aeoeaa
    ])('%s', async (_, lang, expectedSlug) => {
      const p = await seeded({ ...EXISTING, 'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US', lang } }) });
      await ok(await update(p, 'existing-id', { title: 'Foo Bar Baz æøå', slug: '' }));
      expect.soft(await p.files(DIR)).toEqual([`${expectedSlug}.md`]);
      const [file] = await p.files(DIR);
      expect.soft((await p.entry(`${DIR}/${file}`)).data.title).toBe('Foo Bar Baz æøå');
    });
  });

  it('slug_is_not_required_and_will_be_null_if_slug_is_not_in_the_blueprint', async () => {
    // requiresSlugs(false): `slugs: false`; the entry without a slug is the file named after its id.
    const p = await seeded({ 'content/collections/test.yaml': { title: 'Test', slugs: false }, [`${DIR}/the-id.md`]: markdown({ id: 'the-id', title: 'Existing Entry' }) });
    await ok(await update(p, 'the-id', { title: 'Foo Bar Baz', slug: '' }));
    expect.soft(await p.files(DIR)).toEqual(['the-id.md']);
    const [file] = await p.files(DIR);
    expect.soft((await p.entry(`${DIR}/${file}`)).data.title).toBe('Foo Bar Baz');
  });

  it('slug_is_not_required_and_will_get_created_from_auto_generated_title_when_using_title_format', async () => {
    const p = await seeded({ 'content/collections/test.yaml': { title: 'Test', title_format: 'Auto {foo}' }, [`${DIR}/existing-entry.md`]: markdown({ id: 'existing-id', title: 'Existing Entry', foo: 'bar' }) });
    await ok(await update(p, 'existing-id', { title: '', slug: '', values: { foo: 'bar' } }));
    expect.soft(await p.files(DIR)).toEqual(['auto-bar.md']);
    const [file] = await p.files(DIR);
    expect.soft((await p.entry(`${DIR}/${file}`)).data.title).toBe('Auto bar');
  });

  it('submitted_slug_is_favored_over_auto_generated_title_when_using_title_format', async () => {
    const p = await seeded({ 'content/collections/test.yaml': { title: 'Test', title_format: 'Auto {foo}' }, [`${DIR}/existing-entry.md`]: markdown({ id: 'existing-id', title: 'Existing Entry', foo: 'bar' }) });
    await ok(await update(p, 'existing-id', { title: '', slug: 'manually-entered-slug', values: { foo: 'bar' } }));
    expect.soft(await p.files(DIR)).toEqual(['manually-entered-slug.md']);
    const [file] = await p.files(DIR);
    expect.soft((await p.entry(`${DIR}/${file}`)).data.title).toBe('Auto bar');
  });

  // Adapted: `foo` is `localizable: true`. Statamic's update writes whatever `_localized` names;
  // ours writes only the localizable fields a localization overrides (decision 022), as
  // Statamic's form lets an editor change only those.
  it('auto_title_only_gets_saved_on_localization_when_different_from_origin', async () => {
    const p = await seeded({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en' }, fr: { url: '/fr/', locale: 'fr' } }),
      'content/collections/test.yaml': { title: 'Test', sites: ['en', 'fr'], title_format: 'Auto {foo}' },
      ...blueprint({ foo: { type: 'text', localizable: true } }),
      // Saved with an auto title: the origin holds it; the localization's equals it, so it holds none.
      [`${DIR}/en/origin.md`]: markdown({ id: 'origin-id', foo: 'bar', title: 'Auto bar' }),
      [`${DIR}/fr/localization.md`]: markdown({ id: 'localization-id', origin: 'origin-id' }),
    });
    await ok(await update(p, 'localization-id', { values: { foo: 'le bar' }, localized: ['foo'] }));
    const [first] = await p.files(`${DIR}/fr`);
    expect((await p.entry(`${DIR}/fr/${first}`)).data).toMatchObject({ foo: 'le bar', title: 'Auto le bar' });

    await ok(await update(p, 'localization-id', { localized: [] })); // foo is intentionally missing
    const [second] = await p.files(`${DIR}/fr`);
    const { data } = await p.entry(`${DIR}/fr/${second}`);
    expect(data).not.toHaveProperty('foo');
    expect(data).not.toHaveProperty('title');
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
