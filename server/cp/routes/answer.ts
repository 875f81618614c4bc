/** A save's, create's or delete's outcome as the HTTP answer: a refusal in the editor's language. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Outcome } from '../content/outcome';
import { say, sayAll, translate } from '../i18n';

export function answer(c: Context, outcome: Outcome): Response {
  if ('refusal' in outcome) {
    const t = translate(c);
    const { message, errors, conflict, extra } = outcome.refusal;
    return c.json({ ...extra, message: say(t, message), ...(errors ? { errors: sayAll(t, errors) } : {}), ...(conflict ? { conflict } : {}) }, outcome.status);
  }
  return outcome.status === 204 ? c.body(null, 204) : c.json(outcome.body as object, outcome.status as ContentfulStatusCode);
}
