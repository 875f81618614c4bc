// Ported from statamic/cms 5.x tests/Policies/AssetFolderPolicyTest.php: `$user->can('create',
// [AssetFolder::class, $container])` is asked by creating a folder, POST
// /cp/api/assets/{container}/folders { parent, name } (`attempt` in ../support/accounts.ts):
// 201 and the folder there, or 403 and nothing made. `->createFolders(false)` is
// `create_folders: false` in the container's file.
// Adapted: our library's routes ask `view {container} assets` first (the matrix's parent of
// `upload`), so the user also views the container.
// Not applicable: the `_v6` cases (the opt-in `statamic.assets.v6_permissions`), and moving,
// renaming and deleting folders (the library has no such operations yet, decision 031:
// "Statamic has `edit {container} folders` for renaming and deleting folders, which the library
// does not offer yet"); user_with_configure_permission_can_do_it_all is about those four
// (its `create` is AssetPolicyTest's configure case over again).
import { describe, expect, it } from 'vitest';
import { attempt, cleanUp, policyUser } from '../support/accounts';

cleanUp();

describe('AssetFolderPolicyTest', () => {
  describe('it_can_be_created', () => {
    it.each([
      ['with permission, can create', true, true, true],
      ['with permission, cannot create', true, false, false],
      ['without permission, can create', false, true, false],
      ['without permission, cannot create', false, false, false],
    ])('%s', async (_, hasPermission, createFolders, expected) => {
      const { project, client } = await policyUser(['view alfa assets', ...(hasPermission ? ['upload alfa assets'] : [])], { alfa: { create_folders: createFolders } });
      expect(await attempt(project, client, 'createFolder', 'alfa')).toBe(expected);
    });
  });
});
