/** Command-line flags of `npm run soak` (bench/soak.ts documents them). */

export const PHASES = ['load', 'faults', 'drain', 'flood'] as const;
export type Phase = (typeof PHASES)[number];

export interface SoakSettings {
  phases: Phase[];
  /** Load phase: the measured run, seconds. */
  duration: number;
  /** Load phase: warm-up with the same mix before the memory reading, seconds. */
  warmup: number;
  /** Load phase: idle time after the run before memory is read again, seconds. */
  idle: number;
  /** Load phase: measured rounds (one more is added automatically when memory grew beyond the limit). */
  rounds: number;
  connections: number;
  /** Faults phase: length of each API mode window, seconds. */
  window: number;
  faultConnections: number;
  /** The server's CONTENT_API_TIMEOUT_MS in the faults phase. */
  apiTimeoutMs: number;
  /** Faults phase: no answer may take longer than this (the API timeout plus a margin). */
  hangMs: number;
  /** Drain phase: load before SIGTERM, seconds. */
  drainLoad: number;
  drainConnections: number;
  /** Flood phase: seconds of each flood (unique not-found URLs, then unique ad-click URLs). */
  flood: number;
  /** Request timeout of the load generator, seconds. */
  timeout: number;
  /** Memory after may differ from memory before by this much (%). */
  memoryLimitPct: number;
}

const HELP = `npm run soak -- [--only=load,faults,drain,flood] [--duration=S] [--warmup=S] [--idle=S] [--rounds=N]
  [--connections=N] [--window=S] [--fault-connections=N] [--api-timeout=MS] [--hang-ms=MS]
  [--drain-load=S] [--drain-connections=N] [--flood=S] [--timeout=S] [--memory-limit=PCT]
--duration sets the load run (default 60 s) and scales the defaults of --warmup (S/2, at most 30),
--window (S/6, at least 8), --drain-load (S/12, 2 to 5) and --flood (S/3, 5 to 20). See the header of bench/soak.ts.`;

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Parses `--name=value` flags; unknown flags and bad numbers are a UsageError (with the usage text). */
export function parseArgs(argv: readonly string[]): SoakSettings {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') throw new UsageError(HELP);
    const match = /^--([a-z-]+)=(.+)$/.exec(arg);
    if (!match) throw new UsageError(`unknown argument "${arg}"\n${HELP}`);
    flags.set(match[1]!, match[2]!);
  }
  const used = new Set<string>();
  const number = (name: string, fallback: number, min: number): number => {
    used.add(name);
    const raw = flags.get(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min) throw new UsageError(`--${name} must be a number ≥ ${min}, got "${raw}"\n${HELP}`);
    return value;
  };

  used.add('only');
  const only = flags.get('only');
  const phases = only === undefined ? [...PHASES] : only.split(',').map((p) => p.trim());
  for (const phase of phases) if (!(PHASES as readonly string[]).includes(phase)) throw new UsageError(`--only takes ${PHASES.join(', ')} (comma-separated), got "${phase}"\n${HELP}`);

  const duration = number('duration', 60, 1);
  const settings: SoakSettings = {
    phases: PHASES.filter((p) => phases.includes(p)),
    duration,
    warmup: number('warmup', Math.min(30, Math.round(duration / 2)), 0),
    idle: number('idle', 5, 0),
    rounds: Math.round(number('rounds', 1, 1)),
    connections: Math.round(number('connections', 100, 1)),
    // Recovery needs an up window longer than the server's back-off (it probes a failed API again after 5 s).
    window: number('window', Math.max(8, Math.round(duration / 6)), 1),
    faultConnections: Math.round(number('fault-connections', 25, 1)),
    apiTimeoutMs: Math.round(number('api-timeout', 1000, 100)),
    hangMs: 0,
    drainLoad: number('drain-load', Math.min(5, Math.max(2, Math.round(duration / 12))), 1),
    drainConnections: Math.round(number('drain-connections', 20, 1)),
    // At least 5 s: the page is measured from 1 s after the flood starts to 1 s before it ends.
    flood: number('flood', Math.min(20, Math.max(5, Math.round(duration / 3))), 5),
    timeout: number('timeout', 10, 1),
    memoryLimitPct: number('memory-limit', 10, 0),
  };
  // The margin covers a render queued behind others on a loaded 2-core machine.
  settings.hangMs = Math.round(number('hang-ms', settings.apiTimeoutMs + 4000, 100));
  for (const name of flags.keys()) if (!used.has(name)) throw new UsageError(`unknown flag --${name}\n${HELP}`);
  return settings;
}
