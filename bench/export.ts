/**
 * The static export's figures (issue 29), part of `npm run bench` and alone with
 * `npm run bench -- --only export`: `npm run export` of the bench build into a temporary
 * folder, run as a user runs it (its own process), twice: with an empty image cache (every
 * image variant the pages use is made) and again with that cache (what a re-export after a
 * content change costs). Reports the time of each and the export's size: files and MB, of
 * which the .gz copies nginx serves, pages, image variants, and the rules written.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PROJECT_ROOT } from '../server/env';

export interface ExportFigures {
  cold_s: number;
  warm_s: number;
  files: number;
  mb: number;
  gz_mb: number;
  pages: number;
  image_variants: number;
  redirects: { static: number; dynamic: number };
  header_rules: number;
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

export function runExportBench({ buildDir }: { buildDir: string }): ExportFigures {
  const work = mkdtempSync(path.join(tmpdir(), 'kairotone-bench-export-'));
  try {
    const out = path.join(work, 'site');
    const once = () => {
      const started = performance.now();
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/export.ts', out], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, BUILD_DIR: buildDir, IMAGE_CACHE_DIR: path.join(work, 'ipx'), LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`npm run export failed:\n${run.stdout}\n${run.stderr}`);
      return { seconds: (performance.now() - started) / 1000, output: run.stdout };
    };
    console.log('▶ static export (npm run export), with an empty image cache and again with it …');
    const cold = once();
    const warm = once();
    const summary = /exported (\d+) pages, (\d+) image variants/.exec(warm.output);
    const rules = /_redirects: (\d+) static, (\d+) dynamic; _headers: (\d+) rules/.exec(warm.output);
    if (!summary || !rules) throw new Error(`npm run export said something unexpected:\n${warm.output}`);
    let bytes = 0;
    let gzBytes = 0;
    let files = 0;
    for (const entry of readdirSync(out, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const size = statSync(path.join(entry.parentPath, entry.name)).size;
      files++;
      bytes += size;
      if (entry.name.endsWith('.gz')) gzBytes += size;
    }
    const figures = {
      cold_s: round(cold.seconds),
      warm_s: round(warm.seconds),
      files,
      mb: round(bytes / 1e6),
      gz_mb: round(gzBytes / 1e6),
      pages: Number(summary[1]),
      image_variants: Number(summary[2]),
      redirects: { static: Number(rules[1]), dynamic: Number(rules[2]) },
      header_rules: Number(rules[3]),
    };
    console.log(`  ${JSON.stringify(figures)}`);
    return figures;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function exportRows(f: ExportFigures): Record<string, { value: number | string; unit: string }> {
  return {
    'static export, empty image cache': { value: f.cold_s, unit: `s (${f.pages} pages, ${f.image_variants} image variants made)` },
    'static export, again': { value: f.warm_s, unit: 's (image variants from the cache)' },
    'static export, size': { value: f.mb, unit: `MB in ${f.files} files (${f.gz_mb} MB of .gz copies); ${f.redirects.static} static + ${f.redirects.dynamic} dynamic redirects, ${f.header_rules} header rules` },
  };
}
