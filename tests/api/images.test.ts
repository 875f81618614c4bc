// The image service (/_ipx, server/images) over real HTTP: formats, sizes, traversal and
// remote-host refusals, malformed modifiers, the disk cache and conditional requests.
// Sources are generated into a temp public folder, so the test does not depend on
// `npm run assets`; requests go through node:http so raw paths reach the server unchanged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, PROJECT_ROOT } from '../../server/env';
import { DiskCache } from '../../server/images/cache';
import { hasDotSegment, isAllowedHost } from '../../server/images/paths';
import { imageOptionsFromEnv, imageService, type ImageServiceOptions } from '../../server/images/service';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET with the path sent byte for byte (fetch would resolve `..` and `%2e%2e` first). */
function get(origin: string, rawPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Serves a handler on 127.0.0.1, on a free port. */
function listen(server: http.Server | ServerType): Promise<{ origin: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const ready = () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    if (server.listening) ready();
    else server.once('listening', ready);
  });
}

let tmp: string;
let publicDir: string;
let png: Buffer;
const transforms: string[] = [];
const servers: { close: () => Promise<void> }[] = [];

/** The image service alone at /_ipx, with a cache dir of its own. */
async function startImages(overrides: Partial<ImageServiceOptions> = {}): Promise<string> {
  const app = new Hono().route(
    '/_ipx',
    imageService({
      publicDir,
      cacheDir: await mkdtemp(path.join(tmp, 'cache-')),
      cacheMaxBytes: 64 * 1024 * 1024,
      domains: [],
      onTransform: (source, modifiers) => transforms.push(`${source} ${modifiers}`),
      ...overrides,
    }),
  );
  const server = await listen(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }));
  servers.push(server);
  return server.origin;
}

let site: string; // no remote hosts
let remoteOrigin: string; // a tiny image host on 127.0.0.1

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'images-test-'));
  publicDir = path.join(tmp, 'public');
  const media = path.join(publicDir, 'media');
  await mkdir(path.join(media, 'products', 'beacon'), { recursive: true });
  const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366aa' } });
  await solid(1200, 800).jpeg().toFile(path.join(media, 'products', 'beacon', 'hero.jpg'));
  await solid(5000, 2500).png().toFile(path.join(media, 'huge.png'));
  await writeFile(path.join(media, 'hero.meta'), 'alt: a text file\n');
  await writeFile(path.join(media, 'broken.jpg'), 'not an image');
  await solid(300, 300).jpeg().toFile(path.join(tmp, 'secret.jpg')); // outside public/
  await symlink(path.join(tmp, 'secret.jpg'), path.join(media, 'escape.jpg'));
  png = await solid(400, 200).png().toBuffer();

  const remoteServer = http.createServer((req, res) => {
    if (req.url === '/pic.png') res.writeHead(200, { 'Content-Type': 'image/png', 'Last-Modified': 'Mon, 02 Mar 2026 10:00:00 GMT' }).end(req.method === 'HEAD' ? undefined : png);
    else if (req.url === '/hop.png') res.writeHead(302, { Location: 'http://localhost' + req.url.replace('hop', 'pic') }).end();
    else res.writeHead(404).end();
  });
  const remote = await listen(remoteServer.listen(0, '127.0.0.1'));
  servers.push(remote);
  remoteOrigin = remote.origin;
  site = await startImages();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const HERO = 'media/products/beacon/hero.jpg';
const size = async (body: Buffer) => {
  const { width, height } = await sharp(body).metadata();
  return { width, height };
};

describe('formats: content type and magic bytes', () => {
  const magic: Record<string, (b: Buffer) => boolean> = {
    webp: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
    avif: (b) => b.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(b.toString('latin1', 8, 12)),
    jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  };
  it.each([
    ['webp', 'webp'],
    ['avif', 'avif'],
    ['jpeg', 'jpeg'],
    ['jpg', 'jpeg'],
    ['png', 'png'],
  ])('f_%s → image/%s', async (f, format) => {
    const res = await get(site, `/_ipx/w_320&f_${f}&q_80/${HERO}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(`image/${format}`);
    expect(magic[format]!(res.body)).toBe(true);
  });
});

describe('sizes', () => {
  it.each([
    ['w_640 → 640 wide, aspect kept', 'w_640', { width: 640, height: 427 }],
    ['h_200 → 200 high, aspect kept', 'h_200', { width: 300, height: 200 }],
    ['s_640x480 → exactly 640×480', 's_640x480', { width: 640, height: 480 }],
    ['s_640x480 with fit_contain → exactly 640×480', 's_640x480&fit_contain&b_ffffff', { width: 640, height: 480 }],
    ['_ → the source as it is', '_', { width: 1200, height: 800 }],
    ['w larger than the source → never enlarged', 'w_2000', { width: 1200, height: 800 }],
  ])('%s', async (_name, modifiers, expected) => {
    const res = await get(site, `/_ipx/${modifiers}/${HERO}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await size(res.body)).toEqual(expected);
  });

  it.each([
    ['w_99999 → at most 3840 wide', 'w_99999', { width: 3840, height: 1920 }],
    ['s_8000x4000 → scaled to 3840×1920, aspect kept', 's_8000x4000', { width: 3840, height: 1920 }],
  ])('clamped: %s', async (_name, modifiers, expected) => {
    const res = await get(site, `/_ipx/${modifiers}&f_webp/media/huge.png`);
    expect(res.status).toBe(200);
    expect(await size(res.body)).toEqual(expected);
  });
});

describe('paths that escape public/ are 403', () => {
  it.each([
    ['%2e%2e segments (resolved by the adapter, caught on the raw target)', '/_ipx/_/media/%2e%2e/%2e%2e/secret.jpg'],
    ['..%2f inside one segment', '/_ipx/_/media/..%2f..%2fsecret.jpg'],
    ['double-encoded %252e%252e', '/_ipx/_/media/%252e%252e/%252e%252e/secret.jpg'],
    ['double-encoded slash %252f', '/_ipx/_/media%252f..%252f..%252fsecret.jpg'],
    ['encoded backslashes', '/_ipx/_/media%5c..%5c..%5csecret.jpg'],
    ['absolute path //', '/_ipx/_//etc/passwd.jpg'],
    ['absolute path %2f', '/_ipx/_/%2fetc%2fpasswd.jpg'],
    ['Windows drive', '/_ipx/_/C:%5cWindows%5cwin.jpg'],
    ['file: URL', '/_ipx/_/file:///etc/passwd.jpg'],
    ['a symlink inside public/ pointing outside', '/_ipx/_/media/escape.jpg'],
  ])('%s', async (_name, rawPath) => {
    const res = await get(site, rawPath);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body.toString()).message).toMatch(/forbidden|only http/i);
  });

  it.each([
    ['plain ../ that leaves /_ipx (resolved before routing)', '/_ipx/_/../../secret.jpg'],
    ['a raw backslash (refused by the HTTP adapter)', '/_ipx/_/media\\..\\..\\secret.jpg'],
  ])('never served: %s', async (_name, rawPath) => {
    const res = await get(site, rawPath);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers['content-type'] ?? '').not.toMatch(/^image\//);
  });

  it('hasDotSegment sees dot segments in any encoding, and only those', () => {
    for (const p of ['/a/../b', '/a/%2e%2e/b', '/a/%2E./b', '/a/%252e%252e/b', '/a/..%5cb', '/a/.\\b', '/a/./b']) expect(hasDotSegment(p), p).toBe(true);
    for (const p of ['/a/b.jpg', '/a/..b/c', '/a/b../c', '/_ipx/w_640/media/x.jpg?v=..']) expect(hasDotSegment(p), p).toBe(false);
  });
});

describe('remote sources', () => {
  it('are all refused (403) when IMAGE_DOMAINS is empty, the default', async () => {
    for (const url of [`${remoteOrigin}/pic.png`, 'https://images.example.com/x.jpg']) {
      expect((await get(site, `/_ipx/w_50/${url}`)).status, url).toBe(403);
    }
  });

  it('come from an allowed host only (the host name matches, whatever the port)', async () => {
    const open = await startImages({ domains: ['127.0.0.1'] });
    const ok = await get(open, `/_ipx/w_100&f_webp/${remoteOrigin}/pic.png`);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('image/webp');
    expect(await size(ok.body)).toEqual({ width: 100, height: 50 });
    expect(ok.headers['last-modified']).toBe('Mon, 02 Mar 2026 10:00:00 GMT');

    const port = new URL(remoteOrigin).port;
    expect((await get(open, `/_ipx/w_100/http://localhost:${port}/pic.png`)).status).toBe(403);
    expect((await get(open, `/_ipx/w_100/http://user:pw@127.0.0.1:${port}/pic.png`)).status).toBe(403);
    expect((await get(open, `/_ipx/w_100/https://evil.example/x.jpg`)).status).toBe(403);
    expect((await get(open, `/_ipx/w_100/${remoteOrigin}/missing.png`)).status).toBe(404);
    // A redirect could lead to a host that is not allowed, so none are followed.
    expect((await get(open, `/_ipx/w_100/${remoteOrigin}/hop.png`)).status).toBe(502);
  });

  it('isAllowedHost: exact, case-insensitive host names', () => {
    expect(isAllowedHost('Images.Example.com', ['images.example.com'])).toBe(true);
    expect(isAllowedHost('cdn.images.example.com', ['images.example.com'])).toBe(false);
    expect(isAllowedHost('images.example.com.evil.test', ['images.example.com'])).toBe(false);
    expect(isAllowedHost('', [''])).toBe(false);
  });
});

describe('bad requests are 4xx with a short JSON message, never 5xx', () => {
  it.each([
    ['non-numeric width', `/_ipx/w_abc/${HERO}`, 400],
    ['negative width', `/_ipx/w_-1/${HERO}`, 400],
    ['zero width', `/_ipx/w_0/${HERO}`, 400],
    ['quality above 100', `/_ipx/q_500/${HERO}`, 400],
    ['quality 0', `/_ipx/q_0/${HERO}`, 400],
    ['unknown format', `/_ipx/f_exe/${HERO}`, 400],
    ['s without a height', `/_ipx/s_10/${HERO}`, 400],
    ['unknown fit', `/_ipx/fit_squash/${HERO}`, 400],
    ['background that is not hex', `/_ipx/b_red;x/${HERO}`, 400],
    ['unknown modifier', `/_ipx/blur_5/${HERO}`, 400],
    ['modifier without value', `/_ipx/w/${HERO}`, 400],
    ['modifier given twice', `/_ipx/w_640&w_320/${HERO}`, 400],
    ['s together with w', `/_ipx/s_640x480&w_320/${HERO}`, 400],
    ['malformed percent-encoding', `/_ipx/w_640/media/%zz.jpg`, 400],
    ['no path', '/_ipx/w_640', 400],
    ['a trailing slash', `/_ipx/w_640/${HERO}/`, 400],
    ['an empty segment', '/_ipx/w_640/media//products/beacon/hero.jpg', 400],
    ['a file that is not an image type', '/_ipx/_/media/hero.meta', 400],
    ['a .jpg that is not an image', '/_ipx/w_100/media/broken.jpg', 422],
    ['a missing source', '/_ipx/w_640/media/products/nope/hero.jpg', 404],
    ['a missing source folder', '/_ipx/_/media/nowhere/x.png', 404],
  ])('%s → %i', async (_name, rawPath, status) => {
    const res = await get(site, rawPath);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body.toString()).message).toEqual(expect.any(String));
  });
});

describe('disk cache and HTTP caching', () => {
  it('a second request for a variant does no image work; a changed source is a new variant', async () => {
    const cacheDir = await mkdtemp(path.join(tmp, 'cache-hit-'));
    const origin = await startImages({ cacheDir });
    const url = `/_ipx/w_500&f_webp&q_70/${HERO}`;
    const count = () => transforms.filter((t) => t.startsWith(`${HERO} `) && t.endsWith('f_webp&q_70&w_500')).length;
    const before = count();

    const first = await get(origin, url);
    expect(first.status).toBe(200);
    expect(count()).toBe(before + 1);
    const [file] = await readdir(cacheDir);
    expect(file).toMatch(/^[\da-f]{64}\.webp$/);
    const written = (await stat(path.join(cacheDir, file!))).mtimeMs;

    const second = await get(origin, url);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(count()).toBe(before + 1);
    expect((await stat(path.join(cacheDir, file!))).mtimeMs).toBe(written);

    // w_99999 and w_3840 are one variant after clamping.
    const clamped = () => transforms.filter((t) => t === 'media/huge.png w_3840').length;
    const clampedBefore = clamped();
    await get(origin, '/_ipx/w_99999/media/huge.png');
    await get(origin, '/_ipx/w_3840/media/huge.png');
    expect(clamped()).toBe(clampedBefore + 1);
    expect((await readdir(cacheDir)).length).toBe(2);

    const source = path.join(publicDir, HERO);
    const later = new Date(Date.now() + 60_000);
    await utimes(source, later, later);
    const third = await get(origin, url);
    expect(third.status).toBe(200);
    expect(third.headers.etag).not.toBe(first.headers.etag);
    expect(count()).toBe(before + 2);
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, with cache headers', async () => {
    const url = `/_ipx/w_300/${HERO}`;
    const first = await get(site, url);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\da-f]{32}"$/);
    expect(first.headers['last-modified']).toBe((await stat(path.join(publicDir, HERO))).mtime.toUTCString());
    expect(first.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');

    const byEtag = await get(site, url, { 'If-None-Match': first.headers.etag! });
    expect(byEtag.status).toBe(304);
    expect(byEtag.body.length).toBe(0);
    expect(byEtag.headers.etag).toBe(first.headers.etag);

    expect((await get(site, url, { 'If-Modified-Since': first.headers['last-modified']! })).status).toBe(304);
    expect((await get(site, url, { 'If-None-Match': '"other"' })).status).toBe(200);
    expect((await get(site, url, { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
  });

  it('keeps the cache within its budget, evicting the oldest variants first', async () => {
    const dir = await mkdtemp(path.join(tmp, 'cache-evict-'));
    const cache = new DiskCache(dir, 250);
    const key = (n: number) => String(n).repeat(64);
    for (const n of [1, 2, 3]) await cache.put(key(n), 'png', Buffer.alloc(100, n));
    expect(await cache.get(key(1))).toBeUndefined();
    expect(await cache.get(key(3))).toBeDefined();
    expect(cache.size).toBe(200);
    expect((await readdir(dir)).sort()).toEqual([`${key(2)}.png`, `${key(3)}.png`]);

    // A new process rebuilds the index from the directory and applies a smaller budget.
    const reopened = new DiskCache(dir, 150);
    expect(await reopened.get(key(2))).toBeUndefined();
    expect((await reopened.get(key(3)))?.size).toBe(100);
  });

  it('a process starting removes the half-written files a crash left, not another replica’s write in progress', async () => {
    const dir = await mkdtemp(path.join(tmp, 'cache-tmp-'));
    const key = '4'.repeat(64);
    const crashed = path.join(dir, `${key}.webp.0badc0de.tmp`);
    const writing = path.join(dir, `${key}.webp.5eed5eed.tmp`);
    await writeFile(crashed, 'half');
    await writeFile(writing, 'half');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(crashed, anHourAgo, anHourAgo);
    const starting = new DiskCache(dir, 1024);
    expect(await starting.get(key)).toBeUndefined();
    expect(await readdir(dir)).toEqual([path.basename(writing)]);
  });
});

describe('configuration', () => {
  it('reads IMAGE_* variables, with defaults applied by the image service', () => {
    const env = loadEnv({}, { IMAGE_DOMAINS: ' images.example.com, CDN.example.org ,', IMAGE_CACHE_MAX_MB: '64', IMAGE_CACHE_DIR: '/var/cache/img' });
    expect(imageOptionsFromEnv(env)).toEqual({
      publicDir: path.join(PROJECT_ROOT, 'public'),
      cacheDir: '/var/cache/img',
      cacheMaxBytes: 64 * 1024 * 1024,
      domains: ['images.example.com', 'cdn.example.org'],
    });
    expect(imageOptionsFromEnv(loadEnv({}, {}))).toEqual({
      publicDir: path.join(PROJECT_ROOT, 'public'),
      cacheDir: path.join(PROJECT_ROOT, '.cache', 'ipx'),
      cacheMaxBytes: 512 * 1024 * 1024,
      domains: [],
    });
    // Sources are the content's public/ files (what the panel uploads), wherever the content lives.
    expect(imageOptionsFromEnv(loadEnv({}, { CONTENT_DIR: '/srv/site' })).publicDir).toBe(path.join('/srv/site', 'public'));
  });

  it.each([
    ['IMAGE_DOMAINS', 'https://images.example.com'],
    ['IMAGE_DOMAINS', 'images.example.com:8080'],
    ['IMAGE_CACHE_MAX_MB', '0'],
    ['IMAGE_CACHE_MAX_MB', 'lots'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadEnv({}, { [name]: value })).toThrow(name);
  });
});
