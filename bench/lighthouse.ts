/**
 * Lighthouse (mobile, its default: simulated slow 4G and a mid-range phone) on each page type
 * in English and Japanese, median of 3 runs, in Debian's Chromium (DESIGN.md section 9).
 * A fresh browser per run, nothing else loading the machine while it runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_PAGES = {
  home: '/',
  product: '/products/beacon',
  'news list': '/news',
  'news article': '/news/beacon-firmware-3-2',
  download: '/downloads/sync-studio',
} as const satisfies Record<string, string>;

/** Issue 17's targets per page (median of 3): performance, blocking time and layout shift; accessibility, best practices and SEO at 1. */
export const LIGHTHOUSE_BUDGET = { performance: 0.98, tbt_ms: 50, cls: 0.02 } as const;

/** Whether a page's median figures are within LIGHTHOUSE_BUDGET. */
export const withinLighthouseBudget = (p: LighthouseFigures): boolean =>
  p.performance >= LIGHTHOUSE_BUDGET.performance && p.tbt_ms <= LIGHTHOUSE_BUDGET.tbt_ms && p.cls <= LIGHTHOUSE_BUDGET.cls && p.accessibility === 1 && p.best_practices === 1 && p.seo === 1;

export const LIGHTHOUSE_LANGUAGES = { en: '', jp: '/jp' } as const;

/** A page type's URL in a language (by its prefix): the home page is the prefix itself. */
export const pageUrl = (origin: string, prefix: string, path: string): string => origin + (path === '/' ? prefix || '/' : prefix + path);

const RUNS = 3;
/** Chromium's flags for every browser step (bench/first-click.ts too): no background traffic, no QUIC. */
export const BROWSER_FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];
const CHROME_FLAGS = ['--headless=new', ...BROWSER_FLAGS];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
  /** Every run's performance score, to show the spread. */
  performance_runs: number[];
  /** Runs Lighthouse itself reported as failed (page not loaded in time…), retried. */
  failed_runs: number;
}

/** A failed Lighthouse run is retried, up to this many times per page. */
const RETRIES = 2;

async function once(url: string, lang: string): Promise<LighthouseFigures & { failed?: string[] }> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: [...CHROME_FLAGS, `--lang=${lang}`] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse run failed for ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => categories[id]?.score ?? 0;
    const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && !['largest-contentful-paint', 'first-contentful-paint', 'speed-index', 'interactive', 'total-blocking-time', 'max-potential-fid', 'cumulative-layout-shift'].includes(a.id)).map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      lcp_ms: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      tbt_ms: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      performance_runs: [],
      failed_runs: 0,
      failed,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median of 3 runs per page type and language; `onPage` reports progress. Audits below full marks are listed. */
export async function runLighthouse(origin: string, onPage?: (name: string) => void): Promise<{ pages: Record<string, LighthouseFigures>; failing_audits: Record<string, string[]> }> {
  const pages: Record<string, LighthouseFigures> = {};
  const failing: Record<string, string[]> = {};
  for (const [lang, prefix] of Object.entries(LIGHTHOUSE_LANGUAGES)) {
    for (const [type, path] of Object.entries(LIGHTHOUSE_PAGES)) {
      const name = `${type} (${lang})`;
      onPage?.(name);
      const url = pageUrl(origin, prefix, path);
      const runs: Awaited<ReturnType<typeof once>>[] = [];
      let failedRuns = 0;
      while (runs.length < RUNS) {
        try {
          runs.push(await once(url, lang === 'jp' ? 'ja' : 'en-US'));
        } catch (error) {
          if (++failedRuns > RETRIES) throw error;
          console.log(`  retrying: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      const pick = (key: keyof Omit<LighthouseFigures, 'performance_runs' | 'failed_runs'>) => median(runs.map((r) => r[key]));
      pages[name] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        best_practices: pick('best_practices'),
        seo: pick('seo'),
        lcp_ms: pick('lcp_ms'),
        cls: pick('cls'),
        tbt_ms: pick('tbt_ms'),
        performance_runs: runs.map((r) => r.performance),
        failed_runs: failedRuns,
      };
      const failed = [...new Set(runs.flatMap((r) => r.failed ?? []))];
      if (failed.length) failing[name] = failed;
    }
  }
  return { pages, failing_audits: failing };
}
