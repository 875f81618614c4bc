import { CATEGORIES, type Category } from './corpus/shared';

/** Counts per category and status, kept while the batches run and printed/written at the end. */
export class Tally<C extends string = Category> {
  private readonly statuses: Map<C, Map<string, number>>;
  private readonly slowest: { index: number; category: C; method: string; path: string; ms: number }[] = [];
  batches = 0;
  healthyBatches = 0;
  failures = 0;

  /** `categories`: the public corpus's by default; the control-panel suite has its own. */
  constructor(private readonly categories: readonly C[] = CATEGORIES as readonly string[] as readonly C[]) {
    this.statuses = new Map(categories.map((c) => [c, new Map()]));
  }

  add(entry: { index: number; category: C; method: string; path: string }, status: string, ms: number): void {
    const counts = this.statuses.get(entry.category)!;
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.slowest.push({ index: entry.index, category: entry.category, method: entry.method, path: entry.path.length > 120 ? `${entry.path.slice(0, 120)}… (${entry.path.length} bytes)` : entry.path, ms });
    this.slowest.sort((a, b) => b.ms - a.ms);
    this.slowest.length = Math.min(this.slowest.length, 5);
  }

  toJSON<T extends { durationMs: number }>(extra: T) {
    const categories = Object.fromEntries(
      this.categories.map((category) => {
        const counts = this.statuses.get(category)!;
        const statuses = Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
        return [category, { requests: [...counts.values()].reduce((a, b) => a + b, 0), statuses }];
      }),
    );
    const total = Object.values(categories).reduce((sum, c) => sum + c.requests, 0);
    return { ...extra, requests: total, batches: this.batches, healthzAfterEachBatch: `${this.healthyBatches}/${this.batches}`, failures: this.failures, categories, slowest: this.slowest };
  }
}

/** The summary as lines for the console. */
export function formatSummary(summary: ReturnType<Tally<string>['toJSON']> & { seed?: number; durationMs: number }, title = `hostile requests: seed ${summary.seed}`): string {
  const lines = [`${title}, ${summary.requests} requests in ${summary.batches} batches, ${summary.durationMs} ms`];
  for (const [category, { requests, statuses }] of Object.entries(summary.categories)) {
    lines.push(`  ${category.padEnd(17)} ${String(requests).padStart(5)}  ${Object.entries(statuses).map(([s, n]) => `${s}×${n}`).join(' ')}`);
  }
  lines.push(`  /healthz answered 200 after ${summary.healthzAfterEachBatch} batches; failures: ${summary.failures}`);
  for (const [key, value] of Object.entries(summary)) {
    if (!['seed', 'requests', 'batches', 'durationMs', 'categories', 'healthzAfterEachBatch', 'failures', 'slowest'].includes(key)) lines.push(`  ${key}: ${JSON.stringify(value)}`);
  }
  lines.push(`  slowest: ${summary.slowest.map((s) => `#${s.index} ${s.method} ${JSON.stringify(s.path).slice(0, 60)} ${s.ms} ms`).join('; ')}`);
  return lines.join('\n');
}
