// Ported from statamic/cms 5.x tests/Feature/Assets/AssetIndexTest.php: get(cp_route('assets.index'))
// is our GET /cp/api/asset-containers, the containers the editor may view (`view {container}
// assets`); the screen goes straight to the only one (docs/decisions/033-asset-library-screens.md).
// Adapted: the index is a list, not a redirect; with nothing to show it is an empty list (each
// container's own listing answers 403) where Statamic redirects back.
// Not ported: it_shows_the_empty_state_if_there_are_no_containers_and_you_have_permission_to_create
// (the panel creates no containers: `configure asset containers` has no screen here).
import { describe, expect, it } from 'vitest';
import type { AssetContainersResponse } from '../../../../cp/shared/asset-library';
import { cleanUp, cpProject, json } from '../support/accounts';

cleanUp();

async function containersSeenWith(permissions: string[], containers: Record<string, Record<string, unknown>>): Promise<string[]> {
  const project = await cpProject({ containers, roles: { test: ['access cp', ...permissions] }, users: { 'test@example.com': { roles: ['test'] } } });
  const client = await project.as('test@example.com');
  return (await json<AssetContainersResponse>(await client.fetch('/cp/api/asset-containers'), 200)).data.map((c) => c.handle);
}

describe('AssetIndexTest', () => {
  it('it_redirects_to_the_first_authorized_containers_browse_url', async () => {
    expect(await containersSeenWith(['view two assets'], { one: {}, two: {} })).toEqual(['two']);
  });

  it('it_denies_access_if_there_are_no_containers_and_you_dont_have_permission_to_create', async () => {
    expect(await containersSeenWith([], {})).toEqual([]);
  });
});
