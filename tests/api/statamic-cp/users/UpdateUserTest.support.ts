// The setup shared by UpdateUserTest.test.ts (the cases that run) and UpdateUserTest.pending.ts (those that still fail).
import type { Client } from '../../../../server/cp/test/fixture';
import { cpProject, idOf, type CpProject } from '../support/accounts';

export const TARGET = 'users/test@domain.com.yaml';

export async function setUp({ targetSuper = false, meSuper = false } = {}): Promise<{ project: CpProject; me: Client }> {
  const project = await cpProject({
    roles: { test: ['access cp', 'edit users'] },
    users: {
      'test@domain.com': { name: 'Johh Smith', super: targetSuper, password: false },
      'admin@domain.com': { roles: ['test'], super: meSuper },
    },
  });
  return { project, me: await project.as('admin@domain.com') };
}

/** The original's `patch($user->updateUrl(), $payload)`, with what our form sends beside it (the version it loaded, roles, groups). */
export async function patch(project: CpProject, me: Client, payload: { email?: string; name?: string; super?: boolean }): Promise<Response> {
  const file = await project.yaml(TARGET);
  return me.send(`/cp/api/users/${idOf('test@domain.com')}`, 'PUT', {
    version: await project.version(TARGET),
    name: file.name,
    roles: file.roles ?? [],
    groups: file.groups ?? [],
    super: file.super === true,
    ...payload,
  });
}
