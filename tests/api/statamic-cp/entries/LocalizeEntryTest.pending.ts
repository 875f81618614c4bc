// Ported from statamic/cms 5.x tests/Feature/Entries/LocalizeEntryTest.php: making an entry's
// localization in another site (who may, the file written, where it goes in a structured
// collection's tree). Statamic POSTs `collections.entries.localize` with `{site}` and answers
// `{handle, url}`; ours is POST /cp/api/collections/{c}/entries with `{site, origin, values: {},
// published: false}` and answers the new localization's document (201). Statamic's
// `makeLocalization()->store()` saves the localization as a draft stamped by the user, so
// `published: false` is what Statamic writes too. setUp()'s sites are `en` (/) and `fr` (/fr/);
// the user's role is the original's user(): access en and fr site, view and edit blog and pages
// entries (no `create`: Statamic's LocalizeEntryController authorizes `edit` on the entry).
// Pending: the cases of this class that still fail on a difference not fixed yet (the diagnosis is in
// docs/statamic-cp-parity/); not run by npm test. A fix moves its case into LocalizeEntryTest.test.ts.
import { describe, expect, it } from 'vitest';
import { cleanUp, openTree } from '../support/entries';
import { project, localize, pages, frLocalization } from './LocalizeEntryTest.support';

cleanUp();

describe('LocalizeEntryTest', () => {
  it('it_adds_an_entry_to_the_structure_tree_if_its_nested', async () => {
    const p = await project(pages([{ entry: 'home' }, { entry: 'about', children: [{ entry: 'team' }] }], [{ entry: 'fr-home' }, { entry: 'fr-about' }]));
    const response = await localize(await p.as('test'), 'pages', 'team', 'fr');
    expect(response.status, await response.clone().text()).toBe(201);
    const frTeam = await frLocalization(p, 'pages', 'team');
    expect(frTeam).not.toBeNull();
    // Under the localization of its origin's parent, as in Statamic's fr tree file (asserted on
    // the tree as read, like the two cases below: a localization the file leaves out is read at the end).
    expect((await openTree(await p.as('super'), 'pages', 'fr')).tree).toEqual([{ entry: 'fr-home' }, { entry: 'fr-about', children: [{ entry: frTeam!.data.id }] }]);
  });

  // The tree file, and the tree as the panel (and our store) reads it: Statamic appends the
  // localization to the end of the file's tree; ours leaves the file as it was and reads an
  // entry the file leaves out at the end (decision 028, "a new page appears at the end of the
  // tree until it is moved"). Adapted: asserted on the tree as read.
});
