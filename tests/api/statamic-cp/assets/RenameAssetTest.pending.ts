// Ported from statamic/cms 5.x tests/Actions/RenameAssetTest.php: the `rename_asset` action
// (cp_route('assets.actions.run'), `values.filename` without the extension) is our POST
// /cp/api/assets/{container}/move { path, basename } (`rename {container} assets`; the new name
// with its extension). The container `test_container` is on the disk `test` (`public/test/`);
// createAsset() writes an image and its meta file (`path/to/.meta/{file}.yaml`, `data: alt`), as
// the original does, and the asset's data is read back from the meta file at its new name.
// Adapted (docs/decisions/031-asset-library.md): a new name must be a slug with the extension
// (`AlFa OnE.jpg` is refused, 422, where Statamic makes it `alfa-one`); a taken name is our 409;
// the current name is a rename that changes nothing (200, nothing written) where Statamic
// answers with a validation error. Statamic's default `statamic.assets.lowercase` makes
// `AlFa-OnE` the current name `alfa-one`: that spelling is asked for too.
// Pending: the cases of this class that still fail on a difference not fixed yet (the diagnosis is in
// docs/statamic-cp-parity/); not run by npm test. A fix moves its case into RenameAssetTest.test.ts.
import { describe, expect, it } from 'vitest';
import { cleanUp } from '../support/accounts';
import { setUp, rename, snapshot } from './RenameAssetTest.support';

cleanUp();

describe('RenameAssetTest', () => {
  it('it_fails_validation_if_provided_with_string_that_resolves_to_current_filename', async () => {
    const { project, client } = await setUp(['alfa-one.jpg', 'The alfa alt text']);
    const before = await snapshot(project);
    // "AlFa OnE" would resolve to "alfa-one": not a slug here (422).
    expect((await rename(client, 'alfa-one.jpg', 'AlFa OnE.jpg')).status).toBe(422);
    // "AlFa-OnE" is "alfa-one" in Statamic (lowercase file names): its current name, refused.
    const status = (await rename(client, 'alfa-one.jpg', 'AlFa-OnE.jpg')).status;
    expect(status, 'a name that resolves to the current one is refused').toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await snapshot(project)).toEqual(before);
  });
});
