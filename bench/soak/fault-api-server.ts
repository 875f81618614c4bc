/**
 * The fault-injecting content API as a process of its own (started by fault-api.ts), so the
 * load generator's work never makes it slow: the real content API over HTTP on 127.0.0.1, as
 * tests/support/content-api.ts serves it, with a switch for what a remote CMS does wrong:
 *   up         answers normally;
 *   down       nothing listens: the listener is closed and open connections destroyed, so
 *              calls get ECONNREFUSED (or a reset on a pooled connection);
 *   slow       answers correctly, but only after SLOW_MS (longer than the site's timeout);
 *   malformed  200 with a JSON body cut short.
 * Modes arrive as IPC messages `{ mode }`; each is acknowledged with `{ mode, calls }` once
 * in effect. The process ends when its parent disconnects.
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createContentApi } from '../../api/app';
import { ContentStore } from '../../api/store/store';
import { PROJECT_ROOT } from '../../server/env';

export const FAULT_MODES = ['up', 'down', 'slow', 'malformed'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
export type FaultCalls = Record<FaultMode, number>;
export type FaultMessage = { ready: true } | { mode: FaultMode; calls: FaultCalls } | { error: string };

const port = Number(process.env.FAULT_API_PORT);
const slowMs = Number(process.env.FAULT_API_SLOW_MS);
const siteUrl = process.env.FAULT_API_SITE_URL ?? 'http://example.test';
const send = (message: FaultMessage) => process.send?.(message);

const store = new ContentStore(PROJECT_ROOT, { watch: false, report: () => {} });
const answer = getRequestListener(new Hono().route('/api', createContentApi({ store, siteUrl })).fetch);
let mode: FaultMode = 'up';
const calls: FaultCalls = { up: 0, down: 0, slow: 0, malformed: 0 };

const server = createServer((req, res) => {
  const now = mode;
  calls[now]++;
  if (now === 'malformed') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"data":[{"id":"home","title":"Ho');
    return;
  }
  if (now === 'slow') {
    // The site gives up first (its timeout is shorter); answer only if it is still there.
    setTimeout(() => (res.destroyed ? undefined : void answer(req, res)), slowMs);
    return;
  }
  void answer(req, res);
});

const listen = () => new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, '127.0.0.1', () => {
    server.off('error', reject);
    resolve();
  });
});
const stopListening = () => new Promise<void>((resolve) => {
  server.close(() => resolve());
  // Pooled keep-alive connections too: a closed port alone would leave them answering.
  server.closeAllConnections();
});

process.on('message', (message: { mode: FaultMode }) => {
  void (async () => {
    const next = message.mode;
    if (next === 'down' && mode !== 'down') await stopListening();
    else if (next !== 'down' && mode === 'down') await listen();
    mode = next;
    send({ mode, calls: { ...calls } });
  })().catch((error: unknown) => send({ error: error instanceof Error ? error.message : String(error) }));
});
process.on('disconnect', () => process.exit(0));

try {
  await listen();
  send({ ready: true });
} catch (error) {
  send({ error: `cannot listen on 127.0.0.1:${port}: ${error instanceof Error ? error.message : String(error)}` });
  process.exit(1);
}
