/** Small figures helpers for the soak: latency percentiles, status tallies, rounding. */

export const round = (n: number, digits = 1): number => Number(n.toFixed(digits));

export interface Latency {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** Latency samples of one kind of request (ms); percentiles by rank on the sorted samples. */
export class Samples {
  private values: number[] = [];

  add(ms: number): void {
    this.values.push(ms);
  }

  get count(): number {
    return this.values.length;
  }

  summary(): Latency {
    if (this.values.length === 0) return { p50: 0, p90: 0, p99: 0, max: 0 };
    const sorted = Float64Array.from(this.values).sort();
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
    return { p50: round(at(0.5)), p90: round(at(0.9)), p99: round(at(0.99)), max: round(sorted[sorted.length - 1]!) };
  }
}

/** Counts per status code, e.g. `{ "200": 1234, "302": 56 }`. */
export type Statuses = Record<string, number>;

export function tally(statuses: Statuses, status: number | string): void {
  statuses[status] = (statuses[status] ?? 0) + 1;
}

/** `200×1234 302×56` for tables. */
export function formatStatuses(statuses: Statuses): string {
  return Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ') || '—';
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
