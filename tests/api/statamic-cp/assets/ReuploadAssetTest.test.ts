// Ported from statamic/cms 5.x tests/Feature/Assets/ReuploadAssetTest.php: the `reupload_asset`
// action (a file uploaded beforehand, then `$asset->reupload()`) is our multipart POST
// /cp/api/assets/{container}/replace?path= (`upload` and `edit {container} assets`): the same
// path, new bytes, the meta file's facts updated. The original mocks the asset; here the
// container `container` (`public/container/`) holds a real JPEG at `path/to/asset.jpg`.
// Adapted: Statamic answers with a callback that busts the browser's image caches for the
// thumbnail and the URL; ours answers the asset, whose thumbnail URL is versioned by the file
// (a new URL after a replace: no cached rendition shows). A different type is refused with our
// message (422), not Statamic's `Must be a file of type: jpg.` at the field `file`.
import { describe, expect, it } from 'vitest';
import type { LibraryAsset } from '../../../../cp/shared/asset-library';
import type { Client } from '../../../../server/cp/test/fixture';
import { cleanUp, cpProject, image, json, multipart, type CpProject } from '../support/accounts';

cleanUp();

const FILE = 'public/container/path/to/asset.jpg';
const META = 'public/container/path/to/.meta/asset.jpg.yaml';

async function setUp(): Promise<{ project: CpProject; client: Client }> {
  const project = await cpProject({
    containers: { container: {} },
    users: { 'super@example.com': { super: true } },
    files: { [FILE]: await image('jpeg', 1, 30, 60), [META]: { data: { alt: 'Kept' }, size: 1, last_modified: 1, width: 30, height: 60, mime_type: 'image/jpeg', duration: null } },
  });
  return { project, client: await project.as('super@example.com') };
}

const thumbnailOf = async (client: Client) => (await json<{ asset: LibraryAsset }>(await client.fetch('/cp/api/assets/container/asset?path=path/to/asset.jpg'), 200)).asset.thumbnail;

describe('ReuploadAssetTest', () => {
  it('it_replaces_the_file_when_reuploading', async () => {
    const { project, client } = await setUp();
    const before = await thumbnailOf(client);
    const replacement = await image('jpeg', 2, 40, 25);
    const body = await json<LibraryAsset>(await multipart(client, '/cp/api/assets/container/replace?path=path/to/asset.jpg', { file: replacement }, 'filename.jpg'), 200);
    expect(body.id).toBe('container::path/to/asset.jpg');
    // The browser's cached thumbnail is not shown again: the URL is a new one.
    expect(body.thumbnail).toEqual(expect.any(String));
    expect(body.thumbnail).not.toBe(before);
    expect((await project.bytes(FILE)).equals(replacement)).toBe(true);
    expect(await project.yaml(META)).toMatchObject({ data: { alt: 'Kept' }, size: replacement.length, width: 40, height: 25, mime_type: 'image/jpeg' });
  });

  it('validation_fails_when_attempting_to_replace_with_a_different_file_extension', async () => {
    const { project, client } = await setUp();
    const old = await project.bytes(FILE);
    const refused = await json<{ message: string }>(await multipart(client, '/cp/api/assets/container/replace?path=path/to/asset.jpg', { file: await image('png') }, 'filename.png'), 422);
    expect(refused.message).toMatch(/image\/jpeg/);
    expect((await project.bytes(FILE)).equals(old)).toBe(true);
  });
});
