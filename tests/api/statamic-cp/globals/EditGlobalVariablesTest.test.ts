// Ported from statamic/cms 5.x tests/Feature/Globals/EditGlobalVariablesTest.php, with the two
// methods the 6.x branch adds (it_shows_the_form_even_if_localization_does_not_exist,
// it_404s_if_invalid_site), in Statamic 5's files: opening a global set's values in a site.
// Statamic renders `$global->in('en')->editUrl()`; ours is GET /cp/api/globals/{handle}?site=
// (cp/shared/api.ts GlobalDocument). A refusal, which Statamic answers with a redirect back and
// an error, is our 403. `GlobalFactory::handle('test')->data([...])->create()` in a one-site
// project is `content/globals/test.yaml` with the title and the values under `data`; the mocked
// blueprint `globals.test` is `resources/blueprints/globals/test.yaml`.
import { describe, expect, it } from 'vitest';
import { cleanUp, json, panelProject, sites } from '../support/entries';
import type { GlobalDocument } from '../../../../cp/shared/api';

cleanUp();

const BLUEPRINT = { 'resources/blueprints/globals/test.yaml': { title: 'Test', fields: [{ handle: 'foo', field: { type: 'text' } }, { handle: 'unused', field: { type: 'text' } }] } };

/** A form's empty text value: Statamic's `null`, ours `''` (cp/fieldtypes/text.ts). */
const empty = (value: unknown) => (value === '' ? null : value);

describe('EditGlobalVariablesTest', () => {
  it('it_denies_access_if_you_dont_have_permission', async () => {
    const p = await panelProject({ 'content/globals/test.yaml': { title: 'Test', data: {} } }, { roles: { test: ['access cp'] } });
    expect((await (await p.as('test')).fetch('/cp/api/globals/test?site=en')).status).toBe(403);
  });

  it('it_shows_the_form', async () => {
    const p = await panelProject({ ...BLUEPRINT, 'content/globals/test.yaml': { title: 'Test', data: { foo: 'bar' } } }, { roles: { test: ['access cp', 'edit test globals'] } });
    const response = await (await p.as('test')).fetch('/cp/api/globals/test?site=en');
    expect(response.status, await response.clone().text()).toBe(200);
    const { values } = await json<GlobalDocument>(response);
    expect({ foo: values.foo, unused: empty(values.unused) }).toEqual({ foo: 'bar', unused: null });
  });

  // 6.x: the set has no values yet (one site: its file holds only the title).
  it('it_shows_the_form_even_if_localization_does_not_exist', async () => {
    const p = await panelProject({ ...BLUEPRINT, 'content/globals/test.yaml': { title: 'Test' } }, { roles: { test: ['access cp', 'edit test globals'] } });
    const response = await (await p.as('test')).fetch('/cp/api/globals/test?site=en');
    expect(response.status, await response.clone().text()).toBe(200);
    const { values } = await json<GlobalDocument>(response);
    expect({ foo: empty(values.foo), unused: empty(values.unused) }).toEqual({ foo: null, unused: null });
  });

  // 6.x, in Statamic 5's files: the set exists in en only (it has no fr values file), so its fr
  // variables do not exist: Statamic 5's GlobalVariablesController::edit() aborts 404 when
  // `$set->in($site)` is null. The original's user holds `access cp` only; a 404 comes first.
  it('it_404s_if_invalid_site', async () => {
    const p = await panelProject(
      {
        'resources/sites.yaml': sites({ en: { url: '/', locale: 'en' }, fr: { url: '/fr/', locale: 'fr' } }),
        'content/globals/test.yaml': { title: 'Test' },
        'content/globals/en/test.yaml': {},
      },
      { roles: { test: ['access cp'] } },
    );
    expect((await (await p.as('test')).fetch('/cp/api/globals/test?site=fr')).status).toBe(404);
  });
});
