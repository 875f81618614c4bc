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
// Pending: the cases of this class that still fail on a difference not fixed yet (the diagnosis is in
// docs/statamic-cp-parity/); not run by npm test. A fix moves its case into StoreAssetTest.test.ts.
import { describe, expect, it } from 'vitest';
import { cleanUp } from '../support/accounts';
import { DISK, userWithPermission, submit } from './StoreAssetTest.support';

cleanUp();

describe('StoreAssetTest', () => {
  it('it_doesnt_upload_when_validation_fails', async () => {
    const { project, client } = await userWithPermission({ validate: ['extensions:png'] });
    expect((await submit(client)).status).toBe(422);
    expect(await project.tree(DISK)).toEqual([]);
  });
});
