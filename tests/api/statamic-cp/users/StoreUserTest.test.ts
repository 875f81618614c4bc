// Ported from statamic/cms 6.x tests/Feature/Users/StoreUserTest.php (5.x has no test of creating
// a user in the control panel): postJson(route('statamic.cp.users.store'), { email, invitation })
// is our POST /cp/api/users ({ email, name, roles, groups, super, password }), `create users`;
// the new user's file `users/{email}.yaml` is read back as Statamic reads it.
// Adapted (docs/decisions/027-users-and-roles.md): our form asks for a name (an empty one is a
// field error); there is no invitation email (a user made without a password cannot sign in
// until one is set).
// Not applicable: it_requires_an_elevated_session (6.x's elevated sessions; the panel has none).
import { describe, expect, it } from 'vitest';
import type { UserResponse } from '../../../../cp/shared/api';
import { cleanUp, cpProject, json, statamicReads } from '../support/accounts';

cleanUp();

describe('StoreUserTest', () => {
  it('it_creates_a_user', async () => {
    const project = await cpProject({ roles: { test: ['access cp', 'create users'] }, users: { 'admin@domain.com': { roles: ['test'] } } });
    const me = await project.as('admin@domain.com');
    const body = await json<UserResponse>(await me.send('/cp/api/users', 'POST', { email: 'test@domain.com', name: 'Test', roles: [], groups: [], super: false, password: null }), 201);
    expect(body.user).toMatchObject({ email: 'test@domain.com', name: 'Test', super: false, hasPassword: false });
    const file = await statamicReads(project, 'users/test@domain.com.yaml');
    expect(file).toEqual({ id: body.user.id, name: 'Test' });
    expect(file.id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  });
});
