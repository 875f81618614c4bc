import { messagesFor } from '../i18n/catalog.server';
import { translator, type Translate } from '../i18n/i18n';
import { siteByHandle } from '../i18n/sites';

const cache = new Map<string, Translate>();

/**
 * UI messages on the server, for text that leaves the React tree: titles built in loaders,
 * feed and structured-data names.
 */
export function serverT(site: string): Translate {
  let t = cache.get(site);
  if (!t) {
    // messagesFor already falls back to English for a message the language lacks.
    t = translator(siteByHandle(site).lang, messagesFor(site));
    cache.set(site, t);
  }
  return t;
}
