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
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside each file, so
 * servers pick one by Accept-Encoding without compressing per request. A copy that is not
 * at least 10 % smaller is not written. Returns the bytes before and after (brotli).
 */
export async function precompress(files: readonly string[], concurrency = 4): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  await inParallel(files, concurrency, async (file) => {
    const source = await readFile(file);
    if (source.length < MIN_BYTES) return;
    const size = source.length;
    const [br, gzipped] = await Promise.all([
      brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
      gz(source, { level: 9 }),
    ]);
    if (br.length < size * 0.9) await writeFile(`${file}.br`, br);
    if (gzipped.length < size * 0.9) await writeFile(`${file}.gz`, gzipped);
    count++;
    bytes += size;
    brotliBytes += Math.min(br.length, size);
  });
  return { files: count, bytes, brotliBytes };
}
