/**
 * `npm run export -- DIR`: the built site (BUILD_DIR, default build/; run `npm run build`
 * first) as files for any static host or bucket: every prerendered page and payload, a 404
 * page per language, assets, media, the image variants the pages use, `_redirects` and
 * `_headers` for Netlify and Cloudflare Pages, and `{DIR}.nginx.conf` to include in an nginx
 * `server {}` whose root is DIR. README, section "Static export"; decision 034.
 */
import path from 'node:path';
import { loadEnvOrExit } from '../server/env';
import { ExportError, exportSite } from './export/run';
import { ExportLimitError } from './export/limits';
import { LayoutError } from './export/layout';

const dir = process.argv[2];
if (!dir || dir.startsWith('-')) {
  console.error('usage: npm run export -- DIR   (the folder to write the site into)');
  process.exit(2);
}
const env = loadEnvOrExit({ NODE_ENV: 'production' });
const started = performance.now();
try {
  const summary = await exportSite({ env, buildDir: env.BUILD_DIR, outDir: path.resolve(dir), log: (line) => console.log(`▶ ${line}`) });
  const seconds = (performance.now() - started) / 1000;
  console.log(`✔ exported ${summary.pages} pages, ${summary.images} image variants: ${summary.files} files, ${(summary.bytes / 1e6).toFixed(1)} MB in ${path.relative(process.cwd(), dir) || dir} (${seconds.toFixed(1)} s)`);
  console.log(`  _redirects: ${summary.redirects.static} static, ${summary.redirects.dynamic} dynamic; _headers: ${summary.headerRules} rules; nginx include: ${summary.nginxFile}`);
  process.exit(0);
} catch (error) {
  if (error instanceof ExportError || error instanceof ExportLimitError || error instanceof LayoutError) {
    console.error(`✖ export failed: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
