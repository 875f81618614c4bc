/**
 * Statamic's reading of content files (Symfony YAML through tests/support/statamic-yaml.php),
 * to check that what the control panel writes reads the same in Statamic. Needs `php` and
 * Debian's php-symfony-yaml (scripts/test.mjs installs both and sets STATAMIC_YAML_REQUIRED);
 * without them, in CI or under `npm test` the check fails instead of passing quietly.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/env';

export const SYMFONY_YAML = process.env.SYMFONY_YAML_AUTOLOAD || '/usr/share/php/Symfony/Component/Yaml/autoload.php';
const PHP = process.env.PHP_PATH || 'php';
const SCRIPT = path.join(PROJECT_ROOT, 'tests/support/statamic-yaml.php');

export interface StatamicRead {
  /** The YAML as PHP holds it, in JSON: maps as objects, `{ $empty: true }` for an empty array, `{ $float }` for INF/NAN. */
  data?: unknown;
  /** The body (`content`), null when there is none. */
  content?: string | null;
  error?: string;
}

/** Whether php and Symfony YAML are here; where they are required their absence is an error, not a skip. */
export function statamicAvailable(): boolean {
  const ok = spawnSync(PHP, ['--version'], { stdio: 'ignore' }).status === 0 && existsSync(SYMFONY_YAML);
  if (!ok && (process.env.CI || process.env.STATAMIC_YAML_REQUIRED)) throw new Error(`php and Symfony YAML (${SYMFONY_YAML}) are needed in CI: scripts/test.mjs installs php-cli and php-symfony-yaml`);
  return ok;
}

/** Reads many files (absolute paths) in one PHP run. */
export function readWithStatamic(files: string[]): Map<string, StatamicRead> {
  const out = execFileSync(PHP, [SCRIPT], { input: JSON.stringify(files), maxBuffer: 64 << 20, env: { ...process.env, SYMFONY_YAML_AUTOLOAD: SYMFONY_YAML } });
  return new Map(Object.entries(JSON.parse(out.toString('utf8')) as Record<string, StatamicRead>));
}

/**
 * Our parse of a value in the form the PHP script prints (empty arrays and maps alike, as PHP
 * cannot tell them apart; numeric keys are strings on both sides).
 */
export function asStatamicSees(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? { $empty: true } : value.map(asStatamicSees);
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    if (keys.length === 0) return { $empty: true };
    // PHP turns a map with keys 0..n-1 in order into a list.
    if (keys.every((key, index) => key === String(index))) return keys.map((key) => asStatamicSees((value as Record<string, unknown>)[key]));
    const out: Record<string, unknown> = {};
    for (const key of keys) Object.defineProperty(out, key, { value: asStatamicSees((value as Record<string, unknown>)[key]), enumerable: true });
    return out;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return { $float: Number.isNaN(value) ? 'NAN' : value > 0 ? 'INF' : '-INF' };
  return value;
}
