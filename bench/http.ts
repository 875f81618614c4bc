/** Load figures with wrk (Debian's package) on 127.0.0.1, and a process's resident memory. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface WrkResult {
  name: string;
  url: string;
  requests_per_second: number;
  p99_ms: number;
  /** Non-2xx/3xx answers and socket errors. */
  errors: number;
}

export const WRK_SETTINGS = { threads: 2, connections: 50, seconds: 10 } as const;

export function hasWrk(): boolean {
  return !spawnSync('wrk', ['--version']).error;
}

/** One wrk run (browsers' Accept-Encoding: gzip; the same bytes from every server). */
export function wrk(name: string, url: string, seconds: number = WRK_SETTINGS.seconds, script?: string): WrkResult {
  const args = [`-t${WRK_SETTINGS.threads}`, `-c${WRK_SETTINGS.connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', '-H', 'User-Agent: Mozilla/5.0 (bench) Chrome/138.0.0.0', ...(script ? ['-s', script] : []), url];
  const run = spawnSync('wrk', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed for ${url}: ${run.stderr}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? 0);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(run.stdout);
  const p99ms = p99 ? Number(p99[1]) * (p99[2] === 'us' ? 0.001 : p99[2] === 's' ? 1000 : 1) : NaN;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(run.stdout)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(run.stdout);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { name, url, requests_per_second: Math.round(rps), p99_ms: Number(p99ms.toFixed(2)), errors: non2xx + socketErrors };
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return Number((kb / 1024).toFixed(1));
}

/** A wrk script (Lua) asking for a unique not-found path on every request, as a scanner does. */
export const UNIQUE_NOT_FOUND_SCRIPT = new URL('./unique-not-found.lua', import.meta.url).pathname;
