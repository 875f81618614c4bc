import { describe, expect, it } from 'vitest';
import { type LighthouseFigures, withinLighthouseBudget } from './lighthouse';

const page = (over: Partial<LighthouseFigures> = {}): LighthouseFigures =>
  ({ performance: 0.99, accessibility: 1, best_practices: 1, seo: 1, lcp_ms: 1900, cls: 0, tbt_ms: 20, performance_runs: [0.99, 0.99, 0.99], failed_runs: 0, ...over });

describe('withinLighthouseBudget (issue 17: performance ≥ 0.98, TBT ≤ 50 ms, CLS ≤ 0.02, the rest 1)', () => {
  it('accepts a page at the limits', () => {
    expect(withinLighthouseBudget(page({ performance: 0.98, tbt_ms: 50, cls: 0.02 }))).toBe(true);
  });
  it('rejects a page past any one of them', () => {
    for (const over of [{ performance: 0.97 }, { tbt_ms: 51 }, { cls: 0.03 }, { accessibility: 0.99 }, { best_practices: 0.96 }, { seo: 0.9 }]) expect(withinLighthouseBudget(page(over)), JSON.stringify(over)).toBe(false);
  });
});
