import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type en from './messages/en.json';

/** Every UI message id; the English catalog is the reference all others must match. */
export type MessageId = keyof typeof en;

/** What the UI knows about the current language. */
export interface LocaleInfo {
  /** Site handle (`jp`). */
  site: string;
  /** BCP 47 tag for `<html lang>` and Intl (`ja`). */
  lang: string;
  /** The language's home path (`/`, `/de`). */
  home: string;
}

const LocaleContext = createContext<LocaleInfo>({ site: 'en', lang: 'en', home: '/' });

/** Provides Lingui with only the current language's compiled catalog. */
export function LocaleProvider({ locale, messages, children }: { locale: LocaleInfo; messages: Messages; children: ReactNode }) {
  const i18n = useMemo(() => i18nFor(locale.lang, messages), [locale.lang, messages]);
  return (
    <I18nProvider i18n={i18n}>
      <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
    </I18nProvider>
  );
}

/** A Lingui instance for one language's compiled catalog (also for text outside the React tree, such as route meta). */
export function i18nFor(lang: string, messages: Messages): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: messages } });
}

export function useLocale(): LocaleInfo {
  return useContext(LocaleContext);
}

/** Typed translation: `t('shell.menu')`, `t('news.by', { author })`. */
export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}

// Building an Intl formatter costs far more than using one (a page lists dozens of dates
// and sizes): keep each language-and-options formatter for the life of the process or tab.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}
const dateFormat = (lang: string, style: 'long' | 'medium') => cached(`d|${lang}|${style}`, () => new Intl.DateTimeFormat(lang, { dateStyle: style, timeZone: 'UTC' }));
const numberFormat = (lang: string, options: Intl.NumberFormatOptions = {}) => cached(`n|${lang}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(lang, options));

/** Dates and numbers in the page's language. */
export function useFormat() {
  const { lang } = useLocale();
  return useMemo(
    () => ({
      date: (iso: string, style: 'long' | 'medium' = 'long') => dateFormat(lang, style).format(new Date(iso)),
      number: (n: number, options?: Intl.NumberFormatOptions) => numberFormat(lang, options).format(n),
      bytes: (n: number) => {
        const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
        let value = n;
        let unit = 0;
        while (value >= 1000 && unit < units.length - 1) {
          value /= 1000;
          unit++;
        }
        return numberFormat(lang, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit > 1 ? 1 : 0 }).format(value);
      },
    }),
    [lang],
  );
}
