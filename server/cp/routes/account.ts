/**
 * /cp/api/account/password: the signed-in editor changes their own password, giving the
 * current one (a session left open on a shared computer cannot lock its owner out). Every
 * other session of theirs ends; this one continues.
 */
import { Hono } from 'hono';
import type { CpAuth } from '../auth/guard';
import { verifyPassword } from '../auth/passwords';
import type { CpVariables } from '../auth/types';
import type { CpDeps } from '../deps';
import { readJson } from './json-body';
import { PasswordChangeRequestSchema } from './schemas';

export function accountRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const auth: CpAuth | undefined = deps.auth;
  if (!auth) throw new Error('accountRoutes: needs deps.auth');
  const app = new Hono<{ Variables: CpVariables }>();
  app.use('/account/*', deps.guard.user());

  app.put('/account/password', async (c) => {
    const current = (await auth.signedIn(c))!;
    const body = await readJson(c, PasswordChangeRequestSchema);
    if (!body.ok) return body.response;
    if (!(await verifyPassword(body.value.current, current.stored.passwordHash))) {
      return c.json({ message: 'Your current password is not right.', reason: 'wrong_password', errors: { current: ['Your current password is not right.'] } }, 422);
    }
    if (body.value.current === body.value.password) return c.json({ message: 'Choose a new password that differs from the current one.', reason: 'same_password', errors: { password: ['Choose a new password that differs from the current one.'] } }, 422);
    await auth.changePassword(current.stored.email, body.value.password, current.session);
    deps.logger.info('control panel: password changed', { user: current.user.id });
    return c.body(null, 204);
  });

  return app;
}
