/**
 * The asset library's figures (issue 28), part of `npm run bench` and alone with
 * `npm run bench -- --only assets`, on the production build made for `origin`:
 *   - the library's first screen with 5,000 assets: a copy of the content whose `assets`
 *     container holds 5,000 more small images at its top (every third with a meta file, alt
 *     texts in two sites), and GET /cp/api/assets/assets/library?perPage=60 (the request the
 *     screen makes first, cp/shared/asset-library.ts) timed as the signed-in editor: the first
 *     one (nothing cached) and p50/p95 of the next LIBRARY_REQUESTS;
 *   - an upload of a 10 MB photo to its first thumbnail: a 6000×4000 JPEG of noise (about
 *     9.6 MB, under the 10 MB limit; noise so it does not compress away), sent as the panel
 *     sends it (multipart), then its `/_ipx/w_160&f_webp/…` thumbnail fetched as the library
 *     shows it: from sending the POST until the thumbnail's last byte, split into the upload's
 *     answer (reading, checking every pixel, writing) and the thumbnail (a new transform,
 *     IMAGE_CACHE_DIR empty), median of UPLOADS.
 * Both run over copies of the content (public/ copied, so nothing lands in the repository's).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { AssetUploadResponse } from '../cp/shared/api';
import type { AssetLibraryResponse } from '../cp/shared/asset-library';
import { MAX_UPLOAD_BYTES } from '../server/cp/routes/assets';
import { signIn, type SignedIn } from '../tests/hostile/cp/session';
import { createSender } from '../tests/hostile/send';
import { startProductionServer, type RunningServer } from '../tests/support/production';
import { noisyJpeg } from '../tests/support/upload-files';
import { writableSite, type WritableSite } from '../tests/support/writable-site';
import { percentile } from './cp';

const EDITOR = { email: 'bench-assets@example.com', password: 'bench assets password', name: 'Bench Assets', super: true };
const CONTAINER = { handle: 'assets', dir: 'public/media' };
const ASSETS = 5_000;
const LIBRARY_REQUESTS = 50;
const LIBRARY = `/cp/api/assets/${CONTAINER.handle}/library?perPage=60`;
const UPLOADS = 5;
const PHOTO = { width: 6000, height: 4000, quality: 75 };
const SECRET = 'bench-asset-library-secret-0123456789abcdef';

export interface AssetFigures {
  library_first_screen: { assets: number; first_ms: number; requests: number; p50_ms: number; p95_ms: number; max_ms: number; listed: number; total: number };
  upload_to_thumbnail: { uploads: number; photo_bytes: number; photo_pixels: string; upload_median_ms: number; thumbnail_median_ms: number; total_median_ms: number; total_max_ms: number };
}

const round = (n: number) => Number(n.toFixed(1));
const median = (xs: number[]) => percentile(xs, 50);

export async function runAssetBench({ buildDir, origin, port }: { buildDir: string; origin: string; port: number }): Promise<AssetFigures> {
  console.log(`▶ asset library: a ${PHOTO.width}×${PHOTO.height} photo's upload to its first thumbnail, ${UPLOADS} times …`);
  const upload = await uploadToThumbnail(buildDir, origin, port);
  console.log(`  ${JSON.stringify(upload)}`);
  console.log(`▶ asset library: the first screen with ${ASSETS} assets, ${LIBRARY_REQUESTS + 1} requests …`);
  const library = await libraryFirstScreen(buildDir, origin, port);
  console.log(`  ${JSON.stringify(library)}`);
  return { library_first_screen: library, upload_to_thumbnail: upload };
}

async function serve(site: WritableSite, buildDir: string, origin: string, port: number, imageCache: string): Promise<{ server: RunningServer; editor: SignedIn; close: () => Promise<void> }> {
  const server = await startProductionServer(port, { BUILD_DIR: buildDir, PUBLIC_SITE_URL: origin, CONTENT_DIR: site.root, CP_SECRET: SECRET, LOG_LEVEL: 'warn', CONTENT_MODE: 'live', IMAGE_CACHE_DIR: imageCache });
  const sender = createSender(server.origin, { maxSockets: 2 });
  const editor = await signIn(sender, origin, EDITOR.email, EDITOR.password);
  return {
    server,
    editor,
    close: async () => {
      sender.close();
      await server.stop();
    },
  };
}

/** The library's first request over a container of 5,000 more images. */
async function libraryFirstScreen(buildDir: string, origin: string, port: number): Promise<AssetFigures['library_first_screen']> {
  const site = await writableSite({ users: [EDITOR], publicDir: 'copy' });
  const imageCache = await mkdtemp(path.join(tmpdir(), 'bench-assets-ipx-'));
  try {
    await addAssets(path.join(site.root, CONTAINER.dir), ASSETS);
    const { server, editor, close } = await serve(site, buildDir, origin, port, imageCache);
    try {
      const get = async () => {
        const started = performance.now();
        const response = await fetch(server.origin + LIBRARY, { headers: { Cookie: editor.cookie } });
        const body = (await response.json()) as AssetLibraryResponse;
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`GET ${LIBRARY} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
        return { ms, body };
      };
      const first = await get();
      const times: number[] = [];
      for (let i = 0; i < LIBRARY_REQUESTS; i++) times.push((await get()).ms);
      return {
        assets: ASSETS,
        first_ms: round(first.ms),
        requests: LIBRARY_REQUESTS,
        p50_ms: round(percentile(times, 50)),
        p95_ms: round(percentile(times, 95)),
        max_ms: round(Math.max(...times)),
        listed: first.body.data.length,
        total: first.body.meta.total,
      };
    } finally {
      await close();
    }
  } finally {
    await site.remove();
    await rm(imageCache, { recursive: true, force: true });
  }
}

/** 5,000 small JPEGs at the container's top, every third with a meta file as Statamic writes it. */
async function addAssets(dir: string, count: number): Promise<void> {
  const jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#48a' } }).jpeg().toBuffer();
  await mkdir(path.join(dir, '.meta'), { recursive: true });
  for (let i = 0; i < count; i++) {
    const name = `bench-${String(i).padStart(4, '0')}.jpg`;
    await writeFile(path.join(dir, name), jpeg);
    if (i % 3 === 0) {
      await writeFile(path.join(dir, '.meta', `${name}.yaml`), `data:\n  alt: 'Bench photo ${i}'\n  alt_de: 'Testfoto ${i}'\nsize: ${jpeg.length}\nwidth: 48\nheight: 32\nmime_type: image/jpeg\n`);
    }
  }
}

/** Uploads of a 10 MB photo, each until its first thumbnail's bytes are in. */
async function uploadToThumbnail(buildDir: string, origin: string, port: number): Promise<AssetFigures['upload_to_thumbnail']> {
  const photo = await noisyJpeg(PHOTO.width, PHOTO.height, PHOTO.quality);
  if (photo.length > MAX_UPLOAD_BYTES) throw new Error(`the photo is ${photo.length} bytes, over the upload limit of ${MAX_UPLOAD_BYTES}`);
  const site = await writableSite({ users: [EDITOR], publicDir: 'copy' });
  const imageCache = await mkdtemp(path.join(tmpdir(), 'bench-assets-ipx-'));
  try {
    const { server, editor, close } = await serve(site, buildDir, origin, port, imageCache);
    try {
      const uploads: number[] = [];
      const thumbnails: number[] = [];
      const totals: number[] = [];
      for (let i = 0; i < UPLOADS; i++) {
        const form = new FormData();
        form.set('file', new File([new Uint8Array(photo)], `bench-upload-${Date.now().toString(36)}-${i}.jpg`, { type: 'image/jpeg' }));
        form.set('folder', '');
        const started = performance.now();
        const response = await fetch(`${server.origin}/cp/api/assets/${CONTAINER.handle}`, { method: 'POST', body: form, headers: editor.headers });
        const item = (await response.json()) as AssetUploadResponse;
        if (response.status !== 201) throw new Error(`the upload answered ${response.status}: ${JSON.stringify(item).slice(0, 300)}`);
        const answered = performance.now();
        if (!item.thumbnail) throw new Error('the upload answered no thumbnail');
        const thumbnail = await fetch(server.origin + item.thumbnail);
        const bytes = await thumbnail.arrayBuffer();
        const done = performance.now();
        if (thumbnail.status !== 200 || bytes.byteLength === 0) throw new Error(`${item.thumbnail} answered ${thumbnail.status}`);
        uploads.push(answered - started);
        thumbnails.push(done - answered);
        totals.push(done - started);
      }
      return {
        uploads: UPLOADS,
        photo_bytes: photo.length,
        photo_pixels: `${PHOTO.width}×${PHOTO.height}`,
        upload_median_ms: round(median(uploads)),
        thumbnail_median_ms: round(median(thumbnails)),
        total_median_ms: round(median(totals)),
        total_max_ms: round(Math.max(...totals)),
      };
    } finally {
      await close();
    }
  } finally {
    await site.remove();
    await rm(imageCache, { recursive: true, force: true });
  }
}

export function assetRows(f: AssetFigures): Record<string, { value: number | string; unit: string }> {
  const l = f.library_first_screen;
  const u = f.upload_to_thumbnail;
  return {
    'asset library, first screen (5,000 assets)': { value: l.p50_ms, unit: `ms p50, p95 ${l.p95_ms} ms, first ${l.first_ms} ms (${l.requests} requests, ${l.listed} of ${l.total} listed)` },
    'upload of a 10 MB photo to its first thumbnail': { value: u.total_median_ms, unit: `ms median of ${u.uploads} (upload ${u.upload_median_ms} ms, thumbnail ${u.thumbnail_median_ms} ms; ${(u.photo_bytes / 1024 / 1024).toFixed(1)} MB, ${u.photo_pixels})` },
  };
}
