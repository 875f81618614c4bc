// Ported from statamic/cms 5.x tests/Feature/Assets/StoreAssetTest.php: postJson(cp_route(
// 'assets.store'), { container, folder, file, option }) is our multipart POST
// /cp/api/assets/{container} ({ file, folder, onConflict }), `upload {container} assets`. The
// container `test_container` on the disk `test` is `content/assets/test_container.yaml`
// (`disk: test`), its files under `public/test/`; what an upload wrote is read from there. Our
// answer is the asset itself (201) where Statamic's is `{ data: asset }`.
// Adapted (docs/decisions/031-asset-library.md, 032-upload-safety.md): a name becomes a slug, so
// the original's `%2e%2e%2ftest.jpg` is stored as `2e2e2ftest.jpg` (Statamic: `..-test.jpg`; a
// name starting with a dot is refused here); the container is part of our URL (none is a 404,
// where Statamic answers 422); `option: overwrite` is `onConflict: replace`, which needs `edit`
// as well as `upload` and a file of the same type; `option: timestamp` is `keep-both`
// (`test-1.jpg`, Statamic: `test-{unix time}.jpg`); `relativePath` (a dropped folder) is the
// upload's `folder` below the one shown, created as needed.
import { describe, expect, it } from 'vitest';
import type { LibraryAsset, UploadConflictError } from '../../../../cp/shared/asset-library';
import { cleanUp, image, json } from '../support/accounts';
import { DISK, setUp, userWithPermission, submit, filesOf } from './StoreAssetTest.support';

cleanUp();

describe('StoreAssetTest', () => {
  describe('it_uploads_an_asset', () => {
    it.each([
      ['test.jpg', 'test.jpg', 'path/to/test.jpg'],
      // path traversal naughtiness (adapted: stored under our slug of the name, inside the folder)
      ['../test.jpg urlencoded', '%2e%2e%2ftest.jpg', 'path/to/2e2e2ftest.jpg'],
      ['foo/../test.jpg urlencoded', 'foo%2f%2e%2e%2ftest.jpg', 'path/to/foo2f2e2e2ftest.jpg'],
    ])('%s', async (_, filename, expected) => {
      const { project, client } = await userWithPermission();
      expect(await project.exists(`${DISK}/${expected}`)).toBe(false);
      const body = await json<LibraryAsset>(await submit(client, { name: filename }), 201);
      expect(body).toMatchObject({ id: `test_container::${expected}`, path: expected });
      expect(await filesOf(project)).toEqual([expected]);
    });
  });

  it('it_denied_access_without_permission', async () => {
    const { project, client } = await setUp([]);
    expect((await submit(client)).status).toBe(403);
    expect(await project.tree(DISK)).toEqual([]);
  });

  it('it_denies_access_if_uploads_are_disabled', async () => {
    const { project, client } = await userWithPermission({ allow_uploads: false });
    expect((await submit(client)).status).toBe(403);
    expect(await project.tree(DISK)).toEqual([]);
  });

  it('it_doesnt_upload_without_a_container', async () => {
    const { project, client } = await userWithPermission();
    // Adapted: the container is our URL's; without one (or an unknown one) there is nothing to upload to.
    expect((await submit(client, { container: '' })).status).toBe(404);
    expect((await submit(client, { container: 'nope' })).status).toBe(404);
    expect(await project.tree(DISK)).toEqual([]);
  });

  it('it_doesnt_upload_when_file_exists', async () => {
    const { project, client } = await userWithPermission();
    await project.write({ [`${DISK}/path/to/test.jpg`]: 'contents' });
    const refused = await json<UploadConflictError>(await submit(client), 409);
    expect(refused.existing.path).toBe('path/to/test.jpg');
    expect(await project.text(`${DISK}/path/to/test.jpg`)).toBe('contents');
    expect(await filesOf(project)).toEqual(['path/to/test.jpg']);
  });

  it('it_doesnt_upload_when_file_exists_with_different_casing', async () => {
    const { project, client } = await userWithPermission();
    await project.write({ [`${DISK}/path/to/test.jpg`]: 'contents' });
    const refused = await json<UploadConflictError>(await submit(client, { name: 'tEsT.jpg' }), 409);
    expect(refused.existing.path).toBe('path/to/test.jpg');
    expect(await filesOf(project)).toEqual(['path/to/test.jpg']);
  });

  it('it_can_upload_and_overwrite', async () => {
    // Adapted: replacing needs `edit` too, and the file there is a real JPEG (a replacement keeps the type).
    const { project, client } = await setUp(['upload test_container assets', 'edit test_container assets']);
    const old = await image('jpeg', 1);
    await project.write({ [`${DISK}/path/to/test.jpg`]: old, [`${DISK}/path/to/.meta/test.jpg.yaml`]: { data: { alt: 'A test image' } } });
    expect(await filesOf(project)).toEqual(['path/to/test.jpg']);
    const fresh = await image('jpeg', 2, 12, 12);
    expect((await submit(client, { file: fresh, onConflict: 'replace' })).status).toBe(201);
    expect(await filesOf(project)).toEqual(['path/to/test.jpg']);
    const now = await project.bytes(`${DISK}/path/to/test.jpg`);
    expect(now.equals(old), 'File was not overwritten.').toBe(false);
    expect(now.equals(fresh)).toBe(true);
    expect(((await project.yaml(`${DISK}/path/to/.meta/test.jpg.yaml`)).data as Record<string, unknown>).alt).toBe('A test image');
  });

  it('it_can_upload_and_append_timestamp', async () => {
    const { project, client } = await userWithPermission();
    await project.write({ [`${DISK}/path/to/test.jpg`]: 'contents' });
    expect((await submit(client, { onConflict: 'keep-both' })).status).toBe(201);
    expect(await filesOf(project)).toEqual(['path/to/test-1.jpg', 'path/to/test.jpg']);
    expect(await project.text(`${DISK}/path/to/test.jpg`)).toBe('contents');
  });

  describe('it_can_upload_to_relative_path', () => {
    it.each([
      ['test.jpg', 'test.jpg', 'path/to/sub/folder/test.jpg'],
      // path traversal naughtiness (adapted: our slug of the name)
      ['../test.jpg urlencoded', '%2e%2e%2ftest.jpg', 'path/to/sub/folder/2e2e2ftest.jpg'],
      ['foo/../test.jpg urlencoded', 'foo%2f%2e%2e%2ftest.jpg', 'path/to/sub/folder/foo2f2e2e2ftest.jpg'],
    ])('%s', async (_, filename, expected) => {
      const { project, client } = await userWithPermission();
      const body = await json<LibraryAsset>(await submit(client, { folder: 'path/to/sub/folder', name: filename }), 201);
      expect(body).toMatchObject({ id: `test_container::${expected}`, path: expected });
      expect(await project.exists(`${DISK}/path/to/${filename}`)).toBe(false);
      expect(await filesOf(project)).toEqual([expected]);
    });
  });
});
