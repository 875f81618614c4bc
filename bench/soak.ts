/**
 * The soak: `npm run soak` (by hand, not in CI; about 5 minutes). Needs the test build:
 *   PUBLIC_SITE_URL=http://127.0.0.1:3100 MAPS_API_KEY=e2e-test-maps-key LOG_LEVEL=warn npm run --silent build
 * and wrk (Debian's package) for phase 4.
 * Four phases against the production server (server/main.ts), each printing its table; all
 * figures go to bench/results/soak.json (soak-partial.json for a partial or shortened run), one PASS/FAIL line per requirement at the end, and the
 * exit code is 1 when any fails (2 for a usage or setup problem):
 *   1. load (port 3190): warm-up, then 60 s at 100 connections (autocannon, in-process) over
 *      every prerendered page and payload in all languages, hashed assets, cached images, API
 *      calls, pages rendered on demand (~10 %), `/` with Accept-Language (302) and 404s; every
 *      answer checked against its URL's expected status. Zero errors, p99 reported, RSS after
 *      (a few seconds idle) within 10 % of RSS before; if not, a second round and heap figures
 *      from inside the server (bench/soak/server-probe.mjs) show where memory goes.
 *   2. faults (port 3191, content API on 3192): a server with CONTENT_API_URL pointing at a
 *      fault-injecting API (bench/soak/fault-api-server.ts, a process of its own) that goes
 *      up → down → up → slow → up → malformed → up, 10 s each, under 25 connections; files
 *      from memory stay 200, rendered pages are 503 with Retry-After while the API fails and
 *      recover on their own, nothing hangs.
 *   3. drain (port 3190): SIGTERM under load, one connection per request; no request the
 *      server accepted is cut, no connection reset after its request was written, new
 *      connections refused, exit code 0.
 *   4. flood (port 3190): a fresh server, warmed up by both floods (--flood/2 s each, at least 3),
 *      then --flood seconds (20) of unique not-found URLs (browser and Googlebot user agents
 *      alternating) and then of unique ad-click URLs (/products/beacon?…&gclid=<unique>), each
 *      from wrk (bench/flood.lua, 2 threads, 50 connections) while a second wrk (1 thread, 10
 *      connections) measures /products/beacon: its p99 ≤ 25 ms with no error; no flood answer a
 *      5xx other than 503 or a 503 without Retry-After; every flood request answered within
 *      --timeout; RSS under the flood at the end within --memory-limit % of the end of the warm-up.
 * docs/reliability.md ("Soak") describes each phase and what counts as an error.
 * Flags (`npm run soak -- --only=load --duration=10`):
 *   --only=load,faults,drain,flood  phases to run (default all)
 *   --duration=S      load run (60); also scales the defaults of --warmup (S/2, ≤ 30),
 *                     --window (S/6, ≥ 8), --drain-load (S/12, 2–5) and --flood (S/3, 5–20)
 *   --warmup=S --idle=S (5) --rounds=N (1) --connections=N (100)                    load
 *   --window=S --fault-connections=N (25) --api-timeout=MS (1000) --hang-ms=MS (+4000)  faults
 *   --drain-load=S --drain-connections=N (20)                                         drain
 *   --flood=S (20, each flood; at least 5)                                            flood
 *   --timeout=S (10, per request) --memory-limit=PCT (10)
 * Ports 3190–3192 must be free. Other load on the machine shows in the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { FLOODS, hasWrk, victimKeptUp } from './http';
import { parseArgs, PHASES, UsageError, type SoakSettings } from './soak/args';
import { drainPhase, type DrainPhaseResult } from './soak/drain-phase';
import { faultsPhase, type FaultsPhaseResult } from './soak/faults-phase';
import { floodPhase, type FloodPhaseResult } from './soak/flood-phase';
import { loadPhase, type LoadPhaseResult } from './soak/load-phase';
import { buildTargets } from './soak/mix';
import { stopAll, stopAllOnSignals, wasInterrupted } from './soak/processes';
import { formatStatuses } from './soak/stats';
import { readBuildIndex } from '../tests/support/production';

interface Verdict {
  requirement: string;
  pass: boolean;
  detail: string;
}

async function main(): Promise<number> {
  let settings: SoakSettings;
  try {
    settings = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  let index;
  try {
    index = readBuildIndex();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    console.error('  The soak serves the test build:  PUBLIC_SITE_URL=http://127.0.0.1:3100 MAPS_API_KEY=e2e-test-maps-key LOG_LEVEL=warn npm run --silent build');
    return 2;
  }
  if (settings.phases.includes('flood') && !hasWrk()) {
    console.error('✖ the flood phase needs wrk:  sudo apt-get install -y wrk  (or leave it out: --only=load,faults,drain)');
    return 2;
  }
  const mix = buildTargets(index);
  console.log(`Soak of build ${index.id} (${index.pages.length} prerendered pages): ${settings.phases.join(', ')}`);
  console.log(`  mix: ${Object.entries(mix.coverage.urls).map(([k, n]) => `${k} ${n}`).join(', ')} URLs; pages per language: ${Object.entries(mix.coverage.pagesPerLanguage).map(([k, n]) => `${k} ${n}`).join(', ')}`);

  const started = Date.now();
  const load = settings.phases.includes('load') ? await loadPhase(settings, mix) : undefined;
  const faults = settings.phases.includes('faults') ? await faultsPhase(settings, mix) : undefined;
  const drain = settings.phases.includes('drain') ? await drainPhase(settings, mix) : undefined;
  const flood = settings.phases.includes('flood') ? await floodPhase(settings) : undefined;

  const verdicts = [...loadVerdicts(load), ...faultVerdicts(faults), ...drainVerdicts(drain), ...floodVerdicts(flood)];
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadavg_at_end: os.loadavg().map((n) => Number(n.toFixed(2))),
    build: index.id,
    settings,
    total_s: Math.round((Date.now() - started) / 1000),
    load,
    faults,
    drain,
    flood,
    verdicts,
  };
  // Only a complete run replaces the committed figures; a partial or shortened one goes beside them.
  const complete = settings.phases.length === PHASES.length && settings.duration === 60;
  const file = complete ? 'soak.json' : 'soak-partial.json';
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/${file}`, import.meta.url), JSON.stringify(results, null, 2) + '\n');

  console.log('\nVerdict');
  for (const v of verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.requirement}: ${v.detail}`);
  console.log(`(figures in bench/results/${file}; ${results.total_s} s)`);
  return verdicts.every((v) => v.pass) ? 0 : 1;
}

function loadVerdicts(load: LoadPhaseResult | undefined): Verdict[] {
  if (!load) return [];
  const first = load.rounds[0]!;
  const m = first.memory_mb;
  const trend = load.rounds.length > 1
    ? `; RSS after each round ${load.memory_trend.rss_after.join(' → ')} MB, heap kept after GC ${load.memory_trend.heap_used_after_gc.map((h) => h ?? '?').join(' → ')} MB`
    : '';
  // Errors under the warm-up count too: it is the same load.
  const errors = (load.warmup?.errors ?? 0) + load.rounds.reduce((sum, r) => sum + r.errors, 0);
  return [
    { requirement: 'load: zero errors', pass: errors === 0, detail: `${errors} in ${[load.warmup, ...load.rounds].flatMap((r) => (r ? [r.requests] : [])).join(' + ')} requests, warm-up included (round 1: socket ${first.socket_errors}, timeouts ${first.timeouts}, unexpected status ${first.unexpected_statuses})` },
    { requirement: 'load: p99 reported', pass: first.requests > 0, detail: `p50 ${first.latency_ms.p50} / p90 ${first.latency_ms.p90} / p99 ${first.latency_ms.p99} / max ${first.latency_ms.max} ms at ${first.requests_per_second} req/s` },
    {
      requirement: `load: memory after within ${load.memory_limit_pct} % of before`,
      pass: Math.abs(m.rss_change_pct) <= load.memory_limit_pct,
      detail: `RSS under load right after a full collection ${m.collected_before.rss} → ${m.collected_after.rss} MB, end of warm-up → end of the run (${m.rss_change_pct >= 0 ? '+' : ''}${m.rss_change_pct} %; plateaus ${m.before.rss} → ${m.after.rss} MB)${trend}`,
    },
  ];
}

function faultVerdicts(faults: FaultsPhaseResult | undefined): Verdict[] {
  if (!faults) return [];
  const unrecovered = faults.recoveries.filter((r) => r.recovered_after_ms === null);
  const hung = Object.entries(faults.error_counts).filter(([k]) => k.startsWith('slower than') || k === 'timeout').reduce((sum, [, n]) => sum + n, 0);
  return [
    { requirement: 'faults: zero errors', pass: faults.errors === 0, detail: faults.errors ? Object.entries(faults.error_counts).map(([k, n]) => `${k} ${n}`).join(', ') : `0 in ${faults.requests} requests` },
    {
      requirement: 'faults: rendered pages recover on their own',
      pass: unrecovered.length === 0 && faults.recoveries.length > 0,
      detail: faults.recoveries.map((r) => `${r.fault}: ${r.recovered_after_ms === null ? 'not recovered' : `${r.recovered_after_ms} ms`}`).join(', '),
    },
    { requirement: 'faults: nothing hangs', pass: hung === 0, detail: `max latency ${faults.max_latency_ms} ms (limit ${faults.hang_limit_ms} ms)` },
  ];
}

function drainVerdicts(drain: DrainPhaseResult | undefined): Verdict[] {
  if (!drain) return [];
  const view = drain.lost_by_server_view;
  // Unknown counts against the server: only a connection it provably never accepted is set apart.
  const accepted = view.request_logged + view.connection_accepted_only + view.unknown;
  return [
    {
      requirement: 'drain: every request the server accepted answered whole',
      pass: accepted === 0 && drain.other_errors === 0 && drain.unexpected_statuses === 0,
      detail: `${accepted} lost (${view.request_logged} answered, ${view.connection_accepted_only} accepted but never read${view.unknown ? `, ${view.unknown} unknown` : ''}), ${drain.other_errors} other errors, ${drain.unexpected_statuses} unexpected statuses; ${drain.in_flight_completed} of ${drain.in_flight_at_signal} in flight at the signal completed`,
    },
    {
      // Closing the listener resets what waits in the kernel's accept queue: those requests
      // never reached the server (like a refused connection a moment later) and are safe to
      // retry; nginx does (proxy_next_upstream error). Any other reset is a cut request.
      requirement: 'drain: the only connections reset were ones the server never accepted',
      pass: drain.cut + drain.reset_before_write === view.never_accepted,
      detail: `${drain.cut} cut, ${drain.reset_before_write} more reset before the request was written; ${view.never_accepted} of these ${drain.cut + drain.reset_before_write} were never accepted by the server process (still in the kernel's accept queue when the listener closed)`,
    },
    { requirement: 'drain: new connections refused after SIGTERM', pass: drain.after_signal.refused > 0, detail: `${drain.after_signal.refused} refused, ${drain.after_signal.complete} answered (sent before the listener closed)` },
    { requirement: 'drain: exit code 0', pass: drain.exit_code === 0, detail: `exit ${drain.exit_code ?? 'none'} ${Math.round(drain.exit_after_ms)} ms after SIGTERM` },
  ];
}

function floodVerdicts(flood: FloodPhaseResult | undefined): Verdict[] {
  if (!flood) return [];
  const each = (detail: (f: FloodPhaseResult['floods'][number]) => string) => flood.floods.map((f) => `${FLOODS[f.kind]}: ${detail(f)}`).join('; ');
  const target = flood.floods[0]?.target_p99_ms;
  const m = flood.memory_mb;
  return [
    {
      requirement: `flood: ${flood.page} keeps p99 ≤ ${target} ms, every request answered`,
      pass: flood.floods.length > 0 && flood.floods.every(victimKeptUp),
      detail: each((f) => `p99 ${f.victim.p99_ms} ms (p50 ${f.victim.p50_ms}) at ${f.victim.requests_per_second} req/s, ${f.victim.errors} errors (${f.victim.timeouts} timeouts), flood ${f.flood.requests_per_second} req/s`),
    },
    {
      requirement: 'flood: no 5xx but 503 with Retry-After',
      pass: flood.floods.every((f) => f.other_5xx === 0 && f.flood.unavailable_without_retry_after === 0),
      detail: each((f) => `${formatStatuses(f.flood.statuses ?? {})}; ${f.other_5xx} other 5xx, ${f.flood.unavailable_without_retry_after ?? '?'} 503 without Retry-After`),
    },
    {
      requirement: `flood: every flood request answered within ${flood.timeout_s} s`,
      pass: flood.floods.every((f) => f.unanswered === 0),
      detail: each((f) => {
        const s = f.flood.socket_errors;
        return `${f.unanswered} unanswered of ${f.flood.requests} (connect ${s.connect}, read ${s.read}, write ${s.write}, timeout ${s.timeout})`;
      }),
    },
    {
      requirement: `flood: memory after within ${flood.memory_limit_pct} % of before`,
      pass: Math.abs(m.rss_change_pct) <= flood.memory_limit_pct,
      detail: `RSS under the floods right after a full collection ${m.collected_before.rss} → ${m.collected_after.rss} MB, end of warm-up → end of the floods (${m.rss_change_pct >= 0 ? '+' : ''}${m.rss_change_pct} %; plateaus ${m.before.rss} → ${m.after.rss} MB); heap kept after GC ${m.after_gc.heapUsed ?? '?'} MB`,
    },
  ];
}

stopAllOnSignals();
let code = 1;
try {
  code = await main();
} catch (error) {
  if (!wasInterrupted()) console.error('✖ the soak failed:', error);
  code = 1;
} finally {
  await stopAll();
}
process.exit(wasInterrupted() ? 130 : code);
