import { fileURLToPath } from 'node:url';
import { readSitesSync } from '../../api/sites.ts';

/** Build-time constant `__SITES__` (see app/i18n/sites.ts), read from resources/sites.yaml; used by Vite and Vitest. */
export function sitesDefine(): Record<string, string> {
  const sites = readSitesSync(fileURLToPath(new URL('../..', import.meta.url)));
  return { __SITES__: JSON.stringify(sites.map(({ handle, name, lang, prefix, locale }) => ({ handle, name, lang, prefix, region: regionOf(locale) }))) };
}

/** The region of a Statamic locale (`ja_JP` → `JP`), or null when it names none (`en`). */
export function regionOf(locale: string): string | null {
  return /^[a-z]{2,3}[_-]([a-z]{2})$/i.exec(locale)?.[1]?.toUpperCase() ?? null;
}

/**
 * Build-time constant `__BUILD__` (app/runtime/build-watch.ts): the build's id and timestamp
 * and the new-build check interval, which `npm run build` passes to Vite (scripts/build.ts,
 * BUILD_CHECK_INTERVAL_MS validated in server/env.ts). Null outside `npm run build`
 * (development, tests): no manifest exists to check.
 */
export function buildDefine(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const { BUILD_ID, BUILD_TIMESTAMP, BUILD_CHECK_INTERVAL_MS } = env;
  const build = BUILD_ID ? { id: BUILD_ID, timestamp: Number(BUILD_TIMESTAMP), checkIntervalMs: Number(BUILD_CHECK_INTERVAL_MS ?? 300_000) } : null;
  return { __BUILD__: JSON.stringify(build) };
}
