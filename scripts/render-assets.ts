/**
 * Renders the demo images from their SVG sources (scripts/assets/) into public/media/
 * and writes each image's Statamic meta file (alt texts, size, dimensions).
 *
 *   npx tsx scripts/render-assets.ts            render what changed
 *   npx tsx scripts/render-assets.ts --force    render everything
 *   npx tsx scripts/render-assets.ts --only news/   render matching paths (implies force for them)
 *
 * Incremental: public/media/.render-cache.json records a hash of each image's SVG
 * source and output settings; an image whose file exists and whose hash is unchanged
 * is skipped. An image git tracks is an editor's (the repository ignores the rendered ones;
 * the control panel commits a replaced or uploaded file): it is never rendered over.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ALL_ASSETS, ALT, SVG_FILES } from './assets/index.js';
import { writeAssetMeta } from './assets/lib/meta.js';
import { Ctx } from './assets/lib/svg.js';
import { mulberry32 } from './lib/random.js';
import type { Alt, AssetDef } from './assets/types.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public', 'media');
const CACHE = join(OUT, '.render-cache.json');
/** Bump when the rasterisation settings change, so every image re-renders. */
const PIPELINE = 'jpeg-q82-mozjpeg-progressive+grain-v1';
const JPEG = { quality: 82, mozjpeg: true, progressive: true } as const;

const args = process.argv.slice(2);
const force = args.includes('--force');
const onlyIdx = args.indexOf('--only');
const only = onlyIdx >= 0 ? args[onlyIdx + 1] : undefined;

type Cache = Record<string, string>;

function readCache(): Cache {
  try {
    return JSON.parse(readFileSync(CACHE, 'utf8')) as Cache;
  } catch {
    return {};
  }
}

const sha = (s: string): string => createHash('sha256').update(s).digest('hex').slice(0, 24);

/** Monochrome film grain tile around mid-grey (neutral under the overlay blend). */
let grainTile: Buffer | undefined;
function grain(): Buffer {
  if (grainTile) return grainTile;
  const n = 256, rnd = mulberry32(2026), buf = Buffer.alloc(n * n * 3);
  for (let i = 0; i < n * n; i++) {
    const v = Math.round(128 + ((rnd() + rnd() + rnd()) / 3 - 0.5) * 50);
    buf[i * 3] = buf[i * 3 + 1] = buf[i * 3 + 2] = v;
  }
  grainTile = buf;
  return buf;
}

async function rasterise(a: AssetDef, svg: string, file: string): Promise<void> {
  let img = sharp(Buffer.from(svg), { limitInputPixels: false });
  const png = file.endsWith('.png');
  const amount = a.grain ?? (png ? 0 : 1);
  if (amount > 0) {
    // flatten through a raw buffer so the overlay applies to the rendered pixels
    const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
    img = sharp(data, { raw: info }).composite([{ input: grain(), raw: { width: 256, height: 256, channels: 3 }, tile: true, blend: 'overlay' }]);
  }
  mkdirSync(dirname(file), { recursive: true });
  if (png) await img.png({ compressionLevel: 9, adaptiveFiltering: true }).toFile(file);
  else await img.flatten({ background: '#000' }).jpeg(JPEG).toFile(file);
}

/** Write public/media/{folder}/.meta/{file}.yaml (scripts/assets/lib/meta.ts). */
function writeMeta(path: string, alt: Alt, width: number, height: number): void {
  writeAssetMeta(join(OUT, path), alt, { width, height });
}

const kb = (n: number): string => `${Math.round(n / 1024)} KB`;

function altFor(path: string): Alt {
  const alt = ALT[path];
  if (!alt) throw new Error(`no alt texts for ${path}`);
  return alt;
}

/** Files under public/media git tracks (none when this is no git work tree). */
function trackedMedia(): Set<string> {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--', 'public/media'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return new Set(out.split('\0').filter(Boolean).map((rel) => rel.slice('public/media/'.length)));
  } catch {
    return new Set();
  }
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const cache = readCache();
  const next: Cache = {};
  const missingAlt = [...ALL_ASSETS.map((a) => a.path), ...SVG_FILES.map((s) => s.path)].filter((p) => !ALT[p]);
  if (missingAlt.length) throw new Error(`no alt texts for: ${missingAlt.join(', ')}`);

  // plain SVG files (icons) are written as they are
  let svgWritten = 0;
  for (const s of SVG_FILES) {
    const file = join(OUT, s.path);
    mkdirSync(dirname(file), { recursive: true });
    if (!existsSync(file) || readFileSync(file, 'utf8') !== s.svg) {
      writeFileSync(file, s.svg);
      svgWritten++;
      console.log(`  svg  ${s.path}`);
    }
    writeMeta(s.path, altFor(s.path), s.width, s.height);
  }

  const jobs: Array<{ a: AssetDef; svg: string; hash: string }> = [];
  let skipped = 0;
  const tracked = trackedMedia();
  const editors = ALL_ASSETS.filter((a) => tracked.has(a.path));
  if (editors.length) console.log(`render-assets: ${editors.length} image(s) replaced by editors kept: ${editors.map((a) => a.path).join(', ')}`);
  for (const a of ALL_ASSETS) {
    if (tracked.has(a.path)) continue;
    const c = new Ctx(a.width, a.height, a.seed ?? 1);
    const svg = c.doc(a.draw(c));
    const hash = sha(`${PIPELINE}|${a.grain ?? ''}|${svg}`);
    next[a.path] = hash;
    const file = join(OUT, a.path);
    const selected = only ? a.path.includes(only) : false;
    if (!force && !selected && existsSync(file) && cache[a.path] === hash) {
      skipped++;
      continue;
    }
    if (only && !selected) {
      // not selected: keep whatever is there
      const old = cache[a.path];
      if (old) next[a.path] = old;
      else delete next[a.path];
      continue;
    }
    // recorded only once the file is written
    const old = cache[a.path];
    if (old && existsSync(file)) next[a.path] = old;
    else delete next[a.path];
    jobs.push({ a, svg, hash });
  }

  // rsvg renders one image per thread; run as many images in parallel as there are cores
  const workers = Math.max(1, Math.min(jobs.length, availableParallelism()));
  let done = 0, failed: Error | undefined;
  const queue = [...jobs];
  await Promise.all(Array.from({ length: workers }, async () => {
    for (let job = queue.shift(); job && !failed; job = queue.shift()) {
      const t = performance.now();
      const file = join(OUT, job.a.path);
      try {
        await rasterise(job.a, job.svg, file);
      } catch (e) {
        failed = new Error(`failed to render ${job.a.path}: ${(e as Error).message}`);
        delete next[job.a.path];
        return;
      }
      next[job.a.path] = job.hash;
      done++;
      console.log(`  [${String(done).padStart(2)}/${jobs.length}] ${relative(ROOT, file)}  ${job.a.width}×${job.a.height}  ${kb(statSync(file).size)}  ${Math.round(performance.now() - t)} ms`);
    }
  }));

  for (const a of ALL_ASSETS) if (!tracked.has(a.path) && existsSync(join(OUT, a.path))) writeMeta(a.path, altFor(a.path), a.width, a.height);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(CACHE, JSON.stringify(next, null, 1) + '\n');
  if (failed) throw failed;
  const secs = ((performance.now() - t0) / 1000).toFixed(2);
  console.log(`render-assets: ${done} rendered, ${skipped} up to date, ${svgWritten} svg written (${ALL_ASSETS.length + SVG_FILES.length} images) in ${secs} s`);
}

main().catch((e: unknown) => {
  console.error(`render-assets: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
