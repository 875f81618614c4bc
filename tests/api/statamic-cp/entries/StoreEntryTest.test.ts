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
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWithStatamic, statamicAvailable } from '../../../support/statamic-yaml';
import { cleanUp, json, panelProject, sites } from '../support/entries';
import { COLLECTION, DIR, UUID, seeded, blueprint, submit, ok } from './StoreEntryTest.support';

cleanUp();

describe('StoreEntryTest', () => {
  it('it_denies_access_if_you_dont_have_permission', async () => {
    const p = await panelProject(COLLECTION, { roles: { test: ['access cp'] } });
    const response = await submit(await p.as('test'), {});
    expect(response.status).toBe(403);
    expect(await p.files(DIR)).toEqual([]);
  });

  it('entry_gets_created', async () => {
    const p = await seeded();
    expect(await p.files(DIR)).toEqual([]);
    const response = await submit(await p.as('test'), { title: 'My Entry', slug: 'my-entry' });
    await ok(response);
    expect.soft(await p.files(DIR)).toEqual(['my-entry.md']);
    const { data } = await p.entry(`${DIR}/my-entry.md`);
    expect.soft(data.title).toBe('My Entry');
    expect(data.id).toMatch(UUID);
    expect(data.updated_by).toBe('test-id');
    expect(data).not.toHaveProperty('published');
    expect((await json<{ id: string; meta: { slug: string } }>(response)).meta.slug).toBe('my-entry');
    if (statamicAvailable()) {
      const abs = path.join(p.root, DIR, 'my-entry.md');
      expect(readWithStatamic([abs]).get(abs)?.data).toMatchObject({ id: data.id, title: 'My Entry' });
    }
  });

  it('slug_is_not_required_and_will_get_created_from_the_submitted_title_if_slug_is_in_blueprint', async () => {
    const p = await seeded();
    await ok(await submit(await p.as('test'), { title: 'Test Entry', slug: '' }));
    expect.soft(await p.files(DIR)).toEqual(['test-entry.md']);
    expect.soft((await p.entry(`${DIR}/test-entry.md`)).data.title).toBe('Test Entry');
  });

  describe('slug_is_not_required_and_will_get_created_from_the_submitted_title_if_slug_is_in_blueprint_and_use_entry_language', () => {
    it.each([
      ['English', 'en', 'test-entry-aeoa'],
      ['Danish', 'da', 'test-entry-aeoeaa'], // danish replaces æøå with aeoeaa
    ])('%s', async (_, lang, expectedSlug) => {
      const p = await seeded({ 'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US', lang } }) });
      await ok(await submit(await p.as('test'), { title: 'Test Entry æøå', slug: '' }));
      expect.soft(await p.files(DIR)).toEqual([`${expectedSlug}.md`]);
      expect.soft((await p.entry(`${DIR}/${expectedSlug}.md`)).data.title).toBe('Test Entry æøå');
    });
  });

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
});
