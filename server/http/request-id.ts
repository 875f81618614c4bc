import { randomBytes } from 'node:crypto';

/** Ids a proxy may hand us (nginx's `$request_id`, a CDN's trace id); anything else is replaced. */
const SAFE_ID = /^[\w.:-]{8,128}$/;

// New ids: a random per-process prefix and a counter, unique across replicas and restarts
// without drawing random bytes per request.
const PREFIX = randomBytes(6).toString('hex');
let counter = 0;

/** The request's id: the one the proxy in front sent in `X-Request-Id`, or a new one. */
export function requestId(incoming: string | null | undefined): string {
  return incoming && SAFE_ID.test(incoming) ? incoming : `${PREFIX}-${(++counter).toString(36)}`;
}
