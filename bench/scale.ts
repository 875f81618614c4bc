/**
 * Internet-scale figures (issue 29), part of `npm run bench` and alone with
 * `npm run bench -- --only scale`, on the production build made for `origin`:
 *   - the request log's cost: the prerendered page under wrk from a server with its request
 *     log on (LOG_LEVEL=info, every line written to a file, as a log collector would take it),
 *     one with it off (warn) and a second one with it off (the control), side by side on one
 *     CPU, each under its own wrk on the other; ROUNDS rounds of fresh servers. The ratio of
 *     the throughputs (target ≥ 0.9), the control's ratio (the method's own error, ideally 1),
 *     and the CPU each spends per request;
 *   - a flood through nginx (deploy/nginx.conf as shipped, its limit per client): one client
 *     floods unique not-found URLs while other visitors (wrk's victim load, standing for many
 *     clients each under the limit) ask for the prerendered page; their p99 (target ≤ 25 ms)
 *     and how much of the flood nginx refused (429).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_CLIENT_HEADER, startLocalNginx } from '../deploy/nginx-local';
import { startProductionServer, type RunningServer } from '../tests/support/production';
import { cpuMs, flood, pinProcess, FLOOD_VICTIM_P99_MS, WRK_SETTINGS, wrkAsync, type FloodResult } from './http';

const ROUNDS = 6;
const SERVER_CPU = '0';
const WRK_CPU = '1';
/** Each new server's JIT settles on the page before it is measured. */
const WARM_UP_SECONDS = 3;
/** Each measured run (shorter than the other benches': more rounds instead). */
const RUN_SECONDS = 6;
/** The request log keeps at least this share of the throughput without it (issue 29). */
export const LOG_RATIO_TARGET = 0.9;

/** The servers of a round: the log on, the log off, and the log off again (the control). */
const LOG_SERVERS = [
  ['on', 'info'],
  ['off', 'warn'],
  ['control', 'warn'],
] as const;
type LogServer = (typeof LOG_SERVERS)[number][0];

export interface ScaleFigures {
  request_log: {
    page: string;
    on_rps: number[];
    off_rps: number[];
    control_rps: number[];
    /** All of `on` against all of `off`. */
    ratio: number;
    /** All of `control` against all of `off`: two identical servers, so the method's error. */
    control_ratio: number;
    cpu_us_per_request: { on: number; off: number };
    log_mb: number;
  };
  nginx_flood: FloodResult & { refused_share: number };
}

export async function runScaleBench({ buildDir, origin, port, page }: { buildDir: string; origin: string; port: number; page: string }): Promise<ScaleFigures> {
  const work = mkdtempSync(path.join(tmpdir(), 'kairotone-bench-scale-'));
  const env = { BUILD_DIR: buildDir, PUBLIC_SITE_URL: origin };
  const logFile = path.join(work, 'requests.log');
  const servers: RunningServer[] = [];
  try {
    const rps: Record<LogServer, number[]> = { on: [], off: [], control: [] };
    const cpu: Record<LogServer, number[]> = { on: [], off: [], control: [] };
    // The servers run side by side, all on one CPU, each under its own wrk on the other:
    // measured one after the other, they measured the host more than the log (this machine's
    // speed doubles and halves within minutes: 12,400 and 21,500 req/s for the same server a
    // minute apart). Side by side, a swing slows them alike, the scheduler gives each the
    // same CPU time, and what each makes of it is its throughput. Fresh servers each round: a
    // process keeps some luck for its whole life (where its memory landed).
    const pinned = availableParallelism() >= 2;
    const load = { threads: 1, connections: Math.round(WRK_SETTINGS.connections / LOG_SERVERS.length), cpus: pinned ? WRK_CPU : undefined };
    for (let round = 0; round < ROUNDS; round++) {
      console.log(`▶ request log on, off and off again, the prerendered page under wrk side by side (round ${round + 1} of ${ROUNDS}) …`);
      const all: [LogServer, RunningServer][] = [];
      // Started in turns, so no configuration is always the first process.
      for (let i = 0; i < LOG_SERVERS.length; i++) {
        const [name, level] = LOG_SERVERS[(i + round) % LOG_SERVERS.length]!;
        const server = await startProductionServer(port + i, { ...env, LOG_LEVEL: level }, { logFile: name === 'on' ? logFile : path.join(work, 'quiet.log') });
        servers.push(server);
        if (pinned) pinProcess(server.child.pid!, SERVER_CPU);
        all.push([name, server]);
      }
      await Promise.all(all.map(([name, server]) => wrkAsync(`warm-up, request log ${name}`, server.origin + page, WARM_UP_SECONDS, load)));
      const before = all.map(([, server]) => cpuMs(server.child.pid!));
      const runs = await Promise.all(all.map(([name, server]) => wrkAsync(`prerendered page, request log ${name}`, server.origin + page, RUN_SECONDS, load)));
      all.forEach(([name, server], i) => {
        const requests = runs[i]!.requests_per_second * RUN_SECONDS;
        rps[name].push(runs[i]!.requests_per_second);
        cpu[name].push(((cpuMs(server.child.pid!) - before[i]!) * 1000) / requests);
      });
      await Promise.all(servers.splice(0).map((s) => s.stop()));
    }
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const mean = (xs: number[]) => sum(xs) / xs.length;
    const request_log = {
      page,
      on_rps: rps.on,
      off_rps: rps.off,
      control_rps: rps.control,
      ratio: round2(sum(rps.on) / sum(rps.off)),
      control_ratio: round2(sum(rps.control) / sum(rps.off)),
      cpu_us_per_request: { on: Math.round(mean(cpu.on)), off: Math.round(mean(cpu.off)) },
      log_mb: round2(statSync(logFile).size / 1e6),
    };

    console.log('▶ a flood of unique not-found URLs from one client through nginx (its limit per client), a visitor beside it …');
    // nginx as shipped, its access log on. (Earlier runs measured 60–420 ms here: the visitor's
    // requests behind a refresh of the cached page waited on nginx's cache lock, which it looks
    // at every 500 ms, and wrk counts the requests a stalled connection did not send as late
    // too. deploy/nginx.conf now refreshes in the background instead: 6–9 ms.)
    const replica = await startProductionServer(port + 1, { ...env, LOG_LEVEL: 'warn' }, { logFile: path.join(work, 'quiet.log') });
    servers.push(replica);
    const nginx = await startLocalNginx({ port: port + 2, replicas: [port + 1, port + 1], buildDir });
    try {
      // As for the request log: nginx and the replica on one CPU, both wrk on the other.
      if (pinned) {
        pinProcess(replica.child.pid!, SERVER_CPU);
        pinProcess(Number(readFileSync(path.join(nginx.dir, 'nginx.pid'), 'utf8')), SERVER_CPU);
      }
      // The visitor's page is in nginx's one-second cache as it would be; the flood is never cached.
      await fetch(nginx.origin + page).then((r) => r.arrayBuffer());
      // The flood is one client; the visitor's requests stand for many visitors, each under
      // the limit, so they name no client (nginx-local.ts: an empty key is not limited).
      const result = await flood({ kind: 'not-found', origin: nginx.origin, page, seconds: WRK_SETTINGS.seconds, countStatuses: true, floodHeaders: [`${LOCAL_CLIENT_HEADER}: flooder`], cpus: pinned ? WRK_CPU : undefined });
      const refused = result.flood.statuses?.['429'] ?? 0;
      return { request_log, nginx_flood: { ...result, name: `prerendered page through nginx during a flood of ${'unique not-found URLs'} (limit per client)`, refused_share: round2(refused / Math.max(1, result.flood.requests)) } };
    } finally {
      await nginx.stop();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

const round2 = (n: number) => Number(n.toFixed(2));

export function scaleRows(f: ScaleFigures): Record<string, { value: number | string; unit: string; budget?: string }> {
  const log = f.request_log;
  const flooded = f.nginx_flood;
  return {
    'request log on / off (prerendered page)': {
      value: log.ratio,
      unit: `throughput ratio, side by side (control, off against off: ${log.control_ratio}); on ${log.on_rps.join(', ')} req/s, off ${log.off_rps.join(', ')} req/s; CPU ${log.cpu_us_per_request.on} / ${log.cpu_us_per_request.off} µs a request; ${log.log_mb} MB of log`,
      budget: `≥ ${LOG_RATIO_TARGET} ${log.ratio >= LOG_RATIO_TARGET ? '✔' : '✖'}`,
    },
    [flooded.name]: {
      value: flooded.victim.p99_ms,
      unit: `ms p99 (p50 ${flooded.victim.p50_ms} ms, ${flooded.victim.requests_per_second} req/s, ${flooded.victim.errors} errors); flood ${flooded.flood.requests_per_second} req/s, ${Math.round(flooded.refused_share * 100)} % refused (429)`,
      budget: `≤ ${FLOOD_VICTIM_P99_MS} ms ${flooded.victim.p99_ms <= FLOOD_VICTIM_P99_MS && flooded.victim.errors === 0 ? '✔' : '✖'}`,
    },
  };
}
