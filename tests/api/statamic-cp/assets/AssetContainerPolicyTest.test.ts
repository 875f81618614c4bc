// Ported from statamic/cms 5.x tests/Policies/AssetContainerPolicyTest.php: `view` on a container
// is its listing, GET /cp/api/assets/{container}/library (200 or 403); `index` is the containers
// index, GET /cp/api/asset-containers, which lists the containers the user may view.
// Adapted: our index answers every user of the panel (a list, empty when there is nothing to
// show) — "can index" is that it lists a container; `create`, `edit`, `update` and `delete` of
// containers are not the panel's (no container configuration), so
// configure_permission_grants_access_to_everything_else asks `view` and `index` only.
import { describe, expect, it } from 'vitest';
import type { AssetContainersResponse } from '../../../../cp/shared/asset-library';
import type { Client } from '../../../../server/cp/test/fixture';
import { cleanUp, cpProject, json, type CpProject } from '../support/accounts';

cleanUp();

/** PolicyTestCase::userWithPermissions() for several users: a role and a user per entry. */
async function setUp(users: Record<string, string[]>, containers: string[]): Promise<{ project: CpProject; as: (name: string) => Promise<Client> }> {
  const project = await cpProject({
    containers: Object.fromEntries(containers.map((c) => [c, {}])),
    roles: Object.fromEntries(Object.entries(users).map(([name, permissions]) => [name, ['access cp', ...permissions]])),
    users: Object.fromEntries(Object.keys(users).map((name) => [`${name}@example.com`, { roles: [name] }])),
  });
  return { project, as: (name) => project.as(`${name}@example.com`) };
}

const canView = async (client: Client, container: string) => {
  const status = (await client.fetch(`/cp/api/assets/${container}/library`)).status;
  expect([200, 403]).toContain(status);
  return status === 200;
};
const indexed = async (client: Client) => (await json<AssetContainersResponse>(await client.fetch('/cp/api/asset-containers'), 200)).data.map((c) => c.handle);

describe('AssetContainerPolicyTest', () => {
  it('it_can_be_viewed', async () => {
    const { as } = await setUp({ user: ['view alfa assets'] }, ['alfa', 'bravo']);
    const user = await as('user');
    expect(await canView(user, 'alfa')).toBe(true);
    expect(await canView(user, 'bravo')).toBe(false);
  });

  it('it_can_only_see_index_if_there_are_authorized_containers', async () => {
    const { as } = await setUp({ alfa: ['view alfa assets'], bravo: ['view bravo assets'], alfabravo: ['view alfa assets', 'view bravo assets'], none: [] }, ['alfa', 'bravo']);
    expect(await indexed(await as('alfa'))).toEqual(['alfa']);
    expect(await indexed(await as('bravo'))).toEqual(['bravo']);
    expect(await indexed(await as('alfabravo'))).toEqual(['alfa', 'bravo']);
    expect(await indexed(await as('none'))).toEqual([]);
  });

  it('configure_permission_grants_access_to_everything_else', async () => {
    const { as } = await setUp({ configure: ['configure asset containers'], viewer: ['view alfa assets'], nothing: [] }, ['alfa']);
    const withPermission = await as('configure');
    const withoutConfigure = await as('viewer');
    const withoutAny = await as('nothing');
    expect({ view: await canView(withPermission, 'alfa'), index: await indexed(withPermission) }).toEqual({ view: true, index: ['alfa'] });
    expect({ view: await canView(withoutConfigure, 'alfa'), index: await indexed(withoutConfigure) }).toEqual({ view: true, index: ['alfa'] });
    expect({ view: await canView(withoutAny, 'alfa'), index: await indexed(withoutAny) }).toEqual({ view: false, index: [] });
  });
});
