import type { Messages } from '@lingui/core';
import { compileCatalog } from './compile';
import en from './messages/en.json';
import de from './messages/de.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import jp from './messages/jp.json';
import zh from './messages/zh.json';

/** Source catalogs per site handle: ICU MessageFormat strings, English is the reference. */
const SOURCES: Record<string, Record<string, string>> = { en, de, fr, es, jp, zh };

const compiled = new Map<string, Messages>();

/**
 * The compiled Lingui catalog of one language. Compiled here on the server (once per
 * language), so the browser gets ready-to-use messages and no message compiler.
 */
export function messagesFor(site: string): Messages {
  let messages = compiled.get(site);
  if (!messages) {
    // A message missing from a catalog falls back to English rather than showing its id.
    const source = { ...SOURCES.en, ...SOURCES[site] };
    messages = compileCatalog(source);
    compiled.set(site, messages);
  }
  return messages;
}
