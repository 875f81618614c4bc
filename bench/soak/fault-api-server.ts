/**
 * The fault-injecting content API as a process of its own (started by fault-api.ts), so the
 * load generator's work never makes it slow: tests/support/content-api.ts's real content API
 * over HTTP on 127.0.0.1, with a switch for what a remote CMS does wrong:
 *   up         answers normally;
 *   down       nothing listens: the listener is closed and open connections destroyed, so
 *              calls get ECONNREFUSED (or a reset on a pooled connection);
 *   slow       answers correctly, but only after SLOW_MS (longer than the site's timeout);
 *   malformed  200 with a JSON body cut short.
 * Modes arrive as IPC messages `{ mode }`; each is acknowledged with `{ mode, calls }` once
 * in effect. The process ends when its parent disconnects.
 */
import { startContentApi } from '../../tests/support/content-api';
import { PROJECT_ROOT } from '../../server/env';

export const FAULT_MODES = ['up', 'down', 'slow', 'malformed'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
export type FaultCalls = Record<FaultMode, number>;
export type FaultMessage = { ready: true } | { mode: FaultMode; calls: FaultCalls } | { error: string };

const port = Number(process.env.FAULT_API_PORT);
const slowMs = Number(process.env.FAULT_API_SLOW_MS);
const siteUrl = process.env.FAULT_API_SITE_URL ?? 'http://example.test';
const send = (message: FaultMessage) => process.send?.(message);

let mode: FaultMode = 'up';
const calls: FaultCalls = { up: 0, down: 0, slow: 0, malformed: 0 };

try {
  // The same API and fault switches the production tests use (tests/support/content-api.ts).
  const api = await startContentApi(PROJECT_ROOT, {
    siteUrl,
    port,
    onRequest: () => calls[mode]++,
    delayMs: () => (mode === 'slow' ? slowMs : 0),
    fault: () => (mode === 'malformed' ? 'malformed' : null),
  });
  process.on('message', (message: { mode: FaultMode }) => {
    void (async () => {
      const next = message.mode;
      if (next === 'down') await api.down();
      else await api.up();
      mode = next;
      send({ mode, calls: { ...calls } });
    })().catch((error: unknown) => send({ error: error instanceof Error ? error.message : String(error) }));
  });
  process.on('disconnect', () => process.exit(0));
  send({ ready: true });
} catch (error) {
  send({ error: `cannot listen on 127.0.0.1:${port}: ${error instanceof Error ? error.message : String(error)}` });
  process.exit(1);
}
