// What Statamic 5 accepts in trees, globals and taxonomies but ignores or drops: served as
// Statamic serves it, and reported as a load warning (content:check passes with warnings).
import { describe, expect, it } from 'vitest';
import { markdown, projects, sites } from './statamic/support/project';
import { problems, shape } from './statamic/support/trees';

const make = projects();

const EN_FR = sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' } });

describe('globals', () => {
  it('an origin without values of the set gives no fallback', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR,
      'content/globals/test.yaml': { title: 'Test' },
      'content/globals/fr/test.yaml': { own: 'yes', origin: 'en' },
    });
    expect(await p.data('/globals/test?site=fr')).toEqual({ own: 'yes', handle: 'test', api_url: 'http://localhost/api/globals/test' });
    expect((await problems(p)).warnings).toEqual([
      { file: 'content/globals/fr/test.yaml', field: 'origin', reason: 'the origin "en" has no values of this set: nothing falls back' },
    ]);
  });

  it("a set file's `sites:` (Statamic 6's place for origins) is not read", async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR,
      'content/globals/test.yaml': { title: 'Test', sites: { en: null, fr: 'en' } },
      'content/globals/en/test.yaml': { foo: 'bar' },
      'content/globals/fr/test.yaml': { own: 'yes' },
    });
    expect(await p.data('/globals/test?site=fr')).not.toHaveProperty('foo');
    expect((await problems(p)).warnings.map((w) => [w.file, w.field])).toEqual([['content/globals/test.yaml', 'sites']]);
  });

  it('a single-site project reads no values from site folders', async () => {
    const p = await make({
      'content/globals/test.yaml': { data: { foo: 'set file' } },
      'content/globals/default/test.yaml': { foo: 'site folder' },
    });
    expect(await p.data('/globals/test')).toMatchObject({ foo: 'set file' });
    expect((await problems(p)).warnings.map((w) => w.file)).toEqual(['content/globals/default/test.yaml']);
  });

  it('values of a set that has no set file are not served', async () => {
    const p = await make({ 'resources/sites.yaml': EN_FR, 'content/globals/en/orphan.yaml': { foo: 'bar' } });
    expect((await p.get('/globals/orphan?site=en')).status).toBe(404);
    expect((await problems(p)).warnings.map((w) => w.file)).toEqual(['content/globals/en/orphan.yaml']);
  });
});

describe('taxonomies', () => {
  it("a localization for a site the taxonomy is not in is dropped; each site's slug is its own", async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en_US' }, fr: { url: '/fr/', locale: 'fr_FR' }, de: { url: '/de/', locale: 'de_DE' } }),
      'content/taxonomies/tag_groups.yaml': { sites: ['en', 'fr', 'nope'] },
      'content/taxonomies/tag_groups/foo.yaml': { title: 'Foo', localizations: { fr: { title: 'Le Foo', slug: 'le-foo' }, de: { title: 'Das Foo' } } },
    });
    expect(await p.data('/taxonomies/tag_groups/terms/foo?site=fr')).toMatchObject({
      id: 'tag_groups::foo',
      slug: 'le-foo',
      title: 'Le Foo',
      uri: '/tag-groups/le-foo',
      url: '/fr/tag-groups/le-foo',
      api_url: 'http://localhost/api/taxonomies/tag_groups/terms/le-foo',
    });
    expect((await p.get('/taxonomies/tag_groups/terms/foo?site=de')).status).toBe(404);
    expect((await problems(p)).warnings.map((w) => [w.file, w.field])).toEqual([
      ['content/taxonomies/tag_groups.yaml', 'sites'],
      ['content/taxonomies/tag_groups/foo.yaml', 'localizations.de'],
    ]);
  });

  it("a single-site project's taxonomy is in the default site only", async () => {
    const p = await make({ 'content/taxonomies/tags.yaml': { sites: ['en', 'fr'] }, 'content/taxonomies/tags/foo.yaml': {} });
    expect((await p.data('/taxonomies/tags/terms')).map((t: { locale: string }) => t.locale)).toEqual(['default']);
  });
});

describe('trees', () => {
  it("a collection tree naming another site's entry drops it", async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR,
      'content/collections/pages.yaml': { title: 'Pages', sites: ['en', 'fr'], structure: {} },
      'content/collections/pages/en/a.md': markdown({ id: 'a' }),
      'content/collections/pages/fr/a.md': markdown({ id: 'a-fr', origin: 'a' }),
      'content/trees/collections/en/pages.yaml': { tree: [{ entry: 'a-fr' }, { entry: 'a' }] },
    });
    expect(shape(await p.data('/collections/pages/tree?site=en'))).toEqual([{ id: 'a', children: [] }]);
    expect((await problems(p)).warnings).toEqual([
      { file: 'content/trees/collections/en/pages.yaml', field: 'tree.0.entry', reason: 'the entry "a-fr" is in site "fr", not "en": Statamic drops it and its children' },
    ]);
  });

  it('a tree for a site the collection is not in, or for a missing navigation, is ignored', async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR,
      'content/collections/pages.yaml': { title: 'Pages', sites: ['en'], structure: {} },
      'content/trees/collections/fr/pages.yaml': { tree: [] },
      'content/trees/navigation/en/nope.yaml': { tree: [] },
    });
    expect((await p.get('/collections/pages/tree?site=fr')).status).toBe(404);
    expect((await p.get('/navs/nope/tree?site=en')).status).toBe(404);
    expect((await problems(p)).warnings.map((w) => w.reason)).toEqual([
      'the collection "pages" is not in site "fr": this tree is ignored',
      'there is no navigation "nope": this tree is ignored',
    ]);
  });

  it("a navigation shows the entry a branch names, not that entry's localization", async () => {
    const p = await make({
      'resources/sites.yaml': EN_FR,
      'content/collections/pages.yaml': { title: 'Pages', sites: ['en', 'fr'], route: '{slug}' },
      'content/collections/pages/en/about.md': markdown({ id: 'about', title: 'About' }),
      'content/collections/pages/fr/a-propos.md': markdown({ id: 'about-fr', origin: 'about', title: 'À propos' }),
      'content/navigation/main.yaml': {},
      'content/trees/navigation/fr/main.yaml': { tree: [{ id: 'n', entry: 'about' }] },
    });
    expect((await p.data('/navs/main/tree?site=fr'))[0].page).toMatchObject({ entry_id: 'about', title: 'About', url: '/about' });
  });
});
