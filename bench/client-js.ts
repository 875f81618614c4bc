/**
 * Client JavaScript on first load, per page type, from a production build (`npm run bench`
 * makes one; tests/production/client-js.test.ts checks `npm test`'s). Sums the gzip size
 * (level 9) of every module a first visit to each route loads, as React Router's manifest
 * lists them (entry, root, the route module and their imports, the manifest itself), and
 * compares it with the budget (110 KB, DESIGN.md section 8): React, React DOM, React Router
 * and Lingui take 98.3 KB of it, which leaves the app about 10 KB on a first load. Code loaded
 * after it (islands: decision 017; lazy chunks) is not counted: the page works without it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../server/env';

/** What no build may exceed: the bench reports against it and every `npm test` checks it (tests/production/client-js.test.ts). */
export const CLIENT_BUDGET_KB = 110;

interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** Page type → the English route whose first load stands for it. */
export const PAGE_TYPES: Record<string, string> = {
  home: 'home.en',
  page: 'page.en',
  product: 'product.en',
  download: 'download.en',
  'news list': 'news.en',
  'news article': 'news-article.en',
};

export function measureClientJs(buildDir = path.join(PROJECT_ROOT, 'build')): Record<string, number> | null {
  const clientDir = path.join(buildDir, 'client');
  // The build's own manifest, as its home page loads it (assets/ also keeps earlier builds' files).
  let manifestFile: string | undefined;
  try {
    manifestFile = /\/assets\/(manifest-[\w-]+\.js)/.exec(readFileSync(path.join(clientDir, 'index.html'), 'utf8'))?.[1];
  } catch {
    return null;
  }
  if (!manifestFile) return null;
  const source = readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest;
  const gz = (file: string) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  const manifestBytes = gzipSync(source, { level: 9 }).length;
  const out: Record<string, number> = {};
  for (const [name, id] of Object.entries(PAGE_TYPES)) {
    const root = manifest.routes.root!;
    const route = manifest.routes[id];
    if (!route) continue;
    const files = new Set([manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? []), route.module, ...(route.imports ?? [])]);
    let total = manifestBytes;
    for (const file of files) total += gz(file);
    out[name] = Number((total / 1024).toFixed(1));
  }
  return out;
}

/** DESIGN.md section 8's aim for the control panel's first load (it never counts against the public pages' budget). */
export const CP_BUDGET_KB = 250;

/**
 * The control panel's first load: the gzip size (level 9) of the module scripts and module
 * preloads the built panel's document (`{buildDir}/cp/index.html`, vite.cp.config.ts) names,
 * which a browser fetches before the panel can run. Chunks the panel loads later (routes,
 * editors: CodeMirror, TipTap) are not counted. Null without a built panel.
 */
export function measureCpJs(buildDir = path.join(PROJECT_ROOT, 'build')): { kb: number; files: Record<string, number> } | null {
  const cpDir = path.join(buildDir, 'cp');
  let html: string;
  try {
    html = readFileSync(path.join(cpDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/cp\/([^"]+)"/g), ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/cp\/([^"]+)"/g)].map((m) => m[1]!);
  const bytes = new Map([...new Set(scripts)].map((file) => [file, gzipSync(readFileSync(path.join(cpDir, file)), { level: 9 }).length]));
  const kb = (n: number) => Number((n / 1024).toFixed(1));
  return { kb: kb([...bytes.values()].reduce((sum, n) => sum + n, 0)), files: Object.fromEntries([...bytes].map(([file, n]) => [file, kb(n)])) };
}
