// Ported from statamic/cms 5.x tests/Data/Taxonomies/TaxonomyTest.php: a taxonomy's cascade
// (`inject`), which blueprint its terms take, and its terms per site, read from the terms the
// API answers. The original sets these on a Taxonomy object; here they are its file.
import { describe, expect, it } from 'vitest';
import { projects, sites } from './support/project';

const make = projects();

describe('TaxonomyTest', () => {
  it('it_stores_cascading_data_in_a_collection', async () => {
    const p = await make({ 'content/taxonomies/tags.yaml': {}, 'content/taxonomies/tags/a.yaml': {} });
    expect(await p.data('/taxonomies/tags/terms/a')).not.toHaveProperty('foo');
    await p.write({ 'content/taxonomies/tags.yaml': { inject: { foo: 'bar' } } });
    expect(await p.data('/taxonomies/tags/terms/a')).toHaveProperty('foo', 'bar');
  });

  it('it_sets_all_the_cascade_data_when_passing_an_array', async () => {
    const p = await make({ 'content/taxonomies/tags.yaml': { inject: { foo: 'bar', baz: 'qux' } }, 'content/taxonomies/tags/a.yaml': {} });
    expect(await p.data('/taxonomies/tags/terms/a')).toMatchObject({ foo: 'bar', baz: 'qux' });
    // An empty cascade is a cascade of nothing.
    await p.write({ 'content/taxonomies/tags.yaml': { inject: {} } });
    const term = await p.data('/taxonomies/tags/terms/a');
    expect(term).not.toHaveProperty('foo');
    expect(term).not.toHaveProperty('baz');
  });

  it('it_gets_values_from_the_cascade_with_fallbacks', async () => {
    const p = await make({ 'content/taxonomies/tags.yaml': { inject: { foo: 'bar' } }, 'content/taxonomies/tags/a.yaml': { baz: 'own' } });
    // The cascade is beneath the term's own values.
    expect(await p.data('/taxonomies/tags/terms/a')).toMatchObject({ foo: 'bar', baz: 'own' });
    await p.write({ 'content/taxonomies/tags/a.yaml': { foo: 'own' } });
    expect(await p.data('/taxonomies/tags/terms/a')).toMatchObject({ foo: 'own' });
  });

  it('it_gets_term_blueprints', async () => {
    const p = await make({
      'resources/blueprints/taxonomies/tags/one.yaml': { fields: [{ handle: 'body', field: { type: 'markdown' } }, { handle: 'only_one', field: { type: 'text' } }] },
      'resources/blueprints/taxonomies/tags/two.yaml': { fields: [{ handle: 'body', field: { type: 'text' } }, { handle: 'only_two', field: { type: 'text' } }] },
      'content/taxonomies/tags.yaml': {},
      'content/taxonomies/tags/no-blueprint.yaml': { body: '**x**' },
      'content/taxonomies/tags/blueprint-one.yaml': { blueprint: 'one', body: '**x**' },
      'content/taxonomies/tags/blueprint-two.yaml': { blueprint: 'two', body: '**x**' },
      'content/taxonomies/tags/blueprint-three.yaml': { blueprint: 'three', body: '**x**' },
    });
    const term = (slug: string) => p.data(`/taxonomies/tags/terms/${slug}`);
    // termBlueprint(): the first one by default, a named one when it exists, none otherwise.
    expect(await term('no-blueprint')).toMatchObject({ body: '<p><strong>x</strong></p>\n', only_one: null });
    expect(await term('blueprint-one')).toMatchObject({ body: '<p><strong>x</strong></p>\n', only_one: null });
    expect(await term('blueprint-two')).toMatchObject({ body: '**x**', only_two: null });
    const three = await term('blueprint-three');
    expect(three.body).toBe('**x**');
    expect(three).not.toHaveProperty('only_one');
    expect(three).not.toHaveProperty('only_two');
  });

  it('it_get_terms_count_from_multi_sites', async () => {
    const p = await make({
      // The original's sites share a URL; ours keeps sites apart by path prefix.
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' }, de: { url: '/de/', locale: 'de_DE' } }),
      'content/taxonomies/tags.yaml': { sites: ['en', 'fr', 'de'] },
      'content/taxonomies/tags/one.yaml': {},
      'content/taxonomies/tags/two.yaml': {},
      'content/taxonomies/tags/three.yaml': {},
    });
    const terms: { slug: string }[] = await p.data('/taxonomies/tags/terms');
    expect(terms).toHaveLength(9);
    expect(new Set(terms.map((t) => t.slug)).size).toBe(3);
  });
});
