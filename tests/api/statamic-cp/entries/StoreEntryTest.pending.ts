// Ported from statamic/cms 5.x tests/Feature/Entries/StoreEntryTest.php: creating an entry in
// the control panel (who may, the file it writes, how its slug and title are made). Statamic
// POSTs `collections.entries.store` ({collection}/{site}) with the form's values; ours is
// POST /cp/api/collections/{c}/entries with `{site, values, slug, published}` (cp/shared/api.ts).
// `Collection::make('test')->save()` is `content/collections/test.yaml`; the mocked blueprints
// of `seedBlueprintFields` are `resources/blueprints/collections/test/test.yaml`. The entry
// written is read back from `content/collections/test/`.
//
// Adapted throughout: the role also holds `publish test entries`. Statamic's store creates the
// entry published without asking; ours requires `publish {collection} entries` to create a
// published entry (decision 022), and the file is then the one Statamic writes (no
// `published` key). Not adapted: the role has no `access en site`, as in the original: in a
// one-site project Statamic checks no site permission (SitePolicy::view, multisite off).
// Pending: the cases of this class that still fail on a difference not fixed yet (the diagnosis is in
// docs/statamic-cp-parity/); not run by npm test. A fix moves its case into StoreEntryTest.test.ts.
import { describe, expect, it } from 'vitest';
import { cleanUp } from '../support/entries';
import { DIR, seeded, blueprint, submit, ok } from './StoreEntryTest.support';

cleanUp();

describe('StoreEntryTest', () => {
  it('slug_is_not_required_and_will_be_null_if_slug_is_not_in_the_blueprint', async () => {
    // requiresSlugs(false): the collection's `slugs: false`; the file is named after the id.
    const p = await seeded({ 'content/collections/test.yaml': { title: 'Test', slugs: false } });
    await ok(await submit(await p.as('test'), { title: 'Test Entry', slug: '' }));
    const [file] = await p.files(DIR);
    const { data } = await p.entry(`${DIR}/${file}`);
    expect.soft(data.title).toBe('Test Entry');
    expect.soft(file).toBe(`${String(data.id)}.md`);
  });

  it('slug_is_not_required_and_will_get_created_from_auto_generated_title_when_using_title_format', async () => {
    const p = await seeded({ 'content/collections/test.yaml': { title: 'Test', title_format: 'Auto {foo}' }, ...blueprint({ foo: { type: 'text' } }) });
    await ok(await submit(await p.as('test'), { title: '', slug: '', values: { foo: 'bar' } }));
    expect(await p.files(DIR)).toEqual(['auto-bar.md']);
    expect((await p.entry(`${DIR}/auto-bar.md`)).data).toMatchObject({ title: 'Auto bar', foo: 'bar' });
  });

  it('submitted_slug_is_favored_over_auto_generated_title_when_using_title_format', async () => {
    const p = await seeded({ 'content/collections/test.yaml': { title: 'Test', title_format: 'Auto {foo}' }, ...blueprint({ foo: { type: 'text' } }) });
    await ok(await submit(await p.as('test'), { title: '', slug: 'manually-entered-slug', values: { foo: 'bar' } }));
    expect(await p.files(DIR)).toEqual(['manually-entered-slug.md']);
    expect((await p.entry(`${DIR}/manually-entered-slug.md`)).data).toMatchObject({ title: 'Auto bar', foo: 'bar' });
  });

  it('it_can_validate_against_published_value', async () => {
    const p = await seeded(blueprint({ test_field: { validate: 'required_if:published,true' } }));
    const response = await submit(await p.as('test'), { title: 'Test', slug: 'manually-entered-slug', published: true });
    expect(response.status).toBe(422);
    expect(await p.files(DIR)).toEqual([]);
  });
});
