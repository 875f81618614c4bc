/** A save's, create's or delete's outcome as the HTTP answer: a refusal in the editor's language. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Message } from '../../../cp/shared/messages';
import type { Outcome } from '../content/outcome';
import { say, sayAll, translate } from '../i18n';

/** A document's `warnings` (message ids) in the editor's language. */
export function worded<T extends { warnings: Message[] }>(c: Context, body: T): Omit<T, 'warnings'> & { warnings: string[] } {
  const t = translate(c);
  return { ...body, warnings: body.warnings.map((m) => say(t, m)) };
}

const hasWarnings = (body: unknown): body is { warnings: Message[] } =>
  typeof body === 'object' && body !== null && Array.isArray((body as { warnings?: unknown }).warnings);

export function answer(c: Context, outcome: Outcome): Response {
  if ('refusal' in outcome) {
    const t = translate(c);
    const { message, errors, conflict, extra } = outcome.refusal;
    return c.json({ ...extra, message: say(t, message), ...(errors ? { errors: sayAll(t, errors) } : {}), ...(conflict ? { conflict } : {}) }, outcome.status);
  }
  if (outcome.status === 204) return c.body(null, 204);
  return c.json((hasWarnings(outcome.body) ? worded(c, outcome.body) : outcome.body) as object, outcome.status as ContentfulStatusCode);
}
