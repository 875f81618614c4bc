// Ported from statamic/cms 5.x tests/Policies/NavTreePolicyTest.php: who may view and edit a
// navigation's tree in one site (Statamic's NavTreePolicy). The original asks the policy of a
// tree (`$nav->makeTree('fr')`); ours reads (view) and saves unchanged (edit) that site's tree
// over HTTP (support/structures.ts navAbilities), each site's tree being a file here. Users also
// hold `access cp`; sites get their own URL prefixes (support/structures.ts sites()).
import { describe, expect, it } from 'vitest';
import { cpProjects, nav, navAbilities, sites } from '../support/structures';

const make = cpProjects();

describe('NavTreePolicyTest', () => {
  it('trees_are_viewable_with_view_permissions', async () => {
    const p = await make(nav('test', ['en']));
    const user = await p.user(['access cp', 'view test nav']);
    expect(await navAbilities(p, user, 'test', 'en')).toEqual({ view: 'allowed', edit: 'forbidden' });
  });

  it('trees_are_viewable_with_view_and_site_permissions', async () => {
    const p = await make({ 'resources/sites.yaml': sites('en', 'fr', 'de'), ...nav('test', ['en', 'fr', 'de']) });
    const user = await p.user(['access cp', 'view test nav', 'access en site', 'access de site']);
    const views = Object.fromEntries(await Promise.all(['en', 'fr', 'de'].map(async (site) => [site, (await navAbilities(p, user, 'test', site)).view])));
    expect(views).toEqual({ en: 'allowed', fr: 'forbidden', de: 'allowed' });
  });

  it('navs_are_editable_with_edit_permissions', async () => {
    const p = await make({ ...nav('alfa'), ...nav('bravo') });
    const user = await p.user(['access cp', 'edit alfa nav']);
    expect({ alfa: await navAbilities(p, user, 'alfa'), bravo: await navAbilities(p, user, 'bravo') }).toEqual({
      alfa: { view: 'allowed', edit: 'allowed' },
      bravo: { view: 'forbidden', edit: 'forbidden' },
    });
  });

  it('navs_are_editable_with_edit_and_site_permissions', async () => {
    const p = await make({ 'resources/sites.yaml': sites('en', 'fr', 'de'), ...nav('test', ['en', 'fr', 'de']) });
    const user = await p.user(['access cp', 'edit test nav', 'access en site', 'access de site']);
    const edits: Record<string, unknown> = {};
    for (const site of ['en', 'fr', 'de']) edits[site] = (await navAbilities(p, user, 'test', site)).edit;
    expect(edits).toEqual({ en: 'allowed', fr: 'forbidden', de: 'allowed' });
    expect(p.changed).toEqual([]);
  });
});
