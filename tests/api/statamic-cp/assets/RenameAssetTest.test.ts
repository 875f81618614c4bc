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
import { describe, expect, it } from 'vitest';
import type { AssetMoveResponse } from '../../../../cp/shared/asset-library';
import { cleanUp, json } from '../support/accounts';
import { setUp, rename, assertAssetExistsAndHasData, assertAssetDoesNotExist, snapshot } from './RenameAssetTest.support';

cleanUp();

describe('RenameAssetTest', () => {
  it('it_renames', async () => {
    const { project, client } = await setUp(['alfa.jpg', 'The alfa alt text']);
    const body = await json<AssetMoveResponse>(await rename(client, 'alfa.jpg', 'bravo.jpg'), 200);
    expect(body.asset.path).toBe('path/to/bravo.jpg');
    await assertAssetDoesNotExist(project, 'alfa.jpg');
    await assertAssetExistsAndHasData(project, 'bravo.jpg', { alt: 'The alfa alt text' });
  });

  it('it_fails_validation_if_provided_with_the_current_filename', async () => {
    const { project, client } = await setUp(['alfa.jpg', 'The alfa alt text']);
    const before = await snapshot(project);
    // Adapted: nothing to do, nothing written (Statamic: a validation error).
    expect((await rename(client, 'alfa.jpg', 'alfa.jpg')).status).toBe(200);
    expect(await snapshot(project)).toEqual(before);
  });

  it('it_fails_validation_if_provided_with_existing_filename', async () => {
    const { project, client } = await setUp(['alfa.jpg', 'The alfa alt text'], ['bravo.jpg', 'The bravo alt text']);
    const before = await snapshot(project);
    expect((await rename(client, 'alfa.jpg', 'bravo.jpg')).status).toBe(409);
    expect(await snapshot(project)).toEqual(before);
    await assertAssetExistsAndHasData(project, 'bravo.jpg', { alt: 'The bravo alt text' });
  });

  it('it_fails_validation_if_provided_with_string_that_resolves_to_existing_filename', async () => {
    const { project, client } = await setUp(['alfa.jpg', 'The alfa alt text'], ['bravo-two.jpg', 'The bravo alt text']);
    const before = await snapshot(project);
    // "BraVo TwO" would resolve to "bravo-two": not a slug here (422); "BraVo-TwO" is that name but for its case (409).
    expect((await rename(client, 'alfa.jpg', 'BraVo TwO.jpg')).status).toBe(422);
    expect((await rename(client, 'alfa.jpg', 'BraVo-TwO.jpg')).status).toBe(409);
    expect(await snapshot(project)).toEqual(before);
  });
});
