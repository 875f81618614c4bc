/**
 * Phase 1, load: the production server on its own (in-process content API), warmed up, then
 * `duration` seconds at `connections` connections over the whole mix, with its memory before
 * and after. When memory grew beyond the limit, one more round shows whether it keeps growing
 * or levels off, with heap figures from inside the server (after a full GC) to tell a leak
 * from memory V8 or the allocator keep for reuse.
 */
import type { SoakSettings } from './args';
import { runLoad, type Outcome } from './load';
import { changePct, MemoryProbe, underLoad, type MemoryReading } from './memory';
import { LOAD_WEIGHTS, weightedSequence, type Kind, type Mix, type Target } from './mix';
import { shutdownPhaseServer, startServer } from './processes';
import { formatStatuses, round, Samples, sleep, tally, type Latency, type Statuses } from './stats';
import { preflight } from './preflight';

export const LOAD_PORT = 3190;

export interface LoadRound {
  seconds: number;
  requests: number;
  requests_per_second: number;
  statuses: Statuses;
  /** Socket errors + timeouts + answers with a status not expected for the URL. */
  errors: number;
  socket_errors: number;
  timeouts: number;
  unexpected_statuses: number;
  /** Up to 10 examples of unexpected answers. */
  unexpected_examples: string[];
  latency_ms: Latency;
  per_kind: Record<string, { requests: number; statuses: Statuses; latency_ms: Latency }>;
  /** autocannon's own totals, as a cross-check of the counts above. */
  autocannon: { requests: number; errors: number; timeouts: number; latency_p99_ms: number };
  /**
   * `before`/`after`: median RSS of the last seconds under load (the plateau); `collected_*`:
   * under the same load, right after a full collection (what rss_change_pct compares: memory.ts).
   */
  memory_mb: { before: MemoryReading; after: MemoryReading; collected_before: MemoryReading; collected_after: MemoryReading; after_gc: MemoryReading; rss_change_pct: number };
}

export interface LoadPhaseResult {
  port: number;
  connections: number;
  warmup_s: number;
  idle_s: number;
  mix: { weights: Record<Kind, number>; coverage: Mix['coverage'] };
  /** URLs answering another status than the mix expects, asked once before the load. */
  preflight_unexpected: number;
  /** Right after the server answered /healthz, before any page was asked for. */
  memory_at_start_mb: MemoryReading;
  warmup: Omit<LoadRound, 'memory_mb'> | null;
  rounds: LoadRound[];
  /** Round 1's RSS change is the requirement; later rounds show the trend. */
  memory_limit_pct: number;
  /** RSS under load right after a full collection at the end of each round (MB), and the heap kept alive once idle: steady or rising. */
  memory_trend: { rss_after: number[]; heap_used_after_gc: (number | undefined)[] };
}

export async function loadPhase(settings: SoakSettings, mix: Mix): Promise<LoadPhaseResult> {
  console.log(`\n▶ load: production server on 127.0.0.1:${LOAD_PORT} (in-process content API)`);
  const probe = new MemoryProbe(LOAD_PORT);
  const server = await startServer(LOAD_PORT, probe.env());
  try {
    await sleep(600); // the probe's first samples
    const atStart = probe.read(server.pid);
    const preflightUnexpected = await preflight(server.origin, mix.targets);
    const sequence = weightedSequence(mix.targets, LOAD_WEIGHTS);

    // Memory is compared under the same load, right after a full collection a few seconds
    // before the end of the warm-up (before) and of the round (after): what the server keeps,
    // not where the heap stood between collections (memory.ts, underLoad). The median RSS of
    // the last TAIL_S seconds is reported beside it, and the heap kept alive once idle.
    let warmup: Omit<LoadRound, 'memory_mb'> | null = null;
    const now = probe.read(server.pid);
    let last = { plateau: now, collected: now };
    if (settings.warmup > 0) {
      console.log(`  warm-up: ${settings.warmup} s, ${settings.connections} connections, same mix …`);
      const run = await underLoad(probe, server.pid, TAIL_S, settings.warmup, () => measure(server.origin, sequence, settings, settings.warmup));
      warmup = run.result;
      last = run;
      console.log(`  warm-up: ${warmup.requests} requests, ${warmup.requests_per_second} req/s, ${warmup.errors} errors, p99 ${warmup.latency_ms.p99} ms; RSS ${atStart.rss} MB at start, ${run.plateau.rss} MB under load (${run.collected.rss} MB after a full collection)`);
    }

    const rounds: LoadRound[] = [];
    for (let i = 0; i < settings.rounds || needsAnotherRound(rounds, settings); i++) {
      if (i >= settings.rounds) console.log(`  memory grew by more than ${settings.memoryLimitPct} %: one more round to see whether it keeps growing …`);
      console.log(`  round ${i + 1}: ${settings.duration} s, ${settings.connections} connections …`);
      const before = last;
      const run = await underLoad(probe, server.pid, TAIL_S, settings.duration, () => measure(server.origin, sequence, settings, settings.duration));
      last = run;
      // What the heap keeps alive: idle, then two full collections a second apart.
      await sleep(settings.idle * 1000);
      const afterGc = await probe.readAfterTwoGcs(server.pid);
      const memory = {
        before: before.plateau,
        after: run.plateau,
        collected_before: before.collected,
        collected_after: run.collected,
        after_gc: afterGc,
        rss_change_pct: changePct(before.collected.rss, run.collected.rss),
      };
      const result: LoadRound = { ...run.result, memory_mb: memory };
      rounds.push(result);
      printRound(result, i + 1);
    }
    await shutdownPhaseServer(server, 'load');
    return {
      port: LOAD_PORT,
      connections: settings.connections,
      warmup_s: settings.warmup,
      idle_s: settings.idle,
      mix: { weights: LOAD_WEIGHTS, coverage: mix.coverage },
      preflight_unexpected: preflightUnexpected,
      memory_at_start_mb: atStart,
      warmup,
      rounds,
      memory_limit_pct: settings.memoryLimitPct,
      memory_trend: { rss_after: rounds.map((r) => r.memory_mb.collected_after.rss), heap_used_after_gc: rounds.map((r) => r.memory_mb.after_gc.heapUsed) },
    };
  } finally {
    await server.shutdown();
  }
}

/** Seconds at the end of a run whose RSS samples make its plateau. */
const TAIL_S = 10;

/** At most one extra round, and only when the first grew beyond the limit. */
function needsAnotherRound(rounds: LoadRound[], settings: SoakSettings): boolean {
  return rounds.length === settings.rounds && settings.rounds === 1 && Math.abs(rounds[0]!.memory_mb.rss_change_pct) > settings.memoryLimitPct;
}

/** One autocannon run over the sequence: statuses, errors and latencies, in all and per kind. */
async function measure(origin: string, sequence: Target[], settings: SoakSettings, seconds: number): Promise<Omit<LoadRound, 'memory_mb'>> {
  const all = new Samples();
  const perKind = new Map<Kind, { statuses: Statuses; samples: Samples }>();
  const statuses: Statuses = {};
  let socketErrors = 0;
  let timeouts = 0;
  let unexpected = 0;
  const examples: string[] = [];
  const note = (line: string) => examples.length < 10 && examples.push(line);

  const started = performance.now();
  const totals = await runLoad({
    origin,
    sequence,
    connections: settings.connections,
    seconds,
    timeout: settings.timeout,
    onOutcome: ({ target, status, latencyMs }: Outcome) => {
      tally(statuses, status);
      all.add(latencyMs);
      let kind = perKind.get(target.kind);
      if (!kind) perKind.set(target.kind, (kind = { statuses: {}, samples: new Samples() }));
      tally(kind.statuses, status);
      kind.samples.add(latencyMs);
      if (status !== target.expect) {
        unexpected++;
        note(`${status} for ${target.path} (expected ${target.expect})`);
      }
    },
    onTimeout: (target) => {
      timeouts++;
      note(`timeout after ${settings.timeout} s: ${target?.path ?? '?'}`);
    },
    onSocketError: (error, target) => {
      socketErrors++;
      note(`socket error ${(error as NodeJS.ErrnoException).code ?? error.message}: ${target?.path ?? '?'}`);
    },
  });
  const elapsed = (performance.now() - started) / 1000;

  return {
    seconds: round(elapsed),
    requests: all.count,
    requests_per_second: Math.round(all.count / elapsed),
    statuses,
    errors: socketErrors + timeouts + unexpected,
    socket_errors: socketErrors,
    timeouts,
    unexpected_statuses: unexpected,
    unexpected_examples: examples,
    latency_ms: all.summary(),
    per_kind: Object.fromEntries([...perKind].map(([kind, k]) => [kind, { requests: k.samples.count, statuses: k.statuses, latency_ms: k.samples.summary() }])),
    autocannon: { requests: totals.requests.total, errors: totals.errors, timeouts: totals.timeouts, latency_p99_ms: totals.latency.p99 },
  };
}

function printRound(r: LoadRound, n: number): void {
  const m = r.memory_mb;
  console.log(`\nLoad, round ${n}: ${r.requests} requests in ${r.seconds} s = ${r.requests_per_second} req/s; errors ${r.errors}`);
  console.table({
    requests: { value: r.requests },
    'req/s': { value: r.requests_per_second },
    statuses: { value: formatStatuses(r.statuses) },
    'errors (socket / timeout / unexpected status)': { value: `${r.errors} (${r.socket_errors} / ${r.timeouts} / ${r.unexpected_statuses})` },
    'latency p50 / p90 / p99 / max (ms)': { value: `${r.latency_ms.p50} / ${r.latency_ms.p90} / ${r.latency_ms.p99} / ${r.latency_ms.max}` },
    ['RSS under load right after a full collection, before → after (MB)']: { value: `${m.collected_before.rss} → ${m.collected_after.rss} (${m.rss_change_pct >= 0 ? '+' : ''}${m.rss_change_pct} %)` },
    [`RSS under load, median of the last ${TAIL_S} s, before → after (MB)`]: { value: `${m.before.rss} → ${m.after.rss}` },
    'after the run, idle and two full GCs: heap kept alive / RSS (MB)': { value: `${m.after_gc.heapUsed ?? '?'} / ${m.after_gc.rss}` },
    'external + array buffers after (MB)': { value: `${m.after.external ?? '?'} (${m.after.arrayBuffers ?? '?'} in array buffers)` },
  });
  console.table(
    Object.fromEntries(
      Object.entries(r.per_kind).map(([kind, k]) => [
        kind,
        { requests: k.requests, statuses: formatStatuses(k.statuses), 'p50 ms': k.latency_ms.p50, 'p90 ms': k.latency_ms.p90, 'p99 ms': k.latency_ms.p99, 'max ms': k.latency_ms.max },
      ]),
    ),
  );
  for (const line of r.unexpected_examples) console.log(`  ✖ ${line}`);
}
