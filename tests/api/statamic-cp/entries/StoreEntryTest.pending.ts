// Ported from statamic/cms 5.x tests/Feature/Entries/StoreEntryTest.php: creating an entry in
// the control panel (who may, the file it writes, how its slug and title are made). Statamic
// POSTs `collections.entries.store` ({collection}/{site}) with the form's values; ours is
// POST /cp/api/collections/{c}/entries with `{site, values, slug, published}` (cp/shared/api.ts).
// `Collection::make('test')->save()` is `content/collections/test.yaml`; the mocked blueprints
// of `seedBlueprintFields` are `resources/blueprints/collections/test/test.yaml`. The entry
// written is read back from `content/collections/test/`.
//
// Adapted throughout: the role also holds `publish test entries`. Statamic's store creates the
// entry published without asking; ours requires `publish {collection} entries` to create a
// published entry (decision 022), and the file is then the one Statamic writes (no
// `published` key). Not adapted: the role has no `access en site`, as in the original: in a
// one-site project Statamic checks no site permission (SitePolicy::view, multisite off).
// Pending: the cases of this class that still fail on a difference not fixed yet (the diagnosis is in
// docs/statamic-cp-parity/); not run by npm test. A fix moves its case into StoreEntryTest.test.ts.
import { describe, expect, it } from 'vitest';
import { cleanUp } from '../support/entries';
import { DIR, seeded, blueprint, submit } from './StoreEntryTest.support';

cleanUp();

describe('StoreEntryTest', () => {
  it('it_can_validate_against_published_value', async () => {
    const p = await seeded(blueprint({ test_field: { validate: 'required_if:published,true' } }));
    const response = await submit(await p.as('test'), { title: 'Test', slug: 'manually-entered-slug', published: true });
    expect(response.status).toBe(422);
    expect(await p.files(DIR)).toEqual([]);
  });
});
