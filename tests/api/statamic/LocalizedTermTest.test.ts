// Ported from statamic/cms 5.x tests/Data/Taxonomies/LocalizedTermTest.php: a term in one
// site, its values over the default site's and its entry count, read from the terms the API
// answers.
import { describe, expect, it } from 'vitest';
import { markdown, projects, sites } from './support/project';

const make = projects();

const EN_FR = sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } });

describe('LocalizedTermTest', () => {
  it('it_gets_the_entry_count_through_the_repository', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR,
      'content/taxonomies/tags.yaml': { sites: ['en', 'fr'] },
      'content/taxonomies/tags/foo.yaml': {},
      'content/collections/blog.yaml': { sites: ['en', 'fr'], taxonomies: ['tags'] },
      'content/collections/blog/en/a.md': markdown({ id: 'a', tags: ['foo'] }),
      'content/collections/blog/en/b.md': markdown({ id: 'b', tags: ['foo'] }),
      'content/collections/blog/fr/a.md': markdown({ id: 'a-fr', origin: 'a' }),
    });
    // The count of the term in a site: that site's entries.
    expect((await p.data('/taxonomies/tags/terms/foo?site=en')).entries_count).toBe(2);
    expect((await p.data('/taxonomies/tags/terms/foo?site=fr')).entries_count).toBe(1);
  });

  it('if_the_value_is_explicitly_set_to_null_then_it_should_not_fall_back', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR,
      'content/taxonomies/test.yaml': { sites: ['en', 'fr'] },
      'content/taxonomies/test/term.yaml': { one: 'alfa', two: 'bravo', three: 'charlie', localizations: { fr: { one: 'delta', two: null } } },
    });
    expect(await p.data('/taxonomies/test/terms/term?site=fr')).toMatchObject({ one: 'delta', two: null, three: 'charlie' });
  });

  it('it_converts_to_an_array', async () => {
    const p = await make({
      'resources/blueprints/taxonomies/tags/tags.yaml': { fields: [{ handle: 'baz', field: { type: 'text' } }] },
      'content/taxonomies/tags.yaml': {},
      'content/taxonomies/tags/test.yaml': { foo: 'bar', baz: 'qux' },
    });
    const keys = Object.keys(await p.data('/taxonomies/tags/terms/test'));
    expect(keys).toEqual([...keys].sort());
    expect(keys).toEqual(expect.arrayContaining(['baz', 'foo', 'id', 'slug', 'title']));
    // selectedQueryColumns (the `fields` parameter of the listing): exactly those keys, in that order.
    const [term] = await p.data('/taxonomies/tags/terms?fields=id,foo,baz');
    expect(Object.keys(term)).toEqual(['id', 'foo', 'baz']);
  });
});
