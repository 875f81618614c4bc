import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { readFile, writeFile } from 'node:fs/promises';
import { inParallel } from '../lib/pool';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|data|js|mjs|css|json|svg|xml|txt|map|webmanifest)$/i;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 512;

/**
 * The brotli (best quality) and gzip (level 9) copies of a text worth keeping: each only when
 * at least 10 % smaller, none below MIN_BYTES. Compressed on libuv's threads, off the loop
 * (server/publish compresses regenerated pages with it while visitors are answered). `fast`:
 * brotli at quality 5 (a 77 KB page: 1 ms instead of 57, 15 % larger), for a page wanted now.
 */
export async function compressedCopies(source: Buffer, fast = false): Promise<Partial<Record<'br' | 'gzip', Buffer>>> {
  if (source.length < MIN_BYTES) return {};
  const size = source.length;
  const [br, gzipped] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: fast ? 5 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: size, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gz(source, { level: fast ? 6 : 9 }),
  ]);
  return { ...(br.length < size * 0.9 ? { br } : {}), ...(gzipped.length < size * 0.9 ? { gzip: gzipped } : {}) };
}

/**
 * Writes `file.br` and `file.gz` beside each file (compressedCopies), so servers pick one by
 * Accept-Encoding without compressing per request. Returns the bytes before and after (brotli).
 */
export async function precompress(files: readonly string[], concurrency = 4): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  await inParallel(files, concurrency, async (file) => {
    const source = await readFile(file);
    if (source.length < MIN_BYTES) return;
    const { br, gzip: gzipped } = await compressedCopies(source);
    if (br) await writeFile(`${file}.br`, br);
    if (gzipped) await writeFile(`${file}.gz`, gzipped);
    count++;
    bytes += source.length;
    brotliBytes += br?.length ?? source.length;
  });
  return { files: count, bytes, brotliBytes };
}
