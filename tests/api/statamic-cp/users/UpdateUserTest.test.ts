// Ported from statamic/cms 5.x tests/Feature/Users/UpdateUserTest.php: PATCH $user->updateUrl()
// is our PUT /cp/api/users/{id} ({ version, name, roles, groups, super }, `edit users`), the
// user's file `users/{email}.yaml` read back as Statamic's User::find() reads it. The acting user
// `admin@domain.com` holds the role `test` (`access cp`, `edit users`), and is super where the
// original makes them so.
// Adapted (docs/decisions/027-users-and-roles.md): a non-super editor who asks to make someone
// super, or to change a super user, is refused with 403 and the file stays as it was (Statamic
// answers 200 and ignores `super`); our form always sends a name (the users are given one) and
// no email: the original's unchanged `email` is left out of the request.
import { describe, expect, it } from 'vitest';
import type { UserResponse } from '../../../../cp/shared/api';
import { cleanUp, json, statamicReads } from '../support/accounts';
import { TARGET, setUp, patch } from './UpdateUserTest.support';

cleanUp();

describe('UpdateUserTest', () => {
  it('super_users_can_promote_others_to_super', async () => {
    const { project, me } = await setUp({ meSuper: true });
    expect((await project.yaml(TARGET)).super).toBeUndefined();
    const body = await json<UserResponse>(await patch(project, me, { super: true }), 200);
    expect(body.user.super).toBe(true);
    expect((await statamicReads(project, TARGET)).super).toBe(true);
  });

  it('non_super_users_cannot_promote_others_to_super', async () => {
    const { project, me } = await setUp();
    const before = await project.text(TARGET);
    expect((await patch(project, me, { super: true })).status).toBe(403);
    expect(await project.text(TARGET)).toBe(before);
    expect((await project.yaml(TARGET)).super).toBeUndefined();
  });

  it('super_users_can_demote_other_from_super', async () => {
    const { project, me } = await setUp({ targetSuper: true, meSuper: true });
    expect((await project.yaml(TARGET)).super).toBe(true);
    expect((await patch(project, me, { super: false })).status).toBe(200);
    // Statamic writes no `super` key for a user who is not super.
    expect(await statamicReads(project, TARGET)).not.toHaveProperty('super');
  });

  it('non_super_users_cannot_demote_others_from_super', async () => {
    const { project, me } = await setUp({ targetSuper: true });
    const before = await project.text(TARGET);
    expect((await patch(project, me, { super: false })).status).toBe(403);
    expect(await project.text(TARGET)).toBe(before);
    expect((await project.yaml(TARGET)).super).toBe(true);
  });
});
