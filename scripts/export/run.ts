import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';
import type { ServerBuild } from 'react-router';
import { readSitesSync } from '../../api/sites';
import { createContentClient, inProcessTransport } from '../../app/lib/content/client.server';
import { createServerApp } from '../../server/app';
import { PROJECT_ROOT, type Env } from '../../server/env';
import { inlineScriptHashes } from '../../server/security/script-hashes';
import { readSiteIndex, type SiteIndex } from '../../server/static/site-index';
import { inParallel } from '../lib/pool';
import { headerRules, headersFile, isHtml, metaCsp, withCspMeta, type ExportedPage } from './headers';
import { imageUrls } from './images';
import { exportFile, exportPath, queryPages } from './layout';
import { checkLimits, type ExportHost, type RuleCounts } from './limits';
import { nginxInclude, type NginxPage } from './nginx';
import { contentRedirects, notFoundRules, queryRewrites, redirectsFile } from './redirects';

export class ExportError extends Error {
  override name = 'ExportError';
}

export interface ExportOptions {
  env: Env;
  /** The build to export (BUILD_DIR). */
  buildDir: string;
  /** Where the site goes: created, or replaced when it holds an earlier export. */
  outDir: string;
  /** The nginx include, outside what a host serves (default: beside outDir, `{outDir}.nginx.conf`). */
  nginxFile?: string;
  /**
   * `cloudflare`: each HTML page carries its policy in a `<meta>` instead of a rule of its own
   * (Cloudflare Pages takes 100 rules), and `_headers` is held to Cloudflare's limits too
   * (`_redirects` always is).
   */
  host?: ExportHost;
  /** The limits the rules files are held to (default: Cloudflare Pages', `CLOUDFLARE_LIMITS`). */
  limits?: RuleCounts;
  log?: (line: string) => void;
}

export interface ExportSummary {
  files: number;
  bytes: number;
  pages: number;
  images: number;
  redirects: { static: number; dynamic: number };
  headerRules: number;
  /** The longest line of `_redirects` and `_headers`. */
  lineLength: number;
  nginxFile: string;
}

/** A browser, and the English choice for `/` (prerendered pages are made the same way: scripts/build/prerender.ts). */
const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36', Cookie: 'i18n_redirected=en' };
/**
 * The 404 page says `Page not found: {path}`; a static host serves one file for every missing
 * path, so it is rendered for the path of that file (`/de/404`), which no page has.
 */
const NOT_FOUND_PATH = '404';

/**
 * `npm run export -- DIR`: the built site as files for a static host (decision 034). Writes
 * into `{DIR}.next` and swaps it into place at the end, so a failed export leaves the
 * previous one as it was.
 */
export async function exportSite(options: ExportOptions): Promise<ExportSummary> {
  const index = readSiteIndex(options.buildDir);
  if (!index) throw new ExportError(`no build in ${options.buildDir}: run  npm run build  first (PUBLIC_SITE_URL set to the site's public origin)`);
  if (!existsSync(path.join(options.buildDir, 'server', 'index.js'))) throw new ExportError(`the build in ${options.buildDir} has no server bundle: run  npm run build  again`);
  await refuseForeignDir(options.outDir);
  const staging = `${options.outDir.replace(/\/+$/, '')}.next`;
  try {
    return await exportInto(staging, index, options);
  } catch (error) {
    // A failed export leaves nothing behind but the previous one.
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function exportInto(staging: string, index: SiteIndex, { env, buildDir, outDir, nginxFile = `${outDir.replace(/\/+$/, '')}.nginx.conf`, host = 'netlify', limits, log = () => {} }: ExportOptions): Promise<ExportSummary> {
  const sites = readSitesSync(PROJECT_ROOT);
  const serverEnv: Env = { ...env, PUBLIC_SITE_URL: index.siteUrl, CONTENT_MODE: 'static' };
  const security = serverEnv;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const clientDir = path.join(buildDir, 'client');

  log('copying the build’s files');
  const pageFiles = new Set(index.pages.flatMap((p) => [p.file, ...(p.data ? [p.data.file] : [])]));
  // For Cloudflare Pages each HTML page carries its own policy (headers.ts, `withCspMeta`).
  const withMeta = (html: string, hashes: readonly string[]) => (host === 'cloudflare' ? withCspMeta(html, metaCsp(security, hashes)) : html);
  const metaPages = new Map(host === 'cloudflare' ? index.pages.filter((p) => isHtml(p.contentType)).map((p) => [p.file, p.scriptHashes]) : []);
  const rootFiles: { path: string; contentType: string }[] = [];
  for (const file of await listFiles(clientDir)) {
    // Brotli copies: no static host serves them as brotli (nginx's gzip_static takes the .gz ones).
    // The asset container's files come from the content root below, as the server serves them.
    if (file.endsWith('.br') || file.startsWith('media/')) continue;
    // A page given its policy is written anew, with a gzip copy of what it now is.
    if (file.endsWith('.gz') && metaPages.has(file.slice(0, -3))) continue;
    const hashes = metaPages.get(file);
    if (hashes) await writeInto(staging, exportFile(file), Buffer.from(withMeta(await readFile(path.join(clientDir, file), 'utf8'), hashes)));
    else await copyInto(path.join(clientDir, file), staging, exportFile(file));
    if (!file.includes('/') && !file.endsWith('.gz') && !pageFiles.has(file)) rootFiles.push({ path: `/${file}`, contentType: getMimeType(file) ?? 'application/octet-stream' });
  }
  const mediaDir = path.join(env.CONTENT_DIR, 'public', 'media');
  for (const file of await listFiles(mediaDir)) {
    // Statamic's `.meta` folders and other dot files are no one's business (as on the server).
    if (file.split('/').some((segment) => segment.startsWith('.'))) continue;
    await copyInto(path.join(mediaDir, file), staging, `media/${file}`);
  }

  log('rendering the 404 pages and images with the server’s own code');
  const serverBuild = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const { app, close } = createServerApp({ env: serverEnv, mode: 'production', getBuild: () => Promise.resolve(serverBuild), prerendering: true });
  try {
    const fetchApp = async (request: Request) => app.fetch(request);
    const notFound: NginxPage[] = [];
    for (const site of sites) {
      const response = await fetchApp(new Request(`${index.siteUrl}${site.prefix}/${NOT_FOUND_PATH}`, { headers: BROWSER }));
      const html = await response.text();
      if (response.status !== 404) throw new ExportError(`the 404 page of ${site.handle} answered ${response.status}`);
      const file = `${site.prefix}/${NOT_FOUND_PATH}.html`;
      const scriptHashes = inlineScriptHashes(html);
      await writeInto(staging, file, Buffer.from(withMeta(html, scriptHashes)));
      notFound.push({ path: file, file, contentType: 'text/html; charset=utf-8', scriptHashes, notFound: true });
    }

    const htmlFiles = (await listFiles(staging)).filter((f) => f.endsWith('.html'));
    const urls = await imageUrls(htmlFiles.map((f) => path.join(staging, f)));
    log(`${urls.length} image variants`);
    const types = new Set<string>();
    let imageCacheControl = '';
    await inParallel(urls, 2, async (url) => {
      const response = await fetchApp(new Request(index.siteUrl + url));
      if (response.status !== 200) throw new ExportError(`the image ${url} answered ${response.status}: ${await response.text()}`);
      types.add(response.headers.get('Content-Type') ?? 'application/octet-stream');
      imageCacheControl = response.headers.get('Cache-Control') ?? '';
      await writeInto(staging, decodeURIComponent(url), Buffer.from(await response.arrayBuffer()));
    });
    const imageType = types.size === 1 ? [...types][0] : undefined;
    if (types.size > 1) throw new ExportError(`image variants of several types (${[...types].join(', ')}): _headers can give /_ipx/ only one`);

    // Rules.
    const content = createContentClient(inProcessTransport(fetchApp));
    const query = queryPages(index);
    const redirects = [...(await contentRedirects(content, sites)), ...queryRewrites(query.pages), ...notFoundRules(sites)];
    const exported: ExportedPage[] = index.pages.map((p) => ({ path: exportPath(p.path), contentType: p.contentType, scriptHashes: p.scriptHashes }));
    const header = `# Generated by npm run export from build ${index.id} for ${index.siteUrl}.`;
    const redirectsText = redirectsFile(redirects, header);
    const rules = headerRules({ security, pages: exported, rootFiles, imageCacheControl, imageType, host });
    const headersText = headersFile(rules, header);
    const lineLength = Math.max(...`${redirectsText.text}\n${headersText}`.split('\n').map((line) => line.length));
    checkLimits({ staticRedirects: redirectsText.staticCount, dynamicRedirects: redirectsText.dynamicCount, headerRules: rules.length, lineLength }, host, limits);
    await writeFile(path.join(staging, '_redirects'), redirectsText.text);
    await writeFile(path.join(staging, '_headers'), headersText);

    const variantsOf = (pagePath: string, data: boolean) =>
      query.pages.filter((q) => q.path === pagePath && (!data || q.record.data)).map((q) => ({ query: q.query, path: exportPath(data ? q.record.data!.path : q.record.path) }));
    const nginxPages: NginxPage[] = [...notFound];
    for (const record of index.pages) {
      const own = exportPath(record.path);
      const plain = !record.path.includes('?');
      nginxPages.push({ path: own, file: `/${exportFile(record.file)}`, contentType: record.contentType, scriptHashes: record.scriptHashes, ...(plain && record.reads ? { reads: record.reads, variants: variantsOf(record.path, false) } : {}) });
      if (record.data) nginxPages.push({ path: exportPath(record.data.path), file: `/${exportFile(record.data.file)}`, contentType: record.data.contentType, scriptHashes: [], ...(plain && record.reads ? { reads: record.reads, variants: variantsOf(record.path, true) } : {}) });
    }
    const nginxText = nginxInclude({ security, sites, redirects, pages: nginxPages, rootFiles, imageCacheControl, imageType }, `${header}\n# include it inside a server {} whose root is the export.`);

    // Swap: the old export disappears only once the new one is complete.
    const old = `${outDir.replace(/\/+$/, '')}.old`;
    await rm(old, { recursive: true, force: true });
    if (existsSync(outDir)) await rename(outDir, old);
    await rename(staging, outDir);
    await rm(old, { recursive: true, force: true });
    await writeFile(`${nginxFile}.tmp`, nginxText);
    await rename(`${nginxFile}.tmp`, nginxFile);

    const all = await listFiles(outDir);
    let bytes = 0;
    for (const f of all) bytes += (await stat(path.join(outDir, f))).size;
    return {
      files: all.length,
      bytes,
      pages: exported.filter((p) => isHtml(p.contentType)).length,
      lineLength,
      images: urls.length,
      redirects: { static: redirectsText.staticCount, dynamic: redirectsText.dynamicCount },
      headerRules: rules.length,
      nginxFile,
    };
  } finally {
    await close();
  }
}

/** Replacing a folder that is not an earlier export (no `_redirects` and `_headers`) would lose someone's files. */
async function refuseForeignDir(outDir: string): Promise<void> {
  if (!existsSync(outDir)) return;
  const entries = await readdir(outDir);
  if (entries.length && !(entries.includes('_redirects') && entries.includes('_headers'))) throw new ExportError(`${outDir} is not empty and holds no earlier export: choose a new or empty folder`);
}

async function copyInto(from: string, root: string, relative: string): Promise<void> {
  const target = inside(root, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(from, target);
}

async function writeInto(root: string, relative: string, body: Buffer): Promise<void> {
  const target = inside(root, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, body);
  // nginx's gzip_static serves the .gz copy to clients that take gzip (as the build's pages have one).
  if (/\.(?:html|data|xml|txt|svg)$/.test(target)) await writeFile(`${target}.gz`, gzipSync(body));
}

/** A path under `root`; anything that would land outside it is refused. */
function inside(root: string, relative: string): string {
  const target = path.resolve(root, relative.replace(/^\/+/, ''));
  if (!target.startsWith(path.resolve(root) + path.sep)) throw new ExportError(`refusing to write outside the export: ${relative}`);
  return target;
}

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}
