import path from 'node:path';
import { PROJECT_ROOT } from '../../server/env';
import { overlayProject, type OverlayProject } from './overlay-project';

/** The hostile overlay (tests/fixtures/hostile-content/README.md): same layout as the project root. */
export const HOSTILE_FIXTURE = path.join(PROJECT_ROOT, 'tests/fixtures/hostile-content');

/** The demo project with the hostile files laid over it, in a fresh temporary directory. */
export function hostileProject(): OverlayProject {
  return overlayProject(HOSTILE_FIXTURE);
}
