// Ported from statamic/cms 5.x tests/Data/Taxonomies/TermTest.php: which blueprint a term takes,
// how many entries use it, how its file holds each site's values, and its permalink per site,
// read from `/taxonomies/{taxonomy}/terms/{slug}`.
import { describe, expect, it } from 'vitest';
import { markdown, projects, sites } from './support/project';

const make = projects();

/** Blueprints `first` (body is Markdown) and `second` (body is text) of taxonomy tags. */
const BLUEPRINTS = {
  'resources/blueprints/taxonomies/tags/first.yaml': { fields: [{ handle: 'body', field: { type: 'markdown' } }] },
  'resources/blueprints/taxonomies/tags/second.yaml': { fields: [{ handle: 'body', field: { type: 'text' } }] },
  'content/taxonomies/tags.yaml': {},
};
const MARKDOWN = '<p><strong>x</strong></p>\n';

describe('TermTest', () => {
  it('it_gets_the_blueprint_when_defined_on_itself', async () => {
    const p = await make({ ...BLUEPRINTS, 'content/taxonomies/tags/test.yaml': { blueprint: 'second', body: '**x**' } });
    expect((await p.data('/taxonomies/tags/terms/test')).body).toBe('**x**');
  });

  it('it_gets_the_blueprint_when_defined_in_a_value', async () => {
    // `set('blueprint', 'second')` saves the same key in the term's file.
    const p = await make({ ...BLUEPRINTS, 'content/taxonomies/tags/test.yaml': "body: '**x**'\nblueprint: second\n" });
    expect((await p.data('/taxonomies/tags/terms/test')).body).toBe('**x**');
  });

  it('it_gets_the_default_taxonomy_blueprint_when_undefined', async () => {
    const p = await make({ ...BLUEPRINTS, 'content/taxonomies/tags/test.yaml': { body: '**x**' } });
    expect((await p.data('/taxonomies/tags/terms/test')).body).toBe(MARKDOWN);
  });

  it('it_gets_the_entry_count_through_the_repository', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`content/collections/blog/post-${i}.md`, markdown({ id: `post-${i}`, tags: ['foo'] })]),
    );
    const p = await make({
      'content/taxonomies/tags.yaml': {},
      'content/taxonomies/tags/foo.yaml': {},
      'content/collections/blog.yaml': { taxonomies: ['tags'] },
      ...entries,
      'content/collections/blog/draft.md': markdown({ id: 'draft', published: false, tags: ['foo'] }),
    });
    expect((await p.data('/taxonomies/tags/terms/foo')).entries_count).toBe(7);
  });

  // The original has no #[Test] attribute (PHPUnit does not run it); its facts are ported all the same.
  it('it_gets_file_contents_for_saving', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } }),
      'content/taxonomies/tags.yaml': { sites: ['en', 'fr'] },
      'content/taxonomies/tags/test.yaml': {
        title: 'The title',
        array: ['first one', 'second one'],
        content: 'The content',
        localizations: { fr: { title: 'Le titre', array: ['premier', 'deuxième'], null: null, empty: [], content: 'Le contenu' } },
      },
    });
    const en = await p.data('/taxonomies/tags/terms/test?site=en');
    expect(en).toMatchObject({ title: 'The title', array: ['first one', 'second one'], content: 'The content' });
    expect(en).not.toHaveProperty('null');
    expect(await p.data('/taxonomies/tags/terms/test?site=fr')).toMatchObject({
      title: 'Le titre',
      array: ['premier', 'deuxième'],
      null: null,
      empty: [],
      content: 'Le contenu',
    });
  });

  it('it_gets_preview_targets', async () => {
    const p = await make({
      // The original's de site is http://domain.de/; ours keeps sites apart by path prefix, so it is under /de/ here.
      'resources/sites.yaml': sites({
        en: { url: 'http://domain.com/', locale: 'en_US' },
        fr: { url: 'http://domain.com/fr/', locale: 'fr_FR' },
        de: { url: 'http://domain.de/de/', locale: 'de_DE' },
      }),
      'content/taxonomies/tags.yaml': { sites: ['en', 'fr', 'de'] },
      'content/taxonomies/tags/foo.yaml': { localizations: { fr: { slug: 'le-foo' }, de: { slug: 'das-foo' } } },
    });
    // The default preview target is `{permalink}`: the term's URL under its site's own URL.
    const permalink = async (site: string) => (await p.data(`/taxonomies/tags/terms/foo?site=${site}`)).permalink;
    expect(await permalink('en')).toBe('http://domain.com/tags/foo');
    expect(await permalink('fr')).toBe('http://domain.com/fr/tags/le-foo');
    expect(await permalink('de')).toBe('http://domain.de/de/tags/das-foo');
  });
});
