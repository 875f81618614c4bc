import { fileURLToPath } from 'node:url';
import { readSitesSync } from '../../api/sites.ts';

/** Build-time constant `__SITES__` (see app/i18n/sites.ts), read from resources/sites.yaml; used by Vite and Vitest. */
export function sitesDefine(): Record<string, string> {
  const sites = readSitesSync(fileURLToPath(new URL('../..', import.meta.url)));
  return { __SITES__: JSON.stringify(sites.map(({ handle, name, lang, prefix }) => ({ handle, name, lang, prefix }))) };
}
