import { METHODS } from 'node:http';
import { headBytes, INJECTED_HEADER, NODE_MAX_HEADER_BYTES, type HostileRequest } from './corpus/shared';
import type { Outcome } from './send';

/** A byte string that must never appear in a response body (a canary token, a line of a private file). */
export interface Needle {
  label: string;
  bytes: Buffer;
}

export interface CheckContext {
  /** The origin the requests went to: every redirect must stay on it. */
  origin: string;
  /** Off-site targets that content redirect rules name (`https://shop.kairotone.example`), as URL hrefs. */
  allowedExternal: ReadonlySet<string>;
  needles: readonly Needle[];
}

/** Room for what Node's client adds to a request head (Host, Connection, Content-Length). */
const ADDED_HEADER_BYTES = 256;

/**
 * Whether Node's own parser may refuse the request by closing the socket, before the server
 * code sees it: a request head over its 16 KB limit (answered 431), or a method it does not
 * know sent with a body (answered 400). Node destroys the connection after that answer, so
 * when our bytes are still unread the client sees a reset instead of the 4xx.
 */
export function nodeMayReset(request: Pick<HostileRequest, 'method' | 'path' | 'headers' | 'body'>): boolean {
  return headBytes(request) > NODE_MAX_HEADER_BYTES - ADDED_HEADER_BYTES || (request.body !== undefined && !METHODS.includes(request.method));
}

/** The histogram key of an outcome: its status, or `reset` for a refusal by Node. */
export function statusLabel(outcome: Outcome): string {
  return outcome.status === null ? 'reset' : String(outcome.status);
}

export interface Problem {
  kind: 'no-answer' | 'status' | 'body' | 'redirect' | 'injection' | 'leak';
  message: string;
}

/** What is wrong with an answer; empty when it is acceptable. */
export function problems(request: HostileRequest, outcome: Outcome, context: CheckContext): Problem[] {
  const found: Problem[] = [];
  if (outcome.status === null) {
    const refused = nodeMayReset(request) && (outcome.error === 'ECONNRESET' || outcome.error === 'EPIPE');
    if (!refused) found.push({ kind: 'no-answer', message: `no answer: ${outcome.error ?? 'unknown'}` });
    return found;
  }
  if (outcome.error) found.push({ kind: 'body', message: outcome.error });
  if (outcome.status < 200 || outcome.status >= 500) found.push({ kind: 'status', message: `status ${outcome.status}` });

  const location = outcome.headers.location;
  if (location !== undefined) {
    const verdict = offSite(location, context);
    if (verdict) found.push({ kind: 'redirect', message: verdict });
  }
  if (INJECTED_HEADER in outcome.headers || [outcome.headers['set-cookie'] ?? []].flat().some((c) => c.includes(INJECTED_HEADER))) {
    found.push({ kind: 'injection', message: 'a header from the request path was injected into the response' });
  }
  for (const needle of context.needles) {
    if (outcome.body.includes(needle.bytes)) found.push({ kind: 'leak', message: `body contains ${needle.label}` });
  }
  return found;
}

/** Why a Location leaves the site, or null: resolved as a browser would, it must keep our origin (or be a rule's target). */
function offSite(location: string, { origin, allowedExternal }: CheckContext): string | null {
  let target: URL;
  try {
    target = new URL(location, origin);
  } catch {
    return `unparseable Location ${JSON.stringify(location)}`;
  }
  if (target.origin === new URL(origin).origin || allowedExternal.has(target.href)) return null;
  return `off-site redirect to ${target.href} (Location: ${JSON.stringify(location)})`;
}
