/**
 * Starts and steers the fault-injecting content API (fault-api-server.ts) in a child process:
 * in the soak's own process, the load generator's CPU use would slow the API down and make
 * "up" look like "slow" on a busy machine.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/env';
import type { FaultCalls, FaultMessage, FaultMode } from './fault-api-server';
import { track } from './processes';

export type { FaultMode } from './fault-api-server';

export interface FaultApi {
  /** `http://127.0.0.1:PORT` (CONTENT_API_URL; the API is under /api). */
  origin: string;
  /** Switches the mode; resolves once it is in effect (for `down`: the port is closed). */
  setMode(mode: FaultMode): Promise<void>;
  /** Calls received per mode, as of the last switch (in `down` nothing listens to count them). */
  calls(): FaultCalls;
  close(): Promise<void>;
}

export async function startFaultApi({ port, siteUrl, slowMs }: { port: number; siteUrl: string; slowMs: number }): Promise<FaultApi> {
  const child = fork(path.join(PROJECT_ROOT, 'bench', 'soak', 'fault-api-server.ts'), [], {
    cwd: PROJECT_ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, FAULT_API_PORT: String(port), FAULT_API_SLOW_MS: String(slowMs), FAULT_API_SITE_URL: siteUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const release = track(close);
  const next = () =>
    new Promise<FaultMessage>((resolve, reject) => {
      const onExit = () => reject(new Error(`the fault API (pid ${child.pid}) exited`));
      child.once('exit', onExit);
      child.once('message', (message: FaultMessage) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });

  const ready = await next();
  if ('error' in ready) {
    await close();
    throw new Error(ready.error);
  }
  let calls: FaultCalls = { up: 0, down: 0, slow: 0, malformed: 0 };
  return {
    origin: `http://127.0.0.1:${port}`,
    setMode: async (mode) => {
      const reply = next();
      child.send({ mode });
      const message = await reply;
      if ('error' in message) throw new Error(`fault API: ${message.error}`);
      if ('calls' in message) calls = message.calls;
    },
    calls: () => calls,
    close: async () => {
      release();
      await close();
    },
  };
}
