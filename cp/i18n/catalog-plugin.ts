/**
 * Vite plugin: `import messages from 'virtual:cp-catalog/de'` gives one of the panel's catalogs
 * (`messages/{code}.json`, by the Statamic locale codes of cp/shared/locales.ts) compiled for
 * Lingui (as app/i18n/catalog.server.ts compiles the public app's on its server), so the
 * browser gets ready-to-use messages and no message compiler.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileCatalog } from '../../app/i18n/compile.ts';
import { isCpLocale } from '../shared/locales.ts';

const PREFIX = 'virtual:cp-catalog/';
const RESOLVED = `\0${PREFIX}`;

export function cpCatalogs(): Plugin {
  return {
    name: 'cp-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const lang = id.slice(RESOLVED.length);
      if (!isCpLocale(lang)) throw new Error(`cp-catalogs: no catalog "${lang}"`);
      const file = fileURLToPath(new URL(`./messages/${lang}.json`, import.meta.url));
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(compileCatalog(source))};`;
    },
  };
}
