import { createHash } from 'node:crypto';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { basePath } from 'hono/route';
import { createIPX, ipxFSStorage, ipxHttpStorage, type IPX } from 'ipx';
import { PROJECT_ROOT, type Env } from '../env';
import { RESOURCE_CSP } from '../security/headers';
import { DiskCache } from './cache';
import { ImageError } from './errors';
import { MAX_DIMENSION, parseModifiers } from './modifiers';
import { hasDotSegment, resolveSource, type Source } from './paths';

/**
 * `/_ipx/{modifiers}/{path}`: @nuxt/image's URL scheme, served by ipx (sharp) with our own
 * validation in front and a disk cache behind. docs/decisions/008-image-service.md.
 */

export interface ImageServiceOptions {
  /** Local sources live here (`/_ipx/_/media/x.jpg` → `{publicDir}/media/x.jpg`). */
  publicDir: string;
  cacheDir: string;
  cacheMaxBytes: number;
  /** Host names remote sources may come from; empty: none. */
  domains: readonly string[];
  maxDimension?: number;
  /** Called each time an image is actually transformed (not for cache hits); a test hook. */
  onTransform?: (source: string, modifiers: string) => void;
}

// Variants change only when the source does, but URLs carry no content hash, so a day of
// freshness plus a week of stale-while-revalidate, not `immutable` (decision 008).
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
const REMOTE_TIMEOUT_MS = 10_000;
const DAY_MS = 86_400_000;

export function imageOptionsFromEnv(env: Env): ImageServiceOptions {
  // Defaults live here rather than in env.ts so `Env` keeps its existing shape when unset.
  return {
    // The content's own public/ (the panel uploads, renames and replaces files there); the project's by default.
    publicDir: path.join(env.CONTENT_DIR, 'public'),
    cacheDir: env.IMAGE_CACHE_DIR ?? path.join(PROJECT_ROOT, '.cache', 'ipx'),
    cacheMaxBytes: (env.IMAGE_CACHE_MAX_MB ?? 512) * 1024 * 1024,
    domains: env.IMAGE_DOMAINS ?? [],
  };
}

export function imageService(options: ImageServiceOptions): Hono {
  const cache = new DiskCache(options.cacheDir, options.cacheMaxBytes);
  const ipx: IPX = createIPX({
    storage: ipxFSStorage({ dir: options.publicDir }),
    // redirect: 'error' so an allowed host cannot bounce us to one that is not allowed.
    httpStorage: ipxHttpStorage({
      domains: [...options.domains],
      allowAllDomains: false,
      fetchOptions: { redirect: 'error', timeout: REMOTE_TIMEOUT_MS } as RequestInit,
    }),
  });
  // Two requests for the same new variant share one transform.
  const inFlight = new Map<string, Promise<{ data: Buffer; format: string }>>();

  const transform = (source: Source, modifiers: ReturnType<typeof parseModifiers>, key: string) => {
    let job = inFlight.get(key);
    if (!job) {
      job = (async () => {
        options.onTransform?.(source.id, modifiers.canonical);
        const result = await ipx(source.id, modifiers.ipx).process();
        const data = Buffer.isBuffer(result.data) ? result.data : Buffer.from(result.data);
        const format = result.format ?? 'jpeg';
        await cache.put(key, format, data).catch((error: unknown) => console.error('[images] cache write failed:', error));
        return { data, format };
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    return job;
  };

  const app = new Hono();
  app.get('*', async (c) => {
    let remote = false;
    try {
      // The client's own request-target, before the adapter resolved dot segments.
      const raw = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url ?? c.req.url;
      if (hasDotSegment(raw)) throw new ImageError(403, 'Forbidden image path');

      const url = new URL(c.req.url);
      const rest = url.pathname.slice(basePath(c).length).replace(/^\//, '');
      const cut = rest.indexOf('/');
      if (cut <= 0) throw new ImageError(400, 'Expected /_ipx/{modifiers}/{path}');
      const modifiers = parseModifiers(rest.slice(0, cut), options.maxDimension ?? MAX_DIMENSION);
      const source = await resolveSource(rest.slice(cut + 1), { publicDir: options.publicDir, domains: options.domains, search: url.search });
      remote = source.kind === 'remote';

      const mtime = source.kind === 'local' ? source.mtime : (await ipx(source.id).getSourceMeta()).mtime;
      // The key names the exact bytes we would produce: source, its version, the modifiers.
      const version = source.kind === 'local' ? `${source.mtime.getTime()}:${source.size}` : (mtime?.getTime() ?? `day:${Math.floor(Date.now() / DAY_MS)}`);
      const key = createHash('sha256').update(JSON.stringify([source.id, version, modifiers.canonical])).digest('hex');
      const headers: Record<string, string> = {
        ETag: `"${key.slice(0, 32)}"`,
        'Cache-Control': CACHE_CONTROL,
        ...(mtime && !Number.isNaN(mtime.getTime()) ? { 'Last-Modified': mtime.toUTCString() } : {}),
      };
      if (notModified(c, headers.ETag!, mtime)) return c.body(null, 304, headers);

      const hit = await cache.get(key);
      const cached = hit && (await cache.read(hit));
      const { data, format } = hit && cached ? { data: cached, format: hit.format } : await transform(source, modifiers, key);
      return c.body(new Uint8Array(data.buffer, data.byteOffset, data.length) as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'Content-Type': `image/${format}`,
        // An SVG source is served as SVG; it must not run scripts in our origin.
        'Content-Security-Policy': RESOURCE_CSP,
        'X-Content-Type-Options': 'nosniff',
      });
    } catch (error) {
      const { status, message } = toHttpError(error, remote);
      return c.json({ message }, status);
    }
  });
  return app;
}

/** RFC 9110: If-None-Match wins; If-Modified-Since only when there is no ETag condition. */
function notModified(c: Context, etag: string, mtime: Date | undefined): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return mtime !== undefined && !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** Our ImageErrors as they are; ipx's 403/404 kept; remote failures 502; the rest (a bug) 500. */
function toHttpError(error: unknown, remote: boolean): { status: 403 | 404 | 422 | 400 | 500 | 502; message: string } {
  if (error instanceof ImageError) return { status: error.status, message: error.message };
  const status = (error as { statusCode?: number } | undefined)?.statusCode;
  if (status === 404) return { status: 404, message: 'Image not found' };
  if (status === 403) return { status: 403, message: 'Forbidden' };
  // ipx's 400 IPX_INVALID_IMAGE: the request was fine, the source is not an image.
  if (status === 400) return { status: 422, message: 'The source is not a readable image' };
  if (remote) return { status: 502, message: 'The remote image could not be fetched' };
  console.error('[images] transform failed:', error);
  return { status: 500, message: 'Server Error' };
}
