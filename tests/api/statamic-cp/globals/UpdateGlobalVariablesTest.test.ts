// Ported from statamic/cms 5.x tests/Feature/Globals/UpdateGlobalVariablesTest.php, with the
// 6.x branch's it_404s_if_invalid_site in Statamic 5's files: saving a global set's values in a
// site. Statamic PATCHes `$global->in($site)->updateUrl()` with the values; ours is
// PUT /cp/api/globals/{handle}?site= with `{version, values}` (the version the form was loaded
// at, decision 022, read as the super user). A refusal, which Statamic answers with a redirect
// back and an error, is our 403. Files: one site, `content/globals/test.yaml` (title, `data`);
// several, `content/globals/{site}/test.yaml` beside the set's `content/globals/test.yaml`.
import { describe, expect, it } from 'vitest';
import { cleanUp, openGlobal, panelProject, sites, type PanelProject } from '../support/entries';
import { readWithStatamic, statamicAvailable } from '../../../support/statamic-yaml';
import path from 'node:path';

cleanUp();

const EN_FR = sites({ en: { url: '/', locale: 'en' }, fr: { url: '/fr/', locale: 'fr' } });

/** The set's values in `site` saved by `user`, at the version the super user reads (or none, when there is no such document). */
async function update(p: PanelProject, user: string, values: Record<string, unknown>, site = 'en') {
  const admin = await p.as('super');
  const loaded = await admin.fetch(`/cp/api/globals/test?site=${site}`);
  const version = loaded.status === 200 ? ((await loaded.json()) as { version: string }).version : '';
  return (await p.as(user)).send(`/cp/api/globals/test?site=${site}`, 'PUT', { version, values });
}

describe('UpdateGlobalVariablesTest', () => {
  it('it_denies_access_if_you_dont_have_edit_permission', async () => {
    const p = await panelProject({ 'content/globals/test.yaml': { title: 'Test', data: {} } }, { roles: { test: ['access cp', 'access en site'] } });
    const before = await p.snapshot();
    expect((await update(p, 'test', {})).status).toBe(403);
    expect(await p.snapshot()).toEqual(before);
  });

  it('it_denies_access_if_you_dont_have_site_permission', async () => {
    const p = await panelProject(
      {
        'resources/sites.yaml': EN_FR,
        'content/globals/test.yaml': { title: 'Test' },
        'content/globals/en/test.yaml': { foo: 'bar' },
        // addLocalization(makeLocalization('fr')): fr's values file, falling back to en.
        'content/globals/fr/test.yaml': { origin: 'en' },
      },
      { roles: { test: ['access cp', 'edit test globals'] } },
    );
    const before = await p.snapshot();
    expect((await update(p, 'test', { foo: 'baz' }, 'fr')).status).toBe(403);
    expect(await p.snapshot()).toEqual(before);
  });

  // 6.x, in Statamic 5's files: the set has no fr values file, so it does not exist in fr and
  // Statamic 5's GlobalVariablesController::update() aborts 404 (even for a super user). Nothing
  // is written.
  it('it_404s_if_invalid_site', async () => {
    const p = await panelProject({ 'resources/sites.yaml': EN_FR, 'content/globals/test.yaml': { title: 'Test' }, 'content/globals/en/test.yaml': {} }, { roles: { test: ['access cp', 'edit test globals'] } });
    const before = await p.snapshot();
    expect((await update(p, 'super', { foo: 'bar' }, 'fr')).status).toBe(404);
    expect(await p.snapshot()).toEqual(before);
  });

  // The events are Statamic's (GlobalVariablesSaved, GlobalSetSaved with the set's en data
  // `['foo' => 'baz']`); here, the file both would have written: the one set's file holding
  // exactly `foo: baz` as its values (no stamps: Statamic stamps nothing on globals).
  it('global_variables_get_updated', async () => {
    const p = await panelProject(
      { 'resources/blueprints/globals/test.yaml': { title: 'Test', fields: [{ handle: 'foo', field: { type: 'text' } }] }, 'content/globals/test.yaml': { title: 'Test', data: { foo: 'bar' } } },
      { roles: { test: ['access cp', 'edit test globals'] }, users: { test: { roles: ['test'], super: true } } },
    );
    expect(await p.files('content/globals')).toEqual(['test.yaml']);
    const response = await update(p, 'test', { foo: 'baz' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await p.files('content/globals')).toEqual(['test.yaml']);
    expect(await p.yaml('content/globals/test.yaml')).toEqual({ title: 'Test', data: { foo: 'baz' } });
    expect((await openGlobal(await p.as('super'), 'test', 'en')).values.foo).toBe('baz');
    if (statamicAvailable()) {
      const abs = path.join(p.root, 'content/globals/test.yaml');
      expect(readWithStatamic([abs]).get(abs)?.data).toEqual({ title: 'Test', data: { foo: 'baz' } });
    }
  });
});
