import { setupI18n, type I18n } from '@lingui/core';
import { messagesFor } from '../i18n/catalog.server';
import type { MessageId } from '../i18n/i18n';
import { siteByHandle } from '../i18n/sites';

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

const cache = new Map<string, I18n>();

/**
 * UI messages on the server, for text that leaves the React tree: titles built in loaders,
 * feed and structured-data names.
 */
export function serverT(site: string): Translate {
  let i18n = cache.get(site);
  if (!i18n) {
    const { lang } = siteByHandle(site);
    // messagesFor already falls back to English for a message the language lacks.
    i18n = setupI18n({ locale: lang, messages: { [lang]: messagesFor(site) } });
    cache.set(site, i18n);
  }
  const bound = i18n;
  return (id, values) => bound._(id, values);
}
