/**
 * The benchmark: `npm run bench`. One command on one machine, every figure measured side by
 * side in the same run, one table printed and bench/results/latest.json written
 * (docs/performance.md explains each figure and shows the latest):
 *   - the full production build (`npm run build` into .cache/bench-build), timed;
 *   - client JavaScript (gzip) on first load per page type, against the 110 KB budget;
 *   - HTTP with wrk (2 threads, 50 connections, 10 s, Accept-Encoding: gzip) on 127.0.0.1:
 *     a prerendered page from our server and the same file from nginx (deploy/nginx.conf,
 *     one worker like our one process; ratio printed), run twice each, interleaved; the same
 *     page with campaign parameters; a category filter; unique not-found paths; a page that
 *     must render; an API call; the server's memory (RSS) before and after; then the
 *     prerendered page measured by a lighter wrk (1 thread, 10 connections) while a flood
 *     (the same 2 threads and 50 connections) asks for unique not-found URLs (browser and bot
 *     user agents), and again during one of unique ad-click URLs (target p99 ≤ 25 ms), and
 *     the memory after the floods;
 *   - the image service: first transform of a 2400 px JPEG to a 640 px webp, then cached;
 *   - Lighthouse (mobile, median of 3) per page type in en and jp;
 *   - the shell's Menu and Language buttons on a throttled phone: when each is painted and when
 *     a tap on it first works (bench/first-click.ts), per page type in en and jp;
 *   - the content service in-process: index cold load, content:check, call latencies;
 *   - the control panel (bench/cp.ts): its first-load JavaScript, a save's round trip, the time
 *     from a save to the public page, a prerendered page under load with an editor saving.
 * Needs wrk and nginx (Debian packages; installed when missing and run as root) and Chromium.
 *
 * Flags (`npm run bench -- --only cp`, or `--only=content,cp`): `--only` picks phases, default all:
 *   content  the content service in-process and the image service
 *   build    the timed build (without it, the bench build in .cache/bench-build is used when it
 *            was made for the bench's origin, else made first) and the client JavaScript
 *   server   HTTP with wrk and nginx, Lighthouse, the first working tap
 *   cp       the control panel
 *   assets   the asset library (bench/assets.ts): its first screen with 5,000 assets, a 10 MB photo's upload to its first thumbnail
 *   export   the static export (bench/export.ts): `npm run export` of the bench build, its time and size
 *   scale    internet scale (bench/scale.ts): the request log on and off, a flood through nginx's limit
 *   attack   the attack run's load findings (bench/attack.ts): a prerendered page's p99 while an editor sends large saves, a sign-in flood, endless bodies
 * A run of every phase writes bench/results/latest.json; a run of some, bench/results/{phases}.json
 * (`cp.json`). BENCH_PORT moves the servers' ports (default 3150, and the three after it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Hono } from 'hono';
import { createContentApi } from '../api/app';
import { checkContent } from '../api/check/check';
import { ContentStore } from '../api/store/store';
import { PROJECT_ROOT } from '../server/env';
import { imageService } from '../server/images/service';
import { startLocalNginx, NGINX } from '../deploy/nginx-local';
import { readSiteIndex } from '../server/static/site-index';
import { startProductionServer } from '../tests/support/production';
import { CLIENT_BUDGET_KB, measureClientJs } from './client-js';
import { ensurePackage } from '../scripts/ensure-package.mjs';
import { cpuMs, flood, hasWrk, rssMb, UNIQUE_NOT_FOUND_SCRIPT, victimKeptUp, wrk, WRK_SETTINGS, type FloodResult, type WrkResult } from './http';
import { printFirstClick, runFirstClick, type FirstClickResults } from './first-click';
import { LIGHTHOUSE_BUDGET, runLighthouse, withinLighthouseBudget } from './lighthouse';
import { controlPanelRows, runControlPanelBench, type CpFigures } from './cp';
import { assetRows, runAssetBench, type AssetFigures } from './assets';
import { exportRows, runExportBench, type ExportFigures } from './export';
import { runScaleBench, scaleRows, type ScaleFigures } from './scale';
import { attackRows, runAttackBench, type AttackFigures } from './attack';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (n: number, digits = 2): number => Number(n.toFixed(digits));

const CALLS = [
  ['nav tree (main, de)', '/api/navs/main/tree?site=de'],
  ['global (cta, jp)', '/api/globals/cta?site=jp'],
  ['entries (news, fr, page 1)', '/api/collections/news/entries?site=fr&limit=12'],
  ['entry by URL (/de/ueber-uns)', '/api/entries/by-url?url=/de/ueber-uns'],
  ['terms (news_categories)', '/api/taxonomies/news_categories/terms'],
] as const;

const PHASES = ['content', 'build', 'server', 'cp', 'assets', 'export', 'scale', 'attack'] as const;
type Phase = (typeof PHASES)[number];

/** `--only cp`, `--only=content,cp`: the phases to run (all by default). */
function phasesFromArgs(argv: readonly string[]): Phase[] {
  const { values } = parseArgs({ args: [...argv], options: { only: { type: 'string' } } });
  if (values.only === undefined) return [...PHASES];
  const asked = values.only.split(',').map((p) => p.trim());
  for (const phase of asked) if (!(PHASES as readonly string[]).includes(phase)) throw new Error(`--only takes ${PHASES.join(', ')} (comma-separated), got "${phase}"`);
  return PHASES.filter((p) => asked.includes(p));
}

async function main(): Promise<void> {
  const phases = phasesFromArgs(process.argv.slice(2));
  const run = (phase: Phase) => phases.includes(phase);
  if (run('server') || run('cp') || run('scale') || run('attack')) ensurePackage('/usr/bin/wrk', 'wrk', 'PATH');
  if (run('server') || run('scale')) ensurePackage(NGINX, 'nginx', 'NGINX_PATH');
  if (run('server')) {
    ensurePackage(NGINX, 'nginx', 'NGINX_PATH');
    ensurePackage(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium', 'CHROMIUM_PATH');
  }
  const content = run('content') ? await contentRun() : null;
  const images = run('content') ? await imageRun() : null;
  const build = run('build') ? buildRun() : null;
  if (!build && (run('server') || run('cp') || run('assets') || run('export') || run('scale') || run('attack'))) ensureBenchBuild();
  const clientJs = run('build') ? measureClientJs(BENCH_BUILD_DIR) : null;
  const servers = run('server') ? await serverRuns() : null;
  const controlPanel = run('cp') ? await runControlPanelBench({ buildDir: BENCH_BUILD_DIR, origin: ORIGIN, port: PORT }) : null;
  const assetLibrary = run('assets') ? await runAssetBench({ buildDir: BENCH_BUILD_DIR, origin: ORIGIN, port: PORT }) : null;
  const staticExport = run('export') ? runExportBench({ buildDir: BENCH_BUILD_DIR }) : null;
  const scale = run('scale') ? await runScaleBench({ buildDir: BENCH_BUILD_DIR, origin: ORIGIN, port: PORT, page: PRERENDERED_PAGE }) : null;
  const attack = run('attack') ? await runAttackBench({ buildDir: BENCH_BUILD_DIR, origin: ORIGIN, port: PORT }) : null;

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    phases,
    ...(build ? { build, client_js_gzip_kb: clientJs, client_js_budget_kb: CLIENT_BUDGET_KB } : {}),
    ...(servers ? { http: servers.http } : {}),
    ...(images ? { image_service: images } : {}),
    ...(servers ? { lighthouse: servers.lighthouse, first_click: servers.firstClick } : {}),
    ...(content ?? {}),
    ...(controlPanel ? { control_panel: controlPanel } : {}),
    ...(assetLibrary ? { asset_library: assetLibrary } : {}),
    ...(staticExport ? { static_export: staticExport } : {}),
    ...(scale ? { scale } : {}),
    ...(attack ? { attack } : {}),
  };
  // Only a run of every phase replaces the figures docs/performance.md shows; a partial one goes beside them.
  const file = phases.length === PHASES.length ? 'latest.json' : `${phases.join('+')}.json`;
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/${file}`, import.meta.url), JSON.stringify(results, null, 2) + '\n');
  printTable(results);
  console.log(`(figures in bench/results/${file})`);
}

/** The content service in-process: the index's cold load, content:check and API call latencies. */
async function contentRun(): Promise<{ index_cold_load_ms: number; content_check_ms: number; in_process_median_ms: Record<string, { first_ms: number; cached_median_ms: number; uncached_median_ms: number }> }> {
  const loads: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await new ContentStore(PROJECT_ROOT, { report: () => {} }).index();
    loads.push(performance.now() - t);
  }
  const checks: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await checkContent(PROJECT_ROOT);
    checks.push(performance.now() - t);
  }

  const store = new ContentStore(PROJECT_ROOT, { report: () => {} });
  const app = new Hono().route('/api', createContentApi({ store, siteUrl: 'http://localhost:3000' }));
  const inProcess: Record<string, { first_ms: number; cached_median_ms: number; uncached_median_ms: number }> = {};
  for (const [name, path] of CALLS) {
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = performance.now();
      const res = await app.request(path);
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    // The shaping itself: a parameter no endpoint reads makes each URL new to the answer cache.
    const uncached: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      const res = await app.request(`${path}${path.includes('?') ? '&' : '?'}bench_nocache=${i}`);
      await res.arrayBuffer();
      uncached.push(performance.now() - t);
    }
    inProcess[name] = { first_ms: round(times[0]!, 3), cached_median_ms: round(median(times.slice(50)), 3), uncached_median_ms: round(median(uncached.slice(20)), 3) };
  }
  return { index_cold_load_ms: round(median(loads), 1), content_check_ms: round(median(checks), 1), in_process_median_ms: inProcess };
}


/** Where the benchmark builds (inside the project: the server bundle finds node_modules) and serves it. */
const BENCH_BUILD_DIR = path.join(PROJECT_ROOT, '.cache', 'bench-build');
/** BENCH_PORT: another base port when 3150–3153 are taken (the control panel's server takes PORT after the others stopped). */
const PORT = Number(process.env.BENCH_PORT ?? 3150);
const NGINX_PORT = PORT + 1;
/** A second server that keeps no rendered page (RENDER_CACHE_MB=0) and renders every page (CONTENT_MODE=live), on its loop. */
const UNCACHED_PORT = PORT + 2;
/** The same with two render threads (RENDER_THREADS=2). */
const THREADED_PORT = PORT + 3;
/** Seconds of renders before a render row is measured: the JIT warms up on the first renders of a thread. */
const RENDER_WARM_UP_S = 6;
/** Issue 15's target for a page that must render, at the usual 50 connections. */
const RENDER_TARGET = { rps: 250, p99_ms: 300 };
/** One page per page type, each rendered on every request by the uncached server: CPU ms per render. */
const RENDER_TYPES = [
  ['product page', '/products/beacon'],
  ['news list', '/news'],
  ['news article', '/news/beacon-firmware-3-2'],
  ['download page', '/downloads/beacon-firmware'],
  ['plain page (about)', '/about'],
  ['news list, page 1 (never prerendered)', '/news?page=1'],
] as const;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PRERENDERED_PAGE = '/products/beacon';

/** Without the build phase: the bench build as it is when it was made for ORIGIN, else a new one (untimed). */
function ensureBenchBuild(): void {
  if (readSiteIndex(BENCH_BUILD_DIR)?.siteUrl === ORIGIN) return;
  console.log(`▶ no bench build for ${ORIGIN} in ${path.relative(PROJECT_ROOT, BENCH_BUILD_DIR)}: building one first …`);
  buildRun();
}

function buildRun(): { total_s: number; steps_s: Record<string, number>; pages: number; budget_s: number } {
  console.log('▶ full build (npm run build) …');
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, BUILD_DIR: BENCH_BUILD_DIR, PUBLIC_SITE_URL: ORIGIN, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the build failed:\n${run.stdout}\n${run.stderr}`);
  const total = (performance.now() - started) / 1000;
  const timing = JSON.parse(readFileSync(path.join(BENCH_BUILD_DIR, 'build-time.json'), 'utf8')) as { steps: Record<string, number> };
  return { total_s: round(total, 1), steps_s: Object.fromEntries(Object.entries(timing.steps).map(([k, v]) => [k, round(v, 1)])), pages: readSiteIndex(BENCH_BUILD_DIR)?.pages.length ?? 0, budget_s: 90 };
}

interface HttpFigures {
  settings: typeof WRK_SETTINGS;
  prerendered_ours: WrkResult[];
  prerendered_nginx: WrkResult[];
  /** Mean of our runs over the mean of nginx's. */
  ratio_to_nginx: number;
  campaign_tagged: WrkResult;
  category_filter: WrkResult;
  unique_not_found: WrkResult;
  /** A page that must render, on a server that keeps none (RENDER_CACHE_MB=0): two rounds. */
  server_rendered: WrkResult[];
  /** The same on a server with two render threads (RENDER_THREADS=2), alternating with the rounds above. */
  server_rendered_threads: WrkResult[];
  /** That server's RSS after its run. */
  rss_mb_render_threads: number;
  /** The same page on the main server, rendered once and then kept (the render cache). */
  server_rendered_kept: WrkResult;
  /** CPU ms of the server per rendered request, by page type (live mode, nothing kept). */
  cpu_ms_per_render: Record<string, number>;
  api: WrkResult;
  /** The prerendered page during a flood of unique not-found URLs, browser and bot user agents alternating. */
  flood_not_found: FloodResult;
  /** The prerendered page during a flood of unique ad-click URLs (the same page, a click id each). */
  flood_ad_click: FloodResult;
  /** `after`: after the rows above, as in earlier runs; `after_floods`: after the floods too. */
  rss_mb: { before: number; after: number; after_floods: number };
}

async function serverRuns(): Promise<{ http: HttpFigures | null; lighthouse: Awaited<ReturnType<typeof runLighthouse>>; firstClick: FirstClickResults }> {
  const server = await startProductionServer(PORT, { BUILD_DIR: BENCH_BUILD_DIR, PUBLIC_SITE_URL: ORIGIN, LOG_LEVEL: 'warn' });
  const uncachedEnv = { BUILD_DIR: BENCH_BUILD_DIR, PUBLIC_SITE_URL: ORIGIN, LOG_LEVEL: 'warn', RENDER_CACHE_MB: '0', CONTENT_MODE: 'live' };
  const [uncached, threaded] = await Promise.all([
    startProductionServer(UNCACHED_PORT, uncachedEnv),
    startProductionServer(THREADED_PORT, { ...uncachedEnv, RENDER_THREADS: '2' }),
  ]);
  try {
    let http: HttpFigures | null = null;
    if (!hasWrk() || !existsSync(NGINX)) {
      console.log('wrk or nginx missing: HTTP figures skipped (apt-get install -y wrk nginx).');
    } else {
      // nginx's access log off, as our request log is (LOG_LEVEL=warn): the same work per request.
      const nginx = await startLocalNginx({ port: NGINX_PORT, replicas: [PORT, PORT], buildDir: BENCH_BUILD_DIR, workers: 1, accessLog: false });
      try {
        await fetch(ORIGIN + PRERENDERED_PAGE).then((r) => r.arrayBuffer());
        const before = rssMb(server.child.pid!);
        const ours: WrkResult[] = [];
        const reference: WrkResult[] = [];
        for (let round = 0; round < 2; round++) {
          console.log(`▶ wrk: prerendered page, our server and nginx (round ${round + 1} of 2) …`);
          ours.push(wrk('prerendered page, our server', ORIGIN + PRERENDERED_PAGE));
          reference.push(wrk('prerendered page, nginx', nginx.origin + PRERENDERED_PAGE));
        }
        console.log('▶ wrk: campaign-tagged page, category filter, unique not-found pages, server-rendered page, API call …');
        const tagged = wrk('campaign-tagged page', `${ORIGIN}${PRERENDERED_PAGE}?utm_source=newsletter&utm_medium=email`);
        const filtered = wrk('category filter', `${ORIGIN}/news?filter=events`);
        const notFound = wrk('unique not-found pages', ORIGIN, WRK_SETTINGS.seconds, UNIQUE_NOT_FOUND_SCRIPT);
        // Page 1 is written without ?page: nothing prerendered answers it, it renders (every
        // time on the server that keeps nothing; once on the main one, then from its cache).
        const uncachedOrigin = `http://127.0.0.1:${UNCACHED_PORT}`;
        const threadedOrigin = `http://127.0.0.1:${THREADED_PORT}`;
        wrk('warm-up', `${uncachedOrigin}/news?page=1`, RENDER_WARM_UP_S);
        wrk('warm-up', `${threadedOrigin}/news?page=1`, RENDER_WARM_UP_S);
        // Two rounds each, alternating: a shared host's noise only ever slows a run, and a
        // slow minute then shows as one round far from the other instead of as the figure.
        const rendered: WrkResult[] = [];
        const renderedThreads: WrkResult[] = [];
        for (let round = 0; round < 2; round++) {
          rendered.push(wrk(`server-rendered page (nothing kept), round ${round + 1} of 2`, `${uncachedOrigin}/news?page=1`));
          renderedThreads.push(wrk(`server-rendered page (nothing kept, 2 render threads), round ${round + 1} of 2`, `${threadedOrigin}/news?page=1`));
        }
        const threadedRss = rssMb(threaded.child.pid!);
        const kept = wrk('server-rendered page (kept)', `${ORIGIN}/news?page=1`);
        const cpuPerRender: Record<string, number> = {};
        for (const [type, path] of RENDER_TYPES) {
          const cpuBefore = cpuMs(uncached.child.pid!);
          const run = wrk(`CPU per render: ${type}`, uncachedOrigin + path, 5);
          const requests = run.requests_per_second * 5;
          cpuPerRender[type] = round((cpuMs(uncached.child.pid!) - cpuBefore) / requests, 1);
        }
        const api = wrk('API call', `${ORIGIN}/api/globals/cta?site=jp`);
        const after = rssMb(server.child.pid!);
        console.log('▶ wrk: the prerendered page during a flood of unique not-found URLs, then of unique ad-click URLs …');
        const floodNotFound = await flood({ kind: 'not-found', origin: ORIGIN, page: PRERENDERED_PAGE, seconds: WRK_SETTINGS.seconds });
        const floodAdClick = await flood({ kind: 'ad-click', origin: ORIGIN, page: PRERENDERED_PAGE, seconds: WRK_SETTINGS.seconds });
        const mean = (runs: WrkResult[]) => runs.reduce((sum, r) => sum + r.requests_per_second, 0) / runs.length;
        http = {
          settings: WRK_SETTINGS,
          prerendered_ours: ours,
          prerendered_nginx: reference,
          ratio_to_nginx: round(mean(ours) / mean(reference), 2),
          campaign_tagged: tagged,
          category_filter: filtered,
          unique_not_found: notFound,
          server_rendered: rendered,
          server_rendered_kept: kept,
          server_rendered_threads: renderedThreads,
          rss_mb_render_threads: threadedRss,
          cpu_ms_per_render: cpuPerRender,
          api,
          flood_not_found: floodNotFound,
          flood_ad_click: floodAdClick,
          rss_mb: { before, after, after_floods: rssMb(server.child.pid!) },
        };
      } finally {
        await nginx.stop();
      }
    }
    console.log('▶ Lighthouse, 3 runs per page (a few minutes) …');
    const lighthouse = await runLighthouse(ORIGIN, (name) => console.log(`  ${name}`));
    console.log('▶ first working tap on the Menu and Language buttons, throttled phone, 3 loads per control and page (about 3 minutes) …');
    const firstClick = await runFirstClick(ORIGIN, { onPage: (name) => console.log(`  ${name}`) });
    return { http, lighthouse, firstClick };
  } finally {
    await Promise.all([server.stop(), uncached.stop(), threaded.stop()]);
  }
}

/** A flood's row: the victim's p99 against the target, then what the flood itself managed. */
function floodRow(f: FloodResult): { value: number; unit: string; budget: string } {
  const v = f.victim;
  // The not-found flood's answers are 404s, which wrk counts with its non-2xx/3xx.
  const answers = `${f.flood.non_2xx_3xx} non-2xx/3xx${f.kind === 'not-found' ? ' (404s expected)' : ''}`;
  return {
    value: v.p99_ms,
    unit: `ms p99 (p50 ${v.p50_ms} ms, ${v.requests_per_second} req/s, ${v.errors} errors); flood ${f.flood.requests_per_second} req/s, ${answers}`,
    budget: `p99 ≤ ${f.target_p99_ms} ms ${victimKeptUp(f) ? '✔' : '✖'}`,
  };
}

const IMAGE_PATH = '/_ipx/w_640&f_webp&q_80/media/products/beacon/hero.jpg';

/** The image service in-process, as server/app.ts mounts it, on an empty cache: one transform, then cache hits. */
async function imageRun(): Promise<{ path: string; first_transform_ms: number; cached_ms: number }> {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ipx-'));
  try {
    const app = new Hono().route(
      '/_ipx',
      imageService({ publicDir: path.join(PROJECT_ROOT, 'public'), cacheDir, cacheMaxBytes: 512 * 1024 * 1024, domains: [] }),
    );
    const fetchOnce = async (): Promise<number> => {
      const t = performance.now();
      const res = await app.request(IMAGE_PATH);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${IMAGE_PATH}: HTTP ${res.status}`);
      return performance.now() - t;
    };
    const first = await fetchOnce();
    const cached: number[] = [];
    for (let i = 0; i < 20; i++) cached.push(await fetchOnce());
    return { path: IMAGE_PATH, first_transform_ms: round(first, 1), cached_ms: round(median(cached), 3) };
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

/** What a run holds: every phase's figures when it ran. */
type Results = Record<string, unknown> & {
  build?: ReturnType<typeof buildRun>;
  client_js_gzip_kb?: Record<string, number> | null;
  http?: HttpFigures | null;
  image_service?: Awaited<ReturnType<typeof imageRun>>;
  lighthouse?: Awaited<ReturnType<typeof runLighthouse>>;
  first_click?: FirstClickResults;
  index_cold_load_ms?: number;
  content_check_ms?: number;
  in_process_median_ms?: Record<string, { first_ms: number; cached_median_ms: number; uncached_median_ms?: number }>;
  control_panel?: CpFigures;
  asset_library?: AssetFigures;
  static_export?: ExportFigures;
  scale?: ScaleFigures;
  attack?: AttackFigures;
};

function printTable(r: Results): void {
  const rows: Record<string, { value: number | string; unit: string; budget?: string }> = {};
  if (r.build) rows['full build'] = { value: r.build.total_s, unit: `s, ${r.build.pages} prerendered pages`, budget: `≤ ${r.build.budget_s} s ${r.build.total_s <= r.build.budget_s ? '✔' : '✖'}` };
  for (const [type, kb] of Object.entries(r.client_js_gzip_kb ?? {})) rows[`client JS, ${type}`] = { value: kb, unit: 'KB gzip, first load', budget: `≤ ${CLIENT_BUDGET_KB} KB ${kb <= CLIENT_BUDGET_KB ? '✔' : '✖'}` };
  if (r.http) {
    const h = r.http;
    h.prerendered_ours.forEach((w, i) => (rows[`prerendered page, our server #${i + 1}`] = { value: w.requests_per_second, unit: `req/s, p99 ${w.p99_ms} ms, ${w.errors} errors` }));
    h.prerendered_nginx.forEach((w, i) => (rows[`same file, nginx #${i + 1}`] = { value: w.requests_per_second, unit: `req/s, p99 ${w.p99_ms} ms, ${w.errors} errors` }));
    rows['ours / nginx'] = { value: h.ratio_to_nginx, unit: 'throughput ratio (means)', budget: `≥ 0.5 ${h.ratio_to_nginx >= 0.5 ? '✔' : '✖'}` };
    rows['campaign-tagged page (utm_*)'] = { value: h.campaign_tagged.requests_per_second, unit: `req/s, p99 ${h.campaign_tagged.p99_ms} ms, ${h.campaign_tagged.errors} errors` };
    rows['category filter (/news?filter=events)'] = { value: h.category_filter.requests_per_second, unit: `req/s, p99 ${h.category_filter.p99_ms} ms, ${h.category_filter.errors} errors` };
    // Every answer is a 404, which wrk counts as non-2xx: only socket errors count here.
    rows['unique not-found pages'] = { value: h.unique_not_found.requests_per_second, unit: `req/s, p99 ${h.unique_not_found.p99_ms} ms (404s)` };
    h.server_rendered.forEach((w, i) => (rows[`page that must render, nothing kept #${i + 1}`] = { value: w.requests_per_second, unit: `req/s, p99 ${w.p99_ms} ms, ${w.errors} errors` }));
    h.server_rendered_threads.forEach((w, i) => (rows[`the same, 2 render threads #${i + 1}`] = { value: w.requests_per_second, unit: `req/s, p99 ${w.p99_ms} ms, ${w.errors} errors` }));
    const bestRender = [...h.server_rendered, ...h.server_rendered_threads].sort((a, b) => b.requests_per_second - a.requests_per_second)[0]!;
    const renderMet = bestRender.requests_per_second >= RENDER_TARGET.rps && bestRender.p99_ms <= RENDER_TARGET.p99_ms && bestRender.errors === 0;
    rows['page that must render, best round'] = {
      value: bestRender.requests_per_second,
      unit: `req/s, p99 ${bestRender.p99_ms} ms (${bestRender.name}); 2 threads: RSS ${h.rss_mb_render_threads} MB`,
      budget: `≥ ${RENDER_TARGET.rps}, p99 ≤ ${RENDER_TARGET.p99_ms} ms ${renderMet ? '✔' : '✖'}`,
    };
    rows['the same page, kept by the render cache'] = { value: h.server_rendered_kept.requests_per_second, unit: `req/s, p99 ${h.server_rendered_kept.p99_ms} ms, ${h.server_rendered_kept.errors} errors` };
    for (const [type, ms] of Object.entries(h.cpu_ms_per_render)) rows[`CPU per render: ${type}`] = { value: ms, unit: 'ms' };
    rows['API call'] = { value: h.api.requests_per_second, unit: `req/s, p99 ${h.api.p99_ms} ms, ${h.api.errors} errors` };
    for (const f of [h.flood_not_found, h.flood_ad_click]) rows[f.name] = floodRow(f);
    rows['server memory (RSS)'] = { value: `${h.rss_mb.before} → ${h.rss_mb.after} → ${h.rss_mb.after_floods}`, unit: 'MB before → after the load → after the floods' };
  }
  if (r.image_service) {
    rows['image, first transform'] = { value: r.image_service.first_transform_ms, unit: `ms (${IMAGE_PATH})` };
    rows['image, cached'] = { value: r.image_service.cached_ms, unit: 'ms (median of 20)' };
  }
  if (r.index_cold_load_ms !== undefined) rows['content index, cold load'] = { value: r.index_cold_load_ms, unit: 'ms (median of 5)' };
  if (r.content_check_ms !== undefined) rows['content:check, whole tree'] = { value: r.content_check_ms, unit: 'ms (median of 3)' };
  for (const [name, v] of Object.entries(r.in_process_median_ms ?? {})) rows[`API in-process: ${name}`] = { value: v.cached_median_ms, unit: `ms (median, cached; not cached ${v.uncached_median_ms ?? '–'} ms; first ${v.first_ms} ms)` };
  if (r.control_panel) Object.assign(rows, controlPanelRows(r.control_panel));
  if (r.asset_library) Object.assign(rows, assetRows(r.asset_library));
  if (r.static_export) Object.assign(rows, exportRows(r.static_export));
  if (r.scale) Object.assign(rows, scaleRows(r.scale));
  if (r.attack) Object.assign(rows, attackRows(r.attack));
  console.log('\nBenchmark');
  console.table(rows);
  if (!r.lighthouse || !r.first_click) return;
  console.log(`Lighthouse, mobile, median of 3 (budget: performance ≥ ${LIGHTHOUSE_BUDGET.performance}, TBT ≤ ${LIGHTHOUSE_BUDGET.tbt_ms} ms, CLS ≤ ${LIGHTHOUSE_BUDGET.cls}, the others 1)`);
  console.table(
    Object.fromEntries(
      Object.entries(r.lighthouse.pages).map(([name, p]) => [
        name,
        { performance: p.performance, accessibility: p.accessibility, 'best practices': p.best_practices, seo: p.seo, 'LCP ms': p.lcp_ms, CLS: p.cls, 'TBT ms': p.tbt_ms, ok: withinLighthouseBudget(p) ? '✔' : '✖' },
      ]),
    ),
  );
  for (const [name, audits] of Object.entries(r.lighthouse.failing_audits)) console.log(`  ${name}: below full marks: ${audits.join(', ')}`);
  printFirstClick(r.first_click);
}

await main();
