// Ported from statamic/cms 5.x tests/Stache/Repositories/GlobalVariablesRepositoryTest.php over
// the Stache fixture's globals, single-site (values in the set files) and multi-site (values in
// content/globals/{site}/): the values of each set in each site, read from `/globals`.
import { describe, expect, it } from 'vitest';
import { projects, sites } from './support/project';

const make = projects();

const SINGLE = {
  'content/globals/contact.yaml': "---\ntitle: Contact Details\ndata:\n  phone: '555-1234'\n",
  'content/globals/global.yaml': '---\ntitle: General\ndata:\n  foo: Bar\n',
};

const MULTI = {
  'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } }),
  'content/globals/contact.yaml': '---\ntitle: Contact Details\n',
  'content/globals/global.yaml': '---\ntitle: General\n',
  'content/globals/en/contact.yaml': "---\nphone: '+1 555-1234'\n",
  'content/globals/en/global.yaml': '---\nfoo: Bar\n',
  'content/globals/fr/contact.yaml': "---\nphone: '+33 555-1234'\n",
  'content/globals/fr/global.yaml': '---\nfoo: Le Bar\n',
};

const handles = async (p: Awaited<ReturnType<typeof make>>, path: string) => (await p.data(path)).map((set: { handle: string }) => set.handle);

describe('GlobalVariablesRepositoryTest', () => {
  it('it_gets_all_global_variables_with_single_site', async () => {
    const p = await make(SINGLE);
    expect(await handles(p, '/globals')).toEqual(['contact', 'global']);
  });

  it('it_gets_all_global_variables_with_multi_site', async () => {
    const p = await make(MULTI);
    expect([...(await handles(p, '/globals?site=en')), ...(await handles(p, '/globals?site=fr'))]).toEqual(['contact', 'global', 'contact', 'global']);
  });

  it('it_gets_a_global_variable_by_id_with_single_site', async () => {
    const p = await make(SINGLE);
    expect(await p.data('/globals/global')).toMatchObject({ handle: 'global', foo: 'Bar' });
    expect(await p.data('/globals/contact')).toMatchObject({ handle: 'contact', phone: '555-1234' });
    expect((await p.get('/globals/unknown')).status).toBe(404);
  });

  it('it_gets_a_global_variable_by_id_with_multi_site', async () => {
    const p = await make(MULTI);
    expect(await p.data('/globals/global?site=en')).toMatchObject({ handle: 'global', foo: 'Bar' });
    expect(await p.data('/globals/global?site=fr')).toMatchObject({ handle: 'global', foo: 'Le Bar' });
    expect((await p.get('/globals/global?site=de')).status).toBe(404);
    expect(await p.data('/globals/contact?site=en')).toMatchObject({ handle: 'contact', phone: '+1 555-1234' });
    expect(await p.data('/globals/contact?site=fr')).toMatchObject({ handle: 'contact', phone: '+33 555-1234' });
    expect((await p.get('/globals/contact?site=de')).status).toBe(404);
    expect((await p.get('/globals/unknown')).status).toBe(404);
  });

  it('it_gets_global_variables_by_set_handle_with_single_site', async () => {
    const p = await make(SINGLE);
    expect(await p.data('/globals/global')).toMatchObject({ handle: 'global' });
    expect(await p.data('/globals/contact')).toMatchObject({ handle: 'contact' });
    expect((await p.get('/globals/unknown')).status).toBe(404);
  });

  it('it_gets_global_variables_by_set_handle_with_multi_site', async () => {
    const p = await make(MULTI);
    for (const handle of ['global', 'contact']) {
      const bySite = await Promise.all(['en', 'fr'].map(async (site) => (await p.data(`/globals/${handle}?site=${site}`)).handle));
      expect(bySite).toEqual([handle, handle]);
    }
    expect((await p.get('/globals/unknown?site=en')).status).toBe(404);
  });

  it('test_find_or_fail_gets_global', async () => {
    const p = await make(SINGLE);
    expect(await p.data('/globals/global')).toMatchObject({ handle: 'global' });
  });

  it('test_find_or_fail_throws_exception_when_global_does_not_exist', async () => {
    const p = await make(SINGLE);
    expect(await p.get('/globals/does-not-exist')).toEqual({ status: 404, body: { message: 'Not found.' } });
  });
});
