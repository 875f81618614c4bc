import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One build at a time per build directory: two builds would write into the same staging
 * folder and one would fail half-way (or swap in a mix). The lock file holds the builder's
 * process id; a lock whose process is gone (a build killed mid-way) is taken over.
 * Returns the release function; throws with the other build's pid while it runs.
 */
export function lockBuild(lockFile: string, pid = process.pid): () => void {
  // The lock sits beside the build directory, whose parent a fresh clone may not have yet
  // (`.cache/` for the benchmark's build).
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(pid), { flag: 'wx' });
      const release = () => rmSync(lockFile, { force: true });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== pid && isRunning(holder)) {
        throw new Error(`another build (process ${holder}) is running into the same directory; wait for it to finish (lock: ${lockFile})`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not take the build lock ${lockFile}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
