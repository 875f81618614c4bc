/**
 * The server's memory: resident set (RSS) from /proc, the figure the soak judges, and the
 * V8 heap and the rest from server-probe.mjs running inside the server, to tell where growth is.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../../server/env';
import { rssMb } from '../http';
import { round, sleep } from './stats';

export interface MemoryReading {
  /** VmRSS of the server process, MB. */
  rss: number;
  /** process.memoryUsage() inside the server, MB (absent when the probe did not answer). */
  heapUsed?: number;
  heapTotal?: number;
  /** Memory of C++ objects bound to JS (Buffers included). */
  external?: number;
  arrayBuffers?: number;
}

interface ProbeSample {
  at: number;
  gcRuns: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** Loads bench/soak/server-probe.mjs into a server process, next to whatever NODE_OPTIONS holds; what it does is set by its own variables. */
export function probeEnv(): Record<string, string> {
  const probe = pathToFileURL(path.join(PROJECT_ROOT, 'bench', 'soak', 'server-probe.mjs')).href;
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim() };
}

/** Where the soak keeps its files (probe output, image cache). */
export function soakCacheDir(): string {
  const dir = path.join(PROJECT_ROOT, '.cache', 'soak');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A memory probe for the server on `port`: the environment that loads it, and its readings. */
export class MemoryProbe {
  readonly file: string;
  private gcRuns = 0;

  constructor(port: number) {
    this.file = path.join(soakCacheDir(), `memory-${port}.json`);
    rmSync(this.file, { force: true });
    rmSync(`${this.file}.gc`, { force: true });
  }

  /** Environment for the server process: the probe, sampling memory. */
  env(): Record<string, string> {
    return { ...probeEnv(), SOAK_MEMORY_FILE: this.file };
  }

  /** RSS now, with the probe's latest sample (at most 0.5 s old) for the heap figures. */
  read(pid: number): MemoryReading {
    return { rss: rssMb(pid), ...toMb(this.sample(this.file)) };
  }

  /** After a full garbage collection in the server: what the heap keeps alive. Changes the process's memory, so read() first. */
  async readAfterGc(pid: number): Promise<MemoryReading> {
    const expected = ++this.gcRuns;
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const sample = this.sample(`${this.file}.gc`);
      if (sample && sample.gcRuns >= expected) return { rss: rssMb(pid), ...toMb(sample) };
      await sleep(50);
    }
    return { rss: rssMb(pid) };
  }

  /** What the heap keeps alive: two full collections a second apart (the first may leave what only a second frees). */
  async readAfterTwoGcs(pid: number): Promise<MemoryReading> {
    await this.readAfterGc(pid);
    await sleep(1000);
    return this.readAfterGc(pid);
  }

  private sample(file: string): ProbeSample | undefined {
    if (!existsSync(file)) return undefined;
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as ProbeSample;
    } catch {
      return undefined;
    }
  }
}

/** Seconds before the end of a run at which its full collection runs, under the load. */
const COLLECT_BEFORE_END_S = 3;

/**
 * Runs `work` (about `runS` seconds) while sampling the server's memory every second; the
 * plateau is the median RSS of the last `tailS` seconds (with the heap figures of that
 * sample). A few seconds before the end a full garbage collection runs in the server, while
 * the load goes on, and `collected` is the memory right after it: the figure two readings are compared by. Under a
 * load of thousands of requests a second the heap saws between collections by more than the
 * 10 % the soak allows, so a plateau caught before a major collection and one caught after it
 * differ by that much with nothing kept (the same run read +18.5 %, then -18.5 %, with the heap
 * kept alive flat at 41–42 MB); right after a collection only what is kept, under that load,
 * is left. Idle readings were no measure either: V8 and malloc give pages back or not.
 */
export async function underLoad<T>(
  probe: MemoryProbe,
  pid: number,
  tailS: number,
  runS: number,
  work: () => Promise<T>,
): Promise<{ result: T; plateau: MemoryReading; collected: MemoryReading }> {
  const samples: { at: number; reading: MemoryReading }[] = [];
  const timer = setInterval(() => samples.push({ at: performance.now(), reading: probe.read(pid) }), 1000);
  let collecting: Promise<MemoryReading> | null = null;
  const collect = setTimeout(() => (collecting = probe.readAfterGc(pid)), Math.max(1, runS - COLLECT_BEFORE_END_S) * 1000);
  try {
    const result = await work();
    const end = performance.now();
    const tail = samples.filter((s) => s.at >= end - tailS * 1000).map((s) => s.reading);
    const sorted = (tail.length ? tail : [probe.read(pid)]).sort((a, b) => a.rss - b.rss);
    const plateau = sorted[Math.floor((sorted.length - 1) / 2)]!;
    // A run too short for the collection to have started reads as its plateau.
    return { result, plateau, collected: collecting ? await collecting : plateau };
  } finally {
    clearInterval(timer);
    clearTimeout(collect);
  }
}

function toMb(sample: ProbeSample | undefined): Omit<MemoryReading, 'rss'> {
  if (!sample) return {};
  const mb = (bytes: number) => round(bytes / 1024 / 1024);
  return { heapUsed: mb(sample.heapUsed), heapTotal: mb(sample.heapTotal), external: mb(sample.external), arrayBuffers: mb(sample.arrayBuffers) };
}

/** Change from `before` to `after` in % of `before`. */
export const changePct = (before: number, after: number): number => round(((after - before) / before) * 100);
