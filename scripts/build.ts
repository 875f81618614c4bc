/**
 * `npm run build`: the production build, ready for `npm start`, nginx or a CDN.
 *
 *  1. checks the content (a broken file stops the build, naming file and field);
 *  2. renders the demo images;
 *  3. builds the client and server bundles (React Router, Vite), and the control panel's
 *     own single-page app (vite.cp.config.ts, into cp/);
 *  4. prerenders every page of every language from the content index (the sitemap), with
 *     its data payload, plus sitemap, robots.txt and the news feeds; a page that does not
 *     answer 200 stops the build, naming it;
 *  5. writes the build manifest: builds/latest.json and builds/meta/{id}.json;
 *  6. precompresses every text file (brotli and gzip copies beside it);
 *  7. keeps the previous builds' assets and manifests (open tabs keep working);
 *  8. swaps the finished build into place (BUILD_DIR, default build/), so a failed build
 *     never leaves a half-written one.
 *
 * PUBLIC_SITE_URL must be the origin the pages will be served from (their canonical links).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { readSitesSync } from '../api/sites';
import { createServerApp } from '../server/app';
import { loadEnvOrExit, PROJECT_ROOT } from '../server/env';
import { fetchRules, ruleTarget } from '../server/routing/middleware';
import { createContentClient, inProcessTransport } from '../app/lib/content/client.server';
import { createPageMatcher } from '../server/pages/routes';
import { readSiteIndex, SITE_INDEX_FILE, type SiteIndex } from '../server/static/site-index';
import { COMPRESSIBLE, precompress } from './build/compress';
import { nginxPageQueryMap } from './build/nginx';
import { pageRecord, PrerenderError, prerender, prerenderPaths } from './build/prerender';
import { lockBuild } from './build/lock';
import { assetNames, retainPreviousBuilds } from './build/retain';

const env = loadEnvOrExit({ NODE_ENV: 'production' });
const outDir = env.BUILD_DIR;
const staging = `${outDir}.next`;
const started = performance.now();
const timings: [string, number][] = [];

async function step<T>(label: string, work: () => T | Promise<T>): Promise<T> {
  const at = performance.now();
  console.log(`\n▶ ${label}`);
  const result = await work();
  const seconds = (performance.now() - at) / 1000;
  timings.push([label, seconds]);
  console.log(`✔ ${label} (${seconds.toFixed(1)} s)`);
  return result;
}

function fail(message: string): never {
  console.error(`\n✖ build failed: ${message}`);
  process.exit(1);
}

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: PROJECT_ROOT, env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

const timestamp = Date.now();
const id = `${timestamp.toString(36)}-${randomBytes(3).toString('hex')}`;
try {
  process.on('exit', lockBuild(`${outDir}.lock`));
} catch (error) {
  fail((error as Error).message);
}
console.log(`Building ${id} for ${env.PUBLIC_SITE_URL} into ${path.relative(process.cwd(), outDir) || '.'}`);

await step('content check', () => run(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts', env.CONTENT_DIR]));
await step('demo images', () => run(process.execPath, ['--import', 'tsx', 'scripts/render-assets.ts']));
await rm(staging, { recursive: true, force: true });
await step('client and server bundles', () => run('npx', ['react-router', 'build'], { REACT_ROUTER_BUILD_DIR: staging, NODE_ENV: 'production', BUILD_ID: id, BUILD_TIMESTAMP: String(timestamp), BUILD_CHECK_INTERVAL_MS: String(env.BUILD_CHECK_INTERVAL_MS) }));
await step('control panel', () => run('npx', ['vite', 'build', '--config', 'vite.cp.config.ts', '--logLevel', 'warn'], { CP_BUILD_DIR: path.join(staging, 'cp'), NODE_ENV: 'production' }));

const serverBuild = (await import(pathToFileURL(path.join(staging, 'server', 'index.js')).href)) as ServerBuild;
const { app } = createServerApp({ env: { ...env, CONTENT_MODE: 'static' }, mode: 'production', getBuild: () => Promise.resolve(serverBuild), prerendering: true });
const fetchApp = async (request: Request) => app.fetch(request);
const origin = env.PUBLIC_SITE_URL;
const sites = readSitesSync(PROJECT_ROOT);

const content = createContentClient(inProcessTransport(fetchApp));

const { pages, redirected } = await step('prerender', async () => {
  let paths: string[];
  try {
    paths = await prerenderPaths(fetchApp, origin, sites);
  } catch (error) {
    fail((error as Error).message);
  }
  const interactive = process.stdout.isTTY;
  try {
    const result = await prerender({
      fetch: fetchApp,
      origin,
      paths,
      onProgress(done, total, current) {
        if (interactive) process.stdout.write(`\r  ${done}/${total}  ${current.padEnd(60).slice(0, 60)}`);
        else if (done % 50 === 0 || done === total) console.log(`  ${done}/${total} pages`);
      },
    });
    if (interactive) process.stdout.write('\n');
    for (const page of result.pages) {
      await writeOut(page.file, page.body);
      if (page.data) await writeOut(page.data.file, page.data.body);
    }
    console.log(`  ${result.pages.length} pages in ${sites.length} languages${result.redirected.length ? `; left to redirect rules: ${result.redirected.join(', ')}` : ''}`);
    return result;
  } catch (error) {
    if (error instanceof PrerenderError) fail(error.message);
    throw error;
  }
});

async function writeOut(file: string, body: Buffer): Promise<void> {
  const target = path.join(staging, 'client', file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, body);
}

await step('build manifest', async () => {
  const rules = await fetchRules(content, sites.find((s) => s.prefix === '')?.handle ?? sites[0]!.handle);
  // Each rule with its target in every language, so the browser can follow it without asking the server.
  const redirects = await Promise.all(
    rules.map(async (rule) => ({
      from: rule.from,
      status: rule.status,
      to: Object.fromEntries(await Promise.all(sites.map(async (site) => [site.handle, await ruleTarget(rule, site, content)] as const))),
    })),
  );
  await writeOut('builds/latest.json', Buffer.from(JSON.stringify({ id, timestamp })));
  await writeOut(`builds/meta/${id}.json`, Buffer.from(JSON.stringify({ id, timestamp, prerendered: pages.map((p) => p.path), redirects })));
});

await step('precompress', async () => {
  const files = [...(await listFiles(path.join(staging, 'client'))), ...(await listFiles(path.join(staging, 'cp')))].filter((f) => COMPRESSIBLE.test(f) && !f.includes(`${path.sep}media${path.sep}`));
  const { files: count, bytes, brotliBytes } = await precompress(files);
  console.log(`  ${count} files, ${(bytes / 1e6).toFixed(1)} MB → ${(brotliBytes / 1e6).toFixed(1)} MB brotli`);
});

const history = await step('keep previous builds', async () => {
  const previousIndex = readSiteIndex(outDir);
  const current = { id, timestamp, assets: await assetNames(staging) };
  const kept = await retainPreviousBuilds(outDir, staging, current, previousIndex?.history ?? []);
  console.log(`  ${kept.history.length - 1} earlier build(s) kept (${kept.copied} files)`);
  return kept.history;
});

// The query parameters each page's route reads (its handle): the server ignores every other one.
const matchPage = createPageMatcher(serverBuild);

const index: SiteIndex = {
  id,
  timestamp,
  siteUrl: origin,
  pages: pages.map((p) => pageRecord(p, matchPage)),
  redirected,
  history,
};
await writeFile(path.join(staging, SITE_INDEX_FILE), JSON.stringify(index, null, 1));
await mkdir(path.join(staging, 'nginx'), { recursive: true });
await writeFile(path.join(staging, 'nginx', 'page-query.conf'), nginxPageQueryMap(index));

// Swap: the old build disappears only once the new one is complete.
const old = `${outDir}.old`;
await rm(old, { recursive: true, force: true });
if (existsSync(outDir)) await rename(outDir, old);
await rename(staging, outDir);
await rm(old, { recursive: true, force: true });

const total = (performance.now() - started) / 1000;
console.log(`\nBuild ${id}: ${pages.length} prerendered pages, ${timings.map(([l, s]) => `${l} ${s.toFixed(1)} s`).join(', ')}; total ${total.toFixed(1)} s`);
// Timing for the benchmark (bench/run.ts reads it).
await writeFile(path.join(outDir, 'build-time.json'), JSON.stringify({ id, seconds: total, steps: Object.fromEntries(timings) }));
process.exit(0);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
