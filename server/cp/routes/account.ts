/**
 * /cp/api/account/password: the signed-in editor changes their own password, giving the
 * current one (a session left open on a shared computer cannot lock its owner out). Every
 * other session of theirs ends; this one continues.
 */
import { Hono } from 'hono';
import { message } from '../../../cp/shared/messages';
import type { CpAuth } from '../auth/guard';
import { verifyPassword } from '../auth/passwords';
import type { CpVariables } from '../auth/types';
import { invalid } from '../content/outcome';
import type { CpDeps } from '../deps';
import { passwordErrors } from '../users/fields';
import { answer } from './answer';
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
    const { current: given, password } = body.value;
    if (!(await verifyPassword(given, current.stored.passwordHash))) return answer(c, invalid({ current: [message(given === '' ? 'api.fieldRequired' : 'users.errorWrongPassword')] }));
    const errors = given === password ? [message('users.errorSamePassword')] : passwordErrors(password);
    if (errors.length) return answer(c, invalid({ password: errors }));
    await auth.changePassword(current.stored.email, password, current.session);
    deps.logger.info('control panel: password changed', { user: current.user.id });
    return c.body(null, 204);
  });

  return app;
}
