/**
 * What the soak started, so it is always stopped: on the normal path, on a failure, and on
 * Ctrl-C. Each server is stopped by its own PID (never by name).
 */
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/env';
import { startProductionServer, TEST_SITE_URL, type RunningServer } from '../../tests/support/production';

type Stop = () => Promise<unknown>;
const running = new Set<Stop>();

/** Registers `stop` until the returned function is called (when the thing was stopped on purpose). */
export function track(stop: Stop): () => void {
  running.add(stop);
  return () => running.delete(stop);
}

/** Stops everything still registered (in parallel); errors are reported, not thrown. */
export async function stopAll(): Promise<void> {
  const stops = [...running];
  running.clear();
  await Promise.all(stops.map((stop) => stop().catch((error: unknown) => console.error('cleanup:', error instanceof Error ? error.message : error))));
}

let interrupted = false;

/** True once Ctrl-C (or a kill) arrived: what fails after that is a consequence, not news. */
export const wasInterrupted = (): boolean => interrupted;

/** Ctrl-C or a kill of the soak stops what it started, then exits 130. */
export function stopAllOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping the processes the soak started …`);
      void stopAll().finally(() => process.exit(130));
    });
  }
}

/** The build of the tests and the soak, and the key it was built with (rendered pages must match it). */
export const SERVER_ENV = {
  PUBLIC_SITE_URL: TEST_SITE_URL,
  MAPS_API_KEY: 'e2e-test-maps-key',
  LOG_LEVEL: 'warn',
  // As `npm start` runs it (docs/deploy.md): without it glibc's per-thread arenas let RSS
  // creep up under load (10–15 % a minute here) with the heap flat.
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  // Its own image cache: the first transforms happen once, and other runs' caches stay untouched.
  IMAGE_CACHE_DIR: path.join(PROJECT_ROOT, '.cache', 'soak', 'ipx'),
};

export interface SoakServer extends RunningServer {
  pid: number;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code (null when killed). */
  shutdown(graceMs?: number): Promise<number | null>;
  /** Forget it (it exited on its own, e.g. after the drain). */
  release(): void;
}

/** Ends a phase's server with SIGTERM, noting an exit other than 0 (the phases judge what they measured, not this). */
export async function shutdownPhaseServer(server: SoakServer, phase: string): Promise<void> {
  const code = await server.shutdown();
  if (code !== 0) console.log(`  note: the ${phase} server exited with ${code} on SIGTERM`);
}

/** The production server (server/main.ts) on 127.0.0.1:`port`, registered for cleanup. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<SoakServer> {
  const server = await startProductionServer(port, { ...SERVER_ENV, ...env });
  // startProductionServer spawns node itself (tsx is an --import), so this PID is the server.
  const pid = server.child.pid!;
  const shutdown = async (graceMs = 15_000): Promise<number | null> => {
    const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
    try {
      return await server.stop('SIGTERM');
    } finally {
      clearTimeout(timer);
    }
  };
  const release = track(() => shutdown(5_000));
  return { ...server, pid, shutdown: (graceMs) => { release(); return shutdown(graceMs); }, release };
}
