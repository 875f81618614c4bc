// Ported from statamic/cms 5.x tests/Feature/Taxonomies/UpdateTermTest.php: saving a term in the
// control panel. Statamic PATCHes the term's update URL with its values (the default payload also
// carries `slug: updated-term`, which no case asserts; our save has no slug, a term's slug being
// its file's name, decision 030); ours PUTs /cp/api/taxonomies/{taxonomy}/terms/{slug}?site= with
// the values and the version of the file (named from the file itself: the refused users could not
// read it). Asserted: the term file on disk (`$term->fresh()`), and who may save (403).
import { describe, expect, it } from 'vitest';
import { cpProjects, sites } from '../support/structures';

const make = cpProjects();
const ALFA = 'content/taxonomies/tags/alfa.yaml';

describe('UpdateTermTest', () => {
  it('it_denies_access_if_you_dont_have_edit_permission', async () => {
    const p = await make({ 'content/taxonomies/tags.yaml': { title: 'Tags' }, [ALFA]: { title: 'alfa' } });
    const user = await p.user(['access cp']);
    const answer = await user.send('PUT', '/cp/api/taxonomies/tags/terms/alfa', { version: await p.version(ALFA), values: { title: 'Updated alfa' } });
    expect(answer.status).toBe(403);
    expect((await p.read(ALFA)).title).toBe('alfa');
  });

  // The taxonomy is in both sites here: ours (as Statamic reading the file) keeps a term's
  // `localizations.fr` only for a site of its taxonomy. The refusal must be the site's, as in
  // Statamic (LocalizedTermPolicy::edit): its message names `access fr site`.
  it('it_denies_access_if_you_dont_have_site_permission', async () => {
    const p = await make({
      'resources/sites.yaml': sites('en', 'fr'),
      'content/taxonomies/tags.yaml': { title: 'Tags', sites: ['en', 'fr'] },
      [ALFA]: { title: 'alfa', localizations: { fr: { title: 'le alfa' } } },
    });
    const user = await p.user(['access cp', 'edit tags terms']);
    const answer = await user.send('PUT', '/cp/api/taxonomies/tags/terms/alfa?site=fr', { version: await p.version(ALFA), values: { title: 'Updated le alfa' }, localized: ['title'] });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toContain('access fr site');
    expect((await p.read(ALFA)).localizations.fr.title).toBe('le alfa');
  });

  // Fails on our side (see the report): `edit tags terms` alone is refused, a one-site project
  // asks for `access en site`, and a taxonomy without a blueprint has no `title` field.
  it('term_gets_updated', async () => {
    const p = await make({ 'content/taxonomies/tags.yaml': { title: 'Tags' }, [ALFA]: { title: 'alfa' } });
    const user = await p.user(['access cp', 'edit tags terms']);
    const answer = await user.send('PUT', '/cp/api/taxonomies/tags/terms/alfa', { version: await p.version(ALFA), values: { title: 'Updated alfa' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await p.read(ALFA)).title).toBe('Updated alfa');
  });
});
