/**
 * The control panel's page: GET /cp and /cp/* (not /cp/api) answer the single-page app's
 * index.html with this response's CSP nonce in `<meta name="csp-nonce">` (editors that inject
 * styles, CodeMirror and TipTap, read it), and /cp/assets/{file} its hashed files, held in memory
 * with their precompressed copies and cached for good. In development the page goes through
 * the dev server's Vite (hot reload) instead of the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { ViteDevServer } from 'vite';
import { createNonce } from '../security/headers';
import { answer, memoryFile, type StaticFile } from '../static/files';

export interface CpDocumentOptions {
  mode: 'production' | 'development' | 'test';
  /** The built panel (`build/cp`, from vite.cp.config.ts). */
  buildDir: string;
  /** Development: the dev server's Vite, which serves the panel's modules from `cp/` with hot reload. */
  vite?: ViteDevServer;
  /** Development: the panel's source folder (its index.html). */
  sourceDir?: string;
}

/** Whether a path is the panel's page (not its API): `/cp`, `/cp/…`. */
export function isCpDocumentPath(pathname: string): boolean {
  return (pathname === '/cp' || pathname.startsWith('/cp/')) && pathname !== '/cp/api' && !pathname.startsWith('/cp/api/');
}

const NONCE_META = '<meta name="csp-nonce" content="%NONCE%">';
// Vite's dev client reads its nonce from this form (`html.cspNonce`): the styles it injects then pass the policy.
const VITE_NONCE_META = '<meta property="csp-nonce" nonce="%NONCE%">';

/**
 * Development: the dev server's React Router plugin wraps every component module for hot
 * reload, and each wrapper throws unless React Refresh's preamble ran first. The site's pages
 * get it from React Router's `<Scripts>`; the panel's own page has to load it itself, before
 * its entry (module scripts run in document order), or the panel stays a blank page.
 */
const REFRESH_PREAMBLE = '<script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime"></script>';

function withNonce(html: string, nonce: string, vite: boolean): string {
  const meta = (vite ? NONCE_META + VITE_NONCE_META : NONCE_META).replaceAll('%NONCE%', nonce);
  return html.replace(/<head>/i, `<head>${meta}`);
}

export function cpDocument(options: CpDocumentOptions): MiddlewareHandler {
  const assets = options.mode === 'development' ? new Map<string, StaticFile>() : loadAssets(path.join(options.buildDir, 'assets'));
  let built: string | null = null;
  const sourceIndex = path.join(options.sourceDir ?? path.resolve('cp'), 'index.html');

  const page = async (c: Context, html: string) => {
    const nonce = (c.get('nonce') as string | undefined) ?? createNonce();
    // No-store, noindex and the panel's CSP (with this nonce) come from the panel's own middleware (server/cp/app.ts).
    const headers = { 'Content-Type': 'text/html; charset=utf-8' };
    if (options.vite) {
      // The dev server's root is the project: the entry is /cp/main.tsx whatever the page's URL.
      const source = html.replace('<script type="module" src="./main.tsx">', `${REFRESH_PREAMBLE}<script type="module" src="/cp/main.tsx">`);
      return c.body(withNonce(await options.vite.transformIndexHtml(c.req.path, source), nonce, true), 200, headers);
    }
    return c.body(withNonce(html, nonce, false), 200, headers);
  };

  return async (c, next) => {
    const pathname = c.req.path;
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !isCpDocumentPath(pathname)) return next();
    if (isBuiltFilePath(pathname)) {
      const file = assets.get(pathname.slice('/cp/assets/'.length));
      if (!file) return c.json({ message: 'Not found.' }, 404, { 'Cache-Control': 'no-store' });
      const result = answer(file, { method: c.req.method, acceptEncoding: c.req.header('Accept-Encoding'), ifNoneMatch: c.req.header('If-None-Match') });
      return result.body ? c.body(new Uint8Array(result.body), 200, result.headers) : c.body(null, result.status, result.headers);
    }
    if (options.vite) return page(c, readFileSync(sourceIndex, 'utf8'));
    built ??= readBuiltIndex(options.buildDir);
    if (built === null) return c.json({ message: 'The control panel is not built: run `npm run build`.' }, 503, { 'Cache-Control': 'no-store' });
    return page(c, built);
  };
}

/**
 * The build's files are `/cp/assets/{name}.{ext}`, flat. The asset library's pages share the
 * prefix (Statamic's `/cp/assets` and `/cp/assets/browse/…`): those are pages, not files.
 */
export function isBuiltFilePath(pathname: string): boolean {
  return /^\/cp\/assets\/[^/]+\.[A-Za-z0-9]+$/.test(pathname);
}

function readBuiltIndex(buildDir: string): string | null {
  const file = path.join(buildDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The built assets (hashed names) with their brotli and gzip copies where the build made them. */
function loadAssets(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const file = path.join(dir, name);
    const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const type = getMimeType(name) ?? 'application/octet-stream';
    files.set(name, memoryFile(readFileSync(file), { br: read('.br'), gzip: read('.gz') }, 'immutable', type, { 'X-Content-Type-Options': 'nosniff' }));
  }
  return files;
}
