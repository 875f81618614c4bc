// Ported from statamic/cms 5.x tests/Feature/Entries/MountingTest.php: a collection mounted on a
// page (`mount:` and `{mount}` in its route) follows the page's slug. The original renames the
// mount with `$mount->slug('diary')->save()` and asks `Entry::findByUri()`; here the page is
// renamed with the control panel's save (PUT /cp/api/collections/pages/entries/{id}) and the
// mounted entries' URLs are read from their documents (`meta.url`), as the super user.
// Not applicable: updating_a_mounted_page_will_not_update_the_uris_when_slug_is_clean (it
// asserts that Collection::updateEntryUris() is never called: our URLs are derived from the
// files on every read, there is no stored URI to update).
import { describe, expect, it } from 'vitest';
import { cleanUp, markdown, openEntry, panelProject, updateEntry } from '../support/entries';

cleanUp();

describe('MountingTest', () => {
  it('updating_a_mounted_page_will_update_the_uris_for_each_entry_in_that_collection', async () => {
    const p = await panelProject({
      'content/collections/pages.yaml': { title: 'Pages', route: 'pages/{slug}' },
      'content/collections/pages/another-page.md': markdown({ id: 'another-page' }),
      'content/collections/pages/blog.md': markdown({ id: 'mount' }),
      'content/collections/blog.yaml': { title: 'Blog', route: '{mount}/{slug}', mount: 'mount' },
      'content/collections/blog/one.md': markdown({ id: 'one' }),
      'content/collections/blog/two.md': markdown({ id: 'two' }),
    });
    const admin = await p.as('super');
    const url = async (id: string) => (await openEntry(admin, 'blog', id)).meta.url;
    expect([await url('one'), await url('two')]).toEqual(['/pages/blog/one', '/pages/blog/two']);

    const response = await updateEntry(admin, 'pages', 'mount', { values: {}, slug: 'diary' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await p.files('content/collections/pages')).toEqual(['another-page.md', 'diary.md']);
    expect([await url('one'), await url('two')]).toEqual(['/pages/diary/one', '/pages/diary/two']);
  });
});
