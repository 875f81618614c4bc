import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/env';

export interface OverlayProject {
  root: string;
  remove: () => void;
}

/**
 * A Statamic project in a fresh temporary directory: the demo's `content`, `resources` and
 * `public`, with a fixture's files laid over them (they replace the demo's files of the same
 * name) and then `files` (path → text) written last. Pass it as CONTENT_DIR or to the content
 * API; `remove` deletes it.
 */
export function overlayProject(fixture: string, files: Record<string, string> = {}): OverlayProject {
  const root = mkdtempSync(path.join(tmpdir(), `kairotone-${path.basename(fixture)}-`));
  for (const part of ['content', 'resources', 'public']) cpSync(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
  for (const part of ['content', 'resources', 'public']) {
    try {
      cpSync(path.join(fixture, part), path.join(root, part), { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
