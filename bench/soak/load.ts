/**
 * Load with autocannon, in-process, with every answer attributed to the URL that asked for it.
 *
 * autocannon counts statuses and latencies for the whole run only. Each connection here gets
 * its own rotation of the sequence, and every request a `setupRequest` hook that notes which
 * target is being sent; with one request in flight per connection (no pipelining), the
 * connection's `response` event then belongs to that target. A timeout is reported after
 * autocannon has already started the connection's next request, hence `previous`.
 */
import autocannon from 'autocannon';
import { BASE_HEADERS, type Target } from './mix';

export interface Outcome {
  target: Target;
  status: number;
  latencyMs: number;
  /** performance.now() when the answer was complete. */
  doneAt: number;
  /** Response header names, lower case. */
  headerNames: Set<string>;
}

export interface LoadOptions {
  origin: string;
  sequence: readonly Target[];
  connections: number;
  seconds: number;
  /** Seconds without an answer before autocannon gives up on a request (and reconnects). */
  timeout: number;
  onOutcome: (outcome: Outcome) => void;
  onTimeout: (target: Target | undefined) => void;
  onSocketError: (error: Error, target: Target | undefined) => void;
}

interface ConnectionState {
  current?: Target;
  previous?: Target;
  headerNames: Set<string>;
}

/** Runs autocannon until `seconds` have passed; resolves with its own totals (cross-check). */
export async function runLoad(options: LoadOptions): Promise<autocannon.Result> {
  const { sequence } = options;
  let offset = 0;
  const instance = autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeout,
    pipelining: 1,
    // Replaced per connection in setupClient, before anything is sent.
    requests: sequence.slice(0, 1).map(toRequest),
    setupClient: (client) => {
      const state: ConnectionState = { headerNames: new Set() };
      // Each connection starts elsewhere in the sequence, so they do not ask for the same URL in step.
      const start = (offset = (offset + 97) % sequence.length);
      const rotated = [...sequence.slice(start), ...sequence.slice(0, start)];
      client.setRequests(
        rotated.map((target) => ({
          ...toRequest(target),
          setupRequest: (request) => {
            state.previous = state.current;
            state.current = target;
            return request;
          },
          // Called just before the connection's `response` event, for the same answer.
          onResponse: (_status, _body, _context, headers) => {
            state.headerNames = new Set(Object.keys(headers ?? {}).map((h) => h.toLowerCase()));
          },
        })),
      );
      client.on('response', (status: number, _bytes: number, latencyMs: number) => {
        options.onOutcome({ target: state.current!, status, latencyMs, doneAt: performance.now(), headerNames: state.headerNames });
      });
      // Events the typings leave out (autocannon's lib/httpClient.js emits them).
      const events: NodeJS.EventEmitter = client;
      events.on('timeout', () => options.onTimeout(state.previous));
      events.on('connError', (error: Error) => options.onSocketError(error, state.current));
    },
  });
  return await instance;
}

function toRequest(target: Target): autocannon.Request {
  return { method: 'GET', path: target.path, headers: { ...BASE_HEADERS, ...target.headers } };
}
