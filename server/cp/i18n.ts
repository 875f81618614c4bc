/**
 * The panel's server speaks the editor's language: refusals, validation errors and other
 * messages are message ids of the panel's catalogs (cp/shared/messages.ts), put into words
 * here in the language the request asks for. The panel sends its current language as
 * `Accept-Language` (cp/lib/api.ts); another client gets its browser's language or English.
 */
import { setupI18n, type I18n } from '@lingui/core';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { compileCatalog } from '../../app/i18n/compile';
import de from '../../cp/i18n/messages/de.json';
import en from '../../cp/i18n/messages/en.json';
import es from '../../cp/i18n/messages/es.json';
import fr from '../../cp/i18n/messages/fr.json';
import ja from '../../cp/i18n/messages/ja.json';
import zh_CN from '../../cp/i18n/messages/zh_CN.json';
import { browserLocale, type CpLocale } from '../../cp/shared/locales';
import type { FieldMessages, Message, MessageId, MessageValues } from '../../cp/shared/messages';
import type { FieldErrors } from '../../cp/shared/schema';
import { parseAcceptLanguage } from '../routing/accept-language';

const SOURCES: Record<CpLocale, Record<string, string>> = { en, de, fr, es, ja, zh_CN };

/** A message in one language. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

const instances = new Map<CpLocale, I18n>();

function i18nFor(locale: CpLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    // Compiled once per language, on first use; a key missing from a catalog reads in English.
    i18n = setupI18n({ locale, messages: { [locale]: compileCatalog({ ...SOURCES.en, ...SOURCES[locale] }) } });
    instances.set(locale, i18n);
  }
  return i18n;
}

export function translator(locale: CpLocale): Translate {
  const i18n = i18nFor(locale);
  return (id, values) => i18n._(id, values);
}

/** The panel language an `Accept-Language` header asks for (`ja-JP` → ja, any Chinese → zh_CN), else English. */
export function requestLocale(acceptLanguage: string | null | undefined): CpLocale {
  return browserLocale(parseAcceptLanguage(acceptLanguage));
}

/** Messages in the language of this request. */
export function translate(c: Context): Translate {
  return translator(requestLocale(c.req.header('accept-language')));
}

export function say(t: Translate, m: Message): string {
  return t(m.id, m.values);
}

/** Field messages as the answer's `errors` (Laravel's shape: path → sentences). */
export function sayAll(t: Translate, messages: FieldMessages): FieldErrors {
  return Object.fromEntries(Object.entries(messages).map(([path, list]) => [path, list.map((m) => say(t, m))]));
}

/** A `{message}` answer in the request's language. */
export function refuse(c: Context, status: ContentfulStatusCode, id: MessageId, values?: MessageValues): Response {
  return c.json({ message: translate(c)(id, values) }, status);
}
