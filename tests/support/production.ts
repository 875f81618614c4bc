import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { timeSlice } from '../../app/lib/content/client.server';
import { PROJECT_ROOT } from '../../server/env';
import { readSiteIndex, type SiteIndex } from '../../server/static/site-index';

/** The origin `npm test` builds for (scripts/test.mjs): prerendered pages are served only under it. */
export const TEST_SITE_URL = 'http://127.0.0.1:3100';
export const BUILD_DIR = path.join(PROJECT_ROOT, 'build');
/** A browser's user agent: Node's own (`node`) counts as a crawler, which gets no language redirect. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

/** The build's index; fails with what to do when there is no build for the test origin. */
export function readBuildIndex(buildDir = BUILD_DIR): SiteIndex {
  const index = readSiteIndex(buildDir);
  if (!index) throw new Error(`no production build in ${buildDir}: run  PUBLIC_SITE_URL=${TEST_SITE_URL} npm run build  first (npm test does)`);
  if (index.siteUrl !== TEST_SITE_URL) throw new Error(`the build in ${buildDir} is for ${index.siteUrl}; rebuild with PUBLIC_SITE_URL=${TEST_SITE_URL}`);
  return index;
}

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  /** Everything the server wrote so far (its JSON log lines). */
  output(): string;
  /** Log records parsed from the output. */
  logs(): Record<string, unknown>[];
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** The server's stdout and stderr go to this file (as a log collector's would) instead of to this process: `output()` is then empty. */
  logFile?: string;
}

/** Starts `server/main.ts` (the production server, as `npm start` does) and waits until /healthz answers. */
export async function startProductionServer(port: number, env: Record<string, string> = {}, { logFile }: StartOptions = {}): Promise<RunningServer> {
  const fd = logFile ? openSync(logFile, 'a') : null;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_SITE_URL: TEST_SITE_URL, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', fd ?? 'pipe', fd ?? 'pipe'],
  });
  if (fd !== null) closeSync(fd);
  let output = '';
  // Decoded as a stream, so a character split across two chunks stays whole.
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  // Complete lines only: the last one may still be arriving.
  const logs = () =>
    output
      .split('\n')
      .slice(0, -1)
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // With prerendered pages the publisher warms up (reads the content, renders one page) after
  // the server answers; a test that counts renders or content API calls starts after that.
  while (await fetch(`${origin}/healthz`).then(async (r) => ((await r.json()) as { publishing?: string }).publishing === 'warming')) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the publisher did not warm up within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    child,
    exited,
    output: () => output,
    logs,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Runs `act`, then the checks it hands back, in a run that stayed within one content version.
 * The version also turns with the clock, every `sliceMs` (app/lib/content/client.server.ts).
 * A run starts with at least a quarter of a slice ahead of it (else it waits for the next
 * slice), and one that crossed the boundary anyway is tried again in a fresh slice: in the
 * slice it crossed into, its own last requests have already rendered and kept the page. Three
 * runs at most. Callers give their test room for the waits (up to two slices).
 */
export async function withinOneContentVersion(sliceMs: number, act: (attempt: number) => Promise<() => unknown>): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0 || sliceMs - (Date.now() % sliceMs) < sliceMs / 4) await nextSlice(sliceMs);
    const slice = timeSlice(sliceMs);
    const check = await act(attempt);
    if (timeSlice(sliceMs) !== slice) continue;
    await check();
    return;
  }
  throw new Error('three runs in a row crossed a content version boundary');
}

/** Resolves once the clock has entered the next content version's slice. */
async function nextSlice(sliceMs: number): Promise<void> {
  const now = timeSlice(sliceMs);
  while (timeSlice(sliceMs) === now) await new Promise((resolve) => setTimeout(resolve, Math.min(250, sliceMs - (Date.now() % sliceMs) + 1)));
}
