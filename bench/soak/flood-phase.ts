/**
 * Phase 4, flood (issue 15, "renders cannot starve visitors"): a fresh server, flooded with
 * URLs no cache can hold while a visitor asks for a prerendered page. Each flood is
 * bench/http.ts `flood()`: wrk with bench/flood.lua (2 threads, 50 connections) asking for
 * unique not-found URLs with browser and bot user agents, then for unique ad-click URLs, while
 * a lighter wrk (1 thread, 10 connections) measures the page. wrk rather than autocannon: a
 * flood must come as fast as a scanner's, and autocannon in this process would share its
 * event loop with the victim's measurement and the memory sampling.
 *
 * Both floods run first as a warm-up (their figures are kept, not judged), so the memory
 * compared is the server's under a flood at the end of the warm-up and at the end of the
 * measured floods, the last of each the ad-click flood: what one unique URL keeps grows with
 * the number of URLs, and that growth is what the limit catches.
 *
 * Requirements, per measured flood: the page's p99 ≤ 25 ms with every request answered 200;
 * no flood answer a 5xx other than 503, and every 503 with Retry-After; every flood request
 * answered (no socket error, none slower than --timeout). For the phase: RSS within
 * --memory-limit % of its reading at the end of the warm-up.
 */
import { flood, FLOODS, type FloodKind, type FloodResult } from '../http';
import type { SoakSettings } from './args';
import { changePct, MemoryProbe, underLoad, type MemoryReading } from './memory';
import { preflight } from './preflight';
import { shutdownPhaseServer, startServer, track } from './processes';
import { formatStatuses, sleep } from './stats';

export const FLOOD_PORT = 3190;
/** The prerendered page measured, and where the ad clicks land. */
export const FLOOD_PAGE = '/products/beacon';
const KINDS = Object.keys(FLOODS) as FloodKind[];
/** Seconds at the end of a flood whose RSS samples make its reading (a flood is short). */
const TAIL_S = 3;

/** A measured flood with what the soak counts against it. */
export interface JudgedFlood extends FloodResult {
  /** Flood answers 500–599 other than 503. */
  other_5xx: number;
  /** Flood requests without an answer: socket errors, timeouts after --timeout included. */
  unanswered: number;
}

export interface FloodPhaseResult {
  port: number;
  page: string;
  /** Seconds of each measured flood, and of each warm-up flood. */
  flood_s: number;
  warmup_s: number;
  timeout_s: number;
  /** The page answering another status than 200 when asked once before the floods. */
  preflight_unexpected: number;
  warmup: FloodResult[];
  floods: JudgedFlood[];
  memory_limit_pct: number;
  /** As the load phase's (load-phase.ts): the plateaus, the readings right after a full collection under the floods that rss_change_pct compares, and the heap kept once idle. */
  memory_mb: { at_start: MemoryReading; before: MemoryReading; after: MemoryReading; collected_before: MemoryReading; collected_after: MemoryReading; after_gc: MemoryReading; rss_change_pct: number };
}

export async function floodPhase(settings: SoakSettings): Promise<FloodPhaseResult> {
  console.log(`\n▶ flood: ${FLOOD_PAGE} while wrk floods the server on 127.0.0.1:${FLOOD_PORT} with ${KINDS.map((k) => FLOODS[k]).join(', then ')}`);
  const probe = new MemoryProbe(FLOOD_PORT);
  const server = await startServer(FLOOD_PORT, probe.env());
  // Stopping the soak (Ctrl-C, a failure) stops the wrk processes too.
  const wrkRuns = new AbortController();
  const untrack = track(async () => wrkRuns.abort());
  try {
    await sleep(600); // the probe's first samples
    const atStart = probe.read(server.pid);
    const preflightUnexpected = await preflight(server.origin, [{ kind: 'page', path: FLOOD_PAGE, expect: 200 }]);
    // Long enough for the heap and caches to reach their size under a flood, as the load phase warms up.
    const warmupS = Math.max(3, Math.round(settings.flood / 2));
    // Statuses counted in the warm-up too: counting slows wrk, and memory is compared under the same load.
    const floods = (seconds: number) => async () => {
      const results: FloodResult[] = [];
      for (const kind of KINDS) {
        results.push(await flood({ kind, origin: server.origin, page: FLOOD_PAGE, seconds, countStatuses: true, floodTimeoutS: settings.timeout, signal: wrkRuns.signal }));
      }
      return results;
    };

    console.log(`  warm-up: each flood ${warmupS} s …`);
    // Each reading's full collection runs in the last flood (ad-click), a few seconds before its end.
    const warm = await underLoad(probe, server.pid, TAIL_S, KINDS.length * warmupS, floods(warmupS));
    console.log(`  warm-up: page p99 ${warm.result.map((w) => `${w.victim.p99_ms} ms`).join(' / ')}; RSS ${atStart.rss} MB at start, ${warm.plateau.rss} MB under the flood (${warm.collected.rss} MB after a full collection)`);
    console.log(`  each flood ${settings.flood} s …`);
    const run = await underLoad(probe, server.pid, TAIL_S, KINDS.length * settings.flood, floods(settings.flood));
    await sleep(1000);
    const afterGc = await probe.readAfterTwoGcs(server.pid);
    await shutdownPhaseServer(server, 'flood');

    const result: FloodPhaseResult = {
      port: FLOOD_PORT,
      page: FLOOD_PAGE,
      flood_s: settings.flood,
      warmup_s: warmupS,
      timeout_s: settings.timeout,
      preflight_unexpected: preflightUnexpected,
      warmup: warm.result,
      floods: run.result.map(judge),
      memory_limit_pct: settings.memoryLimitPct,
      memory_mb: {
        at_start: atStart,
        before: warm.plateau,
        after: run.plateau,
        collected_before: warm.collected,
        collected_after: run.collected,
        after_gc: afterGc,
        rss_change_pct: changePct(warm.collected.rss, run.collected.rss),
      },
    };
    printFloods(result);
    return result;
  } finally {
    untrack();
    wrkRuns.abort();
    await server.shutdown();
  }
}

function judge(f: FloodResult): JudgedFlood {
  const other5xx = Object.entries(f.flood.statuses ?? {})
    .filter(([status]) => Number(status) >= 500 && Number(status) !== 503)
    .reduce((sum, [, n]) => sum + n, 0);
  const unanswered = Object.values(f.flood.socket_errors).reduce((sum, n) => sum + n, 0);
  return { ...f, other_5xx: other5xx, unanswered };
}

function printFloods(r: FloodPhaseResult): void {
  const m = r.memory_mb;
  console.log(`\nFlood: ${r.page} during each flood (${r.flood_s} s; the page measured for ${r.floods[0]?.victim.seconds ?? '?'} s of it)`);
  console.table(
    Object.fromEntries(
      r.floods.map((f) => [
        FLOODS[f.kind],
        {
          'page p50 / p99 ms': `${f.victim.p50_ms} / ${f.victim.p99_ms}`,
          'page req/s': f.victim.requests_per_second,
          'page errors (timeouts)': `${f.victim.errors} (${f.victim.timeouts})`,
          'flood req/s': f.flood.requests_per_second,
          'flood statuses': formatStatuses(f.flood.statuses ?? {}),
          '5xx ≠ 503': f.other_5xx,
          '503 w/o Retry-After': f.flood.unavailable_without_retry_after ?? '?',
          unanswered: f.unanswered,
        },
      ]),
    ),
  );
  console.log(
    `  RSS ${m.at_start.rss} MB at start; under the floods right after a full collection ${m.collected_before.rss} → ${m.collected_after.rss} MB, end of warm-up → end of the floods (${m.rss_change_pct >= 0 ? '+' : ''}${m.rss_change_pct} %; plateaus ${m.before.rss} → ${m.after.rss} MB); ` +
      `after two full GCs: heap kept alive ${m.after_gc.heapUsed ?? '?'} MB, RSS ${m.after_gc.rss} MB`,
  );
}
