import http, { type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { HostileRequest } from './corpus/shared';

/**
 * Sends corpus requests with node:http, not fetch: fetch (like a browser) resolves `..`,
 * turns `\` into `/` and re-encodes bytes, so the server would never see the attack. A raw
 * `path` is written as latin1 bytes exactly as the corpus holds it.
 */

const RESPONSE_HEADER_LIMIT = 1024 * 1024;

export interface Outcome {
  /** The status, or null when no answer came (socket error or timeout). */
  status: number | null;
  headers: IncomingHttpHeaders;
  /** The body, decoded from its Content-Encoding. */
  body: Buffer;
  /** Why there was no answer, or why the body could not be decoded. */
  error?: string;
  ms: number;
}

export interface Sender {
  send(request: Pick<HostileRequest, 'method' | 'path' | 'headers' | 'body'>): Promise<Outcome>;
  close(): void;
}

export function createSender(origin: string, { timeoutMs = 15_000, maxSockets = 16 } = {}): Sender {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  const once = (request: Pick<HostileRequest, 'method' | 'path' | 'headers' | 'body'>) =>
    new Promise<Outcome & { reused: boolean }>((resolve) => {
      const started = performance.now();
      let req: http.ClientRequest | undefined;
      const timer = setTimeout(() => req?.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      const done = (outcome: Omit<Outcome, 'ms'>, reused: boolean) => {
        clearTimeout(timer);
        resolve({ ...outcome, ms: Math.round(performance.now() - started), reused });
      };
      try {
        // Content-Length set here: Node's client sends a DELETE or OPTIONS body without one (as a second, garbage request).
        const headers = request.body === undefined ? request.headers : { 'Content-Length': String(Buffer.byteLength(request.body, 'latin1')), ...request.headers };
        // Answers may carry long headers (a redirect to a 16 KB path): read them rather than fail on Node's 16 KB default.
        req = http.request({ hostname, port, method: request.method, path: request.path, headers, agent, maxHeaderSize: RESPONSE_HEADER_LIMIT });
      } catch (error) {
        // The client refused to send it (a corpus bug, not a server one): reported as such.
        done({ status: null, headers: {}, body: Buffer.alloc(0), error: `client refused: ${(error as Error).message}` }, false);
        return;
      }
      const sent = req;
      sent.on('error', (error: NodeJS.ErrnoException) => done({ status: null, headers: {}, body: Buffer.alloc(0), error: error.code ?? error.message }, sent.reusedSocket));
      sent.on('socket', quietAfterAnswer);
      sent.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error: NodeJS.ErrnoException) => done({ status: res.statusCode ?? null, headers: res.headers, body: Buffer.concat(chunks), error: `body: ${error.code ?? error.message}` }, false));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          try {
            done({ status: res.statusCode ?? null, headers: res.headers, body: decode(raw, res.headers['content-encoding']) }, false);
          } catch (error) {
            done({ status: res.statusCode ?? null, headers: res.headers, body: raw, error: `undecodable ${res.headers['content-encoding']} body: ${(error as Error).message}` }, false);
          }
        });
      });
      sent.end(request.body === undefined ? undefined : Buffer.from(request.body, 'latin1'));
    });

  return {
    async send(request) {
      // A keep-alive socket the server closed just as we reused it: Node's documented case for a
      // retry. After a pause longer than the server's keep-alive timeout several pooled sockets
      // may be closed, so a few tries; a fresh socket is never retried.
      let outcome = await once(request);
      for (let tries = 1; tries < 4 && outcome.status === null && outcome.reused && outcome.error === 'ECONNRESET'; tries++) outcome = await once(request);
      return outcome;
    },
    close: () => agent.destroy(),
  };
}

const quieted = new WeakSet<Socket>();

/**
 * A server that answers a large body before reading it (413) closes while we still write: the
 * EPIPE then comes from the socket after the request has let go of it, with no one listening,
 * and would crash the run. The answer has been recorded by then; the late error means nothing.
 */
function quietAfterAnswer(socket: Socket): void {
  if (quieted.has(socket)) return;
  quieted.add(socket);
  socket.on('error', () => undefined);
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0 || !encoding || encoding === 'identity') return body;
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  throw new Error('unknown encoding');
}
