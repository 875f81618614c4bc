// Ported from statamic/cms 5.x tests/Feature/Globals/ViewGlobalsListingTest.php: which global
// sets the globals list shows, to whom, in which site. Statamic renders `globals.index` for the
// selected site (`Site::setSelected('fr')`), each set with its edit URL; ours is
// GET /cp/api/globals (cp/shared/api.ts GlobalsResponse), every set the user may open with the
// sites it can be opened in: "listed in fr" is a set whose `sites` hold fr, and its edit URL
// (`?site=fr`) is GET /cp/api/globals/{handle}?site=fr answering 200. Statamic 5's files: a set
// exists in a site when it has values there (`content/globals/{site}/{handle}.yaml`; in one
// site, the set's own file).
import { describe, expect, it } from 'vitest';
import { cleanUp, json, panelProject, sites, type FileContent } from '../support/entries';
import type { GlobalsResponse } from '../../../../cp/shared/api';
import type { Client } from '../../../../server/cp/test/fixture';

cleanUp();

const EN_FR = sites({ en: { url: 'http://localhost/', locale: 'en' }, fr: { url: 'http://localhost/fr/', locale: 'fr' } });

async function list(client: Client): Promise<GlobalsResponse['data']> {
  const response = await client.fetch('/cp/api/globals');
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<GlobalsResponse>(response)).data;
}

/** The sets listed for a site: those whose sites hold it. */
const listedIn = (sets: GlobalsResponse['data'], site: string) => sets.filter((set) => set.sites.includes(site)).map((set) => set.handle);

/** Multi-site sets, each with a values file in the given sites. */
function sets(inSites: Record<string, string[]>): Record<string, FileContent> {
  const files: Record<string, FileContent> = { 'resources/sites.yaml': EN_FR };
  for (const [handle, siteList] of Object.entries(inSites)) {
    files[`content/globals/${handle}.yaml`] = { title: handle };
    for (const site of siteList) files[`content/globals/${site}/${handle}.yaml`] = site === 'en' ? {} : { origin: 'en' };
  }
  return files;
}

describe('ViewGlobalsListingTest', () => {
  it('it_lists_globals', async () => {
    const p = await panelProject(
      Object.fromEntries(['test_one', 'test_two', 'test_three'].map((handle) => [`content/globals/${handle}.yaml`, { title: handle, data: {} }])),
      { roles: { test: ['access cp', 'edit test_one globals', 'edit test_three globals'] } },
    );
    expect((await list(await p.as('test'))).map((set) => set.handle)).toEqual(['test_one', 'test_three']);
  });

  // `configure globals` may see every set: test_one (which exists in fr) to edit in fr, and
  // test_two (which does not) with its configure URL. Ours: both listed; test_one opens in fr.
  it('it_uses_the_configure_url_if_it_doesnt_exist_in_the_selected_site_but_you_have_permission', async () => {
    const p = await panelProject(sets({ test_one: ['en', 'fr'], test_two: ['en'] }), { roles: { test: ['access cp', 'access en site', 'access fr site', 'configure globals'] } });
    const user = await p.as('test');
    expect((await list(user)).map((set) => set.handle)).toEqual(['test_one', 'test_two']);
    expect((await user.fetch('/cp/api/globals/test_one?site=fr')).status).toBe(200);
  });

  it('it_filters_out_globals_if_it_doesnt_exist_in_the_selected_site_and_you_dont_have_permission_to_configure', async () => {
    const p = await panelProject(sets({ test_one: ['en', 'fr'], test_two: ['en'], test_three: ['en'] }), {
      roles: { test: ['access cp', 'access en site', 'access fr site', 'edit test_one globals', 'edit test_three globals'] },
    });
    const user = await p.as('test');
    expect(listedIn(await list(user), 'fr')).toEqual(['test_one']);
    expect((await user.fetch('/cp/api/globals/test_one?site=fr')).status).toBe(200);
  });

  it('it_filters_out_globals_in_sites_you_dont_have_permission_to_access', async () => {
    // GlobalFactory::handle('en')->site('en') and handle('fr')->site('fr'): each set in its own site only.
    const p = await panelProject(
      { 'resources/sites.yaml': EN_FR, 'content/globals/en.yaml': { title: 'en' }, 'content/globals/en/en.yaml': {}, 'content/globals/fr.yaml': { title: 'fr' }, 'content/globals/fr/fr.yaml': {} },
      { roles: { test: ['access cp', 'edit fr globals', 'access fr site'] } },
    );
    const user = await p.as('test');
    const listed = await list(user);
    expect(listed.map((set) => set.handle)).toEqual(['fr']);
    expect(listedIn(listed, 'fr')).toEqual(['fr']);
    expect((await user.fetch('/cp/api/globals/fr?site=fr')).status).toBe(200);
  });
});
