/**
 * Who last committed a file, for a 409 on a file that keeps no `updated_by` of its own (a tree:
 * Statamic stamps nothing there). Null when the root is in no work tree or the file has no commit.
 */
import { execFile } from 'node:child_process';

const TIMEOUT_MS = 5_000;

export interface LastCommit {
  name: string;
  /** ISO time of the commit's authoring. */
  at: string;
}

export function lastCommit(root: string, rel: string): Promise<LastCommit | null> {
  return new Promise((resolve) => {
    execFile('git', ['log', '-1', '--format=%an%x00%aI', '--', rel], { cwd: root, timeout: TIMEOUT_MS, env: { ...process.env, LC_ALL: 'C' } }, (error, stdout) => {
      const [name, at] = stdout.trim().split('\0');
      resolve(error || !name || !at ? null : { name, at });
    });
  });
}
