// Ported from statamic/cms 5.x tests/Feature/Entries/LocalizeEntryTest.php: making an entry's
// localization in another site (who may, the file written, where it goes in a structured
// collection's tree). Statamic POSTs `collections.entries.localize` with `{site}` and answers
// `{handle, url}`; ours is POST /cp/api/collections/{c}/entries with `{site, origin, values: {},
// published: false}` and answers the new localization's document (201). Statamic's
// `makeLocalization()->store()` saves the localization as a draft stamped by the user, so
// `published: false` is what Statamic writes too. setUp()'s sites are `en` (/) and `fr` (/fr/);
// the user's role is the original's user(): access en and fr site, view and edit blog and pages
// entries (no `create`: Statamic's LocalizeEntryController authorizes `edit` on the entry).
import { describe, expect, it } from 'vitest';
import { cleanUp, json, markdown, openTree } from '../support/entries';
import { project, localize, BLOG, pages, frLocalization } from './LocalizeEntryTest.support';

cleanUp();

describe('LocalizeEntryTest', () => {
  it('it_localizes_an_entry', async () => {
    const p = await project(BLOG);
    expect(await frLocalization(p, 'blog', 'test-id')).toBeNull();
    const response = await localize(await p.as('test'), 'blog', 'test-id', 'fr');
    expect(response.status, await response.clone().text()).toBe(201);
    const localized = await frLocalization(p, 'blog', 'test-id');
    expect(localized).not.toBeNull();
    // lastModifiedBy() is the user; the date is the origin's (the file is named by it).
    expect(localized!.data.updated_by).toBe('test-id');
    expect(localized!.file).toBe('2013-08-24.test.md');
    expect(localized!.data.published).toBe(false);
    // ['handle' => 'fr', 'url' => editUrl()]: our answer is the localization's document.
    const doc = await json<{ id: string; site: string; originId: string }>(response);
    expect(doc).toMatchObject({ id: localized!.data.id, site: 'fr', originId: 'test-id' });
  });

  // Adapted: Statamic answers a missing site with a validation error on `site` (a redirect back
  // with the session's errors); ours is a 422 for the request's `site`. Nothing is written.
  it('site_is_required', async () => {
    const p = await project(BLOG);
    const before = await p.snapshot();
    const response = await localize(await p.as('test'), 'blog', 'test-id', '');
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/site/);
    expect(await p.snapshot()).toEqual(before);
  });

  // Statamic refuses (redirects back with an error); ours answers 403. No localization is written.
  it('cant_localize_entry_without_edit_permissions', async () => {
    const p = await project(BLOG, ['access cp', 'access en site', 'access fr site', 'view blog entries']);
    const before = await p.snapshot();
    expect((await localize(await p.as('test'), 'blog', 'test-id', 'fr')).status).toBe(403);
    expect(await frLocalization(p, 'blog', 'test-id')).toBeNull();
    expect(await p.snapshot()).toEqual(before);
  });

  it('it_adds_an_entry_to_the_end_of_the_structure_tree_if_the_parent_is_the_root', async () => {
    const p = await project(pages([{ entry: 'home' }, { entry: 'about' }, { entry: 'team' }], [{ entry: 'fr-home' }, { entry: 'fr-about' }]));
    const response = await localize(await p.as('test'), 'pages', 'team', 'fr');
    expect(response.status, await response.clone().text()).toBe(201);
    const frTeam = await frLocalization(p, 'pages', 'team');
    expect(frTeam).not.toBeNull();
    expect((await openTree(await p.as('super'), 'pages', 'fr')).tree).toEqual([{ entry: 'fr-home' }, { entry: 'fr-about' }, { entry: frTeam!.data.id }]);
  });

  // Adapted as the case above.
  it('it_adds_an_entry_to_the_end_of_the_structure_tree_if_the_parent_doesnt_exist_in_that_site', async () => {
    const p = await project(pages([{ entry: 'home' }, { entry: 'about', children: [{ entry: 'team' }] }], [{ entry: 'fr-home' }], { frAbout: false }));
    const response = await localize(await p.as('test'), 'pages', 'team', 'fr');
    expect(response.status, await response.clone().text()).toBe(201);
    const frTeam = await frLocalization(p, 'pages', 'team');
    expect(frTeam).not.toBeNull();
    expect((await openTree(await p.as('super'), 'pages', 'fr')).tree).toEqual([{ entry: 'fr-home' }, { entry: frTeam!.data.id }]);
  });

  // Adapted: revisions are git's history (decision 029), so `revisions: true` changes nothing in
  // what is written: the same draft localization, stamped by the user. Its one revision there
  // is its commit here (history is tested in server/cp/routes/history.test.ts).
  it('it_localizes_an_entry_with_revisions', async () => {
    const p = await project({ 'content/collections/blog.yaml': { title: 'Blog', revisions: true, sites: ['en', 'fr'] }, 'content/collections/blog/en/test.md': markdown({ id: 'test-id' }) });
    const response = await localize(await p.as('test'), 'blog', 'test-id', 'fr');
    expect(response.status, await response.clone().text()).toBe(201);
    const localized = await frLocalization(p, 'blog', 'test-id');
    expect(localized).toMatchObject({ file: 'test.md', data: { origin: 'test-id', published: false, updated_by: 'test-id' } });
  });
});
