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
