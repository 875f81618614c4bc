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
import type { Client } from '../../../../server/cp/test/fixture';
import { cleanUp, cpProject, image, json, type CpProject } from '../support/accounts';

cleanUp();

const DIR = 'public/test/path/to';

async function setUp(...assets: [string, string][]): Promise<{ project: CpProject; client: Client }> {
  const files: Record<string, string | Buffer> = {};
  for (const [filename, alt] of assets) {
    files[`${DIR}/${filename}`] = await image('jpeg', filename.length, 30, 60);
    files[`${DIR}/.meta/${filename}.yaml`] = `data:\n  alt: '${alt}'`;
  }
  const project = await cpProject({ containers: { test_container: { disk: 'test' } }, users: { 'super@example.com': { super: true } }, files });
  return { project, client: await project.as('super@example.com') };
}

const rename = (client: Client, file: string, basename: string) => client.send('/cp/api/assets/test_container/move', 'POST', { path: `path/to/${file}`, basename });

async function assertAssetExistsAndHasData(project: CpProject, file: string, data: Record<string, unknown>) {
  expect(await project.exists(`${DIR}/${file}`), `${file} exists`).toBe(true);
  expect((await project.yaml(`${DIR}/.meta/${file}.yaml`)).data).toEqual(data);
}

async function assertAssetDoesNotExist(project: CpProject, file: string) {
  expect(await project.exists(`${DIR}/${file}`), `${file} is gone`).toBe(false);
  expect(await project.exists(`${DIR}/.meta/${file}.yaml`), `${file}'s meta is gone`).toBe(false);
}

/** Every file of the container with its bytes: what a refused rename must leave as it was. */
async function snapshot(project: CpProject): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of await project.tree('public/test')) out[rel] = (await project.bytes(`public/test/${rel}`)).toString('base64');
  return out;
}

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
