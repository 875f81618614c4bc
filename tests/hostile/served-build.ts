import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/env';
import { BUILD_DIR, readBuildIndex, TEST_SITE_URL } from '../support/production';
import { SERVED_BUILD } from './corpus/shared';

/**
 * What both hostile suites (hostile.test.ts, control-panel.test.ts) serve: the production
 * server on HOSTILE_PORT (3170 unless set: another run may hold it), over a copy of the build.
 * The suites run one after the other (vitest.hostile.config.ts), so they share port and copy.
 */
export const HOSTILE_PORT = Number(process.env.HOSTILE_PORT ?? 3170);

/** Builds for the test origin when there is no build at all; an existing build is used as it is (others share it). */
export function ensureBuild(): void {
  if (!existsSync(path.join(BUILD_DIR, 'site.json'))) {
    console.log('hostile: no build yet, running npm run build');
    const result = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: { ...process.env, PUBLIC_SITE_URL: TEST_SITE_URL, MAPS_API_KEY: 'e2e-test-maps-key', LOG_LEVEL: 'warn' },
    });
    if (result.status !== 0) throw new Error(`npm run build failed (${result.status})`);
  }
  readBuildIndex();
}

/**
 * A copy of the build to serve: the server loads parts of its bundle lazily, so a rebuild of
 * build/ by another test run during ours would make those requests fail for reasons of no
 * interest here. Inside the project, as BUILD_DIR must be (the bundle resolves node_modules).
 */
export function copyBuild(): string {
  const copy = path.join(PROJECT_ROOT, SERVED_BUILD);
  rmSync(copy, { recursive: true, force: true });
  cpSync(BUILD_DIR, copy, { recursive: true });
  readBuildIndex(copy);
  return copy;
}

export function removeServedBuild(): void {
  rmSync(path.dirname(path.join(PROJECT_ROOT, SERVED_BUILD)), { recursive: true, force: true });
}
