/** Load figures with wrk (Debian's package) on 127.0.0.1, and a process's resident memory. */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface WrkResult {
  name: string;
  url: string;
  requests_per_second: number;
  p99_ms: number;
  /** Non-2xx/3xx answers and socket errors. */
  errors: number;
}

export const WRK_SETTINGS = { threads: 2, connections: 50, seconds: 10 } as const;

/** How one wrk run loads the server. */
interface WrkLoad {
  threads: number;
  connections: number;
  seconds: number;
  /** A Lua script (-s) and the arguments after `--` that its init() receives. */
  script?: string;
  scriptArgs?: readonly string[];
  /** Seconds before wrk gives up on a request and counts a timeout (wrk's default: 2). */
  timeoutS?: number;
  /** More request headers (`Name: value`), e.g. the client's address for a proxy that trusts it. */
  headers?: readonly string[];
  /** The CPUs wrk may run on (taskset's list, e.g. `1`); any, without. */
  cpus?: string;
}

export interface SocketErrors {
  connect: number;
  read: number;
  write: number;
  timeout: number;
}

/** What wrk prints, as figures. */
interface WrkOutput {
  requests: number;
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  /** Answers above 399 (wrk's "Non-2xx or 3xx responses"). */
  non_2xx_3xx: number;
  socket_errors: SocketErrors;
  /** Lines the script's done() printed. */
  stdout: string;
}

export function hasWrk(): boolean {
  return !spawnSync('wrk', ['--version']).error;
}

/** Browsers' Accept-Encoding: gzip, so every server sends the same precompressed bytes; a script may set its own User-Agent. */
const HEADERS = ['-H', 'Accept-Encoding: gzip', '-H', 'User-Agent: Mozilla/5.0 (bench) Chrome/138.0.0.0'];

function wrkArgs(url: string, load: WrkLoad): string[] {
  return [
    `-t${load.threads}`,
    `-c${load.connections}`,
    `-d${load.seconds}s`,
    ...(load.timeoutS ? [`--timeout`, `${load.timeoutS}s`] : []),
    '--latency',
    ...HEADERS,
    ...(load.headers ?? []).flatMap((header) => ['-H', header]),
    ...(load.script ? ['-s', load.script] : []),
    url,
    ...(load.scriptArgs?.length ? ['--', ...load.scriptArgs] : []),
  ];
}

/** wrk prints times with a unit of its choosing. */
const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A percentile of the latency distribution (`--latency`), in ms; NaN when absent. */
function percentileMs(stdout: string, percent: 50 | 99): number {
  // Anchored at the line start: the Stdev column also ends in `%`.
  const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m|h)\\b`, 'm').exec(stdout);
  return match ? Number((Number(match[1]) * MS_PER_UNIT[match[2]!]!).toFixed(2)) : NaN;
}

function parseWrk(stdout: string): WrkOutput {
  // wrk prints the socket errors line only when there is one.
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)?.slice(1).map(Number) ?? [0, 0, 0, 0];
  const [connect = 0, read = 0, write = 0, timeout = 0] = socket;
  return {
    requests: Number(/(\d+) requests in /.exec(stdout)?.[1] ?? 0),
    requests_per_second: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0)),
    p50_ms: percentileMs(stdout, 50),
    p99_ms: percentileMs(stdout, 99),
    non_2xx_3xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0),
    socket_errors: { connect, read, write, timeout },
    stdout,
  };
}

/** Non-2xx/3xx answers and socket errors of every kind, timeouts included. */
const errorsOf = (o: WrkOutput): number => o.non_2xx_3xx + Object.values(o.socket_errors).reduce((sum, n) => sum + n, 0);

/** wrk and its arguments, under taskset when the load names CPUs. */
function wrkCommand(url: string, load: WrkLoad): [string, string[]] {
  return load.cpus ? ['taskset', ['-c', load.cpus, 'wrk', ...wrkArgs(url, load)]] : ['wrk', wrkArgs(url, load)];
}

function runWrk(url: string, load: WrkLoad): WrkOutput {
  const run = spawnSync(...wrkCommand(url, load), { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed for ${url}: ${run.stderr}`);
  return parseWrk(run.stdout);
}

/** The same, without blocking this process: what runs beside it (another wrk, memory sampling) goes on. */
function runWrkAsync(url: string, load: WrkLoad, signal?: AbortSignal): Promise<WrkOutput> {
  return new Promise((resolve, reject) => {
    const [command, args] = wrkCommand(url, load);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(parseWrk(stdout)) : reject(new Error(`wrk failed for ${url} (exit ${code}): ${stderr}${stdout}`))));
  });
}

/** One wrk run (browsers' Accept-Encoding: gzip; the same bytes from every server). */
export function wrk(name: string, url: string, seconds: number = WRK_SETTINGS.seconds, script?: string, cpus?: string): WrkResult {
  const out = runWrk(url, { ...WRK_SETTINGS, seconds, script, cpus });
  return { name, url, requests_per_second: out.requests_per_second, p99_ms: out.p99_ms, errors: errorsOf(out) };
}

/**
 * The same as `wrk`, without blocking this process: what runs beside it (an editor's saves,
 * another wrk) goes on. `load` may change the threads and connections and name the CPUs.
 */
export async function wrkAsync(name: string, url: string, seconds: number = WRK_SETTINGS.seconds, load: Partial<Pick<WrkLoad, 'threads' | 'connections' | 'cpus'>> = {}): Promise<WrkResult & { p50_ms: number }> {
  const out = await runWrkAsync(url, { ...WRK_SETTINGS, seconds, ...load });
  return { name, url, requests_per_second: out.requests_per_second, p50_ms: out.p50_ms, p99_ms: out.p99_ms, errors: errorsOf(out) };
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return Number((kb / 1024).toFixed(1));
}

/** Keeps a running process, all its threads and its child processes (nginx's workers) to the given CPUs (taskset's list, e.g. `0`). */
export function pinProcess(pid: number, cpus: string): void {
  const run = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`taskset failed for process ${pid}: ${run.stderr}`);
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  for (const child of children) pinProcess(Number(child), cpus);
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
export function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces, hence from the last ')'): utime is the 12th, stime the 13th, in clock ticks.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times (100 on every architecture Node runs on). */
const CLOCK_TICKS_PER_SECOND = 100;

/** A wrk script (Lua) asking for a unique not-found path on every request, as a scanner does. */
export const UNIQUE_NOT_FOUND_SCRIPT = new URL('./unique-not-found.lua', import.meta.url).pathname;

/** A wrk script (Lua) making every request a URL of its own: not-found paths or ad clicks (its header says how). */
export const FLOOD_SCRIPT = new URL('./flood.lua', import.meta.url).pathname;

/** Floods of issue 15, by the name bench/flood.lua knows them by. */
export const FLOODS = {
  'not-found': 'unique not-found URLs (browser + bot)',
  'ad-click': 'unique ad-click URLs',
} as const;
export type FloodKind = keyof typeof FLOODS;

/** The visitor measured during a flood: light enough to measure the page, not to add a second flood. */
export const VICTIM_SETTINGS = { threads: 1, connections: 10 } as const;
/** Issue 15: during a flood the prerendered page keeps its p99 within this. */
export const FLOOD_VICTIM_P99_MS = 25;
/** The victim starts this long after the flood and stops as long before its end: it measures the flood at full strength. */
const VICTIM_MARGIN_S = 1;

export interface FloodOptions {
  kind: FloodKind;
  origin: string;
  /** The prerendered page measured during the flood; the ad-click flood's landing page too. */
  page: string;
  /** The flood's length; the victim runs 2 × VICTIM_MARGIN_S less. */
  seconds: number;
  /** Count the flood's answers per status, and 503s without Retry-After (makes wrk slower: only where they are judged). */
  countStatuses?: boolean;
  /** Seconds before a flood request counts as a timeout (wrk's default: 2). */
  floodTimeoutS?: number;
  /** Aborting stops both wrk processes (otherwise they end on their own after `seconds`). */
  signal?: AbortSignal;
  /** Headers of the flood's and the victim's requests (through nginx: each one's own client address). */
  floodHeaders?: readonly string[];
  victimHeaders?: readonly string[];
  /** The CPUs both wrk processes may run on (taskset's list); any, without. */
  cpus?: string;
}

/** One wrk run of a flood measurement, as reported. */
interface RunFigures {
  url: string;
  threads: number;
  connections: number;
  seconds: number;
  requests: number;
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
}

export interface FloodResult {
  name: string;
  kind: FloodKind;
  /** Issue 15's target for the victim's p99. */
  target_p99_ms: number;
  victim: RunFigures & {
    /** Requests wrk gave up on after 2 s: not in the percentiles, so counted apart. */
    timeouts: number;
    /** Non-2xx/3xx answers and socket errors, timeouts included. */
    errors: number;
  };
  flood: RunFigures & {
    /** Answers above 399: for the not-found flood, its 404s too. */
    non_2xx_3xx: number;
    socket_errors: SocketErrors;
    /** Answers per status and 503s without Retry-After: with `countStatuses` only. */
    statuses?: Record<string, number>;
    unavailable_without_retry_after?: number;
  };
}

/**
 * A flood (bench/flood.lua, WRK_SETTINGS' threads and connections) of URLs no cache can hold,
 * and while it runs the prerendered `page` measured by a second, lighter wrk: what a visitor
 * gets while a scanner or an ad campaign hits the server.
 */
export async function flood(options: FloodOptions): Promise<FloodResult> {
  const { kind, origin, page, seconds, signal } = options;
  if (seconds < 2 * VICTIM_MARGIN_S + 1) throw new Error(`a flood needs at least ${2 * VICTIM_MARGIN_S + 1} s, got ${seconds}`);
  const floodLoad: WrkLoad = {
    threads: WRK_SETTINGS.threads,
    connections: WRK_SETTINGS.connections,
    seconds,
    script: FLOOD_SCRIPT,
    scriptArgs: [kind, page, ...(options.countStatuses ? ['statuses'] : [])],
    timeoutS: options.floodTimeoutS,
    ...(options.floodHeaders ? { headers: options.floodHeaders } : {}),
    cpus: options.cpus,
  };
  const victimLoad: WrkLoad = { ...VICTIM_SETTINGS, seconds: seconds - 2 * VICTIM_MARGIN_S, ...(options.victimHeaders ? { headers: options.victimHeaders } : {}), cpus: options.cpus };
  const flooding = runWrkAsync(origin, floodLoad, signal);
  // Awaited after the victim's run; a failure before then must not count as unhandled.
  flooding.catch(() => {});
  await sleep(VICTIM_MARGIN_S * 1000, undefined, { signal });
  const victim = await runWrkAsync(origin + page, victimLoad, signal);
  const flooded = await flooding;
  return {
    name: `prerendered page during a flood of ${FLOODS[kind]}`,
    kind,
    target_p99_ms: FLOOD_VICTIM_P99_MS,
    victim: {
      url: origin + page,
      ...VICTIM_SETTINGS,
      seconds: victimLoad.seconds,
      requests: victim.requests,
      requests_per_second: victim.requests_per_second,
      p50_ms: victim.p50_ms,
      p99_ms: victim.p99_ms,
      timeouts: victim.socket_errors.timeout,
      errors: errorsOf(victim),
    },
    flood: {
      url: origin,
      threads: floodLoad.threads,
      connections: floodLoad.connections,
      seconds,
      requests: flooded.requests,
      requests_per_second: flooded.requests_per_second,
      p50_ms: flooded.p50_ms,
      p99_ms: flooded.p99_ms,
      non_2xx_3xx: flooded.non_2xx_3xx,
      socket_errors: flooded.socket_errors,
      ...(options.countStatuses ? floodCounts(flooded.stdout) : {}),
    },
  };
}

/** What bench/flood.lua's done() prints with its `statuses` argument. */
function floodCounts(stdout: string): { statuses: Record<string, number>; unavailable_without_retry_after: number } {
  const statuses = Object.fromEntries([...stdout.matchAll(/^flood status (\d+) (\d+)$/gm)].map(([, status, n]) => [status!, Number(n)]));
  const missing = /^flood 503 without Retry-After (\d+)$/m.exec(stdout);
  // The script prints this line whenever it counts: without it, no figure beats a reassuring 0.
  if (!missing) throw new Error('bench/flood.lua printed no status counts (was it run with "statuses"?)');
  return { statuses, unavailable_without_retry_after: Number(missing[1]) };
}

/** Issue 15's requirement: every visitor answered, p99 within the target. */
export function victimKeptUp(result: FloodResult): boolean {
  const v = result.victim;
  return v.requests > 0 && v.errors === 0 && v.p99_ms <= result.target_p99_ms;
}
