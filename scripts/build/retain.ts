import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BuildRecord } from '../../server/static/site-index';


/** How many builds' assets and manifests stay available: the new one and the two before it. */
export const KEPT_BUILDS = 3;

/**
 * Copies the hashed assets and the manifest of the last builds from the previous build folder
 * into the new one (version skew: a tab opened before the deploy still loads its chunks and
 * its manifest). Hashed names never collide with different content, so nothing is
 * overwritten. Returns the history to record in the new build.
 */
export async function retainPreviousBuilds(previousDir: string, nextDir: string, current: BuildRecord, previousHistory: readonly BuildRecord[]): Promise<{ history: BuildRecord[]; copied: number }> {
  const history = [current, ...previousHistory.filter((b) => b.id !== current.id)].slice(0, KEPT_BUILDS);
  let copied = 0;
  for (const build of history.slice(1)) {
    for (const name of build.assets) {
      for (const variant of [name, `${name}.br`, `${name}.gz`]) {
        copied += Number(await copyIfMissing(path.join(previousDir, 'client', 'assets', variant), path.join(nextDir, 'client', 'assets', variant)));
      }
    }
    copied += Number(await copyIfMissing(path.join(previousDir, 'client', 'builds', 'meta', `${build.id}.json`), path.join(nextDir, 'client', 'builds', 'meta', `${build.id}.json`)));
  }
  return { history, copied };
}

async function copyIfMissing(from: string, to: string): Promise<boolean> {
  if (!existsSync(from) || existsSync(to)) return false;
  await mkdir(path.dirname(to), { recursive: true });
  await copyFile(from, to);
  return true;
}

/** The asset file names of a build folder (without precompressed copies). */
export async function assetNames(buildDir: string): Promise<string[]> {
  const dir = path.join(buildDir, 'client', 'assets');
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((name) => !/\.(br|gz)$/.test(name)).sort();
}
