// Ported from statamic/cms 5.x tests/Feature/Users/UpdateUserTest.php: PATCH $user->updateUrl()
// is our PUT /cp/api/users/{id} ({ version, name, roles, groups, super }, `edit users`), the
// user's file `users/{email}.yaml` read back as Statamic's User::find() reads it. The acting user
// `admin@domain.com` holds the role `test` (`access cp`, `edit users`), and is super where the
// original makes them so.
// Adapted (docs/decisions/027-users-and-roles.md): a non-super editor who asks to make someone
// super, or to change a super user, is refused with 403 and the file stays as it was (Statamic
// answers 200 and ignores `super`); our form always sends a name (the users are given one) and
// no email: the original's unchanged `email` is left out of the request.
// Pending: the cases of this class that still fail on a difference not fixed yet (the diagnosis is in
// docs/statamic-cp-parity/); not run by npm test. A fix moves its case into UpdateUserTest.test.ts.
import { describe, expect, it } from 'vitest';
import { cleanUp, idOf, statamicReads } from '../support/accounts';
import { TARGET, setUp, patch } from './UpdateUserTest.support';

cleanUp();

describe('UpdateUserTest', () => {
  it('it_saves_a_user', async () => {
    const { project, me } = await setUp();
    const response = await patch(project, me, { email: 'updated@domain.com', name: 'Jonathan Smith' });
    expect(response.status, await response.clone().text()).toBe(200);
    // Statamic's file users are named by their email: the file moves with it, the id stays.
    expect(await project.exists(TARGET)).toBe(false);
    const saved = await statamicReads(project, 'users/updated@domain.com.yaml');
    expect(saved).toMatchObject({ id: idOf('test@domain.com'), name: 'Jonathan Smith' });
  });
});
