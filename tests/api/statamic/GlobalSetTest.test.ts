// Ported from statamic/cms 5.x tests/Data/Globals/GlobalSetTest.php: where a global set's
// values live in single- and multi-site projects, how a site falls back to its origin, and
// in which sites a set exists. The original asserts the files Statamic writes; here those
// files are written and the values are read from `/globals/{handle}`.
import { describe, expect, it } from 'vitest';
import { projects, sites } from './support/project';
import { problems } from './support/trees';

const make = projects();

const EN_FR_DE = sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' }, de: { url: '/de/', locale: 'de_DE' } });

describe('GlobalSetTest', () => {
  it('it_gets_file_contents_for_saving_with_a_single_site', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: 'http://test.com/', locale: 'en_US' } }),
      // The set file a single-site project saves: title and the values under `data`.
      'content/globals/test.yaml': "title: 'The title'\ndata:\n  array:\n    - 'first one'\n    - 'second one'\n  string: 'The string'\n",
    });
    expect(await p.data('/globals/test')).toEqual({
      array: ['first one', 'second one'],
      string: 'The string',
      handle: 'test',
      api_url: 'http://localhost/api/globals/test',
    });
  });

  it('it_gets_file_contents_for_saving_with_multiple_sites', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR_DE,
      // In a multi-site project the set file holds only the title; `data` there is not read.
      'content/globals/test.yaml': "title: 'The title'\ndata:\n  string: 'Not read'\n",
      'content/globals/en/test.yaml': { array: ['first one', 'second one'], string: 'The string' },
      'content/globals/fr/test.yaml': { array: ['le first one', 'le second one'], string: 'Le string' },
    });
    expect(await p.data('/globals/test?site=en')).toMatchObject({ array: ['first one', 'second one'], string: 'The string' });
    expect(await p.data('/globals/test?site=fr')).toMatchObject({ array: ['le first one', 'le second one'], string: 'Le string' });
    expect((await p.get('/globals/test?site=de')).status).toBe(404);
    expect((await problems(p)).warnings).toEqual([
      {
        file: 'content/globals/test.yaml',
        field: 'data',
        reason: 'in a multi-site project the values live in content/globals/{site}/{handle}.yaml: this `data` is ignored',
      },
    ]);
  });

  it('it_updates_the_origin_of_descendants_when_saving_an_entry_with_localizations', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR_DE,
      'content/globals/test.yaml': { title: 'Test' },
      'content/globals/en/test.yaml': { foo: 'root' },
      'content/globals/fr/test.yaml': { origin: 'en' },
      'content/globals/de/test.yaml': { origin: 'fr' },
    });
    const foo = async (site: string) => (await p.data(`/globals/test?site=${site}`)).foo;
    expect([await foo('en'), await foo('fr'), await foo('de')]).toEqual(['root', 'root', 'root']);

    await p.write({ 'content/globals/en/test.yaml': { foo: 'root updated' } });
    expect([await foo('en'), await foo('fr'), await foo('de')]).toEqual(['root updated', 'root updated', 'root updated']);

    await p.write({ 'content/globals/fr/test.yaml': { foo: 'fr updated', origin: 'en' } });
    expect([await foo('en'), await foo('fr'), await foo('de')]).toEqual(['root updated', 'fr updated', 'fr updated']);
  });

  it('it_gets_available_sites_from_localizations', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR_DE,
      'content/globals/test.yaml': { title: 'Test' },
      'content/globals/en/test.yaml': {},
      'content/globals/fr/test.yaml': {},
    });
    const statuses = await Promise.all(['en', 'fr', 'de'].map(async (site) => (await p.get(`/globals/test?site=${site}`)).status));
    expect(statuses).toEqual([200, 200, 404]);
  });
});
