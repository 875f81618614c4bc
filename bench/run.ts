/**
 * The benchmark: `npm run bench`.
 *
 * Measures, on this machine, in one run:
 *   - cold load of the whole content index (median of 5 fresh stores),
 *   - `content:check` over the whole tree (median of 3),
 *   - in-process latency of the calls the site makes: the first (shaping) call and the
 *     median of repeated (cached) calls,
 *   - HTTP throughput and p99 latency with wrk (10 s, 2 threads, 50 connections) against
 *     `npm run content-api` on 127.0.0.1, if wrk is installed (Debian: apt-get install wrk).
 *   - client JavaScript (gzip) on first load per page type, from the last `npm run build`
 *     (bench/client-js.ts), against the budget.
 *   - the image service (`/_ipx`, in-process, production options but a fresh temp cache dir):
 *     the first transform of a 2400 px JPEG to a 640 px webp, and the median of 20 cached responses.
 * Prints one table and writes bench/results/latest.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Hono } from 'hono';
import { createContentApi } from '../api/app';
import { checkContent } from '../api/check/check';
import { ContentStore } from '../api/store/store';
import { PROJECT_ROOT } from '../server/env';
import { imageService } from '../server/images/service';
import { CLIENT_BUDGET_KB, measureClientJs } from './client-js';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (n: number, digits = 2): number => Number(n.toFixed(digits));

const CALLS = [
  ['nav tree (main, de)', '/api/navs/main/tree?site=de'],
  ['global (cta, jp)', '/api/globals/cta?site=jp'],
  ['entries (news, fr, page 1)', '/api/collections/news/entries?site=fr&limit=12'],
  ['entry by URL (/de/ueber-uns)', '/api/entries/by-url?url=/de/ueber-uns'],
  ['terms (news_categories)', '/api/taxonomies/news_categories/terms'],
] as const;

async function main(): Promise<void> {
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
  const inProcess: Record<string, { first_ms: number; cached_median_ms: number }> = {};
  for (const [name, path] of CALLS) {
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = performance.now();
      const res = await app.request(path);
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    inProcess[name] = { first_ms: round(times[0]!, 3), cached_median_ms: round(median(times.slice(50)), 3) };
  }

  const images = await imageRun();
  const http = await wrkRun();
  const clientJs = measureClientJs();
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    index_cold_load_ms: round(median(loads), 1),
    content_check_ms: round(median(checks), 1),
    in_process_median_ms: inProcess,
    image_service: images,
    http,
    client_js_gzip_kb: clientJs,
    client_js_budget_kb: CLIENT_BUDGET_KB,
  };
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/latest.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');

  console.log('\nContent API benchmark');
  console.table({
    'content index, cold load': { value: results.index_cold_load_ms, unit: 'ms (median of 5)' },
    'content:check, whole tree': { value: results.content_check_ms, unit: 'ms (median of 3)' },
    ...Object.fromEntries(
      Object.entries(inProcess).map(([k, v]) => [`in-process: ${k}`, { value: v.cached_median_ms, unit: `ms (median, cached; first call ${v.first_ms} ms)` }]),
    ),
    [`image: ${IMAGE_PATH}, first transform`]: { value: images.first_transform_ms, unit: 'ms (fresh cache)' },
    [`image: ${IMAGE_PATH}, cached`]: { value: images.cached_ms, unit: 'ms (median of 20)' },
    ...(http ? Object.fromEntries(http.map((r) => [`HTTP: ${r.name}`, { value: r.requests_per_second, unit: `req/s, p99 ${r.p99_ms} ms` }])) : {}),
  });
  if (!http) console.log('wrk not found: HTTP figures skipped (apt-get install wrk).');
  if (clientJs) {
    console.log(`\nClient JavaScript on first load (gzip), budget ${CLIENT_BUDGET_KB} KB`);
    console.table(Object.fromEntries(Object.entries(clientJs).map(([k, v]) => [k, { kb: v, within_budget: v <= CLIENT_BUDGET_KB }])));
  } else {
    console.log('No build found: run `npm run build` first for the client JavaScript figures.');
  }
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

interface WrkResult { name: string; requests_per_second: number; p99_ms: number; errors: number }

async function wrkRun(): Promise<WrkResult[] | null> {
  if (spawnSync('wrk', ['--version']).error) return null;
  const port = 3099;
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('content API on') && resolve());
      server.on('exit', (code) => reject(new Error(`content API exited with ${code}`)));
    });
    const out: WrkResult[] = [];
    for (const [name, path] of CALLS.slice(0, 3)) {
      const run = spawnSync('wrk', ['-t2', '-c50', '-d10s', '--latency', `http://127.0.0.1:${port}${path}`], { encoding: 'utf8' });
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? 0);
      const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(run.stdout);
      const p99ms = p99 ? Number(p99[1]) * (p99[2] === 'us' ? 0.001 : p99[2] === 's' ? 1000 : 1) : NaN;
      const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(run.stdout)?.[1] ?? 0);
      out.push({ name, requests_per_second: Math.round(rps), p99_ms: round(p99ms), errors });
    }
    return out;
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
