import { MAX_JSON_BYTES } from '../../../server/cp/routes/json-body';
import type { Outcome } from '../send';
import type { CpRequest } from './corpus';

/**
 * What is wrong with the panel's answer to a hostile request; empty when it is acceptable:
 * an answer arrives, it is never a 5xx (nor a redirect), a request that must be refused gets
 * a 4xx, and the panel's API says why in JSON (`{"message": …}`), as its page shows it.
 */
export function cpProblems(request: Pick<CpRequest, 'path' | 'expect' | 'body'>, outcome: Outcome): string[] {
  if (outcome.status === null) {
    // Refused on its declared length before it was read: Node may then reset the connection
    // while our bytes are still on their way (as it does for a head over its limit).
    const refusedEarly = (request.body?.length ?? 0) > MAX_JSON_BYTES && (outcome.error === 'ECONNRESET' || outcome.error === 'EPIPE');
    return refusedEarly ? [] : [`no answer: ${outcome.error ?? 'unknown'}`];
  }
  const found: string[] = [];
  const status = outcome.status;
  if (status >= 500) found.push(`status ${status}`);
  else if (status < 200 || (status >= 300 && status < 400)) found.push(`status ${status} (the panel neither redirects nor answers 1xx)`);
  else if (request.expect === 'refused' && status < 400) found.push(`status ${status}: this request must be refused`);
  if (outcome.error) found.push(outcome.error);
  if (request.path.startsWith('/cp/api/') && status >= 400 && status < 500) {
    const message = jsonMessage(outcome);
    if (message === null) found.push(`a ${status} without a JSON {"message"} (${outcome.headers['content-type'] ?? 'no type'}: ${JSON.stringify(outcome.body.subarray(0, 80).toString('utf8'))})`);
  }
  return found;
}

/** The `message` of a JSON error answer, null when the answer is not one. */
export function jsonMessage(outcome: Pick<Outcome, 'headers' | 'body'>): string | null {
  if (!/^application\/json\b/i.test(String(outcome.headers['content-type'] ?? ''))) return null;
  try {
    const parsed = JSON.parse(outcome.body.toString('utf8')) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.trim() !== '' ? parsed.message : null;
  } catch {
    return null;
  }
}
