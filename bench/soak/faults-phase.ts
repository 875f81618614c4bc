/**
 * Phase 2, faults: a second server reading content from a fault-injecting API
 * (CONTENT_API_URL, with a short CONTENT_API_TIMEOUT_MS), under steady load while the API goes
 * up → down → up → slow → up → malformed → up, one window each.
 *
 * The contract (server/app.ts): files from memory (prerendered pages, payloads, assets) are
 * 200 throughout; rendered pages are 200 while the API is up and 503 with Retry-After while it
 * fails (and a little after, while the server backs off), then 200 again on their own; nothing
 * hangs. Errors: socket errors, timeouts, a 5xx other than 503, a 503 without Retry-After, a
 * file from memory that is not 200, a rendered page that is neither 200 nor 503 or not 200
 * before the first fault, an answer slower than --hang-ms.
 */
import type { SoakSettings } from './args';
import { startFaultApi, type FaultMode } from './fault-api';
import { runLoad } from './load';
import { FAULT_WEIGHTS, weightedSequence, type Kind, type Mix } from './mix';
import { preflight } from './preflight';
import { SERVER_ENV, shutdownPhaseServer, startServer } from './processes';
import { formatStatuses, round, sleep, tally, type Statuses } from './stats';

export const FAULT_PORT = 3191;
export const FAULT_API_PORT = 3192;
const SCHEDULE: FaultMode[] = ['up', 'down', 'up', 'slow', 'up', 'malformed', 'up'];
/** Kinds answered from memory: no content API involved, so always 200. */
const FROM_MEMORY: Kind[] = ['page', 'data', 'asset'];

interface Answer {
  kind: Kind;
  path: string;
  status: number;
  retryAfter: boolean;
  sentAt: number;
  doneAt: number;
  latencyMs: number;
}

export interface FaultWindow {
  mode: FaultMode;
  start_s: number;
  seconds: number;
  /** Statuses per kind of the requests sent in this window. */
  statuses: Record<string, Statuses>;
  max_latency_ms: number;
}

export interface Recovery {
  fault: FaultMode;
  fault_seconds: number;
  /** From the API being back to the first 200 of a rendered page asked for after that; null: none in the window. */
  recovered_after_ms: number | null;
  /** Rendered pages answered 503 after the API was back (the server backing off). */
  rendered_503_after_back: number;
}

export interface FaultsPhaseResult {
  port: number;
  api_port: number;
  connections: number;
  api_timeout_ms: number;
  slow_api_ms: number;
  hang_limit_ms: number;
  window_s: number;
  preflight_unexpected: number;
  requests: number;
  windows: FaultWindow[];
  recoveries: Recovery[];
  api_calls: Record<FaultMode, number>;
  max_latency_ms: number;
  errors: number;
  error_counts: Record<string, number>;
  error_examples: string[];
}

export async function faultsPhase(settings: SoakSettings, mix: Mix): Promise<FaultsPhaseResult> {
  const slowMs = settings.apiTimeoutMs * 3;
  console.log(`\n▶ faults: server on 127.0.0.1:${FAULT_PORT} reading a fault-injecting content API on :${FAULT_API_PORT} (timeout ${settings.apiTimeoutMs} ms)`);
  const api = await startFaultApi({ port: FAULT_API_PORT, siteUrl: SERVER_ENV.PUBLIC_SITE_URL, slowMs });
  try {
    const server = await startServer(FAULT_PORT, { CONTENT_API_URL: api.origin, CONTENT_API_TIMEOUT_MS: String(settings.apiTimeoutMs) });
    try {
      const targets = mix.targets.filter((t) => FAULT_WEIGHTS[t.kind]);
      const preflightUnexpected = await preflight(server.origin, targets);
      const sequence = weightedSequence(targets, FAULT_WEIGHTS);
      const answers: Answer[] = [];
      const errorCounts: Record<string, number> = {};
      const examples: string[] = [];
      const error = (what: string, example: string) => {
        errorCounts[what] = (errorCounts[what] ?? 0) + 1;
        if (examples.length < 12) examples.push(`${what}: ${example}`);
      };

      const windowMs = settings.window * 1000;
      console.log(`  ${SCHEDULE.length} windows of ${settings.window} s: ${SCHEDULE.join(' → ')}, ${settings.faultConnections} connections …`);
      // `from`: when the switch began (a window's requests are those sent from then on);
      // `at`: when it took effect (the API is back: recoveries count from here).
      const switches: { mode: FaultMode; from: number; at: number }[] = [];
      const t0 = performance.now();
      const load = runLoad({
        origin: server.origin,
        sequence,
        connections: settings.faultConnections,
        seconds: (SCHEDULE.length * windowMs) / 1000,
        timeout: settings.timeout,
        onOutcome: ({ target, status, latencyMs, doneAt, headerNames }) => {
          answers.push({ kind: target.kind, path: target.path, status, retryAfter: headerNames.has('retry-after'), sentAt: doneAt - latencyMs, doneAt, latencyMs });
        },
        onTimeout: (target) => error('timeout', `${settings.timeout} s: ${target?.path ?? '?'}`),
        onSocketError: (e, target) => error('socket error', `${(e as NodeJS.ErrnoException).code ?? e.message}: ${target?.path ?? '?'}`),
      });
      // Awaited after the schedule; a failure before that must not count as unhandled.
      load.catch(() => {});
      for (const [i, mode] of SCHEDULE.entries()) {
        await sleep(Math.max(0, t0 + i * windowMs - performance.now()));
        const from = performance.now();
        await api.setMode(mode);
        switches.push({ mode, from, at: performance.now() });
        console.log(`  ${round((performance.now() - t0) / 1000)} s: API ${mode}`);
      }
      await load;
      await api.setMode('up');
      const end = performance.now();

      const windowOf = (a: Answer) => Math.max(0, switches.findLastIndex((s) => s.from <= a.sentAt));
      const firstFault = switches.find((s) => s.mode !== 'up')?.from ?? end;
      let maxLatency = 0;
      for (const a of answers) {
        maxLatency = Math.max(maxLatency, a.latencyMs);
        const example = `${a.status} for ${a.path} (API ${switches[windowOf(a)]!.mode})`;
        if (a.status >= 500 && a.status !== 503) error('5xx other than 503', example);
        if (a.status === 503 && !a.retryAfter) error('503 without Retry-After', example);
        if (FROM_MEMORY.includes(a.kind) && a.status !== 200) error('file from memory not 200', example);
        if (a.kind === 'rendered' && a.status !== 200 && a.status !== 503) error('rendered page neither 200 nor 503', example);
        // Answered before the first fault began; one in flight then may rightly be 503.
        if (a.kind === 'rendered' && a.doneAt < firstFault && a.status !== 200) error('rendered page not 200 before any fault', example);
        if (a.latencyMs > settings.hangMs) error(`slower than ${settings.hangMs} ms`, `${round(a.latencyMs)} ms for ${a.path} (API ${switches[windowOf(a)]!.mode})`);
      }

      const windows: FaultWindow[] = switches.map((s, i) => {
        const until = switches[i + 1]?.from ?? end;
        const statuses: Record<string, Statuses> = {};
        let max = 0;
        for (const a of answers) {
          if (a.sentAt < s.from || a.sentAt >= until) continue;
          tally((statuses[a.kind] ??= {}), a.status);
          max = Math.max(max, a.latencyMs);
        }
        return { mode: s.mode, start_s: round((s.from - t0) / 1000), seconds: round((until - s.from) / 1000), statuses, max_latency_ms: round(max) };
      });
      const recoveries: Recovery[] = [];
      for (const [i, s] of switches.entries()) {
        const back = switches[i + 1];
        if (s.mode === 'up' || !back) continue;
        const until = switches[i + 2]?.from ?? end;
        const rendered = answers.filter((a) => a.kind === 'rendered' && a.sentAt >= back.at && a.sentAt < until);
        const first = rendered.filter((a) => a.status === 200).sort((a, b) => a.doneAt - b.doneAt)[0];
        recoveries.push({
          fault: s.mode,
          fault_seconds: round((back.at - s.from) / 1000),
          recovered_after_ms: first ? Math.round(first.doneAt - back.at) : null,
          rendered_503_after_back: rendered.filter((a) => a.status === 503).length,
        });
      }
      const errors = Object.values(errorCounts).reduce((sum, n) => sum + n, 0);
      await shutdownPhaseServer(server, 'faults');
      const result: FaultsPhaseResult = {
        port: FAULT_PORT,
        api_port: FAULT_API_PORT,
        connections: settings.faultConnections,
        api_timeout_ms: settings.apiTimeoutMs,
        slow_api_ms: slowMs,
        hang_limit_ms: settings.hangMs,
        window_s: settings.window,
        preflight_unexpected: preflightUnexpected,
        requests: answers.length,
        windows,
        recoveries,
        api_calls: api.calls(),
        max_latency_ms: round(maxLatency),
        errors,
        error_counts: errorCounts,
        error_examples: examples,
      };
      printFaults(result);
      return result;
    } finally {
      await server.shutdown();
    }
  } finally {
    await api.close();
  }
}

function printFaults(r: FaultsPhaseResult): void {
  const kinds = [...new Set(r.windows.flatMap((w) => Object.keys(w.statuses)))];
  console.log(`\nFaults: ${r.requests} requests, ${r.connections} connections; API timeout ${r.api_timeout_ms} ms, slow API answers after ${r.slow_api_ms} ms`);
  console.table(
    Object.fromEntries(
      r.windows.map((w, i) => [
        `${i + 1}. API ${w.mode}`,
        { from: `${w.start_s} s`, for: `${w.seconds} s`, ...Object.fromEntries(kinds.map((k) => [k, formatStatuses(w.statuses[k] ?? {})])), 'max ms': w.max_latency_ms },
      ]),
    ),
  );
  console.log('Recoveries (API back → first 200 of a rendered page asked for after that)');
  console.table(
    Object.fromEntries(
      r.recoveries.map((rec) => [
        `after ${rec.fault} (${rec.fault_seconds} s)`,
        { recovered: rec.recovered_after_ms === null ? 'no' : `after ${rec.recovered_after_ms} ms`, '503s after the API was back': rec.rendered_503_after_back },
      ]),
    ),
  );
  console.log(`  API calls seen per mode: ${Object.entries(r.api_calls).map(([m, n]) => `${m} ${n}`).join(', ')} (in down nothing listens)`);
  console.log(`  max latency ${r.max_latency_ms} ms (limit ${r.hang_limit_ms} ms); errors ${r.errors}${r.errors ? ': ' + Object.entries(r.error_counts).map(([k, n]) => `${k} ${n}`).join(', ') : ''}`);
  for (const line of r.error_examples) console.log(`  ✖ ${line}`);
}
