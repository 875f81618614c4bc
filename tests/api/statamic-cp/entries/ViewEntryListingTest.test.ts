// Ported from statamic/cms 5.x tests/Feature/Entries/ViewEntryListingTest.php: the entries list
// of a collection and whom it shows what. Statamic's `collections.entries.index` lists the
// entries of every site the user may access at once; ours lists one site's
// (GET /cp/api/collections/{c}/entries?site=, cp/shared/api.ts EntryListResponse) and refuses a
// site the user may not access (403).
import { describe, expect, it } from 'vitest';
import { cleanUp, json, markdown, panelProject, sites } from '../support/entries';
import type { EntryListResponse } from '../../../../cp/shared/api';
import type { Client } from '../../../../server/cp/test/fixture';

cleanUp();

const slugs = async (client: Client, query = '') => {
  const response = await client.fetch(`/cp/api/collections/test/entries${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<EntryListResponse>(response)).data.map((row) => row.slug);
};

describe('ViewEntryListingTest', () => {
  // Adapted in its order only: the entries have no titles, and Statamic's list keeps the
  // Stache's order (ties of the title sort); ours sorts by title, where an entry without one is
  // shown and sorted by its slug. The same three entries are listed.
  it('it_shows_entries_index', async () => {
    const p = await panelProject(
      { 'content/collections/test.yaml': { title: 'Test' }, ...Object.fromEntries(['one', 'two', 'three'].map((slug) => [`content/collections/test/${slug}.md`, markdown({ id: `${slug}-id` })])) },
      { roles: { test: ['access cp', 'view test entries'] } },
    );
    expect((await slugs(await p.as('test'))).sort()).toEqual(['one', 'three', 'two']);
  });

  // Adapted: one site per request. The sites have paths of their own (the original gives all
  // three `/`; our sites are told apart by path, api/sites.ts). The user may access en and de:
  // each lists its three entries, fr is refused.
  it('it_shows_only_entries_in_index_for_sites_user_can_access', async () => {
    const files: Record<string, string | Record<string, unknown>> = {
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' }, de: { url: '/de/', locale: 'de_DE' } }),
      'content/collections/test.yaml': { title: 'Test', sites: ['en', 'fr', 'de'] },
    };
    for (const locale of ['en', 'fr', 'de']) for (const handle of ['one', 'two', 'three']) files[`content/collections/test/${locale}/${locale}-${handle}.md`] = markdown({ id: `${locale}-${handle}` });
    const p = await panelProject(files, { roles: { test: ['access cp', 'view test entries', 'access en site', 'access de site'] } });
    const user = await p.as('test');
    expect((await slugs(user, '?site=en')).sort()).toEqual(['en-one', 'en-three', 'en-two']);
    expect((await slugs(user, '?site=de')).sort()).toEqual(['de-one', 'de-three', 'de-two']);
    expect((await user.fetch('/cp/api/collections/test/entries?site=fr')).status).toBe(403);
  });
});
