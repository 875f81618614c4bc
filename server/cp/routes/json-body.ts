/**
 * A control-panel request body: at most 256 KB of JSON, at most 20,000 keys, 20 levels deep, no
 * key that reaches into prototypes, then the route's zod schema. Anything else is a 4xx with a
 * `{message}`, never an exception. The size bounds the work of every save (issue 35, finding
 * 6): an item's parse, checks, YAML, commit and the renders of its pages grow with it, and run
 * on the loop that answers visitors. The largest demo item is under 40 KB; 256 KB is a
 * 40,000-word article (npm run bench -- --only attack measures a visitor's page beside it).
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { readLimited } from '../../http/limited-body';
import { refuse as refuseIn } from '../i18n';

export const MAX_JSON_BYTES = 256 * 1024;
const MAX_KEYS = 20_000;
const MAX_DEPTH = 20;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

function shapeProblem(value: unknown): string | undefined {
  let keys = 0;
  const walk = (v: unknown, depth: number): string | undefined => {
    if (typeof v !== 'object' || v === null) return undefined;
    if (depth > MAX_DEPTH) return `The request is nested more than ${MAX_DEPTH} levels deep.`;
    for (const key of Object.keys(v)) {
      if (FORBIDDEN.has(key)) return `The key "${key}" is not allowed.`;
      if (++keys > MAX_KEYS) return `The request has more than ${MAX_KEYS} fields.`;
      const problem = walk((v as Record<string, unknown>)[key], depth + 1);
      if (problem) return problem;
    }
    return undefined;
  };
  return walk(value, 0);
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.infer<S>>> {
  // The panel never sends what the other refusals describe: those are for developers of API clients, in English.
  const refuse = (status: 400 | 415 | 422, message: string): Parsed<never> => ({ ok: false, response: c.json({ message }, status) });
  const tooLarge = (): Parsed<never> => ({ ok: false, response: refuseIn(c, 413, 'api.itemTooLarge', { kilobytes: MAX_JSON_BYTES / 1024 }) });
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return refuse(415, 'Send JSON (Content-Type: application/json).');
  // Read while it streams, never past the limit (a chunked body has no length to refuse up front).
  const buffer = await readLimited(c.req.raw, MAX_JSON_BYTES);
  if (buffer === null) return tooLarge();
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(buffer));
  } catch {
    return refuse(400, 'The request is not valid JSON.');
  }
  const problem = shapeProblem(data);
  if (problem) return refuse(422, problem);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(422, `The request is not valid${issue ? `: ${issue.path.join('.') || 'body'} ${issue.message}` : ''}.`);
  }
  return { ok: true, value: parsed.data };
}
