// Ported from statamic/cms 5.x tests/Feature/Taxonomies/TermEntriesTest.php: how many entries use
// a term. The original asks `$term->entriesCount()` and `entries()`; the control panel shows the
// count in a taxonomy's term list (GET /cp/api/taxonomies/{taxonomy}/terms?site=, `entries`) and
// on the term's form (decision 030: "The term's form says how many entries use it"), and does not
// list the entries themselves: the counts are asserted, the slugs are not (adapted).
import { describe, expect, it } from 'vitest';
import { cpProjects, markdown, type FileContent } from '../support/structures';

const make = cpProjects();

async function counts(user: { get(url: string): Promise<{ status: number; body: { data: { slug: string; entries: number }[] } }> }, site: string) {
  const answer = await user.get(`/cp/api/taxonomies/colors/terms?site=${site}`);
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.data.map((t) => [t.slug, t.entries]));
}

const COLLECTIONS: Record<string, FileContent> = {
  'content/collections/animals.yaml': { title: 'Animals', taxonomies: ['colors'] },
  'content/collections/clothes.yaml': { title: 'Clothes', taxonomies: ['colors'] },
};

describe('TermEntriesTest', () => {
  it('it_gets_and_counts_entries_for_a_term_across_collections', async () => {
    const p = await make({
      'content/taxonomies/colors.yaml': { title: 'Colors' },
      'content/taxonomies/colors/red.yaml': {},
      'content/taxonomies/colors/black.yaml': {},
      'content/taxonomies/colors/yellow.yaml': {},
      ...COLLECTIONS,
      'content/collections/animals/panther.md': markdown({ id: 'panther', colors: ['black'] }),
      'content/collections/animals/cheetah.md': markdown({ id: 'cheetah', colors: ['yellow'] }),
      'content/collections/clothes/red-shirt.md': markdown({ id: 'red-shirt', colors: ['red'] }),
      'content/collections/clothes/black-shirt.md': markdown({ id: 'black-shirt', colors: ['black'] }),
    });
    const user = await p.user('super');
    expect(await counts(user, 'en')).toEqual({ red: 1, black: 2, yellow: 1 });
    const black = await user.get('/cp/api/taxonomies/colors/terms/black?site=en');
    expect(black.body.meta.entries).toBe(2);
  });

  // Adapted as the case above; the counts asserted are the localized terms' (`in('en')`,
  // `in('fr')`), which the panel shows in each site's term list. Note: our count is of the entries
  // naming the term (the French ones inherit their colours and name none), so it is the same in
  // both sites; it matches Statamic's per-site counts for this content. The base Term's count
  // over all locales (2, 4, 2) has no counterpart in the panel.
  it('it_gets_and_counts_entries_for_a_localized_term_across_collections', async () => {
    const term = (fr: string, hex: string) => ({ hex, localizations: { fr: { slug: fr } } });
    const entry = (collection: string, slug: string, frSlug: string, color: string): Record<string, FileContent> => ({
      [`content/collections/${collection}/en/${slug}.md`]: markdown({ id: slug, colors: [color] }),
      [`content/collections/${collection}/fr/${frSlug}.md`]: markdown({ id: frSlug, origin: slug }),
    });
    const p = await make({
      'resources/sites.yaml': { en: { name: 'English', locale: 'en_US', url: '/' }, fr: { name: 'French', locale: 'fr_FR', url: '/fr/' } },
      'content/taxonomies/colors.yaml': { title: 'Colors', sites: ['en', 'fr'] },
      'content/taxonomies/colors/red.yaml': term('rouge', 'f00'),
      'content/taxonomies/colors/black.yaml': term('noir', '000'),
      'content/taxonomies/colors/yellow.yaml': term('jaune', 'ff0'),
      'content/collections/animals.yaml': { title: 'Animals', taxonomies: ['colors'], sites: ['en', 'fr'] },
      'content/collections/clothes.yaml': { title: 'Clothes', taxonomies: ['colors'], sites: ['en', 'fr'] },
      ...entry('animals', 'panther', 'panthere', 'black'),
      ...entry('animals', 'cheetah', 'guepard', 'yellow'),
      ...entry('clothes', 'red-shirt', 'rouge-shirt', 'red'),
      ...entry('clothes', 'black-shirt', 'noir-shirt', 'black'),
    });
    const user = await p.user('super');
    expect(await counts(user, 'en')).toEqual({ red: 1, black: 2, yellow: 1 });
    expect(await counts(user, 'fr')).toEqual({ red: 1, black: 2, yellow: 1 });
  });
});
