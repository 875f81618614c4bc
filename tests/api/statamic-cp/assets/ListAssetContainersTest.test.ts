// Ported from statamic/cms 5.x tests/Feature/AssetContainers/ListAssetContainersTest.php:
// getJson(cp_route('asset-containers.index')) is our GET /cp/api/asset-containers, the containers
// the editor may view. Adapted: our answer is `{ data: [{ handle, title, count }] }` (no edit,
// delete or blueprint URLs: the panel does not configure containers); the title is Statamic's
// AssetContainer::title() (the file's `title`, else the handle with its first letter upper-case).
// Not ported: it_loads_a_view_when_requested_normally (a Blade view; our panel's page is one document).
import { describe, expect, it } from 'vitest';
import type { AssetContainersResponse } from '../../../../cp/shared/asset-library';
import { cleanUp, cpProject, json } from '../support/accounts';

cleanUp();

describe('ListAssetContainersTest', () => {
  it('it_lists_containers_you_have_access_to_when_requested_as_json', async () => {
    const project = await cpProject({
      containers: { one: {}, two: {}, three: {} },
      roles: { test: ['access cp', 'view two assets', 'view three assets'] },
      users: { 'test@example.com': { roles: ['test'] } },
    });
    const client = await project.as('test@example.com');
    const body = await json<AssetContainersResponse>(await client.fetch('/cp/api/asset-containers'), 200);
    expect(body.data).toEqual([
      { handle: 'three', title: 'Three', count: 0 },
      { handle: 'two', title: 'Two', count: 0 },
    ]);
  });
});
