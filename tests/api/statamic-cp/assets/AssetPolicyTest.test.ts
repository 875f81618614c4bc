// Ported from statamic/cms 5.x tests/Policies/AssetPolicyTest.php: `$user->can($ability, $asset)`
// is asked by doing what the ability allows through the panel's API (`attempt` in
// ../support/accounts.ts: view = the asset in GET /cp/api/assets/{c}?paths=, edit = PATCH its meta,
// store = upload, move / rename = POST …/move with a folder / a name, delete = DELETE, reupload =
// POST …/replace): allowed is the request done (and the files changed), refused is 403 with the
// container's files as they were. `AssetContainer::make('x')` is `content/assets/x.yaml`
// (`allow_uploads: false` for `->allowUploads(false)`…), holding one image.
// Adapted: our library's routes ask `view {container} assets` before any other ability of the
// container (both panels' matrices give a permission with its parent), so the users also view
// the containers asked about; editing meta also asks `access en site` (see BrowserTest's
// it_shows_an_assets_edit_page for what happens without it in a single-site project).
// Not applicable: the `_v6` cases (the opt-in `statamic.assets.v6_permissions`; we follow 5's
// default), it_can_be_replaced (Statamic's action that replaces an asset by another one and
// its references; the panel has none — our "replace" is Statamic's reupload).
import { describe, expect, it } from 'vitest';
import { attempt, cleanUp, policyUser } from '../support/accounts';

cleanUp();

const VIEW_BOTH = ['view alfa assets', 'view bravo assets'];

describe('AssetPolicyTest', () => {
  it('it_can_be_viewed', async () => {
    const { project, client } = await policyUser(['view alfa assets'], { alfa: {}, bravo: {} });
    expect(await attempt(project, client, 'view', 'alfa')).toBe(true);
    expect(await attempt(project, client, 'view', 'bravo')).toBe(false);
  });

  it('it_can_be_edited', async () => {
    const { project, client } = await policyUser([...VIEW_BOTH, 'access en site', 'edit alfa assets'], { alfa: {}, bravo: {} });
    expect(await attempt(project, client, 'edit', 'alfa')).toBe(true);
    expect(await attempt(project, client, 'edit', 'bravo')).toBe(false);
  });

  it('it_can_be_stored', async () => {
    const { project, client } = await policyUser(['upload alfa assets', 'upload charlie assets'], { alfa: {}, bravo: {}, charlie: { allow_uploads: false }, delta: { allow_uploads: false } });
    expect(await attempt(project, client, 'store', 'alfa')).toBe(true);
    expect(await attempt(project, client, 'store', 'bravo')).toBe(false);
    expect(await attempt(project, client, 'store', 'charlie')).toBe(false);
    expect(await attempt(project, client, 'store', 'delta')).toBe(false);
  });

  it('it_can_be_moved', async () => {
    const containers = { alfa: {}, bravo: {}, charlie: { allow_moving: false }, delta: { allow_moving: false } };
    const { project, client } = await policyUser([...Object.keys(containers).map((c) => `view ${c} assets`), 'move alfa assets', 'move charlie assets'], containers);
    expect(await attempt(project, client, 'move', 'alfa')).toBe(true);
    expect(await attempt(project, client, 'move', 'bravo')).toBe(false);
    expect(await attempt(project, client, 'move', 'charlie')).toBe(false);
    expect(await attempt(project, client, 'move', 'delta')).toBe(false);
  });

  it('it_can_be_renamed', async () => {
    const containers = { alfa: {}, bravo: {}, charlie: { allow_renaming: false }, delta: { allow_renaming: false } };
    const { project, client } = await policyUser([...Object.keys(containers).map((c) => `view ${c} assets`), 'rename alfa assets', 'rename charlie assets'], containers);
    expect(await attempt(project, client, 'rename', 'alfa')).toBe(true);
    expect(await attempt(project, client, 'rename', 'bravo')).toBe(false);
    expect(await attempt(project, client, 'rename', 'charlie')).toBe(false);
    expect(await attempt(project, client, 'rename', 'delta')).toBe(false);
  });

  it('it_can_be_deleted', async () => {
    const { project, client } = await policyUser([...VIEW_BOTH, 'delete alfa assets'], { alfa: {}, bravo: {} });
    expect(await attempt(project, client, 'delete', 'alfa')).toBe(true);
    expect(await attempt(project, client, 'delete', 'bravo')).toBe(false);
  });

  describe('it_can_be_reuploaded', () => {
    it.each([
      ['edit, store', true, true, true],
      ['edit only', true, false, false],
      ['store only', false, true, false],
      ['none', false, false, false],
    ])('%s', async (_, canEdit, canStore, expected) => {
      const permissions = ['view alfa assets', ...(canEdit ? ['edit alfa assets'] : []), ...(canStore ? ['upload alfa assets'] : [])];
      const { project, client } = await policyUser(permissions, { alfa: {} });
      expect(await attempt(project, client, 'reupload', 'alfa')).toBe(expected);
    });
  });

  it('user_with_configure_permission_can_do_it_all', async () => {
    // A project per user and ability (each request changes the container). Statamic's `replace` is not ours (see above).
    const abilities = ['view', 'edit', 'store', 'move', 'rename', 'delete', 'reupload'] as const;
    const may = async (permissions: string[]) => {
      const out: Record<string, boolean> = {};
      for (const ability of abilities) {
        const { project, client } = await policyUser(permissions, { alfa: {} });
        out[ability] = await attempt(project, client, ability, 'alfa');
      }
      return out;
    };
    expect(await may(['configure asset containers']), 'userWithPermission').toEqual(Object.fromEntries(abilities.map((a) => [a, true])));
    expect(await may([]), 'userWithoutPermission').toEqual(Object.fromEntries(abilities.map((a) => [a, false])));
  });
});
