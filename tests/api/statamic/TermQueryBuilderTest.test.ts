// Ported from statamic/cms 5.x tests/Data/Taxonomies/TermQueryBuilderTest.php: what the REST
// API can ask of the term query builder, through `/api/taxonomies/{taxonomy}/terms` (which is
// `where('taxonomy', …)`), `filter[...]` (ANDed where clauses) and `sort`. Or-wheres, nested
// wheres, whereDate & co., relations, scopes, offset and substitutions have no REST form.
import { describe, expect, it } from 'vitest';
import { type Project, projects, sites } from './support/project';

const openProject = projects();

type Data = Record<string, unknown>;

/** Every taxonomy served, with the filters these tests use (statamic.api.resources.taxonomies). */
const RESOURCES = { taxonomies: { '*': { enabled: true, allowed_filters: ['test', 'test_taxonomy'] } } };

/** A taxonomy and its terms (slug → data), each a file `content/taxonomies/{handle}/{slug}.yaml`. */
function taxonomy(handle: string, terms: Record<string, Data> = {}, config: Data = {}): Record<string, Data> {
  const files: Record<string, Data> = { [`content/taxonomies/${handle}.yaml`]: { title: handle, ...config } };
  for (const [slug, data] of Object.entries(terms)) files[`content/taxonomies/${handle}/${slug}.yaml`] = data;
  return files;
}

async function make(files: Record<string, Data>): Promise<Project> {
  return openProject(files, { api: { resources: RESOURCES } });
}

async function slugs(p: Project, path: string): Promise<string[]> {
  return ((await p.data(path)) as { slug: string }[]).map((t) => t.slug);
}

const tests = (...values: string[]) => Object.fromEntries(values.map((test, i) => [String.fromCharCode(97 + i), { test }]));

const TAXONOMY_LISTS = taxonomy('tags', {
  '1': { test_taxonomy: ['taxonomy-1', 'taxonomy-2'] },
  '2': { test_taxonomy: ['taxonomy-3'] },
  '3': { test_taxonomy: ['taxonomy-1', 'taxonomy-3'] },
  '4': { test_taxonomy: ['taxonomy-3', 'taxonomy-4'] },
  '5': { test_taxonomy: ['taxonomy-5'] },
});

describe('TermQueryBuilderTest', () => {
  it('it_gets_terms', async () => {
    const p = await make({
      'resources/sites.yaml': sites({ en: { url: '/', locale: 'en' }, fr: { url: '/fr/', locale: 'fr' } }),
      ...taxonomy(
        'tags',
        {
          a: { title: 'Alfa', localizations: { fr: { title: 'Le Alfa' } } },
          b: { title: 'Bravo', localizations: { fr: { title: 'Le Bravo' } } },
          c: { title: 'Charlie' }, // intentionally no french translation
        },
        { sites: ['en', 'fr'] },
      ),
    });
    const terms = (await p.data('/taxonomies/tags/terms')) as { slug: string; locale: string; title: string }[];
    expect(terms).toHaveLength(6);
    const order = ['en', 'fr'];
    expect(
      [...terms].sort((x, y) => x.slug.localeCompare(y.slug) || order.indexOf(x.locale) - order.indexOf(y.locale)).map((t) => `${t.locale} ${t.title}`),
    ).toEqual([
      'en Alfa',
      'fr Le Alfa',
      'en Bravo',
      'fr Le Bravo',
      'en Charlie',
      'fr Charlie', // term still exists in fr site, just not translated
    ]);
  });

  it('it_filters_using_wheres', async () => {
    const p = await make(taxonomy('tags', tests('foo', 'bar', 'foo')));
    expect((await slugs(p, '/taxonomies/tags/terms?filter[test]=foo')).sort()).toEqual(['a', 'c']);
  });

  // where('taxonomy', 'tags') is the route's taxonomy; whereIn over two taxonomies has no single REST request.
  it('it_filters_by_taxonomy', async () => {
    const p = await make({
      ...taxonomy('tags', { a: {}, d: {} }),
      ...taxonomy('categories', { b: {} }),
      ...taxonomy('colors', { c: {} }),
    });
    expect((await slugs(p, '/taxonomies/tags/terms')).sort()).toEqual(['a', 'd']);
  });

  it('it_sorts', async () => {
    const p = await make(taxonomy('tags', { a: { test: 4 }, b: { test: 2 }, c: { test: 1 }, d: { test: 5 }, e: { test: 3 } }));
    expect(await slugs(p, '/taxonomies/tags/terms?sort=test')).toEqual(['c', 'b', 'e', 'a', 'd']);
    expect(await slugs(p, '/taxonomies/tags/terms?sort=-test')).toEqual(['d', 'a', 'e', 'b', 'c']);
  });

  // whereJsonContains matches a list holding any of the values, as the `overlaps` condition does.
  it('terms_are_found_using_where_json_contains', async () => {
    const p = await make(TAXONOMY_LISTS);
    expect(await slugs(p, '/taxonomies/tags/terms?filter[test_taxonomy:overlaps]=taxonomy-1|taxonomy-5')).toEqual(['1', '3', '5']);
    expect(await slugs(p, '/taxonomies/tags/terms?filter[test_taxonomy:overlaps]=taxonomy-1')).toEqual(['1', '3']);
  });

  it('terms_are_found_using_where_json_doesnt_contain', async () => {
    const p = await make(TAXONOMY_LISTS);
    expect(await slugs(p, '/taxonomies/tags/terms?filter[test_taxonomy:doesnt_overlap]=taxonomy-1')).toEqual(['2', '4', '5']);
  });

  it('terms_are_found_using_where_json_overlaps', async () => {
    const p = await make(TAXONOMY_LISTS);
    expect(await slugs(p, '/taxonomies/tags/terms?filter[test_taxonomy:overlaps]=taxonomy-1|taxonomy-5')).toEqual(['1', '3', '5']);
    expect(await slugs(p, '/taxonomies/tags/terms?filter[test_taxonomy:overlaps]=taxonomy-1')).toEqual(['1', '3']);
  });

  it('terms_are_found_using_where_json_doesnt_overlap', async () => {
    const p = await make(TAXONOMY_LISTS);
    expect(await slugs(p, '/taxonomies/tags/terms?filter[test_taxonomy:doesnt_overlap]=taxonomy-1')).toEqual(['2', '4', '5']);
  });
});
