/**
 * /cp/api/account/password: the signed-in editor changes their own password, giving the
 * current one (a session left open on a shared computer cannot lock its owner out). Every
 * other session of theirs ends; this one continues. Wrong current passwords count against the
 * same throttle as sign-ins (per account and address).
 */
import { Hono } from 'hono';
import { message } from '../../../cp/shared/messages';
import type { CpAuth } from '../auth/guard';
import { verifyPassword } from '../auth/passwords';
import type { CpVariables } from '../auth/types';
import { invalid } from '../content/outcome';
import type { CpDeps } from '../deps';
import { refuse } from '../i18n';
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
    // A stolen session must not become a way to guess the password: the sign-in's throttle counts here too.
    const address = auth.address(c);
    const wait = auth.throttle.retryAfter(current.stored.email, address);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return refuse(c, 429, 'signIn.throttled', { seconds: wait });
    }
    if (!(await verifyPassword(given, current.stored.passwordHash))) {
      auth.throttle.failed(current.stored.email, address);
      deps.logger.warn('control panel: wrong current password', { user: current.user.id, address });
      return answer(c, invalid({ current: [message(given === '' ? 'api.fieldRequired' : 'users.errorWrongPassword')] }));
    }
    auth.throttle.succeeded(current.stored.email);
    const errors = given === password ? [message('users.errorSamePassword')] : passwordErrors(password);
    if (errors.length) return answer(c, invalid({ password: errors }));
    await auth.changePassword(current.stored.email, password, current.session);
    deps.logger.info('control panel: password changed', { user: current.user.id });
    return c.body(null, 204);
  });

  return app;
}
