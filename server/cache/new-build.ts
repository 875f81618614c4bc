import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../../api/sites';
import type { PurgeQueue } from './purge-queue';
import { siteTag } from './tags';

/** Where the build that the shared caches were last purged for is noted (beside site.json). */
export const PURGED_BUILD_FILE = 'purged-build.txt';

/**
 * A new build changes every page (its scripts, its styles): the first replica that starts it
 * purges every site's tag, which every answer carries, and notes the build so the next
 * replicas of a rolling restart do not purge again.
 */
export function purgeNewBuild({ buildDir, buildId, sites, queue }: { buildDir: string; buildId: string | undefined; sites: readonly Site[]; queue: PurgeQueue }): boolean {
  if (!buildId) return false;
  const file = path.join(buildDir, PURGED_BUILD_FILE);
  let last = '';
  try {
    last = readFileSync(file, 'utf8').trim();
  } catch {
    // Never purged for any build.
  }
  if (last === buildId) return false;
  writeFileSync(file, `${buildId}\n`);
  queue.purge(sites.map((site) => siteTag(site.handle)));
  return true;
}
