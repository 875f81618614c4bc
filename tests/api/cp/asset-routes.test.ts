import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetItem, AssetsResponse } from '../../../cp/shared/api';
import { assetRoutes, MAX_UPLOAD_BYTES } from '../../../server/cp/routes/assets';
import { makeBed, type Bed } from './fixture';

let bed: Bed;
let app: ReturnType<typeof assetRoutes>;
let jpeg: Buffer;
beforeAll(async () => {
  bed = await makeBed();
  app = assetRoutes(bed.deps);
  jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0a0' } }).jpeg().toBuffer();
});
afterAll(() => bed.cleanup());

const get = (url: string, user = 'admin') => app.request(url, { headers: { 'x-test-user': user } });

function upload(name: string, bytes: Uint8Array | string, folder = '', user = 'admin', onConflict?: string) {
  const form = new FormData();
  form.set('file', new File([bytes as BlobPart], name));
  form.set('folder', folder);
  if (onConflict) form.set('onConflict', onConflict);
  return app.request('/assets', { method: 'POST', body: form, headers: { 'x-test-user': user } });
}

/** Every file under the temp root, to prove a refused upload wrote nothing anywhere. */
async function allFiles(): Promise<string[]> {
  return (await readdir(bed.root, { recursive: true })).sort();
}

describe('GET /assets/{container}', () => {
  it('lists a folder’s files with thumbnails through /_ipx and its subfolders; a search spans the container', async () => {
    const top = (await (await get('/assets')).json()) as AssetsResponse;
    expect(top.folders).toEqual(['news']);
    expect(top.data.map((d) => d.id)).toEqual(['assets::logo.png']);
    expect(top.data[0]).toMatchObject({ path: 'logo.png', basename: 'logo.png', folder: '', url: '/media/logo.png', thumbnail: expect.stringMatching(/^\/_ipx\/w_160&f_webp\/media\/logo\.png\?v=[0-9a-z]+-[0-9a-z]+$/), isImage: true });
    const news = (await (await get('/assets?folder=news')).json()) as AssetsResponse;
    expect(news.data.map((d) => d.path)).toEqual(['news/red.jpg']);
    const found = (await (await get('/assets?q=RED')).json()) as AssetsResponse;
    expect(found.data.map((d) => d.path)).toEqual(['news/red.jpg']);
  });

  it('with paths= answers those files (a field’s chosen ones) in that order, leaving out what the container does not have', async () => {
    const chosen = (await (await get('/assets?paths=news/red.jpg,nope.png,../content/x.md,logo.png')).json()) as AssetsResponse;
    // Each thumbnail is versioned by its file's time and size (a file replaced in place gets a new URL).
    expect(chosen.data.map((d) => [d.path, d.thumbnail?.replace(/\?v=[0-9a-z]+-[0-9a-z]+$/, '')])).toEqual([
      ['news/red.jpg', '/_ipx/w_160&f_webp/media/news/red.jpg'],
      ['logo.png', '/_ipx/w_160&f_webp/media/logo.png'],
    ]);
    expect(chosen.data.every((d) => /\?v=[0-9a-z]+-[0-9a-z]+$/.test(d.thumbnail ?? ''))).toBe(true);
    expect(chosen.folders).toEqual([]);
    expect((await get(`/assets?paths=${Array.from({ length: 101 }, (_, i) => `f${i}.jpg`).join(',')}`)).status).toBe(422);
    expect((await get('/assets?paths=logo.png', 'viewer')).status).toBe(403);
  });

  it('refuses unknown containers, hostile folders and users without `view {container} assets`', async () => {
    expect((await get('/nope')).status).toBe(404);
    expect((await get('/assets?folder=../content')).status).toBe(422);
    expect((await get('/assets?folder=news/..')).status).toBe(422);
    expect((await get('/assets', 'viewer')).status).toBe(403);
    expect((await get('/assets', 'nobody')).status).toBe(401);
  });
});

describe('POST /assets/{container}', () => {
  it('stores a real image under a safe name and reports the change; never overwrites without asking', async () => {
    const first = await upload('Ünïcode Phöto (1).JPEG', jpeg, 'news');
    expect(first.status).toBe(201);
    const item = (await first.json()) as AssetItem;
    expect(item).toMatchObject({ id: 'assets::news/unicode-photo-1.jpeg', folder: 'news', width: 20, height: 10, isImage: true });
    // The name is taken: by default the editor is asked (409 with the file there), else both are kept.
    const asked = await upload('unicode photo 1.jpeg', jpeg, 'news');
    expect(asked.status).toBe(409);
    expect(((await asked.json()) as { existing: AssetItem }).existing.path).toBe('news/unicode-photo-1.jpeg');
    const second = (await (await upload('unicode photo 1.jpeg', jpeg, 'news', 'admin', 'keep-both')).json()) as AssetItem;
    expect(second.path).toBe('news/unicode-photo-1-1.jpeg');
    expect(await readFile(path.join(bed.root, 'public/media/news/unicode-photo-1.jpeg'))).toEqual(jpeg);
    expect(bed.changed).toContainEqual(['public/media/news/unicode-photo-1.jpeg', 'public/media/news/.meta/unicode-photo-1.jpeg.yaml']);
    // The extension follows the bytes: a PNG named .jpg is stored as .png.
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#fff' } }).png().toBuffer();
    expect(((await (await upload('shot.jpg', png)).json()) as AssetItem).path).toBe('shot.png');
    expect((await readdir(path.join(bed.root, 'public/media'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('accepts a PDF by its magic bytes', async () => {
    const res = await upload('Price list.pdf', '%PDF-1.4\n%EOF\n');
    expect(res.status).toBe(201);
    expect(((await res.json()) as AssetItem).path).toBe('price-list.pdf');
  });

  it('refuses hostile names and files that are not what they claim, writing nothing', async () => {
    const before = await allFiles();
    const cases: [string, Uint8Array | string, string?][] = [
      ['../x.jpg', jpeg],
      ['a\\b.png', jpeg],
      ['x\u0000.jpg', jpeg],
      ['.htaccess', jpeg],
      ['x.jpg', '<html><script>alert(1)</script></html>'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['cut.jpg', jpeg.subarray(0, jpeg.length / 2)],
      ['ok.jpg', jpeg, '../../content'],
      ['ok.jpg', jpeg, '/etc'],
    ];
    for (const [name, bytes, folder] of cases) {
      const res = await upload(name, bytes, folder);
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
      expect(((await res.json()) as { message: string }).message, name).toBeTruthy();
    }
    expect(await allFiles()).toEqual(before);
  });

  it('refuses a decompression bomb (huge dimensions in a small file) before decoding it', async () => {
    const bomb = await pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const res = await upload('bomb.png', bomb);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toMatch(/too large/i);
  });

  it('answers 413 beyond 10 MB, from the declared length and while streaming', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1024);
    expect((await upload('big.jpg', big)).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 12; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const res = await app.request('/assets', { method: 'POST', body: stream, headers: { 'x-test-user': 'admin', 'content-type': 'multipart/form-data; boundary=x' }, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('needs `upload {container} assets`', async () => {
    expect((await upload('ok.jpg', jpeg, '', 'newsEditor')).status).toBe(403);
    await expect(stat(path.join(bed.root, 'public/media/ok.jpg'))).rejects.toThrow();
  });
});

/** A real 1×1 PNG whose header claims other dimensions (CRC fixed): what a bomb's header looks like. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
