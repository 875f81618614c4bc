// Ported from statamic/cms 5.x tests/Listeners/UpdateTermReferencesTest.php, its two cases about
// deleting a term (the others rename a term's slug, which our panel cannot do: see the parity
// table). setUp(): sites en and fr (Statamic's at two domains; ours are told apart by path), the
// taxonomy `topics` with the terms hoff and norris, and an `articles` entry naming them through
// `terms` fields of its blueprint.
//
// Adapted: Statamic deletes the term and removes it from the entries naming it; ours refuses to
// delete a term that entries use (409, decision 030: "A term that entries use is not deleted"),
// and the entry stays as it was. Both cases fail on our side (see the report): an entry naming the
// term through a `terms` field whose handle is not the taxonomy's does not count as using it, so
// the term is deleted and the entry keeps a reference to nothing.
import { describe, expect, it } from 'vitest';
import { cpProjects, markdown, sites } from '../support/structures';

const make = cpProjects();
const ENTRY = 'content/collections/articles/en/article.md';

async function deletingTermsNamedBy(values: Record<string, unknown>, taxonomies: string[] | null) {
  const terms = (field: Record<string, unknown>) => ({ type: 'terms', mode: 'select', ...(taxonomies ? { taxonomies } : {}), ...field });
  const p = await make({
    'resources/sites.yaml': sites('en', 'fr'),
    'content/taxonomies/topics.yaml': { title: 'Topics' },
    'content/taxonomies/topics/hoff.yaml': {},
    'content/taxonomies/topics/norris.yaml': {},
    'content/collections/articles.yaml': { title: 'Articles' },
    'resources/blueprints/collections/articles/article.yaml': {
      fields: [
        { handle: 'favourite', field: terms({ max_items: 1 }) },
        { handle: 'non_favourite', field: terms({ max_items: 1 }) },
        { handle: 'favourites', field: terms({}) },
      ],
    },
    [ENTRY]: markdown({ id: 'article', ...values }),
  });
  const before = await p.text(ENTRY);
  const user = await p.user('super');
  const answers: Record<string, number> = {};
  for (const slug of ['hoff', 'norris']) answers[slug] = (await user.send('DELETE', `/cp/api/taxonomies/topics/terms/${slug}?site=en`)).status;
  expect(answers).toEqual({ hoff: 409, norris: 409 });
  expect(await p.list('content/taxonomies/topics')).toEqual(['hoff.yaml', 'norris.yaml']);
  expect(await p.text(ENTRY)).toBe(before);
}

describe('UpdateTermReferencesTest', () => {
  it('it_nullifies_references_when_deleting_a_term', async () => {
    await deletingTermsNamedBy({ favourite: 'hoff', non_favourite: 'norris', favourites: ['hoff', 'norris'] }, ['topics']);
  });

  it('it_nullifies_references_when_deleting_a_scoped_term', async () => {
    await deletingTermsNamedBy({ favourite: 'topics::hoff', non_favourite: 'topics::norris', favourites: ['topics::hoff', 'topics::norris'] }, null);
  });
});
