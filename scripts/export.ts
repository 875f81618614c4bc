/**
 * `npm run export -- DIR`: the built site (BUILD_DIR, default build/; run `npm run build`
 * first) as files for any static host or bucket: every prerendered page and payload, a 404
 * page per language, assets, media, the image variants the pages use, `_redirects` and
 * `_headers` for Netlify and Cloudflare Pages, and `{DIR}.nginx.conf` to include in an nginx
 * `server {}` whose root is DIR. README, section "Static export"; decision 034.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvOrExit } from '../server/env';
import { ExportError, exportSite } from './export/run';
import { CLOUDFLARE_LIMITS, ExportLimitError, type ExportHost } from './export/limits';
import { LayoutError } from './export/layout';

const USAGE = 'usage: npm run export -- DIR [--host netlify|cloudflare]   (DIR: the folder to write the site into; --host cloudflare also holds _headers to Cloudflare Pages’ limits)';
let dir: string | undefined;
let host: ExportHost = 'netlify';
try {
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { host: { type: 'string' } }, allowPositionals: true });
  if (values.host !== undefined && values.host !== 'netlify' && values.host !== 'cloudflare') throw new Error(`--host takes netlify or cloudflare, got "${values.host}"`);
  host = values.host ?? 'netlify';
  if (positionals.length !== 1) throw new Error('name one folder to write the site into');
  dir = positionals[0]!;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const env = loadEnvOrExit({ NODE_ENV: 'production' });
const started = performance.now();
try {
  const summary = await exportSite({ env, buildDir: env.BUILD_DIR, outDir: path.resolve(dir), host, log: (line) => console.log(`▶ ${line}`) });
  const seconds = (performance.now() - started) / 1000;
  console.log(`✔ exported ${summary.pages} pages, ${summary.images} image variants: ${summary.files} files, ${(summary.bytes / 1e6).toFixed(1)} MB in ${path.relative(process.cwd(), dir) || dir} (${seconds.toFixed(1)} s)`);
  console.log(`  _redirects: ${summary.redirects.static} static, ${summary.redirects.dynamic} dynamic; _headers: ${summary.headerRules} rules${host === 'netlify' && summary.headerRules > CLOUDFLARE_LIMITS.headerRules ? ` (more than Cloudflare Pages’ ${CLOUDFLARE_LIMITS.headerRules}: for Netlify and nginx)` : ''}; nginx include: ${summary.nginxFile}`);
  process.exit(0);
} catch (error) {
  if (error instanceof ExportError || error instanceof ExportLimitError || error instanceof LayoutError) {
    console.error(`✖ export failed: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
