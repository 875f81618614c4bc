import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Site } from '../../api/sites';
import type { PurgeQueue } from './purge-queue';
import { siteTag } from './tags';

/** Where the build that the shared caches were last purged for is noted (beside site.json). */
export const PURGED_BUILD_FILE = 'purged-build.txt';

/**
 * A new build changes every page (its scripts, its styles): the first replica that starts it
 * purges every site's tag, which every answer carries, and notes the build once every purger
 * has purged, so the next replicas of a rolling restart do not purge again. A purge that was
 * given up on notes nothing: the next replica to start tries again. Resolves to whether this
 * call purged (replicas starting together may each purge: a purge more, never one less).
 */
export async function purgeNewBuild({ buildDir, buildId, sites, queue }: { buildDir: string; buildId: string | undefined; sites: readonly Site[]; queue: PurgeQueue }): Promise<boolean> {
  if (!buildId) return false;
  const file = path.join(buildDir, PURGED_BUILD_FILE);
  const last = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '', // Never purged for any build.
  );
  if (last === buildId) return false;
  const purged = await queue.purge(sites.map((site) => siteTag(site.handle)));
  if (purged) await writeFile(file, `${buildId}\n`);
  return purged;
}
