import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/env';

/** The hostile overlay (tests/fixtures/hostile-content/README.md): same layout as the project root. */
export const HOSTILE_FIXTURE = path.join(PROJECT_ROOT, 'tests/fixtures/hostile-content');

/**
 * A Statamic project in a fresh temporary directory: the demo's `content`, `resources` and
 * `public`, with the hostile files laid over them (they replace the demo's files of the same
 * name). Pass it as CONTENT_DIR or to the content API; `remove` deletes it.
 */
export function hostileProject(): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'kairotone-hostile-'));
  for (const part of ['content', 'resources', 'public']) cpSync(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
  for (const part of ['content', 'public']) cpSync(path.join(HOSTILE_FIXTURE, part), path.join(root, part), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
